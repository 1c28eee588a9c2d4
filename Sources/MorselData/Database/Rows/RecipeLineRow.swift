import Foundation
import MorselCore
import SQLKit

/// A row of `recipe_lines`: one ingredient line of a stored recipe, at its position.
package enum RecipeLineRow {
    package enum Column: String, TableColumn {
        case id
        case recipeID = "recipe_id"
        case position, name, measure
        /// A food picked by hand (SR28 id).
        case foodID = "food_id"
        /// A weight set by hand.
        case grams
        /// The line as its source wrote it.
        case text

        package var type: ColumnType {
            switch self {
            case .id, .recipeID: .id
            case .position: .integer
            case .grams: .real
            case .name, .measure, .foodID, .text: .text
            }
        }

        package static let table = "recipe_lines"
        package static let list = columnList()
    }

    package static func values(recipeID: UUID, position: Int, line: RecipeLine) -> [any Encodable & Sendable] {
        Column.allCases.map { column -> any Encodable & Sendable in
            switch column {
            case .id: UUID()
            case .recipeID: recipeID
            case .position: position
            case .name: line.name
            case .measure: line.measure
            case .foodID: line.foodID
            case .grams: line.grams
            case .text: line.text
            }
        }
    }

    package static func line(_ row: Row) throws -> RecipeLine {
        RecipeLine(
            name: try row.string(Column.name.rawValue), measure: try row.string(Column.measure.rawValue),
            foodID: try row.optional(Column.foodID.rawValue, row.string),
            grams: try row.optional(Column.grams.rawValue, row.double),
            text: try row.optional(Column.text.rawValue, row.string))
    }
}
