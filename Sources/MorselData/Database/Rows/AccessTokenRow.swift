import Foundation
import MorselCore
import SQLKit

/// A row of `access_tokens`: a personal access token for the JSON API; only the secret's hash is stored.
package enum AccessTokenRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case name
        case tokenHash = "token_hash"
        case createdAt = "created_at"
        case lastUsedAt = "last_used_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .createdAt, .lastUsedAt: .time
            case .name, .tokenHash: .text
            }
        }

        package static let table = "access_tokens"
        package static let list = columnList()
    }
}
