import Foundation

/// A person's daily targets and weekly food budget.
public struct Goals: Hashable, Sendable {
    public var dailyCalories: Int
    /// Grams; nil when the person set no goal for it.
    public var protein: Double?
    public var fat: Double?
    public var carbs: Double?
    /// The week's food budget in cents (50.00 → 5000).
    public var weeklyBudgetCents: Int
    /// ISO 4217 code, such as "USD" or "EUR".
    public var currency: String
    /// An in-app reminder to log a meal when nothing is logged by ``reminderTime``.
    public var notificationsEnabled: Bool
    public var reminderTime: TimeOfDay?
    /// Daily targets for vitamins, minerals and the rest.
    public var nutrients: NutrientTargets
    /// What the person weighs themselves in.
    public var weightUnit: WeightUnit
    /// What the formula needs to guess their expenditure.
    public var body: BodyDetails
    /// Whether and where the weekly check-in steers the calorie target.
    public var plan: GoalPlan

    public static let standard = Goals(dailyCalories: 2000, weeklyBudgetCents: 5000, currency: "USD")

    public init(
        dailyCalories: Int, protein: Double? = nil, fat: Double? = nil, carbs: Double? = nil, weeklyBudgetCents: Int,
        currency: String, notificationsEnabled: Bool = false, reminderTime: TimeOfDay? = nil,
        nutrients: NutrientTargets = .standard, weightUnit: WeightUnit = .kilograms, body: BodyDetails = .none,
        plan: GoalPlan = .off
    ) {
        self.dailyCalories = dailyCalories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.weeklyBudgetCents = weeklyBudgetCents
        self.currency = currency
        self.notificationsEnabled = notificationsEnabled
        self.reminderTime = reminderTime
        self.nutrients = nutrients
        self.weightUnit = weightUnit
        self.body = body
        self.plan = plan
    }

    /// Whether to remind the person to log a meal: reminders are on, the reminder time has
    /// come, and nothing is logged today yet.
    public func isReminderDue(at now: TimeOfDay, mealsLoggedToday: Int) -> Bool {
        guard notificationsEnabled, let reminderTime else { return false }
        return now >= reminderTime && mealsLoggedToday == 0
    }

    /// "$12.50", "€50.00": an amount in cents in the person's currency.
    public func money(_ cents: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "\(currency) \(Double(cents) / 100)"
    }
}
