import Foundation

/// The weekly check-in: from the expenditure estimate and the plan, the calorie target, with
/// protein, fat and carbs, and the reason in words. A target moves at most
/// ``Settings/largestChange`` from one check-in to the next, and never below the floor.
public struct Coach: Sendable {
    public struct Settings: Sendable {
        /// The most a check-in moves the target from the last check-in's, kcal.
        public var largestChange = 200
        /// The least target set, kcal a day: a common clinical floor without supervision.
        public var floorFemale = 1_200
        public var floorMale = 1_500
        /// A previous check-in older than this is not compared with (the estimate restarted, or
        /// the person paused).
        public var comparableDays = 21

        public init() {}
    }

    public var profile: BodyProfile?
    public var plan: GoalPlan
    public var settings: Settings

    public init(profile: BodyProfile?, plan: GoalPlan, settings: Settings = Settings()) {
        (self.profile, self.plan, self.settings) = (profile, plan, settings)
    }

    public var floor: Int { profile?.sex == .male ? settings.floorMale : settings.floorFemale }

    /// The check-in on `date` from a run of the estimator through it, the logged intake, the
    /// daily calorie goal in force and the last check-in; nil without an estimate that day.
    public func checkIn(
        on date: MealDate, run: ExpenditureEstimator.Run, intake: [MealDate: Double], currentTarget: Int,
        previous: CheckIn?
    ) -> CheckIn? {
        guard let estimate = run.estimates.last(where: { $0.date <= date }), estimate.date == date else { return nil }
        let kilograms = estimate.trendWeight
        let weekly = plan.weeklyChange(kilograms: kilograms, on: date)
        let density = ExpenditureEstimator(profile: profile).density(kilograms: kilograms, on: date)
        let ideal = Int(((estimate.kcal + weekly * density / 7) / 10).rounded()) * 10
        let comparable = previous.flatMap {
            $0.date < date && $0.date.days(to: date) <= settings.comparableDays ? $0 : nil
        }
        var target = ideal
        var held: Int?
        if let last = comparable?.target, abs(ideal - last) > settings.largestChange {
            target = ideal > last ? last + settings.largestChange : last - settings.largestChange
            held = ideal
        }
        let floored = target < floor
        target = max(target, floor)
        let proteinGrams = min(plan.proteinPerKilogram * kilograms, 0.4 * Double(target) / 4)
        let protein = Int((proteinGrams / 5).rounded()) * 5
        let fat = Int((plan.fatPercent / 100 * Double(target) / 9).rounded())
        let carbs = max(0, Int(((Double(target) - 4 * Double(protein) - 9 * Double(fat)) / 4).rounded()))
        var sentences = [
            estimateSentence(estimate, comparedWith: comparable, run: run, intake: intake, density: density)
        ]
        sentences.append(targetSentence(weekly: weekly, kilograms: kilograms, target: target, was: currentTarget))
        if let held {
            sentences.append(
                "It would be \(held.grouped) kcal; a check-in moves it by at most \(settings.largestChange) kcal, so the rest follows next week."
            )
        }
        if floored { sentences.append("It is held at \(floor.grouped) kcal, the least Morsel sets.") }
        if let doubtful = run.doubtful.last, doubtful.days(to: date) < 14 {
            sentences.append(
                "The weighing of \(doubtful.longLabel) is far from your trend and left out until you confirm it.")
        }
        return CheckIn(
            date: date, estimate: estimate, weeklyChange: weekly, target: target, protein: protein, fat: fat,
            carbs: carbs, previousTarget: currentTarget, reason: sentences.joined(separator: " "))
    }

    private func estimateSentence(
        _ estimate: ExpenditureEstimate, comparedWith previous: CheckIn?, run: ExpenditureEstimator.Run,
        intake: [MealDate: Double], density: Double
    ) -> String {
        let kcal = Int(estimate.kcal.rounded())
        guard let previous else {
            switch estimate.basis {
            case .formula where profile == nil:
                return
                    "Your expenditure is taken as \(kcal.grouped) kcal a day, a starting guess: give your body details in Settings for a better one, and keep logging and weighing to measure it."
            case .formula:
                return
                    "Your expenditure is estimated at \(kcal.grouped) kcal a day by the formula (age, sex, height, weight and activity): too few days are logged and weighed yet to measure it."
            case .blend:
                return
                    "Your expenditure is estimated at \(kcal.grouped) kcal a day from \(estimate.days) days logged and your weighings, leaning on the formula until there are more."
            case .measured:
                return
                    "Your expenditure is measured at \(kcal.grouped) kcal a day from \(estimate.days) days logged and your weighings."
            }
        }
        let change = kcal - Int(previous.estimate.kcal.rounded())
        guard abs(change) >= 25 else {
            return "Your expenditure estimate held at \(kcal.grouped) kcal a day (\(estimate.days) days logged)."
        }
        let moved =
            "Your expenditure estimate \(change > 0 ? "rose" : "fell") by \(abs(change)) kcal to \(kcal.grouped) a day"
        // What the week's logged intake predicted of the trend weight, at the last estimate.
        let days = run.estimates.filter { $0.date >= previous.date && $0.date < estimate.date }
        let logged = days.compactMap { intake[$0.date] }
        let usual = logged.isEmpty ? 0 : ExpenditureEstimator.median(logged)
        let predicted = days.reduce(0.0) { sum, day in
            guard let eaten = intake[day.date], eaten >= 0.6 * usual else { return sum }
            return sum + (eaten - previous.estimate.kcal) / density
        }
        let gap = (estimate.trendWeight - previous.estimate.trendWeight) - predicted
        if abs(gap) >= 0.05, (gap < 0) == (change > 0) {
            let kilograms = Nutrition.format(amount: (abs(gap) * 10).rounded() / 10)
            return
                "\(moved): your trend weight is \(kilograms) kg \(gap < 0 ? "lower" : "higher") than your logged intake predicted."
        }
        return "\(moved), with \(estimate.days) days logged."
    }

    private func targetSentence(weekly: Double, kilograms: Double, target: Int, was: Int) -> String {
        let rate = Nutrition.format(amount: (abs(weekly) * 100).rounded() / 100)
        let aim: String
        if let targetKilograms = plan.targetKilograms, let targetDate = plan.targetDate {
            let goal = "\(Nutrition.format(amount: targetKilograms)) kg by \(targetDate.longLabel)"
            aim =
                weekly == 0
                ? "With \(goal) reached or its date come, to keep your weight"
                : "To reach \(goal), \(weekly < 0 ? "losing" : "gaining") \(rate) kg a week"
        } else {
            switch plan.direction {
            case .lose?: aim = "To lose \(rate) kg a week"
            case .gain?: aim = "To gain \(rate) kg a week"
            case .keep?, nil: aim = "To keep your weight"
            }
        }
        return "\(aim), the target is \(target.grouped) kcal"
            + (target == was ? " (unchanged)." : " (was \(was.grouped)).")
    }
}
