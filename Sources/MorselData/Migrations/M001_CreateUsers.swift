import FluentKit

/// 001: accounts, with each person's settings.
package struct M001_CreateUsers: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("users")
            .id()
            .field("username", .string, .required)
            .field("username_key", .string, .required)
            .field("password_hash", .string, .required)
            .field("is_admin", .bool, .required)
            .field("sort_order", .string, .required)
            .field("time_zone", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "username_key")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("users").delete()
    }
}
