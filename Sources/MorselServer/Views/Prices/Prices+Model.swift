import MorselCore
import MorselData
import MorselServices

/// The household's food prices, by food name, and the form that sets one. The form holds
/// exactly what was typed, so a refused price comes back with nothing lost and each
/// message beside its field.
struct PricesPage: Sendable {
    /// One priced food.
    struct Row: Sendable, Equatable {
        let foodName: String
        let price: FoodPrice
    }

    let context: PageContext
    let rows: [Row]
    /// The person's currency, which the prices are in.
    let goals: Goals
    /// Field name → the text to show in it.
    let values: [String: String]
    let errors: ValidationFailure?

    func value(_ field: String) -> String { values[field] ?? "" }

    /// Each price with its food's name (its id when the table has no such food), by name.
    static func rows(_ prices: [String: FoodPrice], foods: FoodIndex) -> [Row] {
        prices.values.map { Row(foodName: foods.food(id: $0.foodID)?.name ?? $0.foodID, price: $0) }
            .sorted { ($0.foodName.lowercased(), $0.price.foodID) < ($1.foodName.lowercased(), $1.price.foodID) }
    }

    /// "kg", "litre", "item": how a unit reads after "per".
    static func caption(_ unit: FoodPrice.Unit) -> String {
        switch unit {
        case .kilogram: "kg"
        case .litre: "litre"
        case .item: "item"
        }
    }

    /// "$2.00 per kg".
    static func priceText(_ price: FoodPrice, goals: Goals) -> String {
        "\(goals.money(price.cents)) per \(caption(price.unit))"
    }

    static let mock = PricesPage(
        context: .mock,
        rows: [Row(foodName: "Pasta, dry, enriched", price: FoodPrice(foodID: "20120", unit: .kilogram, cents: 200))],
        goals: .standard, values: ["food": "eggs", "price": "lots", "unit": "item"],
        errors: ValidationFailure([FieldError(field: "price", message: "The price must be an amount, such as 2.50.")]))
}
