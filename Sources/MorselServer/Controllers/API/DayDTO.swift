import Foundation
import MorselCore
import MorselData
import MorselServices

struct DayDTO: Encodable, Sendable {
    /// `yyyy-mm-dd`, as in the URL.
    let date: String
    let meals: [MealDTO]
    let totals: NutrientTotalsDTO
    /// Vitamins, minerals and the rest over the day's meals, each with how many meals knew it.
    let nutrients: [NutrientAmountDTO]
    let goals: Targets
    /// Goal minus eaten (negative when over); null where there is no goal.
    let remaining: Targets

    struct Targets: Encodable, Sendable {
        let calories: Double
        @EncodedAsNull var protein: Double?
        @EncodedAsNull var fat: Double?
        @EncodedAsNull var carbs: Double?
    }

    init(_ summary: DailySummary, goals: Goals, version: APIVersion) {
        date = summary.date.iso
        meals = summary.meals.map { MealDTO(listed: $0, version: version) }
        let t = summary.totals
        totals = NutrientTotalsDTO(t)
        nutrients = NutrientAmountDTO.list(summary.nutrients)
        self.goals = Targets(goals)
        // As Today's bars say it: one reading of what remains.
        let progress = GoalProgress(totals: t, goals: goals)
        remaining = Targets(
            calories: progress.remaining(.calories) ?? 0, protein: progress.remaining(.protein),
            fat: progress.remaining(.fat), carbs: progress.remaining(.carbs))
    }
}

extension DayDTO.Targets {
    /// The daily goals; null where there is none.
    init(_ goals: Goals) {
        self.init(calories: Double(goals.dailyCalories), protein: goals.protein, fat: goals.fat, carbs: goals.carbs)
    }
}

extension DayDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("date", date)
            json.field("goals", goals)
            json.field("meals", meals)
            json.field("nutrients", nutrients)
            json.field("remaining", remaining)
            json.field("totals", totals)
        }
    }
}

extension DayDTO.Targets: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("calories", calories)
            json.field("carbs", orNull: carbs)
            json.field("fat", orNull: fat)
            json.field("protein", orNull: protein)
        }
    }
}
