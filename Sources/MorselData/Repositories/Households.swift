import Foundation
import MorselCore

/// Hands out what a household shares: its week plans, grocery list and food prices. A
/// person in no household (`nil`) has none of them.
public struct Households: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock
    package let recipes: RecipeRepository

    package init(store: DatabaseStore, clock: AppClock, recipes: RecipeRepository) {
        self.store = store
        self.clock = clock
        self.recipes = recipes
    }

    /// The household's plan, changed by `person` (who is not told of their own changes; nil
    /// where it is only read).
    package func plan(of householdID: UUID?, by person: UUID?) throws -> PlanRepository {
        PlanRepository(
            store: store, householdID: try existing(householdID), changer: person, clock: clock, recipes: recipes,
            prices: try prices(of: householdID))
    }

    /// The household's food prices.
    package func prices(of householdID: UUID?) throws -> PriceRepository {
        PriceRepository(store: store, householdID: try existing(householdID), foods: recipes.foods)
    }

    /// The household's grocery list, changed by `person` (as for the plan).
    package func grocery(of householdID: UUID?, by person: UUID?) throws -> GroceryRepository {
        GroceryRepository(
            store: store, householdID: try existing(householdID), changer: person, clock: clock, foods: recipes.foods,
            recipes: recipes)
    }

    private func existing(_ householdID: UUID?) throws -> UUID {
        guard let householdID else { throw DomainError.forbidden("This account belongs to no household yet.") }
        return householdID
    }
}
