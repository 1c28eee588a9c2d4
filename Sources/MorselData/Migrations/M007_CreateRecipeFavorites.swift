import FluentKit

/// 007: each person's favourite recipes (the catalog is shared; favourites are not).
package struct M007_CreateRecipeFavorites: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("recipe_favorites")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("recipe_id", .uuid, .required, .references("recipes", "id", onDelete: .cascade))
            .unique(on: "user_id", "recipe_id")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("recipe_favorites").delete()
    }
}
