import Foundation
import MorselCore
import SQLKit

/// A row of `app_state`: one fact about the installation (key → value).
enum AppStateRow {
    enum Column: String, TableColumn {
        case key, value

        var type: ColumnType {
            switch self {
            case .key, .value: .text
            }
        }

        static let table = "app_state"
        static let list = columnList()
    }
}
