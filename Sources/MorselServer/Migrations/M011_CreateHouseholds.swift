import FluentKit
import Foundation
import SQLKit

/// 011: households. The plan and the grocery list belong to a household; the journal stays
/// personal. Accounts that already exist join one household, as they shared the instance.
struct M011_CreateHouseholds: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("households")
            .id()
            .field("name", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        try await database.schema("users")
            .field("household_id", .uuid, .references("households", "id", onDelete: .setNull))
            .update()
        let users = try await UserModel.query(on: database).all()
        guard !users.isEmpty else { return }
        let household = HouseholdModel(name: "Home", createdAt: Date())
        try await household.create(on: database)
        for user in users {
            user.$household.id = household.id
            try await user.save(on: database)
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("users").deleteField("household_id").update()
        try await database.schema("households").delete()
    }
}
