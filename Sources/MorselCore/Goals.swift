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

    public static let standard = Goals(dailyCalories: 2000, weeklyBudgetCents: 5000, currency: "USD")

    public init(dailyCalories: Int, protein: Double? = nil, fat: Double? = nil, carbs: Double? = nil, weeklyBudgetCents: Int,
                currency: String, notificationsEnabled: Bool = false, reminderTime: TimeOfDay? = nil,
                nutrients: NutrientTargets = .standard, weightUnit: WeightUnit = .kilograms) {
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

/// Changes to goals as typed; nil fields are left as they are, blank text clears an optional goal.
public struct GoalsInput: Sendable {
    public var dailyCalories: InputValue?
    public var protein: InputValue?
    public var fat: InputValue?
    public var carbs: InputValue?
    public var weeklyBudget: InputValue?
    public var currency: String?
    public var notificationsEnabled: Bool?
    public var reminderTime: String?
    public var nutrients: NutrientTargetsInput
    /// "kg" or "lb".
    public var weightUnit: String?

    public init(dailyCalories: InputValue? = nil, protein: InputValue? = nil, fat: InputValue? = nil, carbs: InputValue? = nil,
                weeklyBudget: InputValue? = nil, currency: String? = nil, notificationsEnabled: Bool? = nil, reminderTime: String? = nil,
                nutrients: NutrientTargetsInput = NutrientTargetsInput(), weightUnit: String? = nil) {
        self.dailyCalories = dailyCalories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.weeklyBudget = weeklyBudget
        self.currency = currency
        self.notificationsEnabled = notificationsEnabled
        self.reminderTime = reminderTime
        self.nutrients = nutrients
        self.weightUnit = weightUnit
    }

    /// `goals` with these changes, every problem reported at once.
    public func applied(to goals: Goals) throws(ValidationFailure) -> Goals {
        var result = goals
        var errors: [FieldError] = []
        if let value = dailyCalories {
            if let calories = value.number, calories == calories.rounded(), (500...10_000).contains(calories) {
                result.dailyCalories = Int(calories)
            } else {
                errors.append(FieldError(field: "dailyCalorieGoal", message: "The daily calorie goal must be a whole number from 500 to 10,000 kcal."))
            }
        }
        for (field, label, value, keyPath) in [("proteinGoal", "protein", protein, \Goals.protein), ("fatGoal", "fat", fat, \Goals.fat),
                                               ("carbsGoal", "carbs", carbs, \Goals.carbs)] {
            guard let value else { continue }
            if value.isBlank {
                result[keyPath: keyPath] = nil
            } else if let grams = value.number, (0...1000).contains(grams) {
                result[keyPath: keyPath] = (grams * 10).rounded() / 10
            } else {
                errors.append(FieldError(field: field, message: "The \(label) goal must be from 0 to 1,000 g, or empty for none."))
            }
        }
        if let value = weeklyBudget {
            if let amount = value.number, (0...100_000).contains(amount) {
                result.weeklyBudgetCents = Int((amount * 100).rounded())
            } else {
                errors.append(FieldError(field: "weeklyBudget", message: "The weekly budget must be an amount from 0 to 100,000."))
            }
        }
        if let currency {
            let code = currency.trimmingCharacters(in: .whitespaces).uppercased()
            if code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
                result.currency = code
            } else {
                errors.append(FieldError(field: "currency", message: "The currency must be a three-letter code such as USD, EUR or GBP."))
            }
        }
        if let notificationsEnabled { result.notificationsEnabled = notificationsEnabled }
        if let reminderTime {
            if reminderTime.trimmingCharacters(in: .whitespaces).isEmpty {
                result.reminderTime = nil
            } else if let time = TimeOfDay(reminderTime) {
                result.reminderTime = time
            } else {
                errors.append(FieldError(field: "reminderTime", message: "The reminder time must be HH:mm, such as 13:00."))
            }
        }
        if result.notificationsEnabled, result.reminderTime == nil, !errors.contains(where: { $0.field == "reminderTime" }) {
            errors.append(FieldError(field: "reminderTime", message: "Choose the time to be reminded by, such as 13:00."))
        }
        if let weightUnit {
            if let unit = WeightUnit(text: weightUnit) { result.weightUnit = unit } else {
                errors.append(FieldError(field: "weightUnit", message: "Weigh in kg or lb."))
            }
        }
        if !nutrients.isEmpty {
            do { result.nutrients = try nutrients.applied(to: goals.nutrients) } catch { errors += error.errors }
        }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return result
    }
}

/// A day's totals against the goals: eaten, goal, remaining, and how full each bar is.
public struct GoalProgress: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public let nutrient: String
        public let unit: String
        public let eaten: Double
        public let goal: Double
        public var remaining: Double { goal - eaten }
        /// 0…1 for the bar (capped), whatever was eaten.
        public var fraction: Double { goal > 0 ? min(eaten / goal, 1) : 0 }
        public var isOver: Bool { eaten > goal }
    }

    /// Calories always; each macronutrient that has a goal.
    public let rows: [Row]

    public init(totals: Nutrition, goals: Goals) {
        var rows = [Row(nutrient: "Calories", unit: "kcal", eaten: Double(totals.calories), goal: Double(goals.dailyCalories))]
        if let protein = goals.protein { rows.append(Row(nutrient: "Protein", unit: "g", eaten: totals.protein, goal: protein)) }
        if let fat = goals.fat { rows.append(Row(nutrient: "Fat", unit: "g", eaten: totals.fat, goal: fat)) }
        if let carbs = goals.carbs { rows.append(Row(nutrient: "Carbs", unit: "g", eaten: totals.carbs, goal: carbs)) }
        self.rows = rows
    }
}
