import FluentKit

/// 025: who a meal's figures are from ("USDA FNDDS 2021-2023"), for a meal logged from foods
/// or a recipe; null for one typed by hand, and for every meal logged before it.
package struct M025_AddMealSource: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("meals").field("source", .string).update()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("meals").deleteField("source").update()
    }
}
