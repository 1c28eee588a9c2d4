/// Turns a measure of a food into grams: masses directly; volumes and counts through the
/// food's own USDA portions; then through the documented conventions below. What cannot be
/// weighed honestly is reported as such, never guessed.
public enum PortionResolver {
    /// How the grams were found, shown to the user beside the figure.
    public enum Basis: Hashable, Sendable {
        /// The measure was a mass.
        case mass
        /// Through one of the food's USDA household portions ("1 cup, chopped = 160 g").
        case portion(String)
        /// Through a convention named here (see ``conventions``).
        case convention(String)
        /// Packages or pieces of the size the line states ("2 cans × 425 g").
        case packages(String)
    }

    public enum Result: Hashable, Sendable {
        case grams(Double, Basis)
        /// Why it cannot be weighed: "to taste", "no portion for 'sprig'".
        case unquantified(String)
    }

    /// Conventions used when the food's portions do not answer, each stated where it is used.
    public static let conventions: [String: String] = [
        "density": "1 ml weighs 1 g (the density of water), for liquids without a USDA volume portion",
        "can": "a can or tin holds 400 g, the common size",
        "jar": "a jar holds 350 g",
        "zest": "the zest of one lemon, lime or orange is about 1 tablespoon",
    ]

    /// Words for the same small package: USDA's "1 package" of yeast is the recipe's "1 packet".
    static let packageWords: Set<String> = ["packet", "package", "pkg", "pack", "envelope", "sachet", "pouch"]

    static let sizeWords: Set<String> = ["small", "medium", "large", "extra", "jumbo", "big"]

    /// What USDA calls the same unit: a stick of celery is a stalk, a rasher a slice.
    static let nounSynonyms: [String: [String]] = ["stick": ["stalk"], "rasher": ["slice"], "piece": ["slice"], "fillet": ["filet"]]

    /// Nouns that are units of counting in their own right: without a USDA portion of that
    /// name they cannot be weighed.
    static let countUnits: Set<String> = [
        "clove", "slice", "sprig", "bunch", "stalk", "stick", "head", "leaf", "piece", "fillet", "rasher", "sheet", "strip",
        "wedge", "pod", "bulb", "ear", "cube", "knob", "sachet", "packet", "handful", "cup", "glass", "scoop", "bar", "square",
        "portion", "serving",
    ]

    /// Grams of a parsed line's food: as its measure says, but a drained can weighs its
    /// USDA drained portion, and the zest of a fruit is weighed by the convention above.
    public static func grams(of line: ParsedIngredient, food: Food) -> Result {
        let quantity = line.measure.quantity ?? 1
        if line.isDrained, let container = line.container,
           let drained = food.portions.first(where: { portion in
               let words = Set(FoodText.words(portion.measure))
               // USDA writes "can" where a recipe may say "tin".
               let names = IngredientMatcher.cannedContainers.contains(container) ? IngredientMatcher.cannedContainers : [container]
               return words.contains("drained") && !words.isDisjoint(with: names)
           }) {
            return counted(quantity, drained)
        }
        if line.part == .zest, case .count(let noun) = line.measure.unit, noun == nil || sizeWords.contains(noun!),
           let tablespoon = food.portions.first(where: { FoodText.words($0.measure) == ["tbsp"] }) {
            return .grams(quantity * tablespoon.gramsPerUnit, .convention(conventions["zest"]!))
        }
        return grams(of: line.measure, food: food)
    }

    public static func grams(of measure: IngredientMeasure, food: Food) -> Result {
        switch measure.unit {
        case .grams:
            return .grams(measure.quantity ?? 0, .mass)
        case .milliliters:
            return volume(measure.quantity ?? 0, food: food)
        case .count(let noun):
            return count(measure.quantity ?? 1, noun: noun, food: food)
        case .sized(let container, let size):
            let quantity = measure.quantity ?? 1
            let each: Double
            switch size {
            case .grams(let grams): each = grams
            case .milliliters(let ml): each = ml * (density(of: food)?.gramsPerMilliliter ?? 1)
            }
            let count = GroceryQuantity.number(quantity)
            let things = container.map { " " + (quantity > 1 ? $0 + "s" : $0) } ?? ""
            return .grams(quantity * each, .packages("\(count)\(things) × \(GroceryQuantity.number(each.rounded())) g"))
        case .container(let kind):
            let quantity = measure.quantity ?? 1
            switch kind {
            case "can", "tin": return .grams(quantity * 400, .convention(conventions["can"]!))
            case "jar": return .grams(quantity * 350, .convention(conventions["jar"]!))
            default:
                // "1 package" of yeast, "1 loaf" of bread: through the food's own USDA portion of that name.
                let names: Set<String> = Self.packageWords.contains(kind) ? Self.packageWords : [kind]
                if let portion = countable(food).first(where: { !names.isDisjoint(with: FoodText.words($0.measure)) }) {
                    return counted(quantity, portion)
                }
                return .unquantified("a \(kind) of unknown size")
            }
        case .vague(let word):
            return .unquantified(word)
        case .unknown:
            return .unquantified("unreadable measure “\(measure.text)”")
        }
    }

    /// Grams of a volume of the food, through its density, else water's.
    private static func volume(_ milliliters: Double, food: Food) -> Result {
        guard let density = density(of: food) else { return .grams(milliliters, .convention(conventions["density"]!)) }
        return .grams(milliliters * density.gramsPerMilliliter, .portion(describe(density.portion)))
    }

    /// Grams per millilitre from the food's plainest, largest volume portion (a cup weighs
    /// more precisely than a teaspoon); nil when the food has no volume portion.
    public static func density(of food: Food) -> (gramsPerMilliliter: Double, portion: FoodPortion)? {
        let volumes = food.portions.compactMap { portion -> (portion: FoodPortion, ml: Double, plain: Bool)? in
            let words = FoodText.words(portion.measure)
            // A whipped cup is mostly air: it says nothing about the liquid's weight.
            guard let unit = words.first, unit != "c", unit != "t", !words.contains("whipped") else { return nil }
            let ml = unit == "fl" && words.dropFirst().first == "oz" ? IngredientMeasure.volumeUnits["floz"] : IngredientMeasure.volumeUnits[unit]
            let plain = words.count == (unit == "fl" ? 2 : 1)
            return ml.map { (portion, $0, plain) }
        }
        // A plain "cup" before "cup, chopped", then the largest measure.
        guard let best = volumes.max(by: { ($0.plain ? 1 : 0, $0.ml * $0.portion.amount) < ($1.plain ? 1 : 0, $1.ml * $1.portion.amount) }) else {
            return nil
        }
        return (best.portion.gramsPerUnit / best.ml, best.portion)
    }

    /// Grams of `quantity` things: through a portion named by the size or noun, else the
    /// food's medium or first countable portion.
    private static func count(_ quantity: Double, noun: String?, food: Food) -> Result {
        let countable = countable(food)
        func named(_ word: String) -> FoodPortion? {
            let names = [word] + (nounSynonyms[word] ?? [])
            return countable.first { !Set(FoodText.words($0.measure)).isDisjoint(with: names) }
        }
        var chosen: FoodPortion?
        if let noun {
            chosen = named(noun)
            // "2 sprigs" with no sprig portion cannot be weighed; "24 skinned shallots" is just 24 shallots.
            if chosen == nil, countUnits.contains(noun) {
                return .unquantified("no USDA portion for “\(noun)” of \(food.name)")
            }
        }
        chosen = chosen ?? named("medium") ?? countable.first
        guard let chosen else { return .unquantified("no USDA portion to count \(food.name) by") }
        return counted(quantity, chosen)
    }

    /// `quantity` of a counted portion, with the multiplication shown when there is one.
    private static func counted(_ quantity: Double, _ portion: FoodPortion) -> Result {
        let times = quantity == 1 ? "" : "; \(GroceryQuantity.number(quantity)) × \(Nutrition.format(grams: portion.gramsPerUnit)) g"
        return .grams(quantity * portion.gramsPerUnit, .portion(describe(portion) + times))
    }

    /// The food's portions that count things rather than measure a volume or a mass.
    private static func countable(_ food: Food) -> [FoodPortion] {
        food.portions.filter { portion in
            guard let first = FoodText.words(portion.measure).first else { return false }
            return IngredientMeasure.volumeUnits[first] == nil && IngredientMeasure.massUnits[first] == nil && first != "fl"
        }
    }

    static func describe(_ portion: FoodPortion) -> String {
        let amount = portion.amount == portion.amount.rounded() ? String(Int(portion.amount)) : String(portion.amount)
        return "\(amount) \(portion.measure) = \(Nutrition.format(grams: portion.grams)) g"
    }
}
