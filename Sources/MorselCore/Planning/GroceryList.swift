import Foundation

/// A shopping list that adds up quantities across recipes instead of listing "3 tomato"
/// twice: 500 g + 1 kg → 1.5 kg; 2 tbsp + 1 cup → about 1.1 cups; 3 + 2 tomatoes → 5 tomatoes.
public struct GroceryList: Hashable, Sendable {
    public private(set) var items: [GroceryItem] = []
    /// Where each key's item is in ``items``.
    private var positions: [String: Int] = [:]

    public init() {}

    /// Adds an ingredient line. `food`, when the line matched one, merges lines named
    /// differently ("tomatoes", "ripe tomatoes") and lets a volume join a mass through the
    /// food's USDA density (225 g + ¾ cup of rice → 364 g); otherwise lines merge on the
    /// name's words.
    public mutating func add(name: String, measure: String, food: Food? = nil, source: String? = nil) {
        add(
            name: name, measure: measure, quantity: GroceryQuantity(IngredientMeasure.parse(measure)), food: food,
            source: source)
    }

    /// Adds a line whose quantity was already read from its measure, as
    /// `GroceryQuantity(IngredientMeasure.parse(measure))` reads it (a list read often can
    /// keep what its measures read as).
    public mutating func add(name: String, measure: String, quantity: GroceryQuantity?, food: Food?, source: String?) {
        let key = Self.key(name: name, foodID: food?.id)
        let index =
            positions[key]
            ?? {
                items.append(
                    GroceryItem(
                        key: key, name: name.trimmingCharacters(in: .whitespaces), quantities: [], notes: [],
                        sources: [], done: false))
                positions[key] = items.count - 1
                return items.count - 1
            }()
        if let quantity {
            if let same = items[index].quantities.firstIndex(where: { $0.isSummable(with: quantity) }) {
                items[index].quantities[same].add(quantity)
            } else {
                items[index].quantities.append(quantity)
            }
        } else if !measure.trimmingCharacters(in: .whitespaces).isEmpty, !items[index].notes.contains(measure) {
            items[index].notes.append(measure.trimmingCharacters(in: .whitespaces))
        }
        if let food { items[index].quantities = Self.massesJoined(items[index].quantities, food: food) }
        if let source, !items[index].sources.contains(source) { items[index].sources.append(source) }
    }

    /// USDA 14411, "Beverages, water, tap, drinking": what "water" and "ice" match.
    static let tapWater = "14411"

    /// A volume summed into the mass beside it when the food has a USDA volume portion;
    /// counts stay as they are ("2 large" eggs are bought by the egg).
    private static func massesJoined(_ quantities: [GroceryQuantity], food: Food) -> [GroceryQuantity] {
        guard let mass = quantities.firstIndex(where: { $0.kind == .grams }),
            let volume = quantities.firstIndex(where: { if case .milliliters = $0.kind { true } else { false } }),
            let density = PortionResolver.density(of: food)
        else { return quantities }
        var joined = quantities
        joined[mass].amount += quantities[volume].amount * density.gramsPerMilliliter
        joined.remove(at: volume)
        return joined
    }

    /// What lines are merged on: the matched food, else the name's words.
    public static func key(name: String, foodID: String?) -> String {
        foodID.map { "food:\($0)" } ?? "name:" + FoodText.words(name).joined(separator: " ")
    }

    /// Every line of the given recipes, scaled to the servings wanted.
    public static func merging(_ recipes: [(recipe: Recipe, servings: Double)], matcher: IngredientMatcher)
        -> GroceryList
    {
        var list = GroceryList()
        for (recipe, servings) in recipes {
            for line in shoppingLines(of: recipe, servings: servings, matcher: matcher) {
                list.add(name: line.name, measure: line.measure, food: line.food, source: recipe.name)
            }
        }
        return list
    }

    /// What a recipe puts on the list for `servings`: each line scaled, with its food (a
    /// person's correction first, else the matcher's); tap water is not shopped for.
    public static func shoppingLines(of recipe: Recipe, servings: Double, matcher: IngredientMatcher)
        -> [(name: String, measure: String, food: Food?)]
    {
        let scale = servings / Double(max(recipe.servings, 1))
        return recipe.lines.compactMap { line in
            let parsed = IngredientParser.parse(name: line.name, measure: line.measure)
            guard !parsed.isHeading else { return nil }
            let food = line.foodID.flatMap(matcher.index.food(id:)) ?? matcher.match(parsed)
            guard food?.id != tapWater else { return nil }
            return (parsed.fields.name, scaled(parsed.fields.measure, by: scale), food)
        }
    }

    /// The measure with its amount multiplied ("200g" × 1.5 → "300 g"); text without an amount is kept.
    public static func scaled(_ measure: String, by factor: Double) -> String {
        guard factor != 1 else { return measure }
        let parsed = IngredientMeasure.parse(measure)
        guard var quantity = GroceryQuantity(parsed) else { return measure }
        quantity.amount *= factor
        switch quantity.kind {
        case .grams: return "\(Nutrition.format(amount: quantity.amount)) g"
        case .milliliters(.metric): return "\(Nutrition.format(amount: quantity.amount)) ml"
        case .milliliters(.pints): return "\(Nutrition.format(amount: quantity.amount / IngredientMeasure.pint)) pints"
        // Spoons and cups stay spoons and cups: written in teaspoons, exactly.
        case .milliliters(.kitchen):
            return "\(Nutrition.format(amount: quantity.amount / IngredientMeasure.teaspoon)) tsp"
        case .count(let noun):
            return [Nutrition.format(amount: quantity.amount), noun].compactMap { $0 }.joined(separator: " ")
        }
    }
}
