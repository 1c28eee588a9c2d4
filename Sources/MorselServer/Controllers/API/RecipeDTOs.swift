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
        ingredients = fields.lines.map { Ingredient(name: $0.name, measure: $0.measure, text: $0.written, foodId: $0.foodID, grams: $0.grams) }
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

/// The body of `POST /api/v1/recipes` (all of it) and `PATCH` (any part of it).
struct RecipeRequest: Decodable, Sendable {
    /// A line as name and measure, or as the whole line (`text`, read by the parser), or both.
    struct Ingredient: Decodable, Sendable {
        let name: String?
        let measure: String?
        let text: String?
        let foodId: String?
        let grams: Double?

        /// A `text` sent with a name is kept only while it still reads as that name and measure:
        /// a client that edits the name and sends the old text back does not keep stale text.
        var line: RecipeLine {
            var line: RecipeLine
            if let name {
                let fields = text.map { IngredientParser.parse(line: $0).fields }
                let matches = fields?.name == name.trimmingCharacters(in: .whitespaces) && fields?.measure == (measure ?? "").trimmingCharacters(in: .whitespaces)
                line = RecipeLine(name: name, measure: measure ?? "", text: matches ? text : nil)
            } else {
                line = RecipeLine(source: text ?? "")
            }
            line.foodID = foodId
            line.grams = grams
            return line
        }
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
    let description: String?
    let notes: String?
    let prepMinutes: Int?
    let totalMinutes: Int?
    let yieldText: String?

    /// `base` with the sent fields in place of its own; an ingredient with neither a name nor
    /// its text is refused.
    func applied(to base: RecipeFields) throws -> RecipeFields {
        if let ingredients, ingredients.contains(where: { $0.name == nil && $0.text == nil }) {
            throw DomainError.invalid("ingredients", "Each ingredient needs its name, or its whole line as text.")
        }
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
        if let ingredients { fields.lines = ingredients.map(\.line) }
        if let description { fields.description = description }
        if let notes { fields.notes = notes }
        if let prepMinutes { fields.prepMinutes = prepMinutes }
        if let totalMinutes { fields.totalMinutes = totalMinutes }
        if let yieldText { fields.yieldText = yieldText }
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
    init(_ outcome: RecipeURLImport.Outcome, for user: CurrentUser, recipes: RecipeRepository, foods: FoodCatalog) async throws {
        guard let recipe = outcome.recipe else { throw AppError.badRequest("Nothing was saved.") }
        status = outcome.updated ? "updated" : "added"
        siteName = outcome.siteName
        self.recipe = try await RecipeDTO(recipe, for: user, recipes: recipes, foods: foods)
    }
}

extension RecipeDTO {
    /// A recipe as `user` sees it: its estimate, whether it is their favourite, whether they may edit it.
    init(_ recipe: Recipe, for user: CurrentUser, recipes: RecipeRepository, foods: FoodCatalog) async throws {
        self.init(recipe, estimate: foods.estimate(of: recipe), favorite: try await recipes.isFavorite(recipe.id, of: user.id),
                  editable: recipe.isEditable(by: user.id, isAdmin: user.isAdmin))
    }
}
