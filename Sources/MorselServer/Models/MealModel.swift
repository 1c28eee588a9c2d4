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
    @OptionalField(key: "nutrients") var nutrients: String?

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $user, $name, $nameKey, $category, $categoryRank, $categoryKey, $calories, $protein, $fat, $carbs, $date, $timeMinutes, $minuteOfDay, $rating, $notes, $isFavorite, $hasPhoto, $createdAt, $updatedAt, $nutrients] }

    init() {}
}
