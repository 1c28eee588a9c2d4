import Foundation
import MorselCore

extension AppServices {
    /// Logs `servings` servings of a recipe in the person's journal, with the recipe's
    /// per-serving estimate times the servings. Date and time default to now; the date
    /// follows the journal's dd/mm/yyyy rule, with its warning.
    func logServing(of recipeID: UUID, servings: Double?, date: String?, time: String?, category: String?,
                    for user: CurrentUser) async throws -> (meal: Meal, warnings: [String]) {
        let eaten = servings ?? 1
        guard eaten > 0, eaten <= 50 else { throw DomainError.invalid("servings", "Servings eaten must be more than 0 and at most 50.") }
        let recipe = try await recipes.recipe(recipeID)
        let estimate = foods.estimate(of: recipe)
        let now = clock.now()
        let standard = MealCategory(recipe.fields.category).isStandard ? recipe.fields.category : ""
        let details = recipe.meal(servings: eaten, estimate: estimate, date: MealDate(now, in: user.timeZone),
                                  time: TimeOfDay(now, in: user.timeZone), category: MealCategory(category ?? standard))
        var input = MealInput(details)
        if let date { input.date = .text(date) }
        if let time { input.time = .text(time) }
        let validated = try input.validated(today: today(for: user))
        return (try await meals(of: user.id).create(validated.details), validated.warnings)
    }
}
