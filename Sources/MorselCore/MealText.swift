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
/// counts half), so a new habit rises within days and an old one fades.
public enum FrequentMeals {
    public static let halfLifeDays = 14.0

    public static func rank(_ meals: [Meal], today: MealDate, limit: Int) -> [Meal] {
        var byName: [String: (latest: Meal, score: Double)] = [:]
        var weights: [MealDate: Double] = [:]   // working out a date's age is the costly part
        for meal in meals where meal.date <= today {
            let key = meal.name.lowercased()
            let weight = weights[meal.date] ?? pow(0.5, Double(meal.date.days(to: today)) / halfLifeDays)
            weights[meal.date] = weight
            if var entry = byName[key] {
                entry.score += weight
                if (meal.date, meal.createdAt) > (entry.latest.date, entry.latest.createdAt) { entry.latest = meal }
                byName[key] = entry
            } else {
                byName[key] = (meal, weight)
            }
        }
        return byName.values
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.latest.name < $1.latest.name }
            .prefix(limit).map(\.latest)
    }
}
