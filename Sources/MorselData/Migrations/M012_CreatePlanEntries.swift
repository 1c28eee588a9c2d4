import FluentKit
import SQLKit

/// 012: the household's meal plan, one row per planned recipe or custom item.
package struct M012_CreatePlanEntries: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("plan_entries")
            .id()
            .field("household_id", .uuid, .required, .references("households", "id", onDelete: .cascade))
            .field("date", .string, .required)
            .field("slot", .string)
            .field("recipe_id", .uuid, .references("recipes", "id", onDelete: .setNull))
            .field("name", .string, .required)
            .field("servings", .double, .required)
            .field("calories", .int, .required)
            .field("cost_cents", .int)
            .field("created_at", .datetime, .required)
            .create()
        try await (database as! any SQLDatabase).create(index: "plan_entries_household_date").on("plan_entries")
            .column("household_id").column("date").run()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("plan_entries").delete()
    }
}
