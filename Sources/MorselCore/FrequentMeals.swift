import Foundation

/// The meals someone eats often and lately, offered first when logging: each meal name once
/// (its latest entry), ranked by uses that count for less as they age (a use two weeks ago
/// counts half), so a new habit rises within days and an old one fades. Uses count for four
/// weeks. Of equal scores, the name eaten on a later day goes first, then by name.
public enum FrequentMeals {
    public static let halfLifeDays = 14.0
    /// Uses count from this many days back, today included.
    public static let windowDays = 28

    /// The weight of a use by its age in days (0 is today), over the window, in millionths:
    /// whole numbers, so sums are exact and equal scores are truly equal.
    public static let weightByAge: [Int] = (0..<windowDays).map { age in
        Int((1_000_000 * pow(0.5, Double(age) / halfLifeDays)).rounded())
    }

    /// What the rule reads of one logged meal.
    public struct Use: Sendable {
        public let name: String
        public let date: MealDate
        public let createdAt: Date
        /// The meal's id as stored (upper-case text), only to settle meals logged together.
        public let id: String

        public init(name: String, date: MealDate, createdAt: Date, id: String) {
            (self.name, self.date, self.createdAt, self.id) = (name, date, createdAt, id)
        }

        public init(_ meal: Meal) {
            self.init(name: meal.name, date: meal.date, createdAt: meal.createdAt, id: meal.id.uuidString)
        }

        /// Later by date, then by when it was logged; of two logged together, the lower id.
        func isNewer(than other: Use) -> Bool {
            if (date, createdAt) != (other.date, other.createdAt) {
                return (date, createdAt) > (other.date, other.createdAt)
            }
            return id < other.id
        }
    }

    public static func rank(_ meals: [Meal], today: MealDate, limit: Int) -> [Meal] {
        rank(meals.map(Use.init), today: today, limit: limit).map { meals[$0] }
    }

    /// The positions in `uses` of the meals that stand for the `limit` best names, best first:
    /// a caller holding rows reads only the winners whole.
    public static func rank(_ uses: [Use], today: MealDate, limit: Int) -> [Int] {
        var byName: [String: (latest: Int, score: Int)] = [:]
        for (position, use) in uses.enumerated() {
            let age = use.date.days(to: today)
            guard weightByAge.indices.contains(age) else { continue }
            let weight = weightByAge[age]
            let key = use.name.lowercased()
            if var entry = byName[key] {
                entry.score += weight
                if use.isNewer(than: uses[entry.latest]) { entry.latest = position }
                byName[key] = entry
            } else {
                byName[key] = (position, weight)
            }
        }
        return byName.sorted { first, second in
            let (a, b) = (first.value, second.value)
            if a.score != b.score { return a.score > b.score }
            if uses[a.latest].date != uses[b.latest].date { return uses[a.latest].date > uses[b.latest].date }
            return first.key < second.key
        }.prefix(limit).map(\.value.latest)
    }
}
