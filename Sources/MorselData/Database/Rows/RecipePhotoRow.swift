import Foundation
import MorselCore
import SQLKit

/// A row of `recipe_photos`: a recipe's own photo, in the database like meals' photos.
package enum RecipePhotoRow {
    package enum Column: String, TableColumn {
        case id
        case recipeID = "recipe_id"
        case contentType = "content_type"
        case data
        case updatedAt = "updated_at"

        package var type: ColumnType {
            switch self {
            case .id, .recipeID: .id
            case .data: .bytes
            case .updatedAt: .time
            case .contentType: .text
            }
        }

        package static let table = "recipe_photos"
        package static let list = columnList()
    }
}
