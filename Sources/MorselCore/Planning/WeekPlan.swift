import Foundation

/// A week of the household's plan with each day's totals against the goal and the week's
/// against the budget.
public struct WeekPlan: Hashable, Sendable {
    public struct Day: Hashable, Sendable {
        public let date: MealDate
        /// Monday…Sunday.
        public let weekday: String
        /// In slot order (Breakfast, Lunch, Dinner, Snack, then any time).
        public let entries: [PlanEntry]
        public let calories: Int
        public let costCents: Int
        public let isOverGoal: Bool
    }

    public let week: PlanWeek
    public let days: [Day]
    public let calories: Int
    public let costCents: Int
    public let goals: Goals

    public var isOverBudget: Bool { costCents > goals.weeklyBudgetCents }
    public var budgetLeftCents: Int { goals.weeklyBudgetCents - costCents }

    /// Entries outside the week are ignored.
    public init(week: PlanWeek, entries: [PlanEntry], goals: Goals) {
        self.week = week
        self.goals = goals
        days = week.days.enumerated().map { index, date in
            let entries = entries.filter { $0.date == date }.sorted {
                ($0.slot.map { StandardCategory.allCases.firstIndex(of: $0)! } ?? 4, $0.name) < (
                    $1.slot.map { StandardCategory.allCases.firstIndex(of: $0)! } ?? 4, $1.name
                )
            }
            let calories = entries.reduce(0) { $0 + $1.calories }
            return Day(
                date: date, weekday: MealDate.weekdays[index], entries: entries, calories: calories,
                costCents: entries.reduce(0) { $0 + ($1.costCents ?? 0) }, isOverGoal: calories > goals.dailyCalories)
        }
        calories = days.reduce(0) { $0 + $1.calories }
        costCents = days.reduce(0) { $0 + $1.costCents }
    }

    /// "Monday · 1,850 kcal · $12.50"
    public func header(for day: Day) -> String {
        "\(day.weekday) · \(day.calories.grouped) kcal · \(goals.money(day.costCents))"
    }
}
