import Foundation
import MorselCore
import MorselData

/// Saved meals ("my usual breakfast"): checked against the food table when saved, logged as
/// one meal in one tap, on the day asked or now.
package struct SavedMeals: Sendable {
    package let store: DatabaseStore
    package let journals: Journals
    package let foods: FoodCatalog
    package let clock: AppClock

    package init(store: DatabaseStore, journals: Journals, foods: FoodCatalog, clock: AppClock) {
        self.store = store
        self.journals = journals
        self.foods = foods
        self.clock = clock
    }

    /// One person's saved meals, as stored.
    package func repository(of userID: UUID) -> SavedMealRepository {
        SavedMealRepository(store: store, ownerID: userID, clock: clock)
    }

    package func list(for userID: UUID) async throws -> [SavedMeal] {
        try await repository(of: userID).all()
    }

    /// Saves one whose foods all match and weigh; every problem is reported at once.
    package func create(_ input: SavedMealInput, for userID: UUID) async throws -> SavedMeal {
        let meal: SavedMeal
        do { meal = try input.validated(id: UUID(), resolver: foods.eaten) } catch { throw DomainError.invalid(error) }
        return try await repository(of: userID).create(meal)
    }

    /// Logs it: on `date` (yyyy-mm-dd or dd/mm/yyyy) or today, at `time` or, today, now.
    package func log(_ id: UUID, date: String?, time: String?, userID: UUID, timeZone: TimeZone) async throws -> (
        meal: Meal, warnings: [String]
    ) {
        let saved = try await repository(of: userID).savedMeal(id)
        let today = MealDate(clock.now(), in: timeZone)
        let day = try MealDate.read(date, field: "date") ?? today
        let details = try saved.meal(
            with: foods.eaten, date: day,
            time: day == today ? TimeOfDay(clock.now(), in: timeZone) : nil)
        var input = MealInput(details)
        if let time { input.time = .text(time) }
        let validated = try input.validated(today: today)
        return (try await journals.of(userID).create(validated.details), validated.warnings)
    }

    /// Its nutrition as it would be logged; nil if its foods no longer work out.
    package func nutrition(of saved: SavedMeal) -> Nutrition? {
        try? saved.parsed(with: foods.eaten).total
    }
}
