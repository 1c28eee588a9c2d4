import Foundation

/// What a person burns in a day as Morsel estimates it on one date, in the calories they log.
public struct ExpenditureEstimate: Hashable, Sendable {
    /// Where the figure comes from: the formula alone (too little logged and weighed yet),
    /// the person's own log and weighings, or a blend moving from one to the other.
    public enum Basis: String, Hashable, Sendable {
        case formula, blend, measured
    }

    public let date: MealDate
    /// kcal a day, and the range it lies in 19 times in 20.
    public let kcal: Double
    public let low: Double
    public let high: Double
    /// Complete days logged among the last 28, which it rests on.
    public let days: Int
    public let basis: Basis
    /// The formula's figure at today's trend weight, beside it; nil without a body profile.
    public let formula: Double?
    /// The weight the estimate holds for today, kg: the weighings with their day-to-day water taken out.
    public let trendWeight: Double

    /// The figures as shown, whole kcal, and the range as "2,100 to 2,520".
    public var shownKcal: Int { Int(kcal.rounded()) }
    public var shownLow: Int { Int(low.rounded()) }
    public var shownHigh: Int { Int(high.rounded()) }
    public var range: String { "\(shownLow.grouped) to \(shownHigh.grouped)" }

    public init(
        date: MealDate, kcal: Double, low: Double, high: Double, days: Int, basis: Basis, formula: Double?,
        trendWeight: Double
    ) {
        (self.date, self.kcal, self.low, self.high, self.days, self.basis, self.formula, self.trendWeight) = (
            date, kcal, low, high, days, basis, formula, trendWeight
        )
    }
}
