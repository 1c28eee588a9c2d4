import Foundation
import MorselCore

/// A cohort of simulated people who vary in size, sex, age, activity and habits, the same on
/// every run for a seed; and how each describes themselves to a formula.
public enum Cohort {
    /// The day the simulations start (a Monday).
    public static let start = MealDate(iso: "2026-01-05")!

    public struct Member: Sendable {
        public var traits: SimulatedPerson.Traits
        public let seed: UInt64
        /// What they tell Morsel: sex, year of birth, height, and the activity level they think
        /// fits (a third of people pick one a step off).
        public let profile: BodyProfile
    }

    public static func members(_ count: Int, seed: UInt64 = 37) -> [Member] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let male = random.uniform() < 0.5
            let age = random.uniform(20...70)
            let height = male ? 176 + 7 * random.normal() : 163 + 6.5 * random.normal()
            let bmi = min(max(26 + 4.5 * random.normal(), 18.5), 42)
            let kilograms = bmi * (height / 100) * (height / 100)
            let fatPercent = min(max(1.2 * bmi + 0.23 * age - 10.8 * (male ? 1 : 0) - 5.4 + 4 * random.normal(), 8), 55)
            let activity = random.uniform(1.3...1.9)
            let traits = SimulatedPerson.Traits(
                male: male, age: age, heightCentimetres: height, kilograms: kilograms, fatShare: fatPercent / 100,
                activityLevel: activity, restingOffset: 0.07 * random.normal(),
                intakeShare: random.uniform(0.7...1.1), underReporting: random.uniform(0...0.2),
                unloggedDays: random.uniform(0...0.25), halfLoggedDays: random.uniform(0...0.1),
                skippedWeighings: random.uniform(0...0.5), waterSwing: random.uniform(1...1.5))
            var level = BodyProfile.Activity.allCases.min { abs($0.factor - activity) < abs($1.factor - activity) }!
            if random.uniform() < 1.0 / 3 {
                let levels = BodyProfile.Activity.allCases
                let at = levels.firstIndex(of: level)!
                level = levels[random.uniform() < 0.5 ? max(at - 1, 0) : min(at + 1, levels.count - 1)]
            }
            let profile = BodyProfile(
                sex: male ? .male : .female, birthYear: start.year - Int(age.rounded()),
                heightCentimetres: (height * 2).rounded() / 2, activity: level)
            return Member(traits: traits, seed: seed &+ UInt64(index) &* 7919, profile: profile)
        }
    }
}

/// A member's days lived and what Morsel saw of them.
public struct SimulatedRecord: Sendable {
    public let days: [SimulatedPerson.Day]

    /// Lives `count` days eating `plan(person, day)`.
    public init(_ member: Cohort.Member, days count: Int, plan: (SimulatedPerson, Int) -> Double) {
        var person = SimulatedPerson(member.traits, seed: member.seed)
        var days: [SimulatedPerson.Day] = []
        for index in 0..<count { days.append(person.live(eating: plan(person, index))) }
        self.days = days
    }

    public func date(_ index: Int) -> MealDate { Cohort.start.adding(days: index) }

    /// What the body burned these days, in burned and in logged calories: the mean of the
    /// week ending on day `last`, so one day's appetite (and the heat of digesting it) does
    /// not make the truth.
    public func truth(at last: Int) -> (burned: Double, logged: Double) {
        let week = days[max(last - 6, 0)...last]
        let count = Double(week.count)
        return (week.map(\.expenditure).reduce(0, +) / count, week.map(\.loggedExpenditure).reduce(0, +) / count)
    }

    /// What Morsel holds: logged energy and weighings by day, through `last`.
    public func seen(through last: Int) -> (intake: [MealDate: Double], weighings: [MealDate: Double]) {
        var intake: [MealDate: Double] = [:]
        var weighings: [MealDate: Double] = [:]
        for day in days.prefix(last + 1) {
            if let logged = day.logged { intake[date(day.index)] = logged }
            if let weighing = day.weighing { weighings[date(day.index)] = weighing }
        }
        return (intake, weighings)
    }
}

extension Array where Element == Double {
    /// The value `share` of the way up the sorted values (0.5: the median).
    public func quantile(_ share: Double) -> Double {
        guard !isEmpty else { return .nan }
        let sorted = self.sorted()
        return sorted[Swift.min(Int((Double(count - 1) * share).rounded()), count - 1)]
    }
}
