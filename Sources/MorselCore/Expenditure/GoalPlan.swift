import Foundation

/// What a person wants their weight to do, which the weekly check-in steers the calorie target
/// toward: lose, keep or gain, at a rate (a share of body weight a week) or to a target weight
/// by a date; the day of the week to check in; and how the target splits into protein, fat and
/// carbs. With no direction the person sets their own target and nothing is steered.
public struct GoalPlan: Hashable, Sendable {
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case lose, keep, gain
    }

    /// nil: not steered (the target is the person's own).
    public var direction: Direction?
    /// Percent of body weight a week (0.5: 0.5 % a week), for lose and gain.
    public var ratePercent: Double
    /// A weight to reach by ``targetDate``: when both are set they decide the rate.
    public var targetKilograms: Double?
    public var targetDate: MealDate?
    /// 0 for Monday … 6 for Sunday, as ``MealDate/weekdayIndex``.
    public var checkInDay: Int
    /// Protein, grams for each kilogram of trend weight.
    public var proteinPerKilogram: Double
    /// Fat, percent of the target's energy; carbs take the rest.
    public var fatPercent: Double

    public static let rates: ClosedRange<Double> = 0.1...1.5
    /// The fastest a target weight and date may ask for, percent a week: faster is held here.
    public static let fastestLoss = 1.0
    public static let fastestGain = 0.5

    public init(
        direction: Direction? = nil, ratePercent: Double = 0.5, targetKilograms: Double? = nil,
        targetDate: MealDate? = nil, checkInDay: Int = 0, proteinPerKilogram: Double = 1.6, fatPercent: Double = 30
    ) {
        (self.direction, self.ratePercent, self.targetKilograms, self.targetDate) = (
            direction, ratePercent, targetKilograms, targetDate
        )
        (self.checkInDay, self.proteinPerKilogram, self.fatPercent) = (checkInDay, proteinPerKilogram, fatPercent)
    }

    public static let off = GoalPlan()

    public var isSteering: Bool { direction != nil }

    /// The change of weight to aim for, kg a week (negative to lose), at `kilograms` on `date`.
    /// A target weight and date ask for the straight line there, no faster than the fastest
    /// rates above; once the date has passed or the weight is reached, it keeps.
    public func weeklyChange(kilograms: Double, on date: MealDate) -> Double {
        guard let direction else { return 0 }
        if let targetKilograms, let targetDate {
            let weeks = Double(date.days(to: targetDate)) / 7
            let remaining = targetKilograms - kilograms
            guard weeks >= 1, abs(remaining) >= 0.2 else { return 0 }
            let fastest = kilograms * (remaining < 0 ? Self.fastestLoss : Self.fastestGain) / 100
            return min(max(remaining / weeks, -fastest), fastest)
        }
        let rate = kilograms * ratePercent / 100
        switch direction {
        case .lose: return -rate
        case .keep: return 0
        case .gain: return rate
        }
    }

    /// The check-in on or before `date`: the latest day that is the person's check-in day.
    public func checkInDate(onOrBefore date: MealDate) -> MealDate {
        date.adding(days: -((date.weekdayIndex - checkInDay + 7) % 7))
    }
}
