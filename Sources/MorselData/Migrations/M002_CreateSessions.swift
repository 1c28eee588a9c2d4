import FluentKit

/// 002: browser sessions, stored so that any app instance can serve any user.
package struct M002_CreateSessions: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("sessions")
            .id()
            .field("token_hash", .string, .required)
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("csrf_token", .string, .required)
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .unique(on: "token_hash")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("sessions").delete()
    }
}
