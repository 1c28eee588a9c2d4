import FluentKit
import SQLKit

/// 016: recipe search reads narrow indexes instead of whole rows. A name or ingredient search
/// tests word-padded text with LIKE, which no B-tree can seek; with the words in an index kept
/// in the list's own order (name, then id), the engine walks that index alone and visits a
/// row only for the page it returns, rather than reading every recipe's instructions.
package struct M016_IndexRecipeSearch: MorselMigration {
    package static let indexes: [(name: String, words: RecipeRow.Column)] = [
        ("recipes_name_words", .nameWords), ("recipes_ingredient_words", .ingredientWords),
    ]

    package func prepare(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        for (name, words) in Self.indexes {
            try await sql.create(index: name).on(RecipeRow.Column.table).column(RecipeRow.Column.nameKey.rawValue)
                .column(RecipeRow.Column.id.rawValue).column(words.rawValue).run()
        }
    }

    package func revert(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        for (name, _) in Self.indexes { try await sql.drop(index: name).run() }
    }
}
