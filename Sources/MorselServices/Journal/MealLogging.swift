import Foundation
import MorselCore
import MorselData

/// Puts a recipe's servings or a planned item into a person's journal as a meal.
package struct MealLogging: Sendable {
    package let journals: Journals
    package let recipes: RecipeRepository
    package let households: Households
    package let clock: AppClock

    package init(journals: Journals, recipes: RecipeRepository, households: Households, clock: AppClock) {
        self.journals = journals
        self.recipes = recipes
        self.households = households
        self.clock = clock
    }

    /// Logs `servings` servings of a recipe in the person's journal, with the recipe's
    /// per-serving estimate times the servings. Date and time default to now; the date
    /// follows the journal's dd/mm/yyyy rule, with its warning.
    package func logServing(
        of recipeID: UUID, servings: Double?, date: String?, time: String?, category: String?,
        userID: UUID, timeZone: TimeZone
    ) async throws -> (meal: Meal, warnings: [String]) {
        let eaten = servings ?? 1
        guard eaten > 0, eaten <= 50 else {
            throw DomainError.invalid("servings", "Servings eaten must be more than 0 and at most 50.")
        }
        let recipe = try await recipes.recipe(recipeID)
        let estimate = recipes.foods.estimate(of: recipe)
        let now = clock.now()
        let standard = MealCategory(recipe.fields.category).isStandard ? recipe.fields.category : ""
        let details = recipe.meal(
            servings: eaten, estimate: estimate, date: MealDate(now, in: timeZone),
            time: TimeOfDay(now, in: timeZone), category: MealCategory(category ?? standard))
        var input = MealInput(details)
        if let date { input.date = .text(date) }
        if let time { input.time = .text(time) }
        let validated = try input.validated(today: clock.today(in: timeZone))
        return (try await journals.of(userID).create(validated.details), validated.warnings)
    }

    /// Logs a planned item as a journal meal on its planned day, in its slot: a recipe's
    /// servings through ``logServing(of:servings:date:time:category:userID:timeZone:)``, a
    /// custom item with its own calories.
    package func logPlanned(_ entryID: UUID, userID: UUID, householdID: UUID?, timeZone: TimeZone) async throws -> (
        meal: Meal, warnings: [String]
    ) {
        let entry = try await households.plan(of: householdID, by: nil).entry(entryID)
        let isToday = entry.date == clock.today(in: timeZone)
        let time = isToday ? TimeOfDay(clock.now(), in: timeZone).text : ""
        if let recipeID = entry.recipeID {
            return try await logServing(
                of: recipeID, servings: entry.servings, date: entry.date.text, time: time,
                category: entry.slot?.rawValue, userID: userID, timeZone: timeZone)
        }
        let input = MealInput(
            name: .text(entry.name), category: .text(entry.slot?.rawValue ?? ""),
            calories: .number(Double(entry.calories)),
            date: .text(entry.date.text), time: .text(time), notes: .text("From the meal plan"))
        let validated = try input.validated(today: clock.today(in: timeZone))
        return (try await journals.of(userID).create(validated.details), validated.warnings)
    }
}
