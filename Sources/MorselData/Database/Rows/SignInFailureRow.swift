import Foundation
import MorselCore

/// A row of `sign_in_failures`: one failed sign-in, counted against a key ("account:name",
/// "address:1.2.3.4") until it ages out of the window.
package enum SignInFailureRow {
    package enum Column: String, TableColumn {
        case id, key
        case failedAt = "failed_at"

        package var type: ColumnType {
            switch self {
            case .id: .id
            case .failedAt: .time
            case .key: .text
            }
        }

        package static let table = "sign_in_failures"
        package static let list = columnList()
    }
}
