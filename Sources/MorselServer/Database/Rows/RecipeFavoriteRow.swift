import Foundation
import MorselCore
import SQLKit

/// A row of `recipe_favorites`: a person's favourite recipe.
enum RecipeFavoriteRow {
    enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case recipeID = "recipe_id"

        var type: ColumnType {
            switch self {
            case .id, .userID, .recipeID: .id
            }
        }

        static let table = "recipe_favorites"
        static let list = columnList()
    }
}
