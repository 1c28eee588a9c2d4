import Foundation
import MorselCore
import MorselData
import MorselServices

struct RecipeListDTO: Encodable, Sendable {
    let items: [RecipeSummaryDTO]
    let total: Int?
}

/// A whole recipe, with its nutrition estimate and the working behind it.
struct RecipeDTO: Encodable, Sendable {
    struct Ingredient: Encodable, Sendable {
        let name: String
        let measure: String
        /// The line as its source wrote it, or as measure and name for one typed in Morsel.
        let text: String
        /// A food picked by hand, if the line was corrected.
        let foodId: String?
        /// A weight set by hand, if the line was corrected.
        let grams: Double?
    }

    /// Nutrition as the source states it, and how far Morsel's estimate is from it.
    struct Stated: Encodable, Sendable {
        /// As written, by schema.org name.
        let values: [String: String]
        /// Read from `values` when calories are stated; an unstated macro is 0.
        @EncodedAsNull var perServing: NutrientTotalsDTO?
        /// Morsel's calories per serving minus the stated ones.
        @EncodedAsNull var caloriesDifference: Int?

        init(_ stated: StatedNutrition, estimate: NutritionEstimate) {
            values = stated.values
            perServing = stated.nutrition.map(NutrientTotalsDTO.init)
            caloriesDifference = stated.difference(from: estimate.perServing)?.calories
        }
    }

    let id: UUID
    let name: String
    let category: String
    let area: String
    let instructions: String
    let steps: [String]
    @EncodedAsNull var imageUrl: String?
    let tags: [String]
    @EncodedAsNull var sourceUrl: String?
    let servings: Int
    @EncodedAsNull var cookMinutes: Int?
    @EncodedAsNull var externalId: String?
    let favorite: Bool
    let editable: Bool
    let ingredients: [Ingredient]
    let nutrition: EstimateDTO
    let createdAt: Date
    let updatedAt: Date
    let description: String
    let notes: String
    @EncodedAsNull var prepMinutes: Int?
    @EncodedAsNull var totalMinutes: Int?
    let yieldText: String
    @EncodedAsNull var siteName: String?
    @EncodedAsNull var statedNutrition: Stated?

    init(_ recipe: Recipe, estimate: NutritionEstimate, favorite: Bool, editable: Bool) {
        let fields = recipe.fields
        id = recipe.id
        name = fields.name
        category = fields.category
        area = fields.area
        instructions = fields.instructions
        steps = recipe.steps
        imageUrl = recipe.hasPhoto ? Route.API.recipePhoto.path(recipe.id) : fields.imageURL
        tags = fields.tags
        sourceUrl = fields.sourceURL
        servings = fields.servings
        cookMinutes = fields.cookMinutes
        externalId = recipe.externalID
        self.favorite = favorite
        self.editable = editable
        ingredients = fields.lines.map {
            Ingredient(name: $0.name, measure: $0.measure, text: $0.written, foodId: $0.foodID, grams: $0.grams)
        }
        nutrition = EstimateDTO(estimate)
        createdAt = recipe.createdAt
        updatedAt = recipe.updatedAt
        description = fields.description
        notes = fields.notes
        prepMinutes = fields.prepMinutes
        totalMinutes = fields.totalMinutes
        yieldText = fields.yieldText
        siteName = fields.siteName
        statedNutrition = fields.stated.map { Stated($0, estimate: estimate) }
    }
}

/// `POST /api/v1/recipes/{id}/log`.
struct LogServingRequest: Decodable, Sendable {
    let servings: Double?
    let date: String?
    let time: String?
    let category: String?
}

extension RecipeListDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("items", items)
            json.field("total", ifPresent: total)
        }
    }
}

extension RecipeDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("area", area)
            json.field("category", category)
            json.field("cookMinutes", orNull: cookMinutes)
            json.field("createdAt", createdAt)
            json.field("description", description)
            json.field("editable", editable)
            json.field("externalId", orNull: externalId)
            json.field("favorite", favorite)
            json.field("id", id)
            json.field("imageUrl", orNull: imageUrl)
            json.field("ingredients", ingredients)
            json.field("instructions", instructions)
            json.field("name", name)
            json.field("notes", notes)
            json.field("nutrition", nutrition)
            json.field("prepMinutes", orNull: prepMinutes)
            json.field("servings", servings)
            json.field("siteName", orNull: siteName)
            json.field("sourceUrl", orNull: sourceUrl)
            json.field("statedNutrition", orNull: statedNutrition)
            json.field("steps", steps)
            json.field("tags", tags)
            json.field("totalMinutes", orNull: totalMinutes)
            json.field("updatedAt", updatedAt)
            json.field("yieldText", yieldText)
        }
    }
}

extension RecipeDTO.Ingredient: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("foodId", ifPresent: foodId)
            json.field("grams", ifPresent: grams)
            json.field("measure", measure)
            json.field("name", name)
            json.field("text", text)
        }
    }
}

extension RecipeDTO.Stated: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("caloriesDifference", orNull: caloriesDifference)
            json.field("perServing", orNull: perServing)
            json.field("values", values)
        }
    }
}

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

extension RecipeDTO {
    /// A recipe as `user` sees it: its estimate, whether it is their favourite, whether they may edit it.
    init(_ recipe: Recipe, for user: CurrentUser, recipes: RecipeRepository, foods: FoodCatalog) async throws {
        self.init(
            recipe, estimate: foods.estimate(of: recipe),
            favorite: try await recipes.isFavorite(recipe.id, of: user.id),
            editable: recipe.isEditable(by: user.id, isAdmin: user.isAdmin))
    }
}
