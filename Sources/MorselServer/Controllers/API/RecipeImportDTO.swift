import Foundation
import MorselCore
import MorselData
import MorselServices

/// `POST /api/v1/recipes/import-url`'s body.
struct ImportURLRequest: Decodable, Sendable {
    let url: String
}

/// A recipe imported from its page: `added` or `updated`, the site's name, and the recipe.
struct RecipeImportDTO: Encodable, Sendable {
    let status: String
    @EncodedAsNull var siteName: String?
    let recipe: RecipeDTO

    /// What an import saved, as `user` sees it.
    init(_ outcome: RecipeURLImport.Outcome, for user: CurrentUser, recipes: RecipeRepository, foods: FoodCatalog)
        async throws
    {
        guard let recipe = outcome.recipe else { throw AppError.badRequest("Nothing was saved.") }
        status = outcome.updated ? "updated" : "added"
        siteName = outcome.siteName
        self.recipe = try await RecipeDTO(recipe, for: user, recipes: recipes, foods: foods)
    }
}
