import FluentKit

/// 008: uploaded recipe photos, in the database like meal photos.
package struct M008_CreateRecipePhotos: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("recipe_photos")
            .id()
            .field("recipe_id", .uuid, .required, .references("recipes", "id", onDelete: .cascade))
            .field("content_type", .string, .required)
            .field("data", .data, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "recipe_id")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("recipe_photos").delete()
    }
}
