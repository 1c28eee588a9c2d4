import FluentKit
import SQLKit

/// 006: the shared recipe catalog and its ingredient lines. Each recipe keeps its
/// per-serving estimate, so lists need not recompute it, and its ingredients' words,
/// so "recipes with an ingredient" is one indexed-table query.
package struct M006_CreateRecipes: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("recipes")
            .id()
            .field("owner_id", .uuid, .references("users", "id", onDelete: .setNull))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("name_words", .string, .required)
            .field("category", .string, .required)
            .field("category_key", .string, .required)
            .field("area", .string, .required)
            .field("area_key", .string, .required)
            .field("instructions", .string, .required)
            .field("image_url", .string)
            .field("has_photo", .bool, .required)
            .field("tags", .string, .required)
            .field("source_url", .string)
            .field("servings", .int, .required)
            .field("cook_minutes", .int)
            .field("external_id", .string)
            .field("ingredient_words", .string, .required)
            .field("calories", .int, .required)
            .field("protein", .double, .required)
            .field("fat", .double, .required)
            .field("carbs", .double, .required)
            .field("coverage", .double, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "external_id")
            .create()
        try await database.schema("recipe_lines")
            .id()
            .field("recipe_id", .uuid, .required, .references("recipes", "id", onDelete: .cascade))
            .field("position", .int, .required)
            .field("name", .string, .required)
            .field("measure", .string, .required)
            .field("food_id", .string)
            .field("grams", .double)
            .unique(on: "recipe_id", "position")
            .create()
        let sql = database as! any SQLDatabase
        try await sql.create(index: "recipes_name").on("recipes").column("name_key").run()
        try await sql.create(index: "recipes_category").on("recipes").column("category_key").column("name_key").run()
        try await sql.create(index: "recipes_area").on("recipes").column("area_key").column("name_key").run()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("recipe_lines").delete()
        try await database.schema("recipes").delete()
    }
}
