import FluentKit

/// 018: what an imported recipe keeps from its source: description, notes, prep and total
/// times, the yield as written, the site's name, the nutrition it states (JSON, schema.org
/// names), and each ingredient line exactly as it was written.
package struct M018_AddRecipeSourceFields: MorselMigration {
    package static let recipeFields: [(String, DatabaseSchema.DataType, [DatabaseSchema.FieldConstraint])] = [
        ("description", .string, [.required, .sql(.default(""))]),
        ("notes", .string, [.required, .sql(.default(""))]),
        ("prep_minutes", .int, []),
        ("total_minutes", .int, []),
        ("yield_text", .string, [.required, .sql(.default(""))]),
        ("site_name", .string, []),
        ("stated_nutrition", .string, []),
    ]

    package func prepare(on database: any Database) async throws {
        // SQLite adds one column per ALTER TABLE, so each field is its own update.
        for (name, type, constraints) in Self.recipeFields {
            try await database.schema("recipes").field(
                .definition(name: .key(.init(stringLiteral: name)), dataType: type, constraints: constraints)
            ).update()
        }
        try await database.schema("recipe_lines").field("text", .string).update()
    }

    package func revert(on database: any Database) async throws {
        for (name, _, _) in Self.recipeFields {
            try await database.schema("recipes").deleteField(.init(stringLiteral: name)).update()
        }
        try await database.schema("recipe_lines").deleteField("text").update()
    }
}
