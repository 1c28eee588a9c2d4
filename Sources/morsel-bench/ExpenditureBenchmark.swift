import ArgumentParser
import BodySimulator
import Foundation
import MorselCore

/// The expenditure estimate on a simulated cohort (issue 37's figures), and how long a year
/// of one person's data takes.
struct ExpenditureBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expenditure", abstract: "The expenditure estimate on a simulated cohort, and its speed.")

    @Option(help: "How many simulated people.") var people = 200
    @Option(help: "The cohort's seed.") var seed: UInt64 = 37

    func run() {
        let members = Cohort.members(people, seed: seed)
        let accuracy = ExpenditureStudy.accuracy(members)
        func line(_ label: String, _ errors: ExpenditureStudy.Errors) {
            print(
                "  \(label.padding(toLength: 64, withPad: " ", startingAt: 0))"
                    + " median \(Int(errors.median.rounded()))  p90 \(Int(errors.p90.rounded())) kcal")
        }
        print("After 21 days, \(members.count) simulated people (seed \(seed)), absolute error:")
        line("estimate vs what keeps them steady, as they log", accuracy.estimate)
        line("estimate vs what the body burned", accuracy.estimateAgainstBurned)
        line("formula alone vs what the body burned (the baseline)", accuracy.formula)
        let tracking = ExpenditureStudy.tracking(members)
        print(
            "After +300 kcal a day of activity, \(tracking.after) days on: median error "
                + "\(Int(tracking.errors.median.rounded())), p90 \(Int(tracking.errors.p90.rounded())) kcal; "
                + "within 100 kcal: \(Int((tracking.within100 * 100).rounded())) %")
        let bound = ExpenditureStudy.bound(members)
        print("The best any estimator could do with the same weighings (InformationBound.swift):")
        line("after 21 days, knowing all but the level", bound.accuracy)
        line("21 days after the change, knowing its day and the level before", bound.tracking.errors)
        print("    within 100 kcal: \(Int((bound.tracking.within100 * 100).rounded())) %")
        let steering = ExpenditureStudy.steering(members)
        print(
            "Steered 12 weeks by weekly check-ins (lose 0.5 % or 0.75 %, keep, gain 0.25 % a week, in turn): "
                + "|lived − aimed| median \(String(format: "%.3f", steering.median)), "
                + "p90 \(String(format: "%.3f", steering.p90)) kg a week; "
                + "median of those who log 10–20 % short \(String(format: "%.3f", steering.median(underReportingAtLeast: 0.1)))"
        )

        // A year of one person's data, estimated day by day.
        let member = members[0]
        let record = SimulatedRecord(member, days: 365) { person, _ in person.maintenance }
        let seen = record.seen(through: 364)
        let estimator = ExpenditureEstimator(profile: member.profile)
        let clock = ContinuousClock()
        var runs = 0
        var checksum = 0.0
        let elapsed = clock.measure {
            while runs < 200 {
                checksum +=
                    estimator.run(intake: seen.intake, weighings: seen.weighings, through: record.date(364))
                    .latest?.kcal ?? 0
                runs += 1
            }
        }
        let (seconds, attoseconds) = (elapsed / runs).components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        print(
            "A year of data (365 days): \(String(format: "%.2f", milliseconds)) ms a run (mean of \(runs); "
                + "checksum \(Int(checksum / Double(runs))))")
    }
}
