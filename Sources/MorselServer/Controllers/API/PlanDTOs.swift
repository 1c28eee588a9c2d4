import Foundation
import MorselCore
import MorselData
import MorselServices

/// What `PlanAPIController` reads and writes: the plan area's request and answer bodies.
extension PlanAPIController {
    struct EntryDTO: Encodable, Sendable {
        let id: UUID
        let date: String
        @EncodedAsNull var recipeId: UUID?
        let name: String
        @EncodedAsNull var slot: String?
        let servings: Double
        let calories: Int
        /// In the household's currency; null when unknown.
        @EncodedAsNull var cost: Double?

        init(_ entry: PlanEntry) {
            id = entry.id
            date = entry.date.iso
            recipeId = entry.recipeID
            name = entry.name
            slot = entry.slot?.rawValue
            servings = entry.servings
            calories = entry.calories
            cost = entry.costCents.map { Double($0) / 100 }
        }
    }

    struct Totals: Encodable, Sendable {
        let calories: Int
        let cost: Double
    }

    struct PlanDayDTO: Encodable, Sendable {
        let date: String
        let weekday: String
        let entries: [EntryDTO]
        let totals: Totals
        let overGoal: Bool
    }

    struct WeekDTO: Encodable, Sendable {
        let week: String
        let days: [PlanDayDTO]
        let totals: Totals
        let weeklyBudget: Double
        let currency: String
        let overBudget: Bool
        let dailyCalorieGoal: Int

        init(_ plan: WeekPlan) {
            week = plan.week.description
            days = plan.days.map { day in
                PlanDayDTO(
                    date: day.date.iso, weekday: day.weekday, entries: day.entries.map(EntryDTO.init),
                    totals: Totals(calories: day.calories, cost: Double(day.costCents) / 100), overGoal: day.isOverGoal)
            }
            totals = Totals(calories: plan.calories, cost: Double(plan.costCents) / 100)
            weeklyBudget = Double(plan.goals.weeklyBudgetCents) / 100
            currency = plan.goals.currency
            overBudget = plan.isOverBudget
            dailyCalorieGoal = plan.goals.dailyCalories
        }
    }

    struct EntryRequest: Decodable, Sendable {
        let date: String?
        let recipeId: UUID?
        let servings: Double?
        let slot: String?
        let name: String?
        let calories: Int?
        let cost: Double?
    }
}
