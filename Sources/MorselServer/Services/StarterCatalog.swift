import Foundation
import MorselCore
import MorselData

/// The recipes Morsel ships so a new, offline installation has something to cook: our own
/// writing, loaded once on first start (see ``RecipeRepository/loadStarterCatalogIfNeeded(_:)``).
enum StarterCatalog {
    private struct Entry: Decodable {
        struct Ingredient: Decodable {
            let name: String
            let measure: String
        }
        let name: String
        let category: String
        let area: String
        let servings: Int
        let cookMinutes: Int?
        let tags: [String]
        let instructions: String
        let ingredients: [Ingredient]
    }

    static func drafts() throws -> [RecipeDraft] {
        guard let url = Bundle.module.url(forResource: "starter-recipes", withExtension: "json", subdirectory: "StarterRecipes") else {
            throw ConfigurationError("The starter recipe catalog is missing from the package resources.")
        }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
        return entries.map { entry in
            RecipeDraft(name: entry.name, category: entry.category, area: entry.area, instructions: entry.instructions,
                        tags: entry.tags, servings: entry.servings, cookMinutes: entry.cookMinutes,
                        ingredients: entry.ingredients.map { IngredientEntry(name: $0.name, measure: $0.measure) })
        }
    }
}
