import Foundation

/// An amount on a grocery line, in a family that can be summed: masses with masses,
/// volumes with volumes, counts of the same thing with each other.
public struct GroceryQuantity: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case grams
        /// A volume, shown the way every amount summed into it was written.
        case milliliters(VolumeStyle)
        /// Things counted by a noun or size ("large", "clove", "can"); nil for a bare number.
        case count(String?)
    }

    /// How a volume was written, and so how it is shown: in ml and litres, in (imperial) pints,
    /// or in the kitchen's spoons and cups, which is also where mixed volumes end up.
    public enum VolumeStyle: Hashable, Sendable {
        case metric, pints, kitchen

        /// Metric when a number is followed by ml, l, cl, dl, litre(s) or liter(s) ("250 ml",
        /// "1.5l"); pints when a word is pint(s) or pt(s); else kitchen measures. Read by hand:
        /// a regular expression here was an eighth of reading a grocery list.
        init(written text: String) {
            let characters = Array(text.lowercased())
            func isWordCharacter(_ index: Int) -> Bool {
                index < characters.count && (characters[index].isLetter || characters[index].isWholeNumber || characters[index] == "_")
            }
            var index = 0
            var words: [String] = []
            var metric = false
            while index < characters.count {
                guard isWordCharacter(index) else { index += 1; continue }
                let start = index
                while isWordCharacter(index) { index += 1 }
                words.append(String(characters[start..<index]))
            }
            for (position, character) in characters.enumerated() where character.isWholeNumber {
                var next = position + 1
                while next < characters.count, characters[next].isWhitespace { next += 1 }
                let start = next
                while next < characters.count, characters[next].isLetter { next += 1 }
                if !isWordCharacter(next), Self.metricUnits.contains(String(characters[start..<next])) { metric = true; break }
            }
            if metric { self = .metric }
            else if words.contains(where: Self.pintWords.contains) { self = .pints }
            else { self = .kitchen }
        }

        private static let metricUnits: Set<String> = ["ml", "l", "litre", "litres", "liter", "liters", "cl", "dl"]
        private static let pintWords: Set<String> = ["pint", "pints", "pt", "pts"]
    }

    public var amount: Double
    public var kind: Kind

    public init(amount: Double, kind: Kind) {
        self.amount = amount
        self.kind = kind
    }

    /// The quantity a recipe's measure stands for; nil when it cannot be shopped for ("to taste").
    public init?(_ measure: IngredientMeasure) {
        guard let quantity = measure.quantity, quantity > 0 else { return nil }
        switch measure.unit {
        case .grams: self.init(amount: quantity, kind: .grams)
        case .milliliters: self.init(amount: quantity, kind: .milliliters(VolumeStyle(written: measure.text)))
        case .count(let noun): self.init(amount: quantity, kind: .count(noun))
        case .sized(_, .grams(let grams)): self.init(amount: quantity * grams, kind: .grams)
        case .sized(_, .milliliters(let ml)): self.init(amount: quantity * ml, kind: .milliliters(.metric))
        case .container(let kind): self.init(amount: quantity, kind: .count(kind))
        case .vague, .unknown: return nil
        }
    }

    /// Whether the two can be summed into one amount.
    func isSummable(with other: GroceryQuantity) -> Bool {
        switch (kind, other.kind) {
        case (.grams, .grams), (.milliliters, .milliliters): true
        case let (.count(a), .count(b)): a == b
        default: false
        }
    }

    mutating func add(_ other: GroceryQuantity) {
        amount += other.amount
        if case .milliliters(let a) = kind, case .milliliters(let b) = other.kind, a != b { kind = .milliliters(.kitchen) }
    }

    /// In a sensible unit: "1.5 kg", "250 g", "about 1.1 cups", "2 tbsp", "300 ml", "2 pints", "5", "2 large";
    /// counts in whole things to buy ("1" for a quarter of a lemon).
    public var display: String {
        switch kind {
        case .grams:
            return amount >= 1000 ? "\(Nutrition.format(amount: amount / 1000)) kg" : "\(Nutrition.format(amount: amount.rounded())) g"
        case .milliliters(.metric):
            return amount >= 1000 ? "\(Nutrition.format(amount: amount / 1000)) l" : "\(Nutrition.format(amount: amount.rounded())) ml"
        case .milliliters(.pints):
            return Self.approximate(amount / IngredientMeasure.pint, "pint", "pints")
        case .milliliters(.kitchen):
            let tsp = amount / IngredientMeasure.teaspoon, tbsp = amount / IngredientMeasure.tablespoon
            let cups = amount / IngredientMeasure.cup
            if tbsp < 1 { return Self.approximate(tsp, "tsp", "tsp") }
            if cups < 0.25 { return Self.approximate(tbsp, "tbsp", "tbsp") }
            return Self.approximate(cups, "cup", "cups")
        case .count(let noun):
            // Counted things are bought whole: a quarter of a lemon is one lemon in the shop.
            let whole = max(1, (amount - 0.01).rounded(.up))
            guard let noun else { return Nutrition.format(amount: whole) }
            return "\(Nutrition.format(amount: whole)) \(whole == 1 || PortionResolver.sizeWords.contains(noun) ? noun : Self.plural(noun))"
        }
    }

    /// Whole or quarter amounts as they are; anything else rounded to 0.1 and marked "about".
    private static func approximate(_ value: Double, _ singular: String, _ plural: String) -> String {
        let unit = abs(value - 1) < 0.001 ? singular : plural
        if abs(value * 4 - (value * 4).rounded()) < 0.02 { return "\(Nutrition.format(amount: (value * 4).rounded() / 4)) \(unit)" }
        let tenth = (value * 10).rounded() / 10
        return "about \(Nutrition.format(amount: tenth)) \(abs(tenth - 1) < 0.001 ? singular : plural)"
    }


    private static func plural(_ noun: String) -> String {
        if noun.hasSuffix("s") || noun.hasSuffix("sh") || noun.hasSuffix("ch") { return noun + "es" }
        return noun + "s"
    }
}

/// One thing to buy: its quantities (summed where they can be, side by side where not)
/// and the recipes it came from.
public struct GroceryItem: Hashable, Sendable {
    /// What the line is merged on: the matched food's id, or the name's words.
    public let key: String
    public var name: String
    public var quantities: [GroceryQuantity]
    /// Measures that cannot be shopped for by amount ("to taste"), kept so nothing is lost.
    public var notes: [String]
    public var sources: [String]
    public var done: Bool

    /// "1.5 kg", "1 cup + 2 large", "5 tomatoes": counts without a noun take the item's name.
    public var display: String {
        let parts = quantities.map { quantity -> String in
            if case .count(nil) = quantity.kind { return "\(quantity.display) \(name.lowercased())" }
            return quantity.display
        }
        return (parts.isEmpty ? notes : parts).joined(separator: " + ")
    }
}

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
        add(name: name, measure: measure, quantity: GroceryQuantity(IngredientMeasure.parse(measure)), food: food, source: source)
    }

    /// Adds a line whose quantity was already read from its measure, as
    /// `GroceryQuantity(IngredientMeasure.parse(measure))` reads it (a list read often can
    /// keep what its measures read as).
    public mutating func add(name: String, measure: String, quantity: GroceryQuantity?, food: Food?, source: String?) {
        let key = Self.key(name: name, foodID: food?.id)
        let index = positions[key] ?? {
            items.append(GroceryItem(key: key, name: name.trimmingCharacters(in: .whitespaces), quantities: [], notes: [], sources: [], done: false))
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
    public static func merging(_ recipes: [(recipe: Recipe, servings: Double)], matcher: IngredientMatcher) -> GroceryList {
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
        -> [(name: String, measure: String, food: Food?)] {
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
        case .milliliters(.kitchen): return "\(Nutrition.format(amount: quantity.amount / IngredientMeasure.teaspoon)) tsp"
        case .count(let noun): return [Nutrition.format(amount: quantity.amount), noun].compactMap { $0 }.joined(separator: " ")
        }
    }
}
