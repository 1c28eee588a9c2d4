import FluentKit
import SQLKit

/// 015: failed sign-ins, counted per account and per address to slow down guessing.
package struct M015_CreateSignInFailures: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("sign_in_failures")
            .id()
            .field("key", .string, .required)
            .field("failed_at", .datetime, .required)
            .create()
        try await (database as! any SQLDatabase).create(index: "sign_in_failures_key_time").on("sign_in_failures")
            .column("key").column("failed_at").run()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("sign_in_failures").delete()
    }
}
