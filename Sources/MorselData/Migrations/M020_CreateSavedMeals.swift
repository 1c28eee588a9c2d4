import FluentKit

/// 020: saved meals, each person's own ("my usual breakfast"): a name, a category and the
/// foods written one per line, logged as one meal in one tap.
package struct M020_CreateSavedMeals: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("saved_meals")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("category", .string, .required)
            .field("foods", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "name_key")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("saved_meals").delete()
    }
}
