import FluentKit

/// 003: personal access tokens for the JSON API.
package struct M003_CreateAccessTokens: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("access_tokens")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("token_hash", .string, .required)
            .field("created_at", .datetime, .required)
            .field("last_used_at", .datetime)
            .unique(on: "token_hash")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("access_tokens").delete()
    }
}
