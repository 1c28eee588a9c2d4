import Foundation
import MorselCore
import SQLKit

/// A row of `recipe_favorites`: a person's favourite recipe.
package enum RecipeFavoriteRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case recipeID = "recipe_id"

        package var type: ColumnType {
            switch self {
            case .id, .userID, .recipeID: .id
            }
        }

        package static let table = "recipe_favorites"
        package static let list = columnList()
    }
}
