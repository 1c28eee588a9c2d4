import Foundation
import MorselCore
import Testing

@Suite("Expenditure: the formula, the energy in a kilogram, and the estimate from log and weighings")
struct ExpenditureEstimatorTests {
    static let start = MealDate(iso: "2026-03-02")!
    static let profile = BodyProfile(sex: .male, birthYear: 1996, heightCentimetres: 180, activity: .moderate)

    /// `days` days eating (and logging) `kcal`, weighed each morning at `kilograms` plus `change` a day.
    static func steady(
        days: Int, kcal: Double?, kilograms: Double = 80, change: Double = 0, skip: (Int) -> Bool = { _ in false }
    ) -> (intake: [MealDate: Double], weighings: [MealDate: Double]) {
        var intake: [MealDate: Double] = [:]
        var weighings: [MealDate: Double] = [:]
        for day in 0..<days {
            let date = start.adding(days: day)
            if let kcal, !skip(day) { intake[date] = kcal }
            weighings[date] = kilograms + change * Double(day)
        }
        return (intake, weighings)
    }

    @Test("the formula is Mifflin–St Jeor times the activity factor")
    func formula() {
        // 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1,780 kcal at rest; × 1.55.
        #expect(Self.profile.restingEnergy(kilograms: 80, on: Self.start) == 1_780)
        #expect(abs(Self.profile.formulaExpenditure(kilograms: 80, on: Self.start) - 2_759) < 0.01)
        let woman = BodyProfile(sex: .female, birthYear: 1976, heightCentimetres: 165, activity: .sedentary)
        #expect(
            abs(woman.formulaExpenditure(kilograms: 65, on: Self.start) - (650 + 1_031.25 - 250 - 161) * 1.2) < 0.01)
    }

    @Test("a kilogram holds less energy in a lean body than in a fat one (Forbes' split)")
    func density() {
        let lean = EnergyDensity.perKilogram(fatMass: 8)
        let usual = EnergyDensity.perKilogram(fatMass: 20)
        let fat = EnergyDensity.perKilogram(fatMass: 50)
        #expect(lean < usual && usual < fat)
        #expect(abs(usual - 6_850) < 50, "\(usual)")
        #expect(fat < EnergyDensity.fat && lean > EnergyDensity.lean)
    }

    @Test(
        "no weighing, no estimate; the first days lean on the formula (in logged calories), four weeks later on the log"
    )
    func formulaThenMeasured() throws {
        let estimator = ExpenditureEstimator(profile: Self.profile)
        #expect(estimator.run(intake: [:], weighings: [:], through: Self.start).estimates.isEmpty)
        let data = Self.steady(days: 42, kcal: 2_400)
        let run = estimator.run(intake: data.intake, weighings: data.weighings, through: Self.start.adding(days: 41))
        let first = try #require(run.estimates.first)
        // The formula's figure, less what people typically leave out of a log.
        #expect(first.basis == .formula && abs(first.kcal - 2_759 * 0.9) < 1)
        #expect(first.formula.map { abs($0 - 2_759) < 1 } == true)
        let last = try #require(run.latest)
        #expect(last.basis == .measured, "\(last)")
        #expect(abs(last.kcal - 2_400) < 80, "weight steady on 2,400 logged: \(last.kcal)")
        #expect(last.low < last.kcal && last.kcal < last.high && last.high - last.low < first.high - first.low)
        #expect(last.days == 28)
    }

    @Test("losing weight on a logged intake: the expenditure is the intake plus the energy the loss released")
    func losing() throws {
        // 0.5 kg a week off an 80 kg man: ~490 kcal a day at ~6,850 kcal/kg.
        let data = Self.steady(days: 56, kcal: 2_000, change: -0.5 / 7)
        let run = ExpenditureEstimator(profile: Self.profile).run(
            intake: data.intake, weighings: data.weighings, through: Self.start.adding(days: 55))
        let last = try #require(run.latest)
        #expect(abs(last.kcal - 2_490) < 100, "\(last.kcal)")
    }

    @Test("a day not logged is left out, never counted as zero; a day plainly logged in part too")
    func missingDays() throws {
        let estimator = ExpenditureEstimator(profile: Self.profile)
        let end = Self.start.adding(days: 41)
        let everyOther = Self.steady(days: 42, kcal: 2_400) { $0 % 2 == 1 }
        let sparse = try #require(
            estimator.run(intake: everyOther.intake, weighings: everyOther.weighings, through: end).latest)
        #expect(abs(sparse.kcal - 2_400) < 120, "half the days unlogged: \(sparse.kcal)")
        #expect(sparse.days == 14)
        var partial = Self.steady(days: 42, kcal: 2_400)
        for day in stride(from: 10, to: 42, by: 4) { partial.intake[Self.start.adding(days: day)] = 700 }
        let withPartial = try #require(
            estimator.run(intake: partial.intake, weighings: partial.weighings, through: end).latest)
        #expect(
            abs(withPartial.kcal - 2_400) < 80, "a breakfast-only day is not a day of 700 kcal: \(withPartial.kcal)")
    }

    @Test("an absurd weighing (7.8 for 78) moves nothing until it is confirmed")
    func absurdWeighing() throws {
        let end = Self.start.adding(days: 34)
        let clean = Self.steady(days: 35, kcal: 2_400)
        var typo = clean
        let day = Self.start.adding(days: 30)
        typo.weighings[day] = 8.0
        let estimator = ExpenditureEstimator(profile: Self.profile)
        // As if that morning had not been weighed at all.
        var skipped = clean
        skipped.weighings[day] = nil
        let before = estimator.run(intake: skipped.intake, weighings: skipped.weighings, through: end)
        let after = estimator.run(intake: typo.intake, weighings: typo.weighings, through: end)
        #expect(after.doubtful == [day])
        #expect(after.estimates == before.estimates)
        let confirmed = ExpenditureEstimator(profile: Self.profile, confirmed: [day]).run(
            intake: typo.intake, weighings: typo.weighings, through: day)
        #expect(confirmed.doubtful.isEmpty)
        #expect(try #require(confirmed.latest).trendWeight < 20, "a confirmed weighing is taken as real")
    }

    @Test("a long gap starts the estimate afresh from the formula")
    func gap() throws {
        var data = Self.steady(days: 42, kcal: 2_000)
        let back = Self.start.adding(days: 80)
        data.weighings[back] = 80
        let run = ExpenditureEstimator(profile: Self.profile).run(
            intake: data.intake, weighings: data.weighings, through: back)
        #expect(run.estimates.first { $0.date == Self.start.adding(days: 41) }?.basis == .measured)
        let restarted = try #require(run.latest)
        #expect(restarted.basis == .formula && abs(restarted.kcal - 2_759 * 0.9) < 1)
    }

    @Test("without a body profile it starts from a loose guess and measures all the same")
    func withoutProfile() throws {
        let data = Self.steady(days: 42, kcal: 2_900)
        let run = ExpenditureEstimator(profile: nil).run(
            intake: data.intake, weighings: data.weighings, through: Self.start.adding(days: 41))
        let last = try #require(run.latest)
        #expect(last.formula == nil && abs(last.kcal - 2_900) < 100, "\(last.kcal)")
    }
}
