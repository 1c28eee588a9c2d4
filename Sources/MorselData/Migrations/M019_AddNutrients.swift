import FluentKit

/// 019: the vitamins, minerals and the rest a meal logged from a food or a recipe knows
/// (`NutrientTotals.storedText`; null for a meal typed by hand), and each person's nutrient
/// targets: their life stage and the targets they set themselves.
package struct M019_AddNutrients: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("meals").field("nutrients", .string).update()
        // SQLite adds one column per ALTER TABLE.
        try await database.schema("users").field("life_stage", .string, .required, .sql(.default("daily-values")))
            .update()
        try await database.schema("users").field("nutrient_targets", .string, .required, .sql(.default(""))).update()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("meals").deleteField("nutrients").update()
        try await database.schema("users").deleteField("life_stage").update()
        try await database.schema("users").deleteField("nutrient_targets").update()
    }
}
