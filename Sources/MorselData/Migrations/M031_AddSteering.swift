import FluentKit
import SQLKit

/// 031: the expenditure estimate and the weekly check-in. Each person's body details (for
/// the formula) and the plan a check-in steers by; whether a weighing far from the trend was
/// confirmed; whether a check-in is sent as a notification; and every check-in made.
package struct M031_AddSteering: MorselMigration {
    static let userFields: [(String, DatabaseSchema.DataType, [DatabaseSchema.FieldConstraint])] = [
        ("sex", .string, []),
        ("birth_year", .int, []),
        ("height_cm", .double, []),
        ("activity", .string, []),
        ("goal_direction", .string, []),
        ("goal_rate_percent", .double, [.required, .sql(.default(0.5))]),
        ("goal_target_kg", .double, []),
        ("goal_target_date", .string, []),
        ("check_in_day", .int, [.required, .sql(.default(0))]),
        ("protein_per_kg", .double, [.required, .sql(.default(1.6))]),
        ("fat_percent", .double, [.required, .sql(.default(30))]),
    ]

    package func prepare(on database: any Database) async throws {
        // SQLite adds one column per ALTER TABLE, so each field is its own update.
        for (name, type, constraints) in Self.userFields {
            try await database.schema("users").field(
                .definition(name: .key(.init(stringLiteral: name)), dataType: type, constraints: constraints)
            ).update()
        }
        try await database.schema("weights").field("confirmed", .bool, .required, .sql(.default(false))).update()
        try await database.schema("notification_targets").field("check_in", .bool, .required, .sql(.default(false)))
            .update()
        try await database.schema("check_ins")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("date", .string, .required)
            .field("kcal", .double, .required)
            .field("low", .double, .required)
            .field("high", .double, .required)
            .field("basis", .string, .required)
            .field("days", .int, .required)
            .field("trend_kg", .double, .required)
            .field("formula", .double)
            .field("weekly_change", .double, .required)
            .field("target", .int, .required)
            .field("protein", .int, .required)
            .field("fat", .int, .required)
            .field("carbs", .int, .required)
            .field("previous_target", .int, .required)
            .field("reason", .string, .required)
            .field("decision", .string, .required)
            .field("created_at", .datetime, .required)
            .field("decided_at", .datetime)
            .unique(on: "user_id", "date")
            .create()
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("check_ins").delete()
        try await database.schema("notification_targets").deleteField("check_in").update()
        try await database.schema("weights").deleteField("confirmed").update()
        for (name, _, _) in Self.userFields {
            try await database.schema("users").deleteField(.init(stringLiteral: name)).update()
        }
    }
}
