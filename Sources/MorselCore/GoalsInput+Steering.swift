import Foundation

/// The body details a formula needs and the plan a weekly check-in steers by, as typed.
extension GoalsInput {
    public static let bodyFields: [GoalField] = [.sex, .birthYear, .height, .activity]
    public static let steeringFields: [GoalField] = [
        .goalDirection, .goalRate, .targetWeight, .targetDate, .checkInDay, .proteinPerKilogram, .fatPercent,
    ]

    /// Reads the body details and the plan into `goals`, adding every problem to `errors`.
    /// Blank clears an optional one. The target weight is in the unit the person weighs in.
    func applySteering(to goals: inout Goals, errors: inout [FieldError]) {
        func choose<Value: RawRepresentable<String>>(
            _ value: InputValue?, _ field: GoalField, message: String, into keyPath: WritableKeyPath<Goals, Value?>
        ) {
            guard let value else { return }
            if value.isBlank {
                goals[keyPath: keyPath] = nil
            } else if let chosen = Value(rawValue: value.text.trimmingCharacters(in: .whitespaces).lowercased()) {
                goals[keyPath: keyPath] = chosen
            } else {
                errors.append(FieldError(field: field.key, message: message))
            }
        }
        func number(
            _ value: InputValue?, _ field: GoalField, in range: ClosedRange<Double>, message: String,
            optional: Bool = true, set: (Double?) -> Void
        ) {
            guard let value else { return }
            if value.isBlank, optional {
                set(nil)
            } else if let number = value.number, range.contains(number) {
                set((number * 100).rounded() / 100)
            } else {
                errors.append(FieldError(field: field.key, message: message))
            }
        }
        choose(sex, .sex, message: "Sex is female or male, or empty.", into: \.body.sex)
        number(
            birthYear, .birthYear,
            in: Double(BodyDetails.birthYears.lowerBound)...Double(BodyDetails.birthYears.upperBound),
            message:
                "The year of birth must be from \(BodyDetails.birthYears.lowerBound) to \(BodyDetails.birthYears.upperBound), or empty."
        ) { goals.body.birthYear = $0.map { Int($0.rounded()) } }
        number(
            height, .height, in: BodyDetails.heights,
            message:
                "Height must be from \(Nutrition.format(amount: BodyDetails.heights.lowerBound)) to \(Nutrition.format(amount: BodyDetails.heights.upperBound)) cm, or empty."
        ) {
            goals.body.heightCentimetres = $0
        }
        choose(
            activity, .activity, message: "Activity is sedentary, light, moderate, active or very-active.",
            into: \.body.activity)
        choose(
            goalDirection, .goalDirection, message: "Steer to lose, keep or gain, or empty for your own target.",
            into: \.plan.direction)
        number(
            goalRate, .goalRate, in: GoalPlan.rates,
            message:
                "The rate must be from \(Nutrition.format(amount: GoalPlan.rates.lowerBound)) to \(Nutrition.format(amount: GoalPlan.rates.upperBound)) % of your weight a week.",
            optional: false
        ) { goals.plan.ratePercent = $0 ?? goals.plan.ratePercent }
        let unit = goals.weightUnit
        let weights =
            unit.amount(
                ofKilograms: WeightEntry.plausibleKilograms.lowerBound)...unit.amount(
                ofKilograms: WeightEntry.plausibleKilograms.upperBound)
        number(
            targetWeight, .targetWeight, in: weights,
            message:
                "A target weight must be from \(Int(weights.lowerBound)) to \(Int(weights.upperBound)) \(unit.rawValue), or empty."
        ) { goals.plan.targetKilograms = $0.map { (unit.kilograms($0) * 1000).rounded() / 1000 } }
        if let targetDate {
            do {
                goals.plan.targetDate = try MealDate.read(targetDate.text, field: GoalField.targetDate.key)
            } catch {
                errors.append(
                    FieldError(
                        field: GoalField.targetDate.key,
                        message: "The date to reach it by must be a day, such as 31/03/2027, or empty."))
            }
        }
        if (goals.plan.targetKilograms == nil) != (goals.plan.targetDate == nil),
            targetWeight != nil || targetDate != nil,
            !errors.contains(where: { [GoalField.targetWeight.key, GoalField.targetDate.key].contains($0.field) })
        {
            errors.append(
                FieldError(
                    field: GoalField.targetDate.key,
                    message: "Give both a target weight and the date to reach it by, or neither."))
        }
        if let checkInDay {
            let text = checkInDay.text.trimmingCharacters(in: .whitespaces).lowercased()
            if let index = MealDate.weekdays.firstIndex(where: { $0.lowercased() == text }) {
                goals.plan.checkInDay = index
            } else {
                errors.append(
                    FieldError(
                        field: GoalField.checkInDay.key, message: "Check in on a day of the week, such as monday."))
            }
        }
        number(
            proteinPerKilogram, .proteinPerKilogram, in: 0.5...3.5,
            message: "Protein must be from 0.5 to 3.5 g per kg of body weight.", optional: false
        ) { goals.plan.proteinPerKilogram = $0 ?? goals.plan.proteinPerKilogram }
        number(
            fatPercent, .fatPercent, in: 15...60, message: "Fat must be from 15 to 60 % of calories.", optional: false
        ) { goals.plan.fatPercent = $0 ?? goals.plan.fatPercent }
    }
}

extension GoalField {
    private static func choices<Value: RawRepresentable<String>>(
        none: String, _ values: [Value], label: (Value) -> String
    ) -> FieldKind {
        .choice([.init("", none)] + values.map { .init($0.rawValue, label($0)) })
    }

    public static let sex = GoalField(
        "sex", "Sex", choices(none: "Not given", BodyProfile.Sex.allCases) { $0.rawValue.capitalized }, input: \.sex
    ) { $0.body.sex.map { .text($0.rawValue) } ?? .none }
    public static let birthYear = GoalField("birthYear", "Year of birth", .wholeNumber, input: \.birthYear) {
        $0.body.birthYear.map(FieldValue.integer) ?? .none
    }
    public static let height = GoalField("heightCm", "Height (cm)", .amount, input: \.height) {
        $0.body.heightCentimetres.map(FieldValue.amount) ?? .none
    }
    public static let activity = GoalField(
        "activity", "How active you are", choices(none: "Not given", BodyProfile.Activity.allCases, label: \.label),
        input: \.activity
    ) { $0.body.activity.map { .text($0.rawValue) } ?? .none }
    public static let goalDirection = GoalField(
        "goalDirection", "Steer my calorie target",
        choices(none: "No: I set my own", GoalPlan.Direction.allCases) { "To \($0.rawValue) weight" },
        input: \.goalDirection
    ) { $0.plan.direction.map { .text($0.rawValue) } ?? .none }
    public static let goalRate = GoalField(
        "goalRatePercent", "Rate (% of body weight a week)", .amount, input: \.goalRate, nullClears: false
    ) { .amount($0.plan.ratePercent) }
    public static let targetWeight = GoalField(
        "targetWeight", "Or a target weight (in your unit)", .amount, input: \.targetWeight
    ) { goals in
        goals.plan.targetKilograms.map { .amount((goals.weightUnit.amount(ofKilograms: $0) * 10).rounded() / 10) }
            ?? .none
    }
    public static let targetDate = GoalField("targetDate", "To reach by", .date, input: \.targetDate) {
        $0.plan.targetDate.map(FieldValue.date) ?? .none
    }
    public static let checkInDay = GoalField(
        "checkInDay", "Check in on",
        .choice(MealDate.weekdays.map { .init($0.lowercased(), $0) }), input: \.checkInDay, nullClears: false
    ) { .text(MealDate.weekdays[$0.plan.checkInDay].lowercased()) }
    public static let proteinPerKilogram = GoalField(
        "proteinPerKg", "Protein (g per kg of body weight)", .amount, input: \.proteinPerKilogram, nullClears: false
    ) { .amount($0.plan.proteinPerKilogram) }
    public static let fatPercent = GoalField(
        "fatPercent", "Fat (% of calories; carbs take the rest)", .amount, input: \.fatPercent, nullClears: false
    ) { .amount($0.plan.fatPercent) }
}
