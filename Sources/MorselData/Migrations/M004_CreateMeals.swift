import FluentKit
import SQLKit

/// 004: the journal, with an index for the day view and one per sort order's leading key,
/// so neither a day nor a sorted page scans the table.
package struct M004_CreateMeals: MorselMigration {
    /// Named by the columns the queries read (``MealRow/Column``), so a sort key and its index cannot drift apart.
    package static let indexes: [(name: String, columns: [MealRow.Column])] = [
        ("meals_user_date", [.userID, .date, .minuteOfDay]),
        ("meals_user_name", [.userID, .nameKey]),
        ("meals_user_category", [.userID, .categoryRank, .categoryKey]),
        ("meals_user_calories", [.userID, .calories]),
        ("meals_user_protein", [.userID, .protein]),
        ("meals_user_fat", [.userID, .fat]),
        ("meals_user_carbs", [.userID, .carbs]),
        ("meals_user_favorite", [.userID, .isFavorite, .nameKey]),
    ]

    package func prepare(on database: any Database) async throws {
        try await database.schema("meals")
            .id()
            .field("user_id", .uuid, .required, .references("users", "id", onDelete: .cascade))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("category", .string, .required)
            .field("category_rank", .int, .required)
            .field("category_key", .string, .required)
            .field("calories", .int, .required)
            .field("protein", .double, .required)
            .field("fat", .double, .required)
            .field("carbs", .double, .required)
            .field("date", .string, .required)
            .field("time_minutes", .int)
            .field("minute_of_day", .int, .required)
            .field("rating", .int, .required)
            .field("notes", .string, .required)
            .field("is_favorite", .bool, .required)
            .field("has_photo", .bool, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .create()
        let sql = database as! any SQLDatabase
        for index in Self.indexes {
            var builder = sql.create(index: index.name).on("meals")
            for column in index.columns { builder = builder.column(column.rawValue) }
            try await builder.run()
        }
    }

    package func revert(on database: any Database) async throws {
        try await database.schema("meals").delete()
    }
}
