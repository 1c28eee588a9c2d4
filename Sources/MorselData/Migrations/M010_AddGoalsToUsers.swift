import FluentKit
import SQLKit

/// 010: each person's daily goals, weekly budget and reminder preference.
package struct M010_AddGoalsToUsers: MorselMigration {
    package func prepare(on database: any Database) async throws {
        // SQLite adds one column per ALTER TABLE, so each field is its own update.
        let fields: [(String, DatabaseSchema.DataType, [DatabaseSchema.FieldConstraint])] = [
            ("daily_calorie_goal", .int, [.required, .sql(.default(2000))]),
            ("protein_goal", .double, []),
            ("fat_goal", .double, []),
            ("carbs_goal", .double, []),
            ("weekly_budget_cents", .int, [.required, .sql(.default(5000))]),
            ("currency", .string, [.required, .sql(.default("USD"))]),
            ("notifications_enabled", .bool, [.required, .sql(.default(false))]),
            ("reminder_minutes", .int, []),
        ]
        for (name, type, constraints) in fields {
            try await database.schema("users").field(
                .definition(name: .key(.init(stringLiteral: name)), dataType: type, constraints: constraints)
            ).update()
        }
    }

    package func revert(on database: any Database) async throws {
        for name in [
            "daily_calorie_goal", "protein_goal", "fat_goal", "carbs_goal", "weekly_budget_cents", "currency",
            "notifications_enabled", "reminder_minutes",
        ] {
            try await database.schema("users").deleteField(.init(stringLiteral: name)).update()
        }
    }
}
