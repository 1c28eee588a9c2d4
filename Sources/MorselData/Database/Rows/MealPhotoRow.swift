import Foundation
import MorselCore
import SQLKit

/// A row of `meal_photos`: one photo per meal, kept in the database so every app instance
/// serves the same bytes.
package enum MealPhotoRow {
    package enum Column: String, TableColumn {
        case id
        case mealID = "meal_id"
        case contentType = "content_type"
        case data
        case updatedAt = "updated_at"

        package var type: ColumnType {
            switch self {
            case .id, .mealID: .id
            case .data: .bytes
            case .updatedAt: .time
            case .contentType: .text
            }
        }

        package static let table = "meal_photos"
        package static let list = columnList()
    }
}
