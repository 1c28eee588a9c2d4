import FluentKit
import Foundation
import SQLKit

/// 011: households. The plan and the grocery list belong to a household; the journal stays
/// personal. Accounts that already exist join one household, as they shared the instance.
package struct M011_CreateHouseholds: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("households")
            .id()
            .field("name", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema("users")
            .field("household_id", .uuid, .references("households", "id", onDelete: .setNull))
            .update()
        // In SQL rather than through the models: a model reads every column it has today,
        // some of which later migrations add.
        let sql = database as! any SQLDatabase
        guard try await sql.raw("SELECT id FROM users LIMIT 1").first() != nil else { return }
        let household = UUID()
        try await sql.raw(
            "INSERT INTO households (id, name, created_at) VALUES (\(bind: household), \(bind: "Home"), \(bind: Date()))"
        ).run()
        try await sql.raw("UPDATE users SET household_id = \(bind: household)").run()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("users").deleteField("household_id").update()
        try await database.schema("households").delete()
    }
}
