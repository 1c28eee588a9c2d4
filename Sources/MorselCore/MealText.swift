import Foundation

/// A meal said in words ("2 eggs and toast", "150 g chicken breast, 1 cup rice"), worked out
/// with the same measure parser and matcher as a recipe's lines: one meal, its nutrition and
/// nutrients the sum of the foods, with each food's line shown.
public struct MealText: Sendable {
    /// What was typed, tidied.
    public let text: String
    public let estimate: NutritionEstimate

    public static let maxLength = 500
    public static let maxItems = 20

    /// Splits and works out `text`; a line that matches no food, or cannot be weighed, is an
    /// error naming it, as a meal that quietly left a food out would undercount.
    public init(_ typed: String, matcher: IngredientMatcher) throws(ValidationFailure) {
        let text = typed.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: ", ")
        guard !text.isEmpty else { throw ValidationFailure([FieldError(field: "text", message: "Say what was eaten, such as “2 eggs and toast”.")]) }
        guard text.count <= Self.maxLength else {
            throw ValidationFailure([FieldError(field: "text", message: "Say it in at most \(Self.maxLength) characters.")])
        }
        let items = Self.items(text)
        guard items.count <= Self.maxItems else {
            throw ValidationFailure([FieldError(field: "text", message: "At most \(Self.maxItems) foods in one meal.")])
        }
        self.text = text
        estimate = NutritionEstimate(ingredients: items.map { ($0, "") }, servings: 1, matcher: matcher)
        let problems = estimate.lines.compactMap { line -> String? in
            switch line.status {
            case .resolved, .heading: nil
            case .unmatched: "No food matches “\(line.name)”; name it another way, or log it by hand."
            case .unquantified: "“\(line.name)” cannot be weighed (\(line.note)); say how much, such as “150 g” or “1 cup”."
            }
        }
        guard problems.isEmpty else { throw ValidationFailure(problems.map { FieldError(field: "text", message: $0) }) }
    }

    /// The foods in `text`: split at line ends, commas, semicolons and “+”, and at “and”,
    /// “with” or “&” next to an amount (“2 eggs and toast”, “toast and 2 eggs”; not “mac and
    /// cheese”). A food without an amount is one of it (“toast”: 1 slice).
    static func items(_ text: String) -> [String] {
        var items: [String] = []
        for piece in text.split(whereSeparator: { ",;+".contains($0) }) {
            var rest = piece.trimmingCharacters(in: .whitespaces)
            var searchFrom = rest.startIndex
            while let joint = rest.range(of: #"\s+(and|with|&)\s+"#, options: [.regularExpression, .caseInsensitive],
                                         range: searchFrom..<rest.endIndex) {
                let before = String(rest[..<joint.lowerBound]), after = String(rest[joint.upperBound...])
                guard startsWithAmount(before) || startsWithAmount(after) else {
                    searchFrom = joint.upperBound
                    continue
                }
                items.append(before)
                rest = after
                searchFrom = rest.startIndex
            }
            if !rest.isEmpty { items.append(rest) }
        }
        return items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map { startsWithAmount($0) ? $0 : "1 " + $0 }
    }

    private static let amountWords: Set<String> = ["a", "an", "one", "two", "three", "four", "five", "six", "half", "some", "few", "dozen"]

    /// “2 eggs”, “½ cup”, “a banana”, “two slices”.
    static func startsWithAmount(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        if first.isNumber || first.unicodeScalars.first?.properties.numericType != nil { return true }
        let word = text.prefix { $0.isLetter }.lowercased()
        return amountWords.contains(word)
    }

    /// The meal: named as typed, the foods' nutrition and nutrients, and each food's working in its notes.
    public func meal(category: MealCategory, date: MealDate, time: TimeOfDay?) -> MealDetails {
        let name = text.count <= MealInput.maxNameLength ? text : String(text.prefix(MealInput.maxNameLength - 1)) + "…"
        let working = estimate.lines.filter { $0.status == .resolved }.map { line in
            "\(line.name): \(line.food?.name ?? "?"), \(Nutrition.format(grams: line.grams ?? 0)) g, \(line.nutrition.calories) kcal"
        }
        return MealDetails(name: name, category: category, nutrition: estimate.total, date: date, time: time,
                           notes: working.joined(separator: "\n"), nutrients: estimate.nutrients)
    }
}

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
            if (date, createdAt) != (other.date, other.createdAt) { return (date, createdAt) > (other.date, other.createdAt) }
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
