import Testing

@testable import MorselCore

@Suite("Insights over a period")
struct InsightsTests {
    let monday = MealDate(year: 2025, month: 3, day: 10)!

    func day(_ offset: Int, _ calories: Int, protein: Double = 0, fat: Double = 0, carbs: Double = 0, meals: Int = 1)
        -> DayTotals
    {
        DayTotals(
            date: monday.adding(days: offset),
            nutrition: Nutrition(calories: calories, protein: protein, fat: fat, carbs: carbs),
            meals: meals)
    }

    @Test("every day of the period appears, unlogged days as zero, and days over the goal are counted")
    func everyDay() {
        let insights = Insights(
            from: monday, to: monday.adding(days: 6), totals: [day(0, 1800), day(2, 2400), day(6, 2000)],
            plannedCosts: [:], goals: .standard)
        #expect(insights.days.count == 7)
        #expect(insights.days.map(\.nutrition.calories) == [1800, 0, 2400, 0, 0, 0, 2000])
        #expect(insights.days.map(\.isLogged) == [true, false, true, false, false, false, true])
        #expect(insights.daysOverGoal == 1, "2,000 kcal is on the goal, not over it")
        #expect(insights.loggedDays == 3)
        #expect(insights.averageCalories == 2067, "averaged over the logged days only: 6,200 / 3")
        #expect(insights.lastDays(2).map(\.date) == [monday.adding(days: 5), monday.adding(days: 6)])
    }

    @Test("an empty period has no average and no shares")
    func empty() {
        let insights = Insights(from: monday, to: monday, totals: [], plannedCosts: [:], goals: .standard)
        #expect(insights.days.count == 1)
        #expect(insights.averageCalories == nil)
        #expect(insights.shares == nil)
        #expect(insights.days[0].shares == nil)
    }

    @Test("energy shares use 4, 9 and 4 kcal per gram and add up to one")
    func shares() throws {
        // 100 g protein = 400 kcal, 40 g fat = 360 kcal, 60 g carbs = 240 kcal: 1,000 kcal in all.
        let shares = try #require(EnergyShares(Nutrition(calories: 1000, protein: 100, fat: 40, carbs: 60)))
        #expect(abs(shares.protein - 0.40) < 1e-9)
        #expect(abs(shares.fat - 0.36) < 1e-9)
        #expect(abs(shares.carbs - 0.24) < 1e-9)
        let insights = Insights(
            from: monday, to: monday.adding(days: 1),
            totals: [day(0, 500, protein: 50, fat: 0, carbs: 50), day(1, 500, protein: 50, fat: 40, carbs: 10)],
            plannedCosts: [:], goals: .standard)
        let period = try #require(insights.shares)
        // 100 g protein (400), 40 g fat (360), 60 g carbs (240) over both days.
        #expect(abs(period.fat - 0.36) < 1e-9)
        #expect(abs(period.protein + period.fat + period.carbs - 1) < 1e-9)
        #expect(insights.days[0].shares?.fat == 0)
    }

    @Test("planned spend is summed per whole ISO week against the budget, across a year end")
    func weeks() {
        // Sunday 28 December 2025 to Wednesday 7 January 2026: weeks 2025-W52, 2026-W01 and 2026-W02.
        let from = MealDate(year: 2025, month: 12, day: 28)!
        let to = MealDate(year: 2026, month: 1, day: 7)!
        let costs: [MealDate: Int] = [
            MealDate(year: 2025, month: 12, day: 22)!: 1000, // the Monday of 2025-W52, before the period but in its week
            MealDate(year: 2025, month: 12, day: 29)!: 3000,
            MealDate(year: 2026, month: 1, day: 4)!: 2500, // Sunday of 2026-W01
            MealDate(year: 2026, month: 1, day: 11)!: 700, // Sunday of 2026-W02, after the period
            MealDate(year: 2026, month: 1, day: 12)!: 9999, // 2026-W03: not shown
        ]
        let insights = Insights(from: from, to: to, totals: [], plannedCosts: costs, goals: .standard)
        #expect(insights.weeks.map(\.week.description) == ["2025-W52", "2026-W01", "2026-W02"])
        #expect(insights.weeks.map(\.plannedCents) == [1000, 5500, 700])
        #expect(insights.weeks.map(\.isOverBudget) == [false, true, false])
        #expect(insights.weeks.allSatisfy { $0.budgetCents == 5000 })
    }

    @Test("the period defaults to the 30 days up to today, and bad periods are refused")
    func period() throws {
        let today = MealDate(year: 2025, month: 3, day: 10)!
        let standard = try Insights.period(from: nil, to: nil, today: today)
        #expect(standard.from == MealDate(year: 2025, month: 2, day: 9)!)
        #expect(standard.to == today)
        let week = try Insights.period(from: "2025-03-01", to: "2025-03-07", today: today)
        #expect(week.from.days(to: week.to) == 6)
        let endingEarlier = try Insights.period(from: nil, to: "2025-01-31", today: today)
        #expect(endingEarlier.from == MealDate(year: 2025, month: 1, day: 2)!)

        #expect(throws: ValidationFailure.self) {
            try Insights.period(from: "2025-03-08", to: "2025-03-07", today: today)
        }
        #expect(throws: ValidationFailure.self) {
            try Insights.period(from: "2024-01-01", to: "2025-03-07", today: today)
        }
        do {
            _ = try Insights.period(from: "yesterday", to: "2025-02-30", today: today)
            Issue.record("expected a failure")
        } catch {
            #expect(error.errors.map(\.field) == ["from", "to"])
        }
        _ = try Insights.period(from: "2024-03-07", to: "2025-03-07", today: today) // 366 days: the most allowed
    }
}
