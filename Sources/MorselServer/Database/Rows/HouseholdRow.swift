import Foundation
import MorselCore
import SQLKit

/// A row of `households`: people who share a plan, a grocery list and food prices.
enum HouseholdRow {
    enum Column: String, TableColumn {
        case id, name
        case createdAt = "created_at"

        var type: ColumnType {
            switch self {
            case .id: .id
            case .createdAt: .time
            case .name: .text
            }
        }

        static let table = "households"
        static let list = columnList()
    }
}
