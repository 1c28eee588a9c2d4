import Foundation

/// A day's totals against the goals: eaten, goal, remaining, and how full each bar is.
public struct GoalProgress: Hashable, Sendable {
    /// What a goal is set for.
    public enum Measure: String, Hashable, Sendable, CaseIterable {
        case calories, protein, fat, carbs

        /// As the page names it: "Calories", "Protein".
        public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        public var unit: String { self == .calories ? "kcal" : "g" }
    }

    public struct Row: Hashable, Sendable {
        public let measure: Measure
        public let eaten: Double
        public let goal: Double
        public var nutrient: String { measure.label }
        public var unit: String { measure.unit }
        /// Goal minus eaten, negative when over, to a tenth: the API's `remaining` and the
        /// page's "… left" are this one figure.
        public var remaining: Double { Nutrition.tenths(goal - eaten) }
        /// 0…1 for the bar (capped), whatever was eaten.
        public var fraction: Double { goal > 0 ? min(eaten / goal, 1) : 0 }
        public var isOver: Bool { eaten > goal }
    }

    /// Calories always; each macronutrient that has a goal.
    public let rows: [Row]

    public init(totals: Nutrition, goals: Goals) {
        var rows = [Row(measure: .calories, eaten: Double(totals.calories), goal: Double(goals.dailyCalories))]
        if let protein = goals.protein { rows.append(Row(measure: .protein, eaten: totals.protein, goal: protein)) }
        if let fat = goals.fat { rows.append(Row(measure: .fat, eaten: totals.fat, goal: fat)) }
        if let carbs = goals.carbs { rows.append(Row(measure: .carbs, eaten: totals.carbs, goal: carbs)) }
        self.rows = rows
    }

    /// What remains of the goal for `measure`; nil where there is no goal.
    public func remaining(_ measure: Measure) -> Double? {
        rows.first { $0.measure == measure }?.remaining
    }
}
