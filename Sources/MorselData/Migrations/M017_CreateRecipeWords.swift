import FluentKit
import SQLKit

/// 017: recipe search seeks an inverted index of words (`recipe_words`, see ``RecipeWordRow``)
/// instead of testing LIKE on every recipe's words (migration 016's indexes, dropped here).
/// Filled from the words each recipe already stores.
package struct M017_CreateRecipeWords: MorselMigration {
    package func prepare(on database: any Database) async throws {
        // All of it or none, so a failed start can simply be tried again.
        try await database.transaction { database in
            let sql = database as! any SQLDatabase
            // The key is the table: on SQLite a table without rowids stores it once, not twice.
            let layout = sql.dialect.name == "sqlite" ? " WITHOUT ROWID" : ""
            try await sql.raw(
                """
                CREATE TABLE recipe_words (
                    kind TEXT NOT NULL, word TEXT NOT NULL, name_key TEXT NOT NULL,
                    recipe_id UUID NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
                    PRIMARY KEY (kind, word, name_key, recipe_id))\(unsafeRaw: layout)
                """
            ).run()
            // Deleting a recipe deletes its words through this index.
            try await sql.create(index: "recipe_words_recipe").on("recipe_words").column("recipe_id").run()
            try await RecipeRepository.indexWords(on: sql)
            for (name, _) in M016_IndexRecipeSearch.indexes { try await sql.drop(index: name).ifExists().run() }
        }
    }

    package func revert(on database: any Database) async throws {
        try await (database as! any SQLDatabase).drop(table: "recipe_words").run()
        try await M016_IndexRecipeSearch().prepare(on: database)
    }
}
