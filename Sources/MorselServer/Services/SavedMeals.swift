import Foundation
import MorselCore
import MorselData

/// Saved meals ("my usual breakfast"): checked against the food table when saved, logged as
/// one meal in one tap, on the day asked or now.
struct SavedMeals: Sendable {
    let services: AppServices

    func list(for userID: UUID) async throws -> [SavedMeal] {
        try await services.savedMeals(of: userID).all()
    }

    /// Saves one whose foods all match and weigh; every problem is reported at once.
    func create(_ input: SavedMealInput, for userID: UUID) async throws -> SavedMeal {
        let meal: SavedMeal
        do { meal = try input.validated(id: UUID(), resolver: services.foods.eaten) } catch { throw DomainError.invalid(error) }
        return try await services.savedMeals(of: userID).create(meal)
    }

    /// Logs it: on `date` (yyyy-mm-dd or dd/mm/yyyy) or today, at `time` or, today, now.
    func log(_ id: UUID, date: String?, time: String?, userID: UUID, timeZone: TimeZone) async throws -> (meal: Meal, warnings: [String]) {
        let saved = try await services.savedMeals(of: userID).savedMeal(id)
        let today = MealDate(services.clock.now(), in: timeZone)
        let day = try MealDate.read(date, field: "date") ?? today
        let details = try saved.meal(with: services.foods.eaten, date: day,
                                     time: day == today ? TimeOfDay(services.clock.now(), in: timeZone) : nil)
        var input = MealInput(details)
        if let time { input.time = .text(time) }
        let validated = try input.validated(today: today)
        return (try await services.journals.of(userID).create(validated.details), validated.warnings)
    }

    /// Its nutrition as it would be logged; nil if its foods no longer work out.
    func nutrition(of saved: SavedMeal) -> Nutrition? {
        try? saved.parsed(with: services.foods.eaten).total
    }
}
