import Foundation
import MorselCore

/// The figures issue 37 holds the expenditure estimate to, measured on a simulated cohort:
/// printed by `morsel-bench expenditure` and held by `ExpenditureSimulationTests` with floors.
public enum ExpenditureStudy {
    /// Errors in kcal a day, absolute, across the cohort.
    public struct Errors: Sendable {
        public let values: [Double]
        public var median: Double { values.quantile(0.5) }
        public var p90: Double { values.quantile(0.9) }
    }

    public struct Accuracy: Sendable {
        /// Against what keeps the person steady in the calories they log: what a target needs.
        public let estimate: Errors
        /// Against what the body burned, under-reporting and all.
        public let estimateAgainstBurned: Errors
        /// The formula alone (the person's profile at their weight) against what the body burned.
        public let formula: Errors
    }

    /// Each member lives `days` days eating their share of maintenance; the estimate on the
    /// last day against the truth (``SimulatedRecord/truth(at:)``).
    public static func accuracy(
        _ members: [Cohort.Member], days: Int = 21, settings: ExpenditureEstimator.Settings = .init()
    ) -> Accuracy {
        var (estimate, burned, formula) = ([Double](), [Double](), [Double]())
        for member in members {
            guard let (record, latest) = lived(member, days: days, settings: settings) else { continue }
            let last = days - 1
            let truth = record.truth(at: last)
            estimate.append(abs(latest.kcal - truth.logged))
            burned.append(abs(latest.kcal - truth.burned))
            let kilograms = record.days[last].kilograms
            formula.append(
                abs(member.profile.formulaExpenditure(kilograms: kilograms, on: record.date(last)) - truth.burned))
        }
        return Accuracy(
            estimate: Errors(values: estimate), estimateAgainstBurned: Errors(values: burned),
            formula: Errors(values: formula))
    }

    public struct Tracking: Sendable {
        /// The estimate's error against the new truth, `after` days after the change.
        public let errors: Errors
        public let after: Int
        /// The share of people within 100 kcal by then.
        public var within100: Double { Double(errors.values.filter { $0 <= 100 }.count) / Double(errors.values.count) }
    }

    /// Each member settles for `settle` days, then moves 300 kcal a day more; the estimate
    /// `after` days later against the new truth.
    public static func tracking(
        _ members: [Cohort.Member], settle: Int = 42, after: Int = 21, change: Double = 300,
        settings: ExpenditureEstimator.Settings = .init()
    ) -> Tracking {
        var errors: [Double] = []
        for var member in members {
            (member.traits.activityChange, member.traits.activityChangeDay) = (change, settle)
            let days = settle + after + 1
            guard let (record, latest) = lived(member, days: days, settings: settings) else { continue }
            errors.append(abs(latest.kcal - record.truth(at: days - 1).logged))
        }
        return Tracking(errors: Errors(values: errors), after: after)
    }

    /// `member` lives `days` days eating their share of maintenance; what Morsel saw, and its
    /// estimate on the last day.
    private static func lived(_ member: Cohort.Member, days: Int, settings: ExpenditureEstimator.Settings)
        -> (SimulatedRecord, ExpenditureEstimate)?
    {
        let record = SimulatedRecord(member, days: days) { person, _ in member.traits.intakeShare * person.maintenance }
        let seen = record.seen(through: days - 1)
        let run = ExpenditureEstimator(profile: member.profile, settings: settings).run(
            intake: seen.intake, weighings: seen.weighings, through: record.date(days - 1))
        return run.latest.map { (record, $0) }
    }
}
