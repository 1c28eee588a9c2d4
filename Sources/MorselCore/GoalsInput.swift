import Foundation

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

    public init(
        dailyCalories: InputValue? = nil, protein: InputValue? = nil, fat: InputValue? = nil, carbs: InputValue? = nil,
        weeklyBudget: InputValue? = nil, currency: String? = nil, notificationsEnabled: Bool? = nil,
        reminderTime: String? = nil,
        nutrients: NutrientTargetsInput = NutrientTargetsInput(), weightUnit: String? = nil
    ) {
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
                errors.append(
                    FieldError(
                        field: "dailyCalorieGoal",
                        message: "The daily calorie goal must be a whole number from 500 to 10,000 kcal."))
            }
        }
        for (field, label, value, keyPath) in [
            ("proteinGoal", "protein", protein, \Goals.protein), ("fatGoal", "fat", fat, \Goals.fat),
            ("carbsGoal", "carbs", carbs, \Goals.carbs),
        ] {
            guard let value else { continue }
            if value.isBlank {
                result[keyPath: keyPath] = nil
            } else if let grams = value.number, (0...1000).contains(grams) {
                result[keyPath: keyPath] = (grams * 10).rounded() / 10
            } else {
                errors.append(
                    FieldError(field: field, message: "The \(label) goal must be from 0 to 1,000 g, or empty for none.")
                )
            }
        }
        if let value = weeklyBudget {
            if let cents = Money.cents(value, in: Money.amounts) {
                result.weeklyBudgetCents = cents
            } else {
                errors.append(
                    FieldError(field: "weeklyBudget", message: "The weekly budget must be an amount from 0 to 100,000.")
                )
            }
        }
        if let currency {
            let code = currency.trimmingCharacters(in: .whitespaces).uppercased()
            if code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
                result.currency = code
            } else {
                errors.append(
                    FieldError(
                        field: "currency", message: "The currency must be a three-letter code such as USD, EUR or GBP.")
                )
            }
        }
        if let notificationsEnabled { result.notificationsEnabled = notificationsEnabled }
        if let reminderTime {
            if reminderTime.trimmingCharacters(in: .whitespaces).isEmpty {
                result.reminderTime = nil
            } else if let time = TimeOfDay(reminderTime) {
                result.reminderTime = time
            } else {
                errors.append(
                    FieldError(field: "reminderTime", message: "The reminder time must be HH:mm, such as 13:00."))
            }
        }
        if result.notificationsEnabled, result.reminderTime == nil,
            !errors.contains(where: { $0.field == "reminderTime" })
        {
            errors.append(
                FieldError(field: "reminderTime", message: "Choose the time to be reminded by, such as 13:00."))
        }
        if let weightUnit {
            if let unit = WeightUnit(text: weightUnit) {
                result.weightUnit = unit
            } else {
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
