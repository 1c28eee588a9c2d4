import Foundation
import MorselCore

/// Hands out each person's journal: the repository of one person's meals, which reaches
/// nobody else's.
public struct Journals: Sendable {
    let store: DatabaseStore
    let clock: AppClock

    public func of(_ userID: UUID) -> MealRepository {
        MealRepository(store: store, ownerID: userID, clock: clock)
    }
}

/// Hands out what a household shares: its week plans, grocery list and food prices. A
/// person in no household has none of them.
public struct Households: Sendable {
    let store: DatabaseStore
    let clock: AppClock
    let foods: FoodCatalog
    let recipes: RecipeRepository

    /// The plan of the person's household.
    func plan(for user: CurrentUser) throws -> PlanRepository {
        PlanRepository(store: store, householdID: try household(of: user), clock: clock, recipes: recipes,
                       prices: try prices(for: user))
    }

    /// The food prices of the person's household.
    func prices(for user: CurrentUser) throws -> PriceRepository {
        PriceRepository(store: store, householdID: try household(of: user), foods: foods)
    }

    /// The grocery list of the person's household.
    func grocery(for user: CurrentUser) throws -> GroceryRepository {
        GroceryRepository(store: store, householdID: try household(of: user), clock: clock, foods: foods, recipes: recipes)
    }

    private func household(of user: CurrentUser) throws -> UUID {
        guard let householdID = user.householdID else { throw DomainError.forbidden("This account belongs to no household yet.") }
        return householdID
    }
}

extension AppClock {
    /// The date it is now where the person is.
    func today(for user: CurrentUser) -> MealDate {
        MealDate(now(), in: user.timeZone)
    }
}
