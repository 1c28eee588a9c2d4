import Foundation

/// A day's totals against the goals: eaten, goal, remaining, and how full each bar is.
public struct GoalProgress: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public let nutrient: String
        public let unit: String
        public let eaten: Double
        public let goal: Double
        public var remaining: Double { goal - eaten }
        /// 0…1 for the bar (capped), whatever was eaten.
        public var fraction: Double { goal > 0 ? min(eaten / goal, 1) : 0 }
        public var isOver: Bool { eaten > goal }
    }

    /// Calories always; each macronutrient that has a goal.
    public let rows: [Row]

    public init(totals: Nutrition, goals: Goals) {
        var rows = [Row(nutrient: "Calories", unit: "kcal", eaten: Double(totals.calories), goal: Double(goals.dailyCalories))]
        if let protein = goals.protein { rows.append(Row(nutrient: "Protein", unit: "g", eaten: totals.protein, goal: protein)) }
        if let fat = goals.fat { rows.append(Row(nutrient: "Fat", unit: "g", eaten: totals.fat, goal: fat)) }
        if let carbs = goals.carbs { rows.append(Row(nutrient: "Carbs", unit: "g", eaten: totals.carbs, goal: carbs)) }
        self.rows = rows
    }
}
