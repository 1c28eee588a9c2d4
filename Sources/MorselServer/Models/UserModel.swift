import FluentKit
import Foundation
import MorselCore

/// A person with an account; owns meals, sessions and tokens.
final class UserModel: Model, @unchecked Sendable {
    static let schema = "users"

    @ID(key: .id) var id: UUID?
    @Field(key: "username") var username: String
    /// Lower-cased username: names are unique regardless of case.
    @Field(key: "username_key") var usernameKey: String
    @Field(key: "password_hash") var passwordHash: String
    @Field(key: "is_admin") var isAdmin: Bool
    @Field(key: "sort_order") var sortOrder: String
    @Field(key: "time_zone") var timeZone: String
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "daily_calorie_goal") var dailyCalorieGoal: Int
    @OptionalField(key: "protein_goal") var proteinGoal: Double?
    @OptionalField(key: "fat_goal") var fatGoal: Double?
    @OptionalField(key: "carbs_goal") var carbsGoal: Double?
    @Field(key: "weekly_budget_cents") var weeklyBudgetCents: Int
    @Field(key: "currency") var currency: String
    @Field(key: "notifications_enabled") var notificationsEnabled: Bool
    @OptionalField(key: "reminder_minutes") var reminderMinutes: Int?
    @Field(key: "life_stage") var lifeStage: String
    @Field(key: "nutrient_targets") var nutrientTargets: String
    @Field(key: "weight_unit") var weightUnit: String
    @OptionalParent(key: "household_id") var household: HouseholdModel?

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $username, $usernameKey, $passwordHash, $isAdmin, $sortOrder, $timeZone, $createdAt, $dailyCalorieGoal, $proteinGoal, $fatGoal, $carbsGoal, $weeklyBudgetCents, $currency, $notificationsEnabled, $reminderMinutes, $household, $lifeStage, $nutrientTargets, $weightUnit] }

    init() {}

    init(username: String, passwordHash: String, isAdmin: Bool, timeZone: String, createdAt: Date) {
        self.username = username
        self.usernameKey = username.lowercased()
        self.passwordHash = passwordHash
        self.isAdmin = isAdmin
        self.sortOrder = "date"
        self.timeZone = timeZone
        self.createdAt = createdAt
        self.goals = .standard
    }

    var goals: Goals {
        get {
            Goals(dailyCalories: dailyCalorieGoal, protein: proteinGoal, fat: fatGoal, carbs: carbsGoal,
                  weeklyBudgetCents: weeklyBudgetCents, currency: currency, notificationsEnabled: notificationsEnabled,
                  reminderTime: reminderMinutes.flatMap { TimeOfDay(minutes: $0) },
                  nutrients: NutrientTargets(lifeStage: LifeStage(rawValue: lifeStage) ?? .dailyValues,
                                             overrides: NutrientTargets.overrides(from: nutrientTargets)),
                  weightUnit: WeightUnit(rawValue: weightUnit) ?? .kilograms)
        }
        set {
            dailyCalorieGoal = newValue.dailyCalories
            proteinGoal = newValue.protein
            fatGoal = newValue.fat
            carbsGoal = newValue.carbs
            weeklyBudgetCents = newValue.weeklyBudgetCents
            currency = newValue.currency
            notificationsEnabled = newValue.notificationsEnabled
            reminderMinutes = newValue.reminderTime?.minutes
            lifeStage = newValue.nutrients.lifeStage.rawValue
            nutrientTargets = newValue.nutrients.overridesText
            weightUnit = newValue.weightUnit.rawValue
        }
    }
}
