import FluentKit

/// 009: facts about the installation itself, such as "the starter catalog was loaded",
/// so a removed starter recipe does not come back on the next start.
package struct M009_CreateAppState: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("app_state")
            .field("key", .string, .identifier(auto: false))
            .field("value", .string, .required)
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("app_state").delete()
    }
}
