import Foundation
import MorselCore

/// A row of `saved_meals`: one person's "my usual breakfast".
package enum SavedMealRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case name
        /// Lower-cased name: one saved meal per name, whatever its case.
        case nameKey = "name_key"
        case category, foods
        case createdAt = "created_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .createdAt: .time
            case .name, .nameKey, .category, .foods: .text
            }
        }

        package static let table = "saved_meals"
        package static let list = columnList()
    }

    package static func values(of meal: SavedMeal, userID: UUID, createdAt: Date) -> [any Encodable & Sendable] {
        Column.allCases.map { column -> any Encodable & Sendable in
            switch column {
            case .id: meal.id
            case .userID: userID
            case .name: meal.name
            case .nameKey: meal.name.lowercased()
            case .category: meal.category.name
            case .foods: meal.foods
            case .createdAt: createdAt
            }
        }
    }

    package static func savedMeal(_ row: Row) throws -> SavedMeal {
        SavedMeal(
            id: try row.uuid(Column.id.rawValue), name: try row.string(Column.name.rawValue),
            category: MealCategory(try row.string(Column.category.rawValue)),
            foods: try row.string(Column.foods.rawValue))
    }
}
