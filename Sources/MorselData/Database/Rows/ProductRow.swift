import Foundation
import MorselCore

/// A row of `products`: a packaged food by its barcode, figures per 100 g.
package enum ProductRow {
    package enum Column: String, TableColumn {
        case code, name
        /// Name and brands lower-cased, for search.
        case nameKey = "name_key"
        case brands, quantity
        case servingSize = "serving_size"
        case servingGrams = "serving_grams"
        case calories, protein, fat, carbs
        /// Per 100 g, as `NutrientTotals.storedText` of one item (fibre, sugars and sodium among them).
        case nutrients
        /// `Product.Source`'s raw value.
        case source
        case updatedAt = "updated_at"

        package var type: ColumnType {
            switch self {
            case .servingGrams, .calories, .protein, .fat, .carbs: .real
            case .updatedAt: .time
            case .code, .name, .nameKey, .brands, .quantity, .servingSize, .nutrients, .source: .text
            }
        }

        package static let table = "products"
        package static let list = columnList()
    }

    package static func values(of product: Product, at now: Date) -> [any Encodable & Sendable] {
        Column.allCases.map { column -> any Encodable & Sendable in
            switch column {
            case .code: product.code
            case .name: product.name
            case .nameKey: (product.name + " " + product.brands).lowercased()
            case .brands: product.brands
            case .quantity: product.quantity
            case .servingSize: product.servingSize
            case .servingGrams: product.servingGrams
            case .calories: product.per100g.calories
            case .protein: product.per100g.protein
            case .fat: product.per100g.fat
            case .carbs: product.per100g.carbs
            case .nutrients: NutrientTotals(product.food.nutrients).storedText
            case .source: product.source.rawValue
            case .updatedAt: now
            }
        }
    }

    package static func product(_ row: Row) throws -> Product {
        let text = try row.string(Column.nutrients.rawValue)
        guard let totals = NutrientTotals(storedText: text) else {
            throw DatabaseError.damaged("products.nutrients holds “\(text.prefix(80))”")
        }
        var amounts: [Nutrient: Double] = [:]
        for nutrient in Nutrient.allCases { amounts[nutrient] = totals[nutrient]?.amount }
        let per100g = NutrientProfile(
            calories: try row.double(Column.calories.rawValue), protein: try row.double(Column.protein.rawValue),
            fat: try row.double(Column.fat.rawValue), carbs: try row.double(Column.carbs.rawValue),
            fiber: amounts[.fiber], sugar: amounts[.sugar], sodium: amounts[.sodium])
        return Product(
            code: try row.string(Column.code.rawValue), name: try row.string(Column.name.rawValue),
            brands: try row.string(Column.brands.rawValue), quantity: try row.string(Column.quantity.rawValue),
            servingSize: try row.string(Column.servingSize.rawValue),
            servingGrams: try row.optional(Column.servingGrams.rawValue, row.double), per100g: per100g,
            nutrients: NutrientAmounts(amounts),
            source: Product.Source(rawValue: try row.string(Column.source.rawValue)) ?? .manual)
    }
}
