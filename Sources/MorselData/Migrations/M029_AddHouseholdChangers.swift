import FluentKit

/// 029: who made the last change to a household's plan and grocery list, so that the person
/// who made it is not told "someone in your household changed" it.
package struct M029_AddHouseholdChangers: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("households").field("plan_changed_by", .uuid).update()
        try await database.schema("households").field("grocery_changed_by", .uuid).update()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("households").deleteField("plan_changed_by").update()
        try await database.schema("households").deleteField("grocery_changed_by").update()
    }
}
