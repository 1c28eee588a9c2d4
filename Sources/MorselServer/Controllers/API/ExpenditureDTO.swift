import Foundation
import MorselCore
import MorselServices

/// `GET /api/v1/expenditure`: the estimate on a date (null figures before the first
/// weighing), what it rests on, the weighings asked about, the calorie target and where it
/// came from, the check-ins, the estimate day by day beside the logged intake, and the
/// settings it is made with.
struct ExpenditureDTO: Encodable, Sendable {
    /// An estimate's figures, whole kcal.
    struct Figures: Sendable {
        let kcal: Int
        let low: Int
        let high: Int
        let basis: String
        let days: Int

        init(_ estimate: ExpenditureEstimate) {
            (kcal, low, high) = (estimate.shownKcal, estimate.shownLow, estimate.shownHigh)
            (basis, days) = (estimate.basis.rawValue, estimate.days)
        }
    }

    struct Day: Encodable, Sendable {
        let date: String
        let kcal: Int
        let low: Int
        let high: Int
        /// What was logged that day; null when nothing was.
        @EncodedAsNull var intake: Int?
        let trendWeight: Double
    }

    struct Weighing: Encodable, Sendable {
        let date: String
        let weight: Double
    }

    struct Target: Encodable, Sendable {
        let kcal: Int
        /// `check-in` when the latest accepted check-in set it, `own` otherwise.
        let source: String
        @EncodedAsNull var checkIn: String?
    }

    let date: String
    @EncodedAsNull var kcal: Int?
    @EncodedAsNull var low: Int?
    @EncodedAsNull var high: Int?
    /// `formula`, `blend` or `measured`; `none` before the first weighing.
    let basis: String
    let days: Int
    /// The formula's figure at the trend weight, beside it; null without body details.
    @EncodedAsNull var formula: Int?
    @EncodedAsNull var trendWeight: Double?
    let unit: String
    /// What the estimate rests on, in a sentence.
    let status: String
    /// Weighings far from the trend, left out until confirmed (`PUT /api/v1/weights/{date}` with `"confirmed": true`).
    let doubtfulWeighings: [Weighing]
    let target: Target
    @EncodedAsNull var pending: CheckInDTO?
    /// Newest first.
    let checkIns: [CheckInDTO]
    /// The estimate day by day from `from`, with the day's logged intake.
    let history: [Day]
    /// The body details and the plan, under the keys of `PATCH /api/v1/settings`.
    let settings: [String: FieldValue]

    init(_ report: Coaching.Report, from: MealDate) {
        let unit = report.goals.weightUnit
        func weight(_ kilograms: Double) -> Double { (unit.amount(ofKilograms: kilograms) * 10).rounded() / 10 }
        date = report.date.iso
        let figures = report.estimate.map(Figures.init)
        kcal = figures?.kcal
        low = figures?.low
        high = figures?.high
        basis = figures?.basis ?? "none"
        days = figures?.days ?? 0
        formula = report.estimate?.formula.map { Int($0.rounded()) }
        trendWeight = report.estimate.map { weight($0.trendWeight) }
        self.unit = unit.rawValue
        status = report.status
        doubtfulWeighings = report.doubtful.map { Weighing(date: $0.date.iso, weight: weight($0.kilograms)) }
        let accepted = report.acceptedTarget
        target = Target(
            kcal: report.goals.dailyCalories, source: accepted == nil ? "own" : "check-in", checkIn: accepted?.date.iso)
        pending = report.pending.map { CheckInDTO($0, unit: unit) }
        checkIns = report.checkIns.map { CheckInDTO($0, unit: unit) }
        history = report.run.estimates.filter { $0.date >= from }.map { estimate in
            let figures = Figures(estimate)
            return Day(
                date: estimate.date.iso, kcal: figures.kcal, low: figures.low, high: figures.high,
                intake: report.intake[estimate.date].map { Int($0.rounded()) },
                trendWeight: weight(estimate.trendWeight))
        }
        let keys = Set((GoalsInput.bodyFields + GoalsInput.steeringFields).map(\.key))
        settings = GoalsInput.values(of: report.goals).filter { keys.contains($0.key) }
    }
}
