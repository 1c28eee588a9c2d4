import Foundation
import SQLKit

/// A row of `grocery_entries`: one line put on a household's list, with the key that merges
/// it with others naming the same thing and the food group it is shelved under, both worked
/// out once when it is added.
package enum GroceryEntryRow {
    package enum Column: String, TableColumn {
        case id
        case householdID = "household_id"
        case mergeKey = "merge_key"
        case name, measure
        case foodID = "food_id"
        /// Where it came from: a recipe's name, "Plan, Monday 3 March 2025", or nil when typed.
        case source
        case foodGroup = "food_group"
        case done, position
        case createdAt = "created_at"

        package var type: ColumnType {
            switch self {
            case .id, .householdID: .id
            case .done: .bool
            case .position: .integer
            case .createdAt: .time
            case .mergeKey, .name, .measure, .foodID, .source, .foodGroup: .text
            }
        }

        package static let table = "grocery_entries"
        package static let list = columnList()
    }

    /// A stored line as the list reads it.
    package struct Entry {
        package let id: UUID
        package let mergeKey: String
        package let name: String
        package let measure: String
        package let foodID: String?
        package let source: String?
        package let foodGroup: String
        package let done: Bool
    }

    package static func entry(_ row: Row) throws -> Entry {
        Entry(
            id: try row.uuid(Column.id.rawValue), mergeKey: try row.string(Column.mergeKey.rawValue),
            name: try row.string(Column.name.rawValue), measure: try row.string(Column.measure.rawValue),
            foodID: try row.optional(Column.foodID.rawValue, row.string),
            source: try row.optional(Column.source.rawValue, row.string),
            foodGroup: try row.string(Column.foodGroup.rawValue), done: try row.bool(Column.done.rawValue))
    }
}
