import Foundation
import MorselCore

extension AppServices {
    /// Logs a planned item as a journal meal on its planned day, in its slot: a recipe's
    /// servings through ``logServing(of:servings:date:time:category:for:)``, a custom item
    /// with its own calories.
    func logPlanned(_ entryID: UUID, for user: CurrentUser) async throws -> (meal: Meal, warnings: [String]) {
        let entry = try await plan(for: user).entry(entryID)
        let isToday = entry.date == today(for: user)
        let time = isToday ? TimeOfDay(clock.now(), in: user.timeZone).text : ""
        if let recipeID = entry.recipeID {
            return try await logServing(of: recipeID, servings: entry.servings, date: entry.date.text, time: time,
                                        category: entry.slot?.rawValue, for: user)
        }
        let input = MealInput(name: .text(entry.name), category: .text(entry.slot?.rawValue ?? ""), calories: .number(Double(entry.calories)),
                              date: .text(entry.date.text), time: .text(time), notes: .text("From the meal plan"))
        let validated = try input.validated(today: today(for: user))
        return (try await meals(of: user.id).create(validated.details), validated.warnings)
    }
}
