import FluentKit
import SQLKit

/// 013: the household's grocery list, one row per line added (from a recipe, a planned
/// week or by hand). Lines for the same food are merged when the list is read, so adding
/// never loses what each recipe asked for.
package struct M013_CreateGroceryEntries: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("grocery_entries")
            .id()
            .field("household_id", .uuid, .required, .references("households", "id", onDelete: .cascade))
            .field("merge_key", .string, .required)
            .field("name", .string, .required)
            .field("measure", .string, .required)
            .field("food_id", .string)
            .field("source", .string)
            .field("food_group", .string, .required)
            .field("done", .bool, .required)
            .field("position", .int, .required)
            .field("created_at", .datetime, .required)
            .create()
        try await (database as! any SQLDatabase).create(index: "grocery_entries_household").on("grocery_entries")
            .column("household_id").column("merge_key").run()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("grocery_entries").delete()
    }
}
