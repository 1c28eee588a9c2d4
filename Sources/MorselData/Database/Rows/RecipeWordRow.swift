import Foundation
import MorselCore
import SQLKit

/// A row of `recipe_words`: one word of a recipe's name or of its ingredients, with the
/// recipe's sort key. It is the inverted index word searches seek: its key (kind, word,
/// name_key, recipe_id) hands out a word's recipes already in the list's order, so a page
/// stops after its last row and a count reads one range. A name is stored under every
/// prefix of its words ("tom", "toma"…), so a search that begins a word is an equality too.
/// Written with the recipe, in its transaction.
package enum RecipeWordRow {
    package enum Column: String, TableColumn {
        case kind, word
        case nameKey = "name_key"
        case recipeID = "recipe_id"

        package var type: ColumnType {
            switch self {
            case .recipeID: .id
            case .kind, .word, .nameKey: .text
            }
        }

        package static let table = "recipe_words"
        package static let list = columnList()
    }

    package enum Kind: String, CaseIterable {
        /// Every prefix of a word of the name: a search word matches the words it begins.
        case name
        /// A word of any ingredient's name: a search word matches it whole.
        case ingredient

        /// What this kind stores for words `words` (each once).
        package func entries(_ words: [String]) -> Set<String> {
            switch self {
            // By code point, as words are read (so a script with combining signs can be typed part way).
            case .name:
                Set(words.flatMap { word in word.unicodeScalars.indices.map { String(word.unicodeScalars[...$0]) } })
            case .ingredient: Set(words)
            }
        }

        /// The recipe's words of this kind, as `name_words` and `ingredient_words` keep them.
        package func words(of fields: RecipeFields) -> [String] {
            switch self {
            case .name: FoodText.words(fields.name)
            case .ingredient: Set(fields.lines.flatMap { FoodText.words($0.name) }).sorted()
            }
        }
    }

    /// The rows of every word of `recipe`.
    package static func values(of recipe: Recipe) -> [[any Encodable & Sendable]] {
        let nameKey = RecipeRow.nameKey(recipe.fields)
        return Kind.allCases.flatMap { kind in
            kind.entries(kind.words(of: recipe.fields)).map { values(kind, $0, nameKey: nameKey, recipeID: recipe.id) }
        }
    }

    package static func values(_ kind: Kind, _ word: String, nameKey: String, recipeID: UUID) -> [any Encodable
        & Sendable]
    {
        Column.allCases.map { column -> any Encodable & Sendable in
            switch column {
            case .kind: kind.rawValue
            case .word: word
            case .nameKey: nameKey
            case .recipeID: recipeID
            }
        }
    }
}
