import Foundation
import MorselCore
import MorselData
import MorselServices

/// What `InsightsAPIController` reads and writes: the insights area's request and answer bodies.
extension InsightsAPIController {
    struct Shares: Encodable, Sendable {
        let protein: Double
        let fat: Double
        let carbs: Double

        /// Shares to three decimals, as the charts read them.
        static func make(_ shares: EnergyShares?) -> Shares? {
            shares.map { Shares(protein: Self.round($0.protein), fat: Self.round($0.fat), carbs: Self.round($0.carbs)) }
        }

        private static func round(_ share: Double) -> Double { (share * 1000).rounded() / 1000 }
    }

    struct Day: Encodable, Sendable {
        let date: String
        let meals: Int
        let totals: NutrientTotalsDTO
        let overGoal: Bool
        /// Shares of energy from protein, fat and carbs; null on a day without them.
        @EncodedAsNull var energyShares: Shares?
    }

    struct Week: Encodable, Sendable {
        let week: String
        let planned: Double
        let budget: Double
        let overBudget: Bool
    }

    struct Summary: Encodable, Sendable {
        let loggedDays: Int
        @EncodedAsNull var averageCalories: Int?
        let daysOverGoal: Int
        let totals: NutrientTotalsDTO
        @EncodedAsNull var energyShares: Shares?
    }

    struct InsightsDTO: Encodable, Sendable {
        let from: String
        let to: String
        let goals: DayDTO.Targets
        let weeklyBudget: Double
        let currency: String
        let days: [Day]
        let weeks: [Week]
        let summary: Summary

        init(_ insights: Insights) {
            from = insights.from.iso
            to = insights.to.iso
            goals = .init(insights.goals)
            weeklyBudget = Double(insights.goals.weeklyBudgetCents) / 100
            currency = insights.goals.currency
            days = insights.days.map { day in
                Day(
                    date: day.date.iso, meals: day.meals, totals: .init(day.nutrition), overGoal: day.isOverGoal,
                    energyShares: Shares.make(day.shares))
            }
            weeks = insights.weeks.map { week in
                Week(
                    week: week.week.description, planned: Double(week.plannedCents) / 100,
                    budget: Double(week.budgetCents) / 100,
                    overBudget: week.isOverBudget)
            }
            summary = Summary(
                loggedDays: insights.loggedDays, averageCalories: insights.averageCalories,
                daysOverGoal: insights.daysOverGoal, totals: .init(insights.total),
                energyShares: Shares.make(insights.shares))
        }
    }
}
