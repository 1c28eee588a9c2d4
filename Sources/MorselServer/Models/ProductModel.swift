import FluentKit
import Foundation

/// A packaged food as stored (`products`); read and written through `ProductRow`, declared
/// here for the backup and the schema checks.
final class ProductModel: Model, @unchecked Sendable {
    static let schema = "products"

    @ID(custom: "code", generatedBy: .user) var id: String?
    @Field(key: "name") var name: String
    @Field(key: "name_key") var nameKey: String
    @Field(key: "brands") var brands: String
    @Field(key: "quantity") var quantity: String
    @Field(key: "serving_size") var servingSize: String
    @OptionalField(key: "serving_grams") var servingGrams: Double?
    @Field(key: "calories") var calories: Double
    @Field(key: "protein") var protein: Double
    @Field(key: "fat") var fat: Double
    @Field(key: "carbs") var carbs: Double
    @Field(key: "nutrients") var nutrients: String
    @Field(key: "source") var source: String
    @Field(key: "updated_at") var updatedAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] {
        [$id, $name, $nameKey, $brands, $quantity, $servingSize, $servingGrams, $calories, $protein, $fat, $carbs, $nutrients, $source, $updatedAt]
    }

    init() {}
}
