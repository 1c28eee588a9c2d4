import Foundation

/// A row of `idempotency_keys`: one key a person's write carried, what the write was (its
/// fingerprint) and, once it finished, the answer it was given. No status yet: the write is
/// under way.
package enum IdempotencyKeyRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case key, fingerprint
        case createdAt = "created_at"
        case status
        case contentType = "content_type"
        case location, body

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .key, .fingerprint, .contentType, .location: .text
            case .createdAt: .time
            case .status: .integer
            case .body: .bytes
            }
        }

        package static let table = "idempotency_keys"
        package static let list = columnList()
    }
}
