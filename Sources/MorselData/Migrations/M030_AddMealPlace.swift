import FluentKit

/// 030: where a meal was eaten ("home", "work", "Luigi's"), as the person says it; empty for
/// every meal logged before.
package struct M030_AddMealPlace: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("meals").field("place", .string, .required, .sql(.default(""))).update()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("meals").deleteField("place").update()
    }
}
