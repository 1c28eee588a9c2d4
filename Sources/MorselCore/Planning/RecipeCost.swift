/// A recipe's cost from the household's prices, through the same parsing as its nutrition.
/// Nothing is guessed: a line without a price, or whose amount cannot be read in the price's
/// unit, is left out and lowers the coverage.
public struct RecipeCost: Hashable, Sendable {
    public let totalCents: Int
    public let perServingCents: Int
    /// The share of lines priced, 0…1.
    public let coverage: Double

    public init(recipe: Recipe, prices: [String: FoodPrice], matcher: IngredientMatcher) {
        var total = 0.0
        var priced = 0
        for line in recipe.lines {
            let parsed = IngredientParser.parse(name: line.name, measure: line.measure)
            guard let food = line.foodID.flatMap(matcher.index.food(id:)) ?? matcher.match(parsed),
                let price = prices[food.id],
                let cents = Self.cents(parsed, grams: line.grams, food: food, price: price)
            else { continue }
            total += cents
            priced += 1
        }
        totalCents = Int(total.rounded())
        perServingCents = Int((total / Double(max(recipe.servings, 1))).rounded())
        coverage = recipe.lines.isEmpty ? 1 : Double(priced) / Double(recipe.lines.count)
    }

    static func cents(_ line: ParsedIngredient, grams correctedGrams: Double?, food: Food, price: FoodPrice) -> Double?
    {
        let measure = line.measure
        switch price.unit {
        case .item:
            guard case .count = measure.unit, let quantity = measure.quantity else { return nil }
            return quantity * Double(price.cents)
        case .litre:
            if measure.unit == .milliliters, let ml = measure.quantity { return ml / 1000 * Double(price.cents) }
            fallthrough
        case .kilogram:
            let grams: Double? =
                correctedGrams
                ?? {
                    if case .grams(let grams, _) = PortionResolver.grams(of: line, food: food) { return grams }
                    return nil
                }()
            // A litre is taken to weigh a kilogram when a liquid's amount was given by weight.
            return grams.map { $0 / 1000 * Double(price.cents) }
        }
    }
}
