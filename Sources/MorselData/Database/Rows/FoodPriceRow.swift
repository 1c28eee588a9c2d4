import Foundation
import MorselCore

/// A row of `food_prices`: what a household pays for a food, per kg, litre or item.
package enum FoodPriceRow {
    package enum Column: String, TableColumn {
        case id
        case householdID = "household_id"
        case foodID = "food_id"
        /// `FoodPrice.Unit`'s raw value.
        case unit
        case cents

        package var type: ColumnType {
            switch self {
            case .id, .householdID: .id
            case .cents: .integer
            case .foodID, .unit: .text
            }
        }

        package static let table = "food_prices"
        package static let list = columnList()
    }

    package static func values(of price: FoodPrice, householdID: UUID) -> [any Encodable & Sendable] {
        Column.allCases.map { column -> any Encodable & Sendable in
            switch column {
            case .id: UUID()
            case .householdID: householdID
            case .foodID: price.foodID
            case .unit: price.unit.rawValue
            case .cents: price.cents
            }
        }
    }

    /// The price in a row, or nil for a unit this version does not know.
    package static func price(_ row: Row) throws -> FoodPrice? {
        guard let unit = FoodPrice.Unit(rawValue: try row.string(Column.unit.rawValue)) else { return nil }
        return FoodPrice(
            foodID: try row.string(Column.foodID.rawValue), unit: unit, cents: try row.int(Column.cents.rawValue))
    }
}
