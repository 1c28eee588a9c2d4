import Foundation
import MorselCore
import MorselData
import MorselServices

/// A whole recipe, with its nutrition estimate and the working behind it.
struct RecipeDTO: Sendable {
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
    /// Each of ``MorselCore/RecipeInput/fields``, by index; the image is the uploaded photo's
    /// address when there is one.
    let values: [FieldValue]
    let steps: [String]
    let externalId: String?
    let favorite: Bool
    let editable: Bool
    let ingredients: [Ingredient]
    let nutrition: EstimateDTO
    let createdAt: Date
    let updatedAt: Date
    let siteName: String?
    let statedNutrition: Stated?

    init(_ recipe: Recipe, estimate: NutritionEstimate, favorite: Bool, editable: Bool) {
        let fields = recipe.fields
        id = recipe.id
        var values = Self.layout.readers.map { $0(fields) }
        if recipe.hasPhoto { values[Self.imageIndex] = .text(Route.API.recipePhoto.path(recipe.id)) }
        self.values = values
        steps = recipe.steps
        externalId = recipe.externalID
        self.favorite = favorite
        self.editable = editable
        ingredients = fields.lines.map {
            Ingredient(name: $0.name, measure: $0.measure, text: $0.written, foodId: $0.foodID, grams: $0.grams)
        }
        nutrition = EstimateDTO(estimate)
        createdAt = recipe.createdAt
        updatedAt = recipe.updatedAt
        siteName = fields.siteName
        statedNutrition = fields.stated.map { Stated($0, estimate: estimate) }
    }

    /// What an answer holds beside the typed fields.
    private enum Added: Sendable {
        case id, steps, externalId, favorite, editable, ingredients, nutrition, createdAt, updatedAt, siteName,
            statedNutrition
    }

    private static let layout = FieldLayout<RecipeInput, Added>(adding: [
        ("id", .id), ("steps", .steps), ("externalId", .externalId), ("favorite", .favorite), ("editable", .editable),
        (RecipeInput.ingredientsKey, .ingredients), ("nutrition", .nutrition), ("createdAt", .createdAt),
        ("updatedAt", .updatedAt), ("siteName", .siteName), ("statedNutrition", .statedNutrition),
    ])
    private static let imageIndex = RecipeInput.fields.firstIndex { $0.key == RecipeField.imageURL.key }!
}

extension RecipeDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        Self.layout.write(&json) { part, json in
            switch part {
            case .field(let index): json.value(values[index])
            case .extra(.id): json.string(id.uuidString)
            case .extra(.steps): json.array(steps) { step, json in json.string(step) }
            case .extra(.externalId): if let externalId { json.string(externalId) } else { json.null() }
            case .extra(.favorite): json.bool(favorite)
            case .extra(.editable): json.bool(editable)
            case .extra(.ingredients): json.array(ingredients)
            case .extra(.nutrition): nutrition.write(to: &json)
            case .extra(.createdAt): json.date(createdAt)
            case .extra(.updatedAt): json.date(updatedAt)
            case .extra(.siteName): if let siteName { json.string(siteName) } else { json.null() }
            case .extra(.statedNutrition):
                if let statedNutrition { statedNutrition.write(to: &json) } else { json.null() }
            }
        }
    }
}

extension RecipeDTO: Encodable {
    func encode(to encoder: any Encoder) throws {
        try Self.layout.encode(to: encoder) { part, key, container in
            switch part {
            case .field(let index): try container.encode(values[index], forKey: key)
            case .extra(.id): try container.encode(id, forKey: key)
            case .extra(.steps): try container.encode(steps, forKey: key)
            case .extra(.externalId): try container.encode(externalId, forKey: key)
            case .extra(.favorite): try container.encode(favorite, forKey: key)
            case .extra(.editable): try container.encode(editable, forKey: key)
            case .extra(.ingredients): try container.encode(ingredients, forKey: key)
            case .extra(.nutrition): try container.encode(nutrition, forKey: key)
            case .extra(.createdAt): try container.encode(createdAt, forKey: key)
            case .extra(.updatedAt): try container.encode(updatedAt, forKey: key)
            case .extra(.siteName): try container.encode(siteName, forKey: key)
            case .extra(.statedNutrition): try container.encode(statedNutrition, forKey: key)
            }
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

extension RecipeDTO {
    /// A recipe as `user` sees it: its estimate, whether it is their favourite, whether they may edit it.
    init(_ recipe: Recipe, for user: CurrentUser, recipes: RecipeRepository, foods: FoodCatalog) async throws {
        self.init(
            recipe, estimate: foods.estimate(of: recipe),
            favorite: try await recipes.isFavorite(recipe.id, of: user.id),
            editable: recipe.isEditable(by: user.id, isAdmin: user.isAdmin))
    }
}
