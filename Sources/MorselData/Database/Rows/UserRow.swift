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
        // The body details and the plan the weekly check-in steers by (migration 031); each
        // null until given, the plan's direction null while the person sets their own target.
        case sex
        case birthYear = "birth_year"
        case heightCentimetres = "height_cm"
        case activity
        case goalDirection = "goal_direction"
        case goalRatePercent = "goal_rate_percent"
        case goalTargetKilograms = "goal_target_kg"
        case goalTargetDate = "goal_target_date"
        case checkInDay = "check_in_day"
        case proteinPerKilogram = "protein_per_kg"
        case fatPercent = "fat_percent"

        package var type: ColumnType {
            switch self {
            case .id, .householdID: .id
            case .isAdmin, .notificationsEnabled: .bool
            case .createdAt: .time
            case .dailyCalorieGoal, .weeklyBudgetCents, .reminderMinutes, .journalVersion, .birthYear, .checkInDay:
                .integer
            case .proteinGoal, .fatGoal, .carbsGoal, .heightCentimetres, .goalRatePercent, .goalTargetKilograms,
                .proteinPerKilogram, .fatPercent:
                .real
            case .username, .usernameKey, .passwordHash, .sortOrder, .timeZone, .currency, .lifeStage, .nutrientTargets,
                .weightUnit, .sex, .activity, .goalDirection, .goalTargetDate:
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

    /// The columns of the daily calorie, protein, fat and carbs targets (what a check-in sets).
    package static func targets(of goals: Goals) -> [(Column, any Encodable & Sendable)] {
        [
            (.dailyCalorieGoal, goals.dailyCalories), (.proteinGoal, goals.protein), (.fatGoal, goals.fat),
            (.carbsGoal, goals.carbs),
        ]
    }

    /// The columns that hold `goals`, each with its value.
    package static func values(of goals: Goals) -> [(Column, any Encodable & Sendable)] {
        targets(of: goals) + [
            (.weeklyBudgetCents, goals.weeklyBudgetCents), (.currency, goals.currency),
            (.notificationsEnabled, goals.notificationsEnabled), (.reminderMinutes, goals.reminderTime?.minutes),
            (.lifeStage, goals.nutrients.lifeStage.rawValue), (.nutrientTargets, goals.nutrients.overridesText),
            (.weightUnit, goals.weightUnit.rawValue), (.sex, goals.body.sex?.rawValue),
            (.birthYear, goals.body.birthYear), (.heightCentimetres, goals.body.heightCentimetres),
            (.activity, goals.body.activity?.rawValue), (.goalDirection, goals.plan.direction?.rawValue),
            (.goalRatePercent, goals.plan.ratePercent), (.goalTargetKilograms, goals.plan.targetKilograms),
            (.goalTargetDate, goals.plan.targetDate?.iso), (.checkInDay, goals.plan.checkInDay),
            (.proteinPerKilogram, goals.plan.proteinPerKilogram), (.fatPercent, goals.plan.fatPercent),
        ]
    }

    /// The goals in a row that holds ``Column/accountColumns``.
    package static func goals(_ row: Row) throws -> Goals {
        func text(_ column: Column) throws -> String? { try row.optional(column.rawValue, row.string) }
        func number(_ column: Column) throws -> Double? { try row.optional(column.rawValue, row.double) }
        return Goals(
            dailyCalories: try row.int(Column.dailyCalorieGoal.rawValue),
            protein: try number(.proteinGoal), fat: try number(.fatGoal), carbs: try number(.carbsGoal),
            weeklyBudgetCents: try row.int(Column.weeklyBudgetCents.rawValue),
            currency: try row.string(Column.currency.rawValue),
            notificationsEnabled: try row.bool(Column.notificationsEnabled.rawValue),
            reminderTime: try row.optional(Column.reminderMinutes.rawValue, row.int).flatMap { TimeOfDay(minutes: $0) },
            nutrients: NutrientTargets(
                lifeStage: LifeStage(rawValue: try row.string(Column.lifeStage.rawValue)) ?? .dailyValues,
                overrides: NutrientTargets.overrides(from: try row.string(Column.nutrientTargets.rawValue))),
            weightUnit: WeightUnit(rawValue: try row.string(Column.weightUnit.rawValue)) ?? .kilograms,
            body: BodyDetails(
                sex: try text(.sex).flatMap(BodyProfile.Sex.init),
                birthYear: try row.optional(Column.birthYear.rawValue, row.int),
                heightCentimetres: try number(.heightCentimetres),
                activity: try text(.activity).flatMap(BodyProfile.Activity.init)),
            plan: GoalPlan(
                direction: try text(.goalDirection).flatMap(GoalPlan.Direction.init),
                ratePercent: try row.double(Column.goalRatePercent.rawValue),
                targetKilograms: try number(.goalTargetKilograms),
                targetDate: try text(.goalTargetDate).flatMap { MealDate(iso: $0) },
                checkInDay: try row.int(Column.checkInDay.rawValue),
                proteinPerKilogram: try row.double(Column.proteinPerKilogram.rawValue),
                fatPercent: try row.double(Column.fatPercent.rawValue)))
    }

    /// The account in a row that holds ``Column/accountColumns``.
    package static func account(_ row: Row) throws -> Account {
        Account(
            id: try row.uuid(Column.id.rawValue), username: try row.string(Column.username.rawValue),
            isAdmin: try row.bool(Column.isAdmin.rawValue),
            sortOrder: MealSortOrder(rawValue: try row.string(Column.sortOrder.rawValue)) ?? .default,
            timeZone: TimeZones.named(try row.string(Column.timeZone.rawValue)),
            createdAt: try row.date(Column.createdAt.rawValue),
            goals: try goals(row), householdID: try row.optional(Column.householdID.rawValue, row.uuid),
            journalVersion: try row.int(Column.journalVersion.rawValue))
    }
}
