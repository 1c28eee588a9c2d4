import Foundation
import MorselCore
import MorselData

/// The recipes Morsel ships so a new, offline installation has something to cook: our own
/// writing, loaded once on first start (see ``RecipeRepository/loadStarterCatalogIfNeeded(_:)``).
package enum StarterCatalog {
    private struct Entry: Decodable {
        package struct Ingredient: Decodable {
            package let name: String
            package let measure: String
        }
        package let name: String
        package let category: String
        package let area: String
        package let servings: Int
        package let cookMinutes: Int?
        package let tags: [String]
        package let instructions: String
        package let ingredients: [Ingredient]
    }

    package static func drafts() throws -> [RecipeDraft] {
        guard
            let url = Bundle.module.url(
                forResource: "starter-recipes", withExtension: "json", subdirectory: "StarterRecipes")
        else {
            throw ConfigurationError("The starter recipe catalog is missing from the package resources.")
        }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
        return entries.map { entry in
            RecipeDraft(
                name: entry.name, category: entry.category, area: entry.area, instructions: entry.instructions,
                tags: entry.tags, servings: entry.servings, cookMinutes: entry.cookMinutes,
                ingredients: entry.ingredients.map { IngredientEntry(name: $0.name, measure: $0.measure) })
        }
    }
}
