/// A recipe's nutrition worked out from its ingredient lines, with the working shown:
/// for each line the food matched, the grams and how they were found, and the nutrients.
public struct NutritionEstimate: Sendable {
    public struct Line: Sendable {
        public enum Status: String, Sendable {
            /// A food and a weight were found: it counts in the totals.
            case resolved
            /// A food was found but the amount cannot be weighed honestly ("to taste").
            case unquantified
            /// No food in the reference table matches the name.
            case unmatched
            /// A section heading ("For the sauce:"): not an ingredient, not counted.
            case heading
        }

        public let name: String
        public let measure: String
        public let status: Status
        public let food: Food?
        public let grams: Double?
        /// How the grams were found, or why they could not be.
        public let note: String
        public let nutrition: Nutrition

        /// Vitamins, minerals and the rest of the line's food at its weight; nil (unknown) when
        /// the line has no food or no weight.
        public var nutrients: NutrientAmounts? {
            guard let food, let grams else { return nil }
            return food.nutrients(grams: grams)
        }
    }

    public let servings: Int
    public let lines: [Line]
    public let total: Nutrition
    public let perServing: Nutrition
    /// The share of lines resolved, 0…1 (1 for a recipe without lines).
    public let coverage: Double
    /// Vitamins, minerals and the rest over the ingredient lines (headings left out), each
    /// with how many lines knew it: a line without a food or a weight knows none.
    public let nutrients: NutrientTotals

    public var nutrientsPerServing: NutrientTotals { nutrients.scaled(by: 1 / Double(servings)) }

    /// Who the figures of the matched lines are from; nil when no line matched a food.
    public var source: String? {
        let foods = lines.compactMap(\.food)
        return foods.isEmpty ? nil : FoodSource.credits(foods)
    }

    /// Whom to credit beside the figures: the tables its foods came from, or the one recipes
    /// are read against when no line found a food.
    public var credit: String { source ?? FoodTable.credit }

    /// A person's correction of one line: another food, or a weight, or both.
    public struct Correction: Sendable, Hashable {
        public let foodID: String?
        public let grams: Double?

        public init(foodID: String? = nil, grams: Double? = nil) {
            self.foodID = foodID
            self.grams = grams
        }
    }

    /// Estimates `ingredients` (name, measure) for `servings`, applying any corrections by line index.
    public init(
        ingredients: [(name: String, measure: String)], servings: Int, matcher: IngredientMatcher,
        corrections: [Int: Correction] = [:]
    ) {
        var lines: [Line] = []
        for (position, ingredient) in ingredients.enumerated() {
            lines.append(Self.line(ingredient, correction: corrections[position], matcher: matcher))
        }
        self.servings = max(servings, 1)
        self.lines = lines
        self.total = Nutrition.total(lines.map(\.nutrition))
        let divisor = Double(self.servings)
        self.perServing = Nutrition(
            calories: Int((Double(total.calories) / divisor).rounded()), protein: total.protein / divisor,
            fat: total.fat / divisor, carbs: total.carbs / divisor)
        let ingredients = lines.filter { $0.status != .heading }
        let resolved = ingredients.filter { $0.status == .resolved }.count
        self.coverage = ingredients.isEmpty ? 1 : Double(resolved) / Double(ingredients.count)
        var nutrients = NutrientTotals()
        for line in ingredients { nutrients.add(line.nutrients) }
        self.nutrients = nutrients
    }

    private static func line(
        _ ingredient: (name: String, measure: String), correction: Correction?, matcher: IngredientMatcher
    ) -> Line {
        let parsed = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
        if parsed.isHeading {
            return Line(
                name: ingredient.name, measure: ingredient.measure, status: .heading, food: nil, grams: nil,
                note: "a heading, not an ingredient", nutrition: .zero)
        }
        let food = correction?.foodID.flatMap(matcher.index.food(id:)) ?? matcher.match(parsed)
        guard let food else {
            return Line(
                name: ingredient.name, measure: ingredient.measure, status: .unmatched, food: nil, grams: nil,
                note: "no matching food", nutrition: .zero)
        }
        if let grams = correction?.grams {
            return Line(
                name: ingredient.name, measure: ingredient.measure, status: .resolved, food: food, grams: grams,
                note: "weight set by hand", nutrition: food.nutrition(grams: grams))
        }
        switch PortionResolver.grams(of: parsed, food: food) {
        case .grams(let grams, let basis):
            let note: String =
                switch basis {
                case .mass: "weighed"
                case .portion(let portion): "USDA portion: \(portion)"
                case .convention(let convention): "convention: \(convention)"
                case .packages(let working): working
                }
            return Line(
                name: ingredient.name, measure: ingredient.measure, status: .resolved, food: food, grams: grams,
                note: note, nutrition: food.nutrition(grams: grams))
        case .unquantified(let reason):
            return Line(
                name: ingredient.name, measure: ingredient.measure, status: .unquantified, food: food, grams: nil,
                note: reason, nutrition: .zero)
        }
    }
}
