import Foundation

/// A row of `calendar_feeds`: the hash of the secret in one person's calendar feed address.
package enum CalendarFeedRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case secretHash = "secret_hash"
        case createdAt = "created_at"
        case lastReadAt = "last_read_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .createdAt, .lastReadAt: .time
            case .secretHash: .text
            }
        }

        package static let table = "calendar_feeds"
        package static let list = columnList()
    }
}
