import Foundation

/// One day of a journal as the database sums it: its meals' totals and how many there were.
public struct DayTotals: Hashable, Sendable {
    public let date: MealDate
    public let nutrition: Nutrition
    public let meals: Int

    public init(date: MealDate, nutrition: Nutrition, meals: Int) {
        self.date = date
        self.nutrition = nutrition
        self.meals = meals
    }
}

/// How a period went: every day's calories against the goal, its macronutrients and their
/// shares of energy, and each week's planned spend against the budget.
public struct Insights: Hashable, Sendable {
    public struct Day: Hashable, Sendable {
        public let date: MealDate
        public let nutrition: Nutrition
        public let meals: Int
        /// Nil on a day without protein, fat or carbs.
        public let shares: EnergyShares?
        public let isOverGoal: Bool
        public var isLogged: Bool { meals > 0 }
    }

    public struct Week: Hashable, Sendable {
        public let week: PlanWeek
        /// What the household planned for the whole week, in cents.
        public let plannedCents: Int
        public let budgetCents: Int
        public var isOverBudget: Bool { plannedCents > budgetCents }
    }

    /// A year and a day: enough for a year's chart, small enough to answer quickly.
    public static let maximumDays = 366
    /// The period shown when none is asked for: the 30 days up to today.
    public static let defaultDays = 30

    public let from: MealDate
    public let to: MealDate
    public let goals: Goals
    /// Every date from `from` to `to`, logged or not.
    public let days: [Day]
    /// Every ISO week that overlaps the period, whole.
    public let weeks: [Week]
    /// Over the days with something logged.
    public let total: Nutrition
    public let loggedDays: Int
    /// Per logged day; nil when nothing was logged.
    public let averageCalories: Int?
    public let daysOverGoal: Int
    /// Over the whole period; nil when nothing with macronutrients was logged.
    public let shares: EnergyShares?

    /// The energy of an average logged day among `days`, to the nearest kcal; nil when none
    /// was logged. The summary and every chart's caption say it this one way.
    public static func averageCalories(of days: some Collection<Day>) -> Int? {
        let logged = days.filter(\.isLogged)
        guard !logged.isEmpty else { return nil }
        return Int((Double(logged.reduce(0) { $0 + $1.nutrition.calories }) / Double(logged.count)).rounded())
    }

    /// - Parameters:
    ///   - totals: the journal's days that have meals; others count as empty.
    ///   - plannedCosts: the plan's cost per date, in cents; dates outside the period's weeks are ignored.
    public init(from: MealDate, to: MealDate, totals: [DayTotals], plannedCosts: [MealDate: Int], goals: Goals) {
        self.from = from
        self.to = to
        self.goals = goals
        let byDate = Dictionary(totals.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        days = (0...max(0, from.days(to: to))).map { offset in
            let date = from.adding(days: offset)
            let nutrition = byDate[date]?.nutrition ?? .zero
            return Day(
                date: date, nutrition: nutrition, meals: byDate[date]?.meals ?? 0, shares: EnergyShares(nutrition),
                isOverGoal: nutrition.calories > goals.dailyCalories)
        }
        let logged = days.filter(\.isLogged)
        total = Nutrition.total(logged.map(\.nutrition))
        loggedDays = logged.count
        averageCalories = Self.averageCalories(of: logged)
        daysOverGoal = days.filter(\.isOverGoal).count
        shares = EnergyShares(total)

        var weeks: [Week] = []
        var week = PlanWeek(containing: from)
        while week.monday <= to {
            let cents = week.days.reduce(0) { $0 + (plannedCosts[$1] ?? 0) }
            weeks.append(Week(week: week, plannedCents: cents, budgetCents: goals.weeklyBudgetCents))
            week = week.adding(weeks: 1)
        }
        self.weeks = weeks
    }

    /// The last `count` days of the period, for a shorter chart.
    public func lastDays(_ count: Int) -> ArraySlice<Day> { days.suffix(count) }

    /// The period asked for as `yyyy-mm-dd` texts, each optional: `to` defaults to today and
    /// `from` to 30 days ending on `to`. Errors name the parameter.
    public static func period(from fromText: String?, to toText: String?, today: MealDate) throws(ValidationFailure)
        -> (from: MealDate, to: MealDate)
    {
        var errors: [FieldError] = []
        func date(_ text: String?, field: String) -> MealDate?? {
            guard let text, !text.isEmpty else { return .some(nil) }
            guard let date = MealDate(iso: text) else {
                errors.append(FieldError(field: field, message: "“\(field)” must be a date written yyyy-mm-dd."))
                return nil
            }
            return .some(date)
        }
        let parsedFrom = date(fromText, field: "from")
        let parsedTo = date(toText, field: "to")
        guard errors.isEmpty, let parsedFrom, let parsedTo else { throw ValidationFailure(errors) }
        let to = parsedTo ?? today
        let from = parsedFrom ?? to.adding(days: -(defaultDays - 1))
        if from > to {
            throw ValidationFailure([FieldError(field: "from", message: "“from” must not be after “to”.")])
        }
        if from.days(to: to) >= maximumDays {
            throw ValidationFailure([FieldError(field: "from", message: "A period can be at most \(maximumDays) days.")]
            )
        }
        return (from, to)
    }
}
