import Foundation
import Synchronization
import MorselCore
import SQLKit

/// A row of `users`: a person with an account and their settings.
enum UserRow {
    enum Column: String, TableColumn {
        case id, username
        /// Lower-cased username: names are unique regardless of case.
        case usernameKey = "username_key"
        case passwordHash = "password_hash"
        case isAdmin = "is_admin"
        case sortOrder = "sort_order"
        case timeZone = "time_zone"
        case createdAt = "created_at"
        case dailyCalorieGoal = "daily_calorie_goal"
        case proteinGoal = "protein_goal"
        case fatGoal = "fat_goal"
        case carbsGoal = "carbs_goal"
        case weeklyBudgetCents = "weekly_budget_cents"
        case currency
        case notificationsEnabled = "notifications_enabled"
        case reminderMinutes = "reminder_minutes"
        case householdID = "household_id"

        static let table = "users"
        static let list = columnList()
        /// What an ``Account`` is read from: every column but the password's hash.
        static let accountColumns = allCases.filter { $0 != .passwordHash }
        /// The account's columns prefixed `u.`, for queries that join the user to a credential.
        static let joinedAccount = accountColumns.map { "u.\($0.quoted)" }.joined(separator: ", ")
    }

    /// The account in a row that holds ``Column/accountColumns``.
    static func account(_ row: any SQLRow) throws -> Account {
        func column<T: Decodable>(_ column: Column, _ type: T.Type = T.self) throws -> T {
            try row.decode(column: column.rawValue, as: T.self)
        }
        let goals = Goals(
            dailyCalories: try column(.dailyCalorieGoal), protein: try column(.proteinGoal), fat: try column(.fatGoal),
            carbs: try column(.carbsGoal), weeklyBudgetCents: try column(.weeklyBudgetCents), currency: try column(.currency),
            notificationsEnabled: try column(.notificationsEnabled),
            reminderTime: try column(.reminderMinutes, Int?.self).flatMap { TimeOfDay(minutes: $0) })
        let zone: String = try column(.timeZone)
        return Account(id: try column(.id), username: try column(.username), isAdmin: try column(.isAdmin),
                       sortOrder: MealSortOrder(rawValue: try column(.sortOrder)) ?? .default,
                       timeZone: TimeZones.named(zone), createdAt: try column(.createdAt), goals: goals,
                       householdID: try column(.householdID))
    }
}

/// Time zones by IANA name, each made once: `TimeZone(identifier:)` reads the zone's rules
/// from disk, and every authenticated request needs its person's zone.
enum TimeZones {
    private static let cache = Mutex<[String: TimeZone]>([:])

    /// The zone named, or UTC for a name this system does not know.
    static func named(_ name: String) -> TimeZone {
        if let zone = cache.withLock({ $0[name] }) { return zone }
        let zone = TimeZone(identifier: name) ?? TimeZone(identifier: "UTC")!
        cache.withLock { $0[name] = zone }
        return zone
    }
}

/// A row of `sessions`: a signed-in browser. The cookie holds a random secret; only its hash is stored.
enum SessionRow {
    enum Column: String, TableColumn {
        case id
        case tokenHash = "token_hash"
        case userID = "user_id"
        /// Forms of this session carry this token; a POST without it is refused.
        case csrfToken = "csrf_token"
        case createdAt = "created_at"
        case expiresAt = "expires_at"

        static let table = "sessions"
        static let list = columnList()
    }
}

/// A row of `access_tokens`: a personal access token for the JSON API; only the secret's hash is stored.
enum AccessTokenRow {
    enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case name
        case tokenHash = "token_hash"
        case createdAt = "created_at"
        case lastUsedAt = "last_used_at"

        static let table = "access_tokens"
        static let list = columnList()
    }
}
