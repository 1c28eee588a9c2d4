import Foundation
import MorselCore
import SQLKit

/// A row of `app_state`: one fact about the installation (key → value).
package enum AppStateRow {
    package enum Column: String, TableColumn {
        case key, value

        package var type: ColumnType {
            switch self {
            case .key, .value: .text
            }
        }

        package static let table = "app_state"
        package static let list = columnList()
    }
}
