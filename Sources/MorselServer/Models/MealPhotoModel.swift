import FluentKit
import Foundation

/// A meal's photo, kept in the database so every app instance serves the same bytes.
final class MealPhotoModel: Model, @unchecked Sendable {
    static let schema = "meal_photos"

    @ID(key: .id) var id: UUID?
    @Parent(key: "meal_id") var meal: MealModel
    @Field(key: "content_type") var contentType: String
    @Field(key: "data") var data: Data
    @Field(key: "updated_at") var updatedAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $meal, $contentType, $data, $updatedAt] }

    init() {}

    init(mealID: UUID, contentType: String, data: Data, updatedAt: Date) {
        self.$meal.id = mealID
        self.contentType = contentType
        self.data = data
        self.updatedAt = updatedAt
    }
}
