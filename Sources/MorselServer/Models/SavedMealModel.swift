import FluentKit
import Foundation

/// A saved meal as stored (`saved_meals`); read and written through `SavedMealRow`, declared
/// here for the backup and the schema checks.
final class SavedMealModel: Model, @unchecked Sendable {
    static let schema = "saved_meals"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "name") var name: String
    @Field(key: "name_key") var nameKey: String
    @Field(key: "category") var category: String
    @Field(key: "foods") var foods: String
    @Field(key: "created_at") var createdAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $user, $name, $nameKey, $category, $foods, $createdAt] }

    init() {}
}
