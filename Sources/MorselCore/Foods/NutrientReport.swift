import Foundation

extension Nutrient {
    /// How the Nutrients view groups them.
    public enum Group: String, CaseIterable, Sendable {
        case general = "Fibre, sugars and more"
        case fats = "Fats"
        case minerals = "Minerals"
        case vitamins = "Vitamins"
    }

    public var group: Group {
        switch self {
        case .fiber, .sugar, .water, .caffeine, .alcohol: .general
        case .saturatedFat, .monounsaturatedFat, .polyunsaturatedFat, .transFat, .cholesterol: .fats
        case .sodium, .potassium, .calcium, .iron, .magnesium, .phosphorus, .zinc, .copper, .manganese, .selenium:
            .minerals
        default: .vitamins
        }
    }

    /// "2.71 mg", "483 µg": an amount in the nutrient's unit, to three significant figures
    /// at most and never more than one decimal above 10.
    public func format(_ amount: Double) -> String {
        let rounded: Double =
            switch abs(amount) {
            case 100...: amount.rounded()
            case 10..<100: (amount * 10).rounded() / 10
            default: (amount * 100).rounded() / 100
            }
        let number =
            abs(rounded) >= 1000 ? (rounded.sensibleInt?.grouped ?? "\(rounded)") : Nutrition.format(amount: rounded)
        return "\(number) \(unit.rawValue)"
    }
}

/// What a day, or the days of a week on average, gave of every nutrient, against the
/// person's targets and upper limits, with the meals that gave the most of each.
public struct NutrientReport: Sendable {
    /// A meal that gave some of a nutrient; meals of one name count together.
    public struct Source: Hashable, Sendable {
        public let name: String
        /// Per logged day, like the row's total.
        public let amount: Double
        /// Of the row's total.
        public let share: Double
    }

    public struct Row: Hashable, Sendable {
        public let nutrient: Nutrient
        /// Per logged day; nil when no meal knew it.
        public let total: NutrientTotals.Total?
        public let target: Double?
        public let upperLimit: Double?
        /// Most first, at most ``NutrientReport/sourcesShown``.
        public let sources: [Source]

        /// How far to the target, 1 when met; nil without a target or an amount.
        public var ofTarget: Double? {
            guard let target, target > 0, let total else { return nil }
            return total.amount / target
        }

        public var isOverLimit: Bool {
            guard let upperLimit, let total else { return false }
            return total.amount > upperLimit
        }
    }

    public let from: MealDate
    public let to: MealDate
    /// Days in the period with at least one meal: what the totals are averaged over.
    public let loggedDays: Int
    public let meals: Int
    /// Meals that knew none of the nutrients: typed by hand, or imported with macros only.
    public let mealsWithoutNutrients: Int
    /// In ``Nutrient`` order.
    public let rows: [Row]

    public static let sourcesShown = 3

    /// `meals` outside `from...to` are left out.
    public init(meals: [Meal], from: MealDate, to: MealDate, targets: NutrientTargets) {
        let inPeriod = meals.filter { $0.date >= from && $0.date <= to }
        self.from = from
        self.to = to
        self.meals = inPeriod.count
        loggedDays = Set(inPeriod.map(\.date)).count
        mealsWithoutNutrients = inPeriod.filter { ($0.details.nutrients?.knowsAnything ?? false) == false }.count
        let perDay = 1 / Double(max(loggedDays, 1))
        let totals = NutrientTotals.merged(inPeriod.map { $0.details.nutrients ?? NutrientTotals(nil) }).scaled(
            by: perDay)

        // Each meal name's amount of each nutrient, over the period.
        var byName: [String: (name: String, amounts: [Double])] = [:]
        for meal in inPeriod {
            guard let nutrients = meal.details.nutrients else { continue }
            let key = meal.name.lowercased()
            var entry = byName[key] ?? (meal.name, Array(repeating: 0, count: Nutrient.allCases.count))
            for nutrient in Nutrient.allCases { entry.amounts[nutrient.index] += nutrients[nutrient]?.amount ?? 0 }
            byName[key] = entry
        }
        rows = Nutrient.allCases.map { nutrient in
            let total = totals[nutrient]
            var sources: [Source] = []
            if let total, total.amount > 0 {
                let index = nutrient.index
                var given: [(name: String, amount: Double)] = []
                for entry in byName.values where entry.amounts[index] > 0 {
                    given.append((entry.name, entry.amounts[index] * perDay))
                }
                given.sort { $0.amount != $1.amount ? $0.amount > $1.amount : $0.name < $1.name }
                sources = given.prefix(Self.sourcesShown).map {
                    Source(name: $0.name, amount: $0.amount, share: $0.amount / total.amount)
                }
            }
            return Row(
                nutrient: nutrient, total: total, target: targets.target(nutrient),
                upperLimit: targets.upperLimit(nutrient),
                sources: sources)
        }
    }

    public var days: Int { from.days(to: to) + 1 }
}

extension NutrientTotals {
    /// Whether any item knew any nutrient.
    public var knowsAnything: Bool { Nutrient.allCases.contains { self[$0] != nil } }
}
