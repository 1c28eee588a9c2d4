import FluentKit

/// 022: each person's weighings (one a day, in kilograms) and the unit they weigh in.
package struct M022_CreateWeights: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("weights")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("date", .string, .required)
            .field("kilograms", .double, .required)
            .field("note", .string, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "user_id", "date")
            .create()
        try await database.schema("users").field("weight_unit", .string, .required, .sql(.default("kg"))).update()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("weights").delete()
        try await database.schema("users").deleteField("weight_unit").update()
    }
}
