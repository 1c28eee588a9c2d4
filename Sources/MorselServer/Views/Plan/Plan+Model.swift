import MorselCore
import MorselData
import MorselServices

/// The household's week: each day with its entries and totals, the week against the budget,
/// and forms to plan, move, log and clear.
struct PlanPage: Sendable {
    let context: PageContext
    let plan: WeekPlan
    /// Recipes to choose from when planning, by name.
    let recipes: [RecipeSummary]
}
