import FluentKit

/// 014: what a household pays for foods, per kilogram, litre or item.
package struct M014_CreateFoodPrices: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("food_prices")
            .id()
            .field("household_id", .uuid, .required, .references("households", "id", onDelete: .cascade))
            .field("food_id", .string, .required)
            .field("unit", .string, .required)
            .field("cents", .int, .required)
            .unique(on: "household_id", "food_id")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("food_prices").delete()
    }
}
