import Foundation
import MorselCore
import MorselData

/// A person's journal day by day over a period, and their household's planned spend per week.
package struct InsightsReport: Sendable {
    package let meals: MealRepository
    /// nil for a person in no household: no plan, no spend.
    package let plan: PlanRepository?
    package let goals: Goals

    /// The person's report: their journal and, with a household, its plan.
    package init(userID: UUID, householdID: UUID?, goals: Goals, journals: Journals, households: Households) throws {
        meals = journals.of(userID)
        plan = householdID == nil ? nil : try households.plan(of: householdID, by: nil)
        self.goals = goals
    }

    package func insights(from: MealDate, to: MealDate) async throws -> Insights {
        let totals = try await meals.dailyTotals(from: from, to: to)
        // Whole weeks, so each week's spend is compared with the whole budget.
        let costs =
            try await plan?.dailyCosts(from: PlanWeek(containing: from).monday, to: PlanWeek(containing: to).sunday)
            ?? [:]
        return Insights(from: from, to: to, totals: totals, plannedCosts: costs, goals: goals)
    }
}
