import FluentKit
import SQLKit

/// 026: the `Idempotency-Key`s each person's writes carried in the last day, with the answer
/// each was given, so a write sent again (an offline queue replaying, a retry after a lost
/// answer) is answered again instead of done twice.
package struct M026_CreateIdempotencyKeys: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("idempotency_keys")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("key", .string, .required)
            .field("fingerprint", .string, .required)
            .field("created_at", .datetime, .required)
            .field("status", .int)
            .field("content_type", .string)
            .field("location", .string)
            .field("body", .data)
            .unique(on: "user_id", "key")
            .create()
        // Keys older than a day are forgotten at every claim: found by age, not by a scan.
        try await (database as! any SQLDatabase).raw(
            "CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)"
        ).run()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("idempotency_keys").delete()
    }
}
