import FluentKit
import SQLKit

/// 028: notifications that reach a phone. `notification_targets` is where each person's go (an
/// ntfy topic, a Gotify server or a webhook) and which they want; `notification_deliveries` is
/// each one to send, made once under a key naming what it is for (a reminder per person and
/// day), claimed by one instance at a time, retried, and marked sent or given up.
package struct M028_CreateNotifications: MorselMigration {
    package func prepare(on database: any Database) async throws {
        try await database.schema("notification_targets")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("kind", .string, .required)
            .field("url", .string, .required)
            .field("token", .string)
            .field("secret", .string)
            .field("meal_reminder", .bool, .required)
            .field("day_summary", .bool, .required)
            .field("household_changes", .bool, .required)
            .field("summary_minutes", .int, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "user_id")
            .create()
        try await database.schema("notification_deliveries")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("key", .string, .required)
            .field("kind", .string, .required)
            .field("title", .string, .required)
            .field("message", .string, .required)
            .field("data", .string, .required)
            .field("created_at", .datetime, .required)
            .field("due_at", .datetime, .required)
            .field("attempts", .int, .required)
            .field("claimed_until", .datetime)
            .field("claimed_by", .string)
            .field("sent_at", .datetime)
            .field("given_up_at", .datetime)
            .field("last_error", .string)
            .unique(on: "key")
            .create()
        // When the household's plan and list last changed, for the members who want to know.
        try await database.schema("households").field("plan_changed_at", .datetime).update()
        try await database.schema("households").field("grocery_changed_at", .datetime).update()
        // The scheduler's question, every few seconds: what is due and not yet sent or given up.
        try await (database as! any SQLDatabase).raw(
            """
            CREATE INDEX notification_deliveries_due ON notification_deliveries (due_at) WHERE sent_at IS NULL AND
            given_up_at IS NULL
            """
        ).run()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("notification_deliveries").delete()
        try await database.schema("notification_targets").delete()
        try await database.schema("households").deleteField("plan_changed_at").update()
        try await database.schema("households").deleteField("grocery_changed_at").update()
    }
}
