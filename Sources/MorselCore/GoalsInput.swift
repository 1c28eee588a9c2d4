import Foundation

/// Changes to goals as typed; nil fields are left as they are, blank text clears an optional goal.
public struct GoalsInput: EditableInput {
    public typealias Saved = Goals

    public var dailyCalories: InputValue?
    public var protein: InputValue?
    public var fat: InputValue?
    public var carbs: InputValue?
    public var weeklyBudget: InputValue?
    /// A three-letter code.
    public var currency: InputValue?
    /// `true` or `false`.
    public var notificationsEnabled: InputValue?
    /// `HH:mm`; blank for none.
    public var reminderTime: InputValue?
    /// "kg" or "lb".
    public var weightUnit: InputValue?
    public var nutrients = NutrientTargetsInput()
    // The body details and the plan the check-in steers by (GoalsInput+Steering).
    public var sex: InputValue?
    public var birthYear: InputValue?
    public var height: InputValue?
    public var activity: InputValue?
    public var goalDirection: InputValue?
    public var goalRate: InputValue?
    public var targetWeight: InputValue?
    public var targetDate: InputValue?
    public var checkInDay: InputValue?
    public var proteinPerKilogram: InputValue?
    public var fatPercent: InputValue?

    public init() {}

    /// The daily goals and budget, in the order the settings page shows them.
    public static let goalFields: [GoalField] = [
        .dailyCalories, .protein, .fat, .carbs, .weeklyBudget, .currency, .notificationsEnabled, .reminderTime,
        .weightUnit,
    ]

    /// Every goal a person types: the API's, the export's.
    public static let fields = goalFields + bodyFields + steeringFields

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
                        field: GoalField.dailyCalories.key,
                        message: "The daily calorie goal must be a whole number from 500 to 10,000 kcal."))
            }
        }
        for (field, label, value, keyPath) in [
            (GoalField.protein, "protein", protein, \Goals.protein), (.fat, "fat", fat, \Goals.fat),
            (.carbs, "carbs", carbs, \Goals.carbs),
        ] {
            guard let value else { continue }
            if value.isBlank {
                result[keyPath: keyPath] = nil
            } else if let grams = value.number, (0...1000).contains(grams) {
                result[keyPath: keyPath] = (grams * 10).rounded() / 10
            } else {
                errors.append(
                    FieldError(
                        field: field.key, message: "The \(label) goal must be from 0 to 1,000 g, or empty for none.")
                )
            }
        }
        if let value = weeklyBudget {
            if let cents = Money.cents(value, in: Money.amounts) {
                result.weeklyBudgetCents = cents
            } else {
                errors.append(
                    FieldError(
                        field: GoalField.weeklyBudget.key,
                        message: "The weekly budget must be an amount from 0 to 100,000.")
                )
            }
        }
        if let currency {
            let code = currency.text.trimmingCharacters(in: .whitespaces).uppercased()
            if code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) {
                result.currency = code
            } else {
                errors.append(
                    FieldError(
                        field: GoalField.currency.key,
                        message: "The currency must be a three-letter code such as USD, EUR or GBP.")
                )
            }
        }
        if let notificationsEnabled {
            switch notificationsEnabled.text {
            case "true": result.notificationsEnabled = true
            case "false": result.notificationsEnabled = false
            default:
                errors.append(
                    FieldError(field: GoalField.notificationsEnabled.key, message: "Reminders are on or off."))
            }
        }
        if let reminderTime {
            if reminderTime.isBlank {
                result.reminderTime = nil
            } else if let time = TimeOfDay(reminderTime.text) {
                result.reminderTime = time
            } else {
                errors.append(
                    FieldError(
                        field: GoalField.reminderTime.key, message: "The reminder time must be HH:mm, such as 13:00."))
            }
        }
        if result.notificationsEnabled, result.reminderTime == nil,
            !errors.contains(where: { $0.field == GoalField.reminderTime.key })
        {
            errors.append(
                FieldError(
                    field: GoalField.reminderTime.key, message: "Choose the time to be reminded by, such as 13:00."))
        }
        if let weightUnit {
            if let unit = WeightUnit(text: weightUnit.text) {
                result.weightUnit = unit
            } else {
                errors.append(FieldError(field: GoalField.weightUnit.key, message: "Weigh in kg or lb."))
            }
        }
        applySteering(to: &result, errors: &errors)
        if !nutrients.isEmpty {
            do { result.nutrients = try nutrients.applied(to: goals.nutrients) } catch { errors += error.errors }
        }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return result
    }
}

public typealias GoalField = EditableField<GoalsInput, Goals>

extension GoalField {
    public static let dailyCalories = GoalField(
        "dailyCalorieGoal", "Daily calories (kcal)", .kilocalories, input: \.dailyCalories
    ) { .integer($0.dailyCalories) }
    public static let protein = GoalField("proteinGoal", "Protein (g, empty for none)", .grams, input: \.protein) {
        $0.protein.map(FieldValue.decimal) ?? .none
    }
    public static let fat = GoalField("fatGoal", "Fat (g, empty for none)", .grams, input: \.fat) {
        $0.fat.map(FieldValue.decimal) ?? .none
    }
    public static let carbs = GoalField("carbsGoal", "Carbs (g, empty for none)", .grams, input: \.carbs) {
        $0.carbs.map(FieldValue.decimal) ?? .none
    }
    public static let weeklyBudget = GoalField("weeklyBudget", "Weekly food budget", .money, input: \.weeklyBudget) {
        .money(cents: $0.weeklyBudgetCents)
    }
    public static let currency = GoalField(
        "currency", "Currency (three letters)", .text, input: \.currency, nullClears: false
    ) { .text($0.currency) }
    public static let notificationsEnabled = GoalField(
        "notificationsEnabled", "Remind me to log a meal", .toggle, input: \.notificationsEnabled, nullClears: false
    ) { .bool($0.notificationsEnabled) }
    public static let reminderTime = GoalField(
        "reminderTime", "If nothing is logged by (HH:mm)", .time, input: \.reminderTime
    ) { $0.reminderTime.map { .text($0.text) } ?? .none }
    public static let weightUnit = GoalField(
        "weightUnit", "Weigh in", .choice([.init("kg", "Kilograms (kg)"), .init("lb", "Pounds (lb)")]),
        input: \.weightUnit, nullClears: false
    ) { .text($0.weightUnit.rawValue) }
}
