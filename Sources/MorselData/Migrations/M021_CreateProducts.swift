import FluentKit

/// 021: packaged foods by barcode, shared by everyone on the instance: imported from Open
/// Food Facts, looked up on its API and kept, or added by hand. Figures per 100 g.
package struct M021_CreateProducts: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("products")
            .field("code", .string, .identifier(auto: false))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("brands", .string, .required)
            .field("quantity", .string, .required)
            .field("serving_size", .string, .required)
            .field("serving_grams", .double)
            .field("calories", .double, .required)
            .field("protein", .double, .required)
            .field("fat", .double, .required)
            .field("carbs", .double, .required)
            .field("nutrients", .string, .required)
            .field("source", .string, .required)
            .field("updated_at", .datetime, .required)
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("products").delete()
    }
}
