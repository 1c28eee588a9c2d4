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

extension ExpenditureStudy {
    public struct Steering: Sendable {
        /// Per person, |the weight change lived − the change aimed for|, kg a week.
        public let errors: [Double]
        /// Per person, the change aimed for and lived, kg a week.
        public let aimed: [Double]
        public let lived: [Double]
        /// Per person, the share they leave out of the log.
        public let underReporting: [Double]
        public var median: Double { errors.quantile(0.5) }
        public var p90: Double { errors.quantile(0.9) }

        /// The median error of those who leave out at least `share` of what they eat.
        public func median(underReportingAtLeast share: Double) -> Double {
            zip(errors, underReporting).filter { $0.1 >= share }.map(\.0).quantile(0.5)
        }
    }

    /// The plans the cohort steers by, in turn: lose 0.5 % or 0.75 % a week, keep, gain 0.25 %.
    public static let plans: [GoalPlan] = [
        GoalPlan(direction: .lose, ratePercent: 0.5), GoalPlan(direction: .lose, ratePercent: 0.75),
        GoalPlan(direction: .keep), GoalPlan(direction: .gain, ratePercent: 0.25),
    ]

    /// Each member logs `settle` days eating their share of maintenance, then checks in every
    /// week for `weeks` weeks, takes each target and eats so that their log shows it (what
    /// they leave out of the log, they still eat). The change of body weight (water aside)
    /// over the weeks against the change the check-ins aimed for.
    public static func steering(
        _ members: [Cohort.Member], settle: Int = 21, weeks: Int = 12, coach settings: Coach.Settings = .init()
    ) -> Steering {
        var (errors, aimed, lived, under) = ([Double](), [Double](), [Double](), [Double]())
        for (index, member) in members.enumerated() {
            let plan = plans[index % plans.count]
            let coach = Coach(profile: member.profile, plan: plan, settings: settings)
            let estimator = ExpenditureEstimator(profile: member.profile)
            var person = SimulatedPerson(member.traits, seed: member.seed)
            var (intake, weighings) = ([MealDate: Double](), [MealDate: Double]())
            var target = 2_000
            var checkIns: [CheckIn] = []
            var start = 0.0
            let maintenance = person.maintenance
            for day in 0..<(settle + 7 * weeks) {
                let date = Cohort.start.adding(days: day)
                if day == settle { start = person.kilograms }
                let record = person.live { weighing in
                    if let weighing { weighings[date] = weighing }
                    if day >= settle, (day - settle) % 7 == 0 {
                        let run = estimator.run(intake: intake, weighings: weighings, through: date)
                        if let checkIn = coach.checkIn(
                            on: date, run: run, intake: intake, currentTarget: target, previous: checkIns.last)
                        {
                            checkIns.append(checkIn)
                            target = checkIn.target
                        }
                    }
                    return day < settle
                        ? member.traits.intakeShare * maintenance
                        : Double(target) / (1 - member.traits.underReporting)
                }
                if let logged = record.logged { intake[date] = logged }
            }
            guard !checkIns.isEmpty else { continue }
            let aim = checkIns.map(\.weeklyChange).reduce(0, +) / Double(checkIns.count)
            let change = (person.kilograms - start) / Double(weeks)
            aimed.append(aim)
            lived.append(change)
            errors.append(abs(change - aim))
            under.append(member.traits.underReporting)
        }
        return Steering(errors: errors, aimed: aimed, lived: lived, underReporting: under)
    }
}
