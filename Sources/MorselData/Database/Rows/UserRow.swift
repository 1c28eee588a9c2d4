import Foundation
import MorselCore
import SQLKit

/// A row of `users`: a person with an account and their settings.
package enum UserRow {
    package enum Column: String, TableColumn {
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
        /// A ``MorselCore/LifeStage``'s name.
        case lifeStage = "life_stage"
        /// ``MorselCore/NutrientTargets/overridesText``.
        case nutrientTargets = "nutrient_targets"
        /// `kg` or `lb`.
        case weightUnit = "weight_unit"
        /// Raised by the database on every write to the person's meals or saved meals (migration 024).
        case journalVersion = "journal_version"

        package var type: ColumnType {
            switch self {
            case .id, .householdID: .id
            case .isAdmin, .notificationsEnabled: .bool
            case .createdAt: .time
            case .dailyCalorieGoal, .weeklyBudgetCents, .reminderMinutes, .journalVersion: .integer
            case .proteinGoal, .fatGoal, .carbsGoal: .real
            case .username, .usernameKey, .passwordHash, .sortOrder, .timeZone, .currency, .lifeStage, .nutrientTargets,
                .weightUnit:
                .text
            }
        }

        package static let table = "users"
        package static let list = columnList()
        /// What an ``Account`` is read from: every column but the password's hash.
        package static let accountColumns = allCases.filter { $0 != .passwordHash }
        /// The account's columns prefixed `u.`, for queries that join the user to a credential.
        package static let joinedAccount = accountColumns.map { "u.\($0.quoted)" }.joined(separator: ", ")
    }

    /// The account in a row that holds ``Column/accountColumns``.
    package static func account(_ row: Row) throws -> Account {
        let goals = Goals(
            dailyCalories: try row.int(Column.dailyCalorieGoal.rawValue),
            protein: try row.optional(Column.proteinGoal.rawValue, row.double),
            fat: try row.optional(Column.fatGoal.rawValue, row.double),
            carbs: try row.optional(Column.carbsGoal.rawValue, row.double),
            weeklyBudgetCents: try row.int(Column.weeklyBudgetCents.rawValue),
            currency: try row.string(Column.currency.rawValue),
            notificationsEnabled: try row.bool(Column.notificationsEnabled.rawValue),
            reminderTime: try row.optional(Column.reminderMinutes.rawValue, row.int).flatMap { TimeOfDay(minutes: $0) },
            nutrients: NutrientTargets(
                lifeStage: LifeStage(rawValue: try row.string(Column.lifeStage.rawValue)) ?? .dailyValues,
                overrides: NutrientTargets.overrides(from: try row.string(Column.nutrientTargets.rawValue))),
            weightUnit: WeightUnit(rawValue: try row.string(Column.weightUnit.rawValue)) ?? .kilograms)
        return Account(
            id: try row.uuid(Column.id.rawValue), username: try row.string(Column.username.rawValue),
            isAdmin: try row.bool(Column.isAdmin.rawValue),
            sortOrder: MealSortOrder(rawValue: try row.string(Column.sortOrder.rawValue)) ?? .default,
            timeZone: TimeZones.named(try row.string(Column.timeZone.rawValue)),
            createdAt: try row.date(Column.createdAt.rawValue),
            goals: goals, householdID: try row.optional(Column.householdID.rawValue, row.uuid),
            journalVersion: try row.int(Column.journalVersion.rawValue))
    }
}
