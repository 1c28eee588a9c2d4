import FluentKit
import Foundation
import MorselCore

/// A household's price for one USDA food.
final class FoodPriceModel: Model, @unchecked Sendable {
    static let schema = "food_prices"

    @ID(key: .id) var id: UUID?
    @Parent(key: "household_id") var household: HouseholdModel
    @Field(key: "food_id") var foodID: String
    @Field(key: "unit") var unit: String
    @Field(key: "cents") var cents: Int

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $household, $foodID, $unit, $cents] }

    init() {}

}
