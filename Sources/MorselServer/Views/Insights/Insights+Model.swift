import MorselCore
import MorselData
import MorselServices

/// Charts of a period: calories per day against the goal (the last 7 days and the whole
/// period), protein, fat and carbs by day and as shares of energy, and planned spend per week
/// against the budget. Each chart has a table of the same figures beside it.
struct InsightsPage: Sendable {
    let context: PageContext
    let insights: Insights
    /// True when the period is the default one (the 30 days up to today).
    let isDefaultPeriod: Bool
    /// The period's weighings with the trend after each (begun at the first weighing ever).
    var weights: [(entry: WeightEntry, trend: Double)] = []
    /// The expenditure estimate through the end of the period, and the check-ins.
    var coaching: Coaching.Report?
    /// Where the weight form's date starts.
    var today = MealDate.fallback

    var goals: Goals { insights.goals }

    var periodName: String {
        isDefaultPeriod ? "Last \(insights.days.count) days" : "\(insights.from.text) to \(insights.to.text)"
    }

    /// "Mon" for a week, "3/3" (day/month) for longer periods.
    static func axisLabel(_ date: MealDate, count: Int) -> String {
        count <= 7 ? String(date.longLabel.prefix(3)) : "\(date.day)/\(date.month)"
    }
}
