import Foundation
import SQLKit

/// A row of `grocery_entries`: one line put on a household's list, with the key that merges
/// it with others naming the same thing and the food group it is shelved under, both worked
/// out once when it is added.
enum GroceryEntryRow {
    enum Column: String, TableColumn {
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

        var type: ColumnType {
            switch self {
            case .id, .householdID: .id
            case .done: .bool
            case .position: .integer
            case .createdAt: .time
            case .mergeKey, .name, .measure, .foodID, .source, .foodGroup: .text
            }
        }

        static let table = "grocery_entries"
        static let list = columnList()
    }

    /// A stored line as the list reads it.
    struct Entry {
        let id: UUID
        let mergeKey: String
        let name: String
        let measure: String
        let foodID: String?
        let source: String?
        let foodGroup: String
        let done: Bool
    }

    static func entry(_ row: Row) throws -> Entry {
        Entry(id: try row.uuid(Column.id.rawValue), mergeKey: try row.string(Column.mergeKey.rawValue),
              name: try row.string(Column.name.rawValue), measure: try row.string(Column.measure.rawValue),
              foodID: try row.optional(Column.foodID.rawValue, row.string), source: try row.optional(Column.source.rawValue, row.string),
              foodGroup: try row.string(Column.foodGroup.rawValue), done: try row.bool(Column.done.rawValue))
    }
}
