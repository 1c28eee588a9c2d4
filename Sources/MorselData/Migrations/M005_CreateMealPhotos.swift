import FluentKit

/// 005: meal photos, in the database rather than on one machine's disk.
package struct M005_CreateMealPhotos: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("meal_photos")
            .id()
            .field("meal_id", .uuid, .required, .references("meals", "id", onDelete: .cascade))
            .field("content_type", .string, .required)
            .field("data", .data, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "meal_id")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("meal_photos").delete()
    }
}
