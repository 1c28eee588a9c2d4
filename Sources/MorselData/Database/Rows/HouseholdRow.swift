import Foundation
import MorselCore
import SQLKit

/// A row of `households`: people who share a plan, a grocery list and food prices.
package enum HouseholdRow {
    package enum Column: String, TableColumn {
        case id, name
        case createdAt = "created_at"
        /// When the plan and the grocery list last changed (nil: never since 028), for notifications.
        case planChangedAt = "plan_changed_at"
        case groceryChangedAt = "grocery_changed_at"
        /// Who made each last change (nil: not known, before 029), not told of it.
        case planChangedBy = "plan_changed_by"
        case groceryChangedBy = "grocery_changed_by"

        package var type: ColumnType {
            switch self {
            case .id, .planChangedBy, .groceryChangedBy: .id
            case .createdAt, .planChangedAt, .groceryChangedAt: .time
            case .name: .text
            }
        }

        package static let table = "households"
        package static let list = columnList()
    }

    /// `INSERT` of a new household: nothing of it changed yet.
    package static func insert(id: UUID, name: String, at now: Date) -> SQLQueryString {
        Column.insert([
            .id: id, .name: name, .createdAt: now, .planChangedAt: Date?.none, .groceryChangedAt: Date?.none,
            .planChangedBy: UUID?.none, .groceryChangedBy: UUID?.none,
        ])
    }
}
