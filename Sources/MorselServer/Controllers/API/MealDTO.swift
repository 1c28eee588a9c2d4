import Foundation
import MorselCore
import MorselData
import MorselServices

/// A meal as the API shows it.
struct MealDTO: Encodable, Sendable {
    let id: UUID
    let name: String
    let category: String
    let isStandardCategory: Bool
    let calories: Int
    let protein: Double
    let fat: Double
    let carbs: Double
    /// `dd/mm/yyyy` in version 1 of the API, `yyyy-mm-dd` from version 2 (``APIVersion``).
    let date: String
    /// `HH:mm` or null
    @EncodedAsNull var time: String?
    let rating: Int
    let notes: String
    let favorite: Bool
    @EncodedAsNull var photoUrl: String?
    let createdAt: Date
    let updatedAt: Date
    /// Present on create and update responses: what was accepted but changed.
    let warnings: [String]?
    /// Present where one meal is answered (not in lists): what it knows beyond its macros,
    /// empty for a meal typed by hand.
    let nutrients: [NutrientAmountDTO]?
    /// Who the figures are from ("USDA FNDDS 2021-2023"); null for a meal typed by hand.
    @EncodedAsNull var source: String?

    /// One meal on its own, with its nutrients.
    init(_ meal: Meal, warnings: [String]? = nil, version: APIVersion) {
        self.init(meal, warnings: warnings, nutrients: true, version: version)
    }

    /// A meal in a list, without its nutrients.
    init(listed meal: Meal, version: APIVersion) { self.init(meal, warnings: nil, nutrients: false, version: version) }

    private init(_ meal: Meal, warnings: [String]?, nutrients: Bool, version: APIVersion) {
        id = meal.id
        name = meal.name
        category = meal.category.name
        isStandardCategory = meal.category.isStandard
        calories = meal.nutrition.calories
        protein = meal.nutrition.protein
        fat = meal.nutrition.fat
        carbs = meal.nutrition.carbs
        date = version.mealDate(meal.date)
        time = meal.time?.text
        rating = meal.rating
        notes = meal.details.notes
        favorite = meal.isFavorite
        photoUrl = meal.hasPhoto ? Route.API.photo.path(meal.id) : nil
        createdAt = meal.createdAt
        updatedAt = meal.updatedAt
        self.warnings = warnings
        self.nutrients = nutrients ? NutrientAmountDTO.list(meal.details.nutrients ?? NutrientTotals()) : nil
        source = meal.details.source
    }
}

extension MealDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("calories", calories)
            json.field("carbs", carbs)
            json.field("category", category)
            json.field("createdAt", createdAt)
            json.field("date", date)
            json.field("fat", fat)
            json.field("favorite", favorite)
            json.field("id", id)
            json.field("isStandardCategory", isStandardCategory)
            json.field("name", name)
            json.field("notes", notes)
            json.field("nutrients", ifPresent: nutrients)
            json.field("photoUrl", orNull: photoUrl)
            json.field("protein", protein)
            json.field("rating", rating)
            json.field("source", orNull: source)
            json.field("time", orNull: time)
            json.field("updatedAt", updatedAt)
            json.field("warnings", ifPresent: warnings)
        }
    }
}
