import Foundation
import MorselCore
import Testing

@Suite("The weekly check-in: a target from the estimate and the plan, bounded, floored, and said why")
struct CoachTests {
    typealias Data = ExpenditureEstimatorTests
    static let profile = Data.profile

    /// The check-in on day `day` of a steady log of `kcal` with the weight moving `change` a day.
    static func checkIn(
        _ plan: GoalPlan, day: Int = 41, kcal: Double = 2_400, change: Double = 0, currentTarget: Int = 2_000,
        previous: CheckIn? = nil, profile: BodyProfile? = profile, settings: Coach.Settings = .init()
    ) throws -> CheckIn {
        let data = Data.steady(days: day + 1, kcal: kcal, change: change)
        let run = ExpenditureEstimator(profile: profile).run(
            intake: data.intake, weighings: data.weighings, through: Data.start.adding(days: day))
        return try #require(
            Coach(profile: profile, plan: plan, settings: settings).checkIn(
                on: Data.start.adding(days: day), run: run, intake: data.intake, currentTarget: currentTarget,
                previous: previous))
    }

    @Test("losing 0.5 % a week takes a kilogram's energy off the measured expenditure, with protein by weight")
    func lose() throws {
        let checkIn = try Self.checkIn(GoalPlan(direction: .lose, ratePercent: 0.5))
        // 0.4 kg a week of an 80 kg body with ~19 kg of fat (~6,800 kcal/kg): ~390 kcal a day.
        #expect(abs(checkIn.weeklyChange + 0.4) < 0.01)
        #expect((1_950...2_080).contains(checkIn.target), "\(checkIn.target)")
        #expect(checkIn.target % 10 == 0)
        #expect(checkIn.protein == 130, "1.6 g × 80 kg, to 5 g")
        #expect(abs(checkIn.fat - Int((0.3 * Double(checkIn.target) / 9).rounded())) <= 1)
        let energy = 4 * checkIn.protein + 9 * checkIn.fat + 4 * checkIn.carbs
        #expect(abs(energy - checkIn.target) <= 4, "macros add up to the target")
        #expect(checkIn.decision == .pending && checkIn.previousTarget == 2_000)
        #expect(checkIn.reason.contains("measured at"), "\(checkIn.reason)")
        #expect(checkIn.reason.contains("To lose 0.4 kg a week, the target is"), "\(checkIn.reason)")
        #expect(checkIn.reason.contains("(was 2,000)"))
    }

    @Test(
        "keep aims at the expenditure; gain adds; a target weight by a date decides the rate, no faster than 1 % a week"
    )
    func directions() throws {
        let keep = try Self.checkIn(GoalPlan(direction: .keep))
        #expect(keep.weeklyChange == 0 && abs(Double(keep.target) - keep.estimate.kcal) <= 5)
        let gain = try Self.checkIn(GoalPlan(direction: .gain, ratePercent: 0.25))
        #expect((keep.target + 170...keep.target + 220).contains(gain.target), "0.2 kg a week: ~190 kcal a day")
        let date = Data.start.adding(days: 41)
        // 10 kg in 10 weeks is 1 kg a week, more than 1 % of 80 kg: held at 0.8.
        let fast = GoalPlan(direction: .lose, targetKilograms: 70, targetDate: date.adding(days: 70))
        #expect(abs(fast.weeklyChange(kilograms: 80, on: date) + 0.8) < 1e-9)
        let gentle = GoalPlan(direction: .lose, targetKilograms: 76, targetDate: date.adding(days: 70))
        #expect(abs(gentle.weeklyChange(kilograms: 80, on: date) + 0.4) < 1e-9)
        let passed = GoalPlan(direction: .lose, targetKilograms: 76, targetDate: date.adding(days: -1))
        #expect(passed.weeklyChange(kilograms: 80, on: date) == 0)
        let reached = try Self.checkIn(
            GoalPlan(direction: .lose, targetKilograms: 80, targetDate: date.adding(days: 60)))
        #expect(reached.reason.contains("With 80 kg by"), "\(reached.reason)")
        #expect(GoalPlan.off.weeklyChange(kilograms: 80, on: date) == 0 && !GoalPlan.off.isSteering)
    }

    @Test("a check-in moves the target at most 200 kcal from the last one, and says the rest follows")
    func bounded() throws {
        let plan = GoalPlan(direction: .lose, ratePercent: 0.5)
        let first = try Self.checkIn(plan)
        let previous = CheckIn(
            date: Data.start.adding(days: 34), estimate: first.estimate, weeklyChange: -0.4, target: 2_600,
            protein: 130, fat: 80, carbs: 300, previousTarget: 2_600, reason: "")
        let next = try Self.checkIn(plan, previous: previous)
        #expect(next.target == 2_400, "\(next.target)")
        #expect(next.reason.contains("a check-in moves it by at most 200 kcal"), "\(next.reason)")
        // The first check-in, or one after a long pause, is not bounded.
        let paused = CheckIn(
            date: Data.start.adding(days: 7), estimate: first.estimate, weeklyChange: -0.4, target: 2_600,
            protein: 130, fat: 80, carbs: 300, previousTarget: 2_600, reason: "")
        #expect(try Self.checkIn(plan, previous: paused).target == first.target)
    }

    @Test("the target never goes under the floor: 1,200 kcal for a woman, 1,500 for a man")
    func floor() throws {
        let woman = BodyProfile(sex: .female, birthYear: 1960, heightCentimetres: 155, activity: .sedentary)
        let checkIn = try Self.checkIn(
            GoalPlan(direction: .lose, ratePercent: 1.5), kcal: 1_300, profile: woman)
        #expect(checkIn.target == 1_200, "\(checkIn.target)")
        #expect(checkIn.reason.contains("held at 1,200 kcal"))
        let man = try Self.checkIn(GoalPlan(direction: .lose, ratePercent: 1.5), kcal: 1_500)
        #expect(man.target == 1_500)
    }

    @Test("a rise in the estimate is explained by the trend weight against what the log predicted")
    func reason() throws {
        let plan = GoalPlan(direction: .keep)
        // Four weeks steady on 2,400, then a week losing 0.1 kg a day on the same log.
        let data = Data.steady(days: 29, kcal: 2_400)
        var weighings = data.weighings
        var intake = data.intake
        for day in 29...35 {
            let date = Data.start.adding(days: day)
            weighings[date] = 80 - 0.1 * Double(day - 28)
            intake[date] = 2_400
        }
        let estimator = ExpenditureEstimator(profile: Self.profile)
        let coach = Coach(profile: Self.profile, plan: plan)
        let first = try #require(
            coach.checkIn(
                on: Data.start.adding(days: 28),
                run: estimator.run(intake: intake, weighings: weighings, through: Data.start.adding(days: 28)),
                intake: intake, currentTarget: 2_000, previous: nil))
        let second = try #require(
            coach.checkIn(
                on: Data.start.adding(days: 35),
                run: estimator.run(intake: intake, weighings: weighings, through: Data.start.adding(days: 35)),
                intake: intake, currentTarget: first.target, previous: first))
        #expect(second.estimate.kcal > first.estimate.kcal + 50)
        #expect(second.reason.contains("Your expenditure estimate rose by"), "\(second.reason)")
        #expect(second.reason.contains("lower than your logged intake predicted"), "\(second.reason)")
    }

    @Test("without body details it says the figure is a guess; with few days, that it is the formula's")
    func littleData() throws {
        let guess = try Self.checkIn(GoalPlan(direction: .keep), day: 2, profile: nil)
        #expect(guess.estimate.basis == .formula && guess.reason.contains("a starting guess"), "\(guess.reason)")
        let formula = try Self.checkIn(GoalPlan(direction: .keep), day: 2)
        #expect(formula.reason.contains("by the formula"), "\(formula.reason)")
    }

    @Test("the check-in day is the latest such weekday on or before a date; accepting sets the goals")
    func dayAndAccept() throws {
        let sunday = MealDate(iso: "2026-03-08")!
        #expect(GoalPlan(checkInDay: 0).checkInDate(onOrBefore: sunday).iso == "2026-03-02")
        #expect(GoalPlan(checkInDay: 6).checkInDate(onOrBefore: sunday) == sunday)
        #expect(GoalPlan(checkInDay: 2).checkInDate(onOrBefore: sunday).iso == "2026-03-04")
        let checkIn = try Self.checkIn(GoalPlan(direction: .keep))
        let goals = checkIn.applied(to: .standard)
        #expect(goals.dailyCalories == checkIn.target && goals.protein == Double(checkIn.protein))
        #expect(goals.weeklyBudgetCents == Goals.standard.weeklyBudgetCents)
    }
}
