import Foundation

/// A row of `notification_targets`: where one person's notifications go and which they want.
package enum NotificationTargetRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case kind, url, token, secret
        case mealReminder = "meal_reminder"
        case daySummary = "day_summary"
        case householdChanges = "household_changes"
        case summaryMinutes = "summary_minutes"
        /// Migration 031.
        case checkIn = "check_in"
        case createdAt = "created_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .kind, .url, .token, .secret: .text
            case .mealReminder, .daySummary, .householdChanges, .checkIn: .bool
            case .summaryMinutes: .integer
            case .createdAt: .time
            }
        }

        package static let table = "notification_targets"
        package static let list = columnList()
    }
}
