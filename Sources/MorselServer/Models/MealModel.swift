import FluentKit
import Foundation
import MorselCore

/// A journal entry as stored. Besides the meal's own fields it keeps the sort keys
/// that ``MorselCore/SortKey`` names (`name_key`, `category_rank`, `category_key`,
/// `minute_of_day`), so every sort order runs in the database on an index.
final class MealModel: Model, @unchecked Sendable {
    static let schema = "meals"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "name") var name: String
    @Field(key: "name_key") var nameKey: String
    @Field(key: "category") var category: String
    @Field(key: "category_rank") var categoryRank: Int
    @Field(key: "category_key") var categoryKey: String
    @Field(key: "calories") var calories: Int
    @Field(key: "protein") var protein: Double
    @Field(key: "fat") var fat: Double
    @Field(key: "carbs") var carbs: Double
    /// ISO `yyyy-mm-dd`, so text order is date order.
    @Field(key: "date") var date: String
    @OptionalField(key: "time_minutes") var timeMinutes: Int?
    @Field(key: "minute_of_day") var minuteOfDay: Int
    @Field(key: "rating") var rating: Int
    @Field(key: "notes") var notes: String
    @Field(key: "is_favorite") var isFavorite: Bool
    @Field(key: "has_photo") var hasPhoto: Bool
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "updated_at") var updatedAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $user, $name, $nameKey, $category, $categoryRank, $categoryKey, $calories, $protein, $fat, $carbs, $date, $timeMinutes, $minuteOfDay, $rating, $notes, $isFavorite, $hasPhoto, $createdAt, $updatedAt] }

    init() {}

    init(userID: UUID, details: MealDetails, createdAt: Date) {
        self.$user.id = userID
        self.isFavorite = false
        self.hasPhoto = false
        self.createdAt = createdAt
        apply(details, at: createdAt)
    }

    /// Copies the person's fields and their derived sort keys.
    func apply(_ details: MealDetails, at instant: Date) {
        name = details.name
        nameKey = details.name.lowercased()
        category = details.category.name
        categoryRank = details.category.groupRank
        categoryKey = details.category.name.lowercased()
        calories = details.nutrition.calories
        protein = details.nutrition.protein
        fat = details.nutrition.fat
        carbs = details.nutrition.carbs
        date = details.date.iso
        timeMinutes = details.time?.minutes
        minuteOfDay = details.time?.minutes ?? 0
        rating = details.rating
        notes = details.notes
        updatedAt = instant
    }

    /// The core value; stored rows always hold valid values, so this cannot fail.
    var meal: Meal {
        let details = MealDetails(
            name: name, category: MealCategory(category),
            nutrition: Nutrition(calories: calories, protein: protein, fat: fat, carbs: carbs),
            date: MealDate(iso: date) ?? .fallback, time: timeMinutes.flatMap { TimeOfDay(minutes: $0) },
            rating: rating, notes: notes)
        return Meal(id: id!, details: details, isFavorite: isFavorite, hasPhoto: hasPhoto,
                    createdAt: createdAt, updatedAt: updatedAt)
    }
}
