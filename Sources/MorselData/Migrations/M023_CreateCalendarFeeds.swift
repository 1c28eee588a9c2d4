import FluentKit

/// 023: each person's calendar feed of the household's plan: the hash of the secret in its
/// address (one per person; renewing replaces it), and when a calendar last read it.
package struct M023_CreateCalendarFeeds: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("calendar_feeds")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("secret_hash", .string, .required)
            .field("created_at", .datetime, .required)
            .field("last_read_at", .datetime)
            .unique(on: "user_id")
            .unique(on: "secret_hash")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("calendar_feeds").delete()
    }
}
