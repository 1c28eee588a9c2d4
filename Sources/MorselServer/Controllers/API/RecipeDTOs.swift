import Foundation
import MorselCore

/// A recipe in a list.
struct RecipeSummaryDTO: Encodable, Sendable {
    let id: UUID
    let name: String
    let category: String
    let area: String
    @EncodedAsNull var imageUrl: String?
    let servings: Int
    @EncodedAsNull var cookMinutes: Int?
    let perServing: NutrientTotalsDTO
    let coverage: Double

    init(_ summary: RecipeSummary) {
        id = summary.id
        name = summary.name
        category = summary.category
        area = summary.area
        imageUrl = summary.hasPhoto ? Route.API.recipePhoto.path(summary.id) : summary.imageURL
        servings = summary.servings
        cookMinutes = summary.cookMinutes
        perServing = NutrientTotalsDTO(summary.perServing)
        coverage = (summary.coverage * 1000).rounded() / 1000
    }
}

struct RecipeListDTO: Encodable, Sendable {
    let items: [RecipeSummaryDTO]
    let total: Int?
}

/// A whole recipe, with its nutrition estimate and the working behind it.
struct RecipeDTO: Encodable, Sendable {
    struct Ingredient: Encodable, Sendable {
        let name: String
        let measure: String
        /// A food picked by hand, if the line was corrected.
        let foodId: String?
        /// A weight set by hand, if the line was corrected.
        let grams: Double?
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
        ingredients = fields.lines.map { Ingredient(name: $0.name, measure: $0.measure, foodId: $0.foodID, grams: $0.grams) }
        nutrition = EstimateDTO(estimate)
        createdAt = recipe.createdAt
        updatedAt = recipe.updatedAt
    }
}

/// The body of `POST /api/v1/recipes` (all of it) and `PATCH` (any part of it).
struct RecipeRequest: Decodable, Sendable {
    struct Ingredient: Decodable, Sendable {
        let name: String
        let measure: String?
        let foodId: String?
        let grams: Double?
    }

    let name: String?
    let category: String?
    let area: String?
    let instructions: String?
    let imageUrl: String?
    let tags: [String]?
    let sourceUrl: String?
    let servings: Int?
    let cookMinutes: Int?
    let ingredients: [Ingredient]?

    /// `base` with the sent fields in place of its own.
    func applied(to base: RecipeFields) -> RecipeFields {
        var fields = base
        if let name { fields.name = name }
        if let category { fields.category = category }
        if let area { fields.area = area }
        if let instructions { fields.instructions = instructions }
        if let imageUrl { fields.imageURL = imageUrl }
        if let tags { fields.tags = tags }
        if let sourceUrl { fields.sourceURL = sourceUrl }
        if let servings { fields.servings = servings }
        if let cookMinutes { fields.cookMinutes = cookMinutes }
        if let ingredients {
            fields.lines = ingredients.map { RecipeLine(name: $0.name, measure: $0.measure ?? "", foodID: $0.foodId, grams: $0.grams) }
        }
        return fields
    }
}

/// `POST /api/v1/recipes/{id}/log`.
struct LogServingRequest: Decodable, Sendable {
    let servings: Double?
    let date: String?
    let time: String?
    let category: String?
}

struct ImportSummaryDTO: Encodable, Sendable {
    struct Failure: Encodable, Sendable {
        let index: Int
        let message: String
    }
    let imported: Int
    let updated: Int
    let unchanged: Int
    let skipped: Int
    let errors: [Failure]

    init(_ summary: RecipeRepository.ImportSummary) {
        imported = summary.imported
        updated = summary.updated
        unchanged = summary.unchanged
        skipped = summary.skipped
        errors = summary.errors.map { Failure(index: $0.index, message: $0.message) }
    }
}

// MARK: JSON written directly (recipe lists and pages are hot routes); `JSONWriterTests` holds them to the encoder's bytes.

extension RecipeSummaryDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("area", area)
            json.field("category", category)
            json.field("cookMinutes", orNull: cookMinutes)
            json.field("coverage", coverage)
            json.field("id", id)
            json.field("imageUrl", orNull: imageUrl)
            json.field("name", name)
            json.field("perServing", perServing)
            json.field("servings", servings)
        }
    }
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
            json.field("editable", editable)
            json.field("externalId", orNull: externalId)
            json.field("favorite", favorite)
            json.field("id", id)
            json.field("imageUrl", orNull: imageUrl)
            json.field("ingredients", ingredients)
            json.field("instructions", instructions)
            json.field("name", name)
            json.field("nutrition", nutrition)
            json.field("servings", servings)
            json.field("sourceUrl", orNull: sourceUrl)
            json.field("steps", steps)
            json.field("tags", tags)
            json.field("updatedAt", updatedAt)
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
}
