/// One day of a journal: what was eaten, in the order it was eaten, and the totals.
public struct DailySummary: Hashable, Sendable {
    public let date: MealDate
    /// Earliest first; meals without a time come last.
    public let meals: [Meal]
    public let totals: Nutrition
    /// Vitamins, minerals and the rest over the day's meals; a meal typed by hand counts
    /// as an item that knows none of them.
    public let nutrients: NutrientTotals

    /// Keeps only the meals of `date` (dates are already in the person's time zone).
    public init(date: MealDate, meals: [Meal]) {
        self.date = date
        self.meals = meals.filter { $0.date == date }.sorted(by: Self.eatenEarlier)
        self.totals = Nutrition.total(self.meals.map(\.nutrition))
        self.nutrients = .merged(self.meals.map { $0.details.nutrients ?? NutrientTotals(nil) })
    }

    static func eatenEarlier(_ lhs: Meal, _ rhs: Meal) -> Bool {
        switch (lhs.time, rhs.time) {
        case (let l?, let r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default:
            return lhs.createdAt != rhs.createdAt
                ? lhs.createdAt < rhs.createdAt : lhs.id.uuidString < rhs.id.uuidString
        }
    }
}
