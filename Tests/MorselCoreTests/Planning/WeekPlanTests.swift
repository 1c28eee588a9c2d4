import Foundation
import Testing

@testable import MorselCore

@Suite("A week's plan: day totals, goal and budget")
struct WeekPlanTests {
    let week = PlanWeek("2026-W48")!

    func entry(_ name: String, _ date: String, _ calories: Int, cost: Int? = nil, slot: StandardCategory? = nil)
        -> PlanEntry
    {
        PlanEntry(id: UUID(), date: MealDate(iso: date)!, slot: slot, name: name, calories: calories, costCents: cost)
    }

    @Test("each day totals its calories and cost; the header reads like a person would say it")
    func dayTotals() {
        let plan = WeekPlan(
            week: week,
            entries: [
                entry("Curry", "2026-11-23", 850, cost: 600, slot: .dinner),
                entry("Porridge", "2026-11-23", 400, cost: 150, slot: .breakfast),
                entry("Sandwich", "2026-11-23", 600, cost: 500, slot: .lunch),
                entry("Next week", "2026-11-30", 999, cost: 9999),
            ], goals: .standard)
        let monday = plan.days[0]
        #expect(monday.entries.map(\.name) == ["Porridge", "Sandwich", "Curry"])
        #expect(plan.header(for: monday) == "Monday · 1,850 kcal · $12.50")
        #expect(plan.days.map(\.weekday).last == "Sunday")
        #expect(plan.calories == 1850)
        #expect(plan.costCents == 1250)
        #expect(plan.budgetLeftCents == 3750)
    }

    @Test("days over the calorie goal and weeks over budget are marked; unknown costs count as nothing")
    func overMarks() {
        let plan = WeekPlan(
            week: week,
            entries: [
                entry("Feast", "2026-11-24", 2500, cost: 4000), entry("Takeaway", "2026-11-25", 900, cost: 1500),
                entry("Gift", "2026-11-26", 300),
            ], goals: .standard)
        #expect(plan.days.map(\.isOverGoal) == [false, true, false, false, false, false, false])
        #expect(plan.isOverBudget)
        #expect(plan.costCents == 5500)
    }
}
