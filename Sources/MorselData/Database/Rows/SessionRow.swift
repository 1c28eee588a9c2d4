import Foundation
import MorselCore
import SQLKit

/// A row of `sessions`: a signed-in browser. The cookie holds a random secret; only its hash is stored.
package enum SessionRow {
    package enum Column: String, TableColumn {
        case id
        case tokenHash = "token_hash"
        case userID = "user_id"
        /// Forms of this session carry this token; a POST without it is refused.
        case csrfToken = "csrf_token"
        case createdAt = "created_at"
        case expiresAt = "expires_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .createdAt, .expiresAt: .time
            case .tokenHash, .csrfToken: .text
            }
        }

        package static let table = "sessions"
        package static let list = columnList()
    }
}
