import FluentKit
import Foundation
import MorselCore

/// A catalog recipe as stored, with its cached per-serving estimate and search keys.
final class RecipeModel: Model, @unchecked Sendable {
    static let schema = "recipes"

    @ID(key: .id) var id: UUID?
    @OptionalParent(key: "owner_id") var owner: UserModel?
    @Field(key: "name") var name: String
    @Field(key: "name_key") var nameKey: String
    /// The name's words, singular and space-padded (" tomato soup "), for word searches.
    @Field(key: "name_words") var nameWords: String
    @Field(key: "category") var category: String
    @Field(key: "category_key") var categoryKey: String
    @Field(key: "area") var area: String
    @Field(key: "area_key") var areaKey: String
    @Field(key: "instructions") var instructions: String
    @OptionalField(key: "image_url") var imageURL: String?
    @Field(key: "has_photo") var hasPhoto: Bool
    /// Tags joined by commas.
    @Field(key: "tags") var tags: String
    @OptionalField(key: "source_url") var sourceURL: String?
    @Field(key: "servings") var servings: Int
    @OptionalField(key: "cook_minutes") var cookMinutes: Int?
    @OptionalField(key: "external_id") var externalID: String?
    /// The ingredient names' words, space-separated and space-padded: " egg flour butter ".
    @Field(key: "ingredient_words") var ingredientWords: String
    @Field(key: "calories") var calories: Int
    @Field(key: "protein") var protein: Double
    @Field(key: "fat") var fat: Double
    @Field(key: "carbs") var carbs: Double
    @Field(key: "coverage") var coverage: Double
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date
    @Field(key: "description") var about: String
    @Field(key: "notes") var notes: String
    @OptionalField(key: "prep_minutes") var prepMinutes: Int?
    @OptionalField(key: "total_minutes") var totalMinutes: Int?
    @Field(key: "yield_text") var yieldText: String
    @OptionalField(key: "site_name") var siteName: String?
    /// JSON: schema.org names to the figures as written.
    @OptionalField(key: "stated_nutrition") var statedNutrition: String?
    @Children(for: \.$recipe) var lines: [RecipeLineModel]

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $owner, $name, $nameKey, $nameWords, $category, $categoryKey, $area, $areaKey, $instructions, $imageURL, $hasPhoto, $tags, $sourceURL, $servings, $cookMinutes, $externalID, $ingredientWords, $calories, $protein, $fat, $carbs, $coverage, $createdAt, $updatedAt, $about, $notes, $prepMinutes, $totalMinutes, $yieldText, $siteName, $statedNutrition, $lines] }

    init() {}
}

/// One ingredient line of a stored recipe.
final class RecipeLineModel: Model, @unchecked Sendable {
    static let schema = "recipe_lines"

    @ID(key: .id) var id: UUID?
    @Parent(key: "recipe_id") var recipe: RecipeModel
    @Field(key: "position") var position: Int
    @Field(key: "name") var name: String
    @Field(key: "measure") var measure: String
    @OptionalField(key: "food_id") var foodID: String?
    @OptionalField(key: "grams") var grams: Double?
    @OptionalField(key: "text") var text: String?

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $recipe, $position, $name, $measure, $foodID, $grams, $text] }

    init() {}

    init(recipeID: UUID, position: Int, line: RecipeLine) {
        self.$recipe.id = recipeID
        self.position = position
        self.name = line.name
        self.measure = line.measure
        self.foodID = line.foodID
        self.grams = line.grams
        self.text = line.text
    }
}

/// A person's favourite recipe.
final class RecipeFavoriteModel: Model, @unchecked Sendable {
    static let schema = "recipe_favorites"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Parent(key: "recipe_id") var recipe: RecipeModel

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $user, $recipe] }

    init() {}

    init(userID: UUID, recipeID: UUID) {
        self.$user.id = userID
        self.$recipe.id = recipeID
    }
}

/// An uploaded recipe photo.
final class RecipePhotoModel: Model, @unchecked Sendable {
    static let schema = "recipe_photos"

    @ID(key: .id) var id: UUID?
    @Parent(key: "recipe_id") var recipe: RecipeModel
    @Field(key: "content_type") var contentType: String
    @Field(key: "data") var data: Data
    @Field(key: "updated_at") var updatedAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $recipe, $contentType, $data, $updatedAt] }

    init() {}

    init(recipeID: UUID, contentType: String, data: Data, updatedAt: Date) {
        self.$recipe.id = recipeID
        self.contentType = contentType
        self.data = data
        self.updatedAt = updatedAt
    }
}

/// One fact about the installation (key → value).
final class AppStateModel: Model, @unchecked Sendable {
    static let schema = "app_state"

    @ID(custom: "key", generatedBy: .user) var id: String?
    @Field(key: "value") var value: String

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $value] }

    init() {}

    init(key: String, value: String) {
        self.id = key
        self.value = value
    }
}
