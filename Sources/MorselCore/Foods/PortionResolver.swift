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
        "density": "1 ml weighs 1 g (the density of water), for liquids and pastes without a USDA volume portion",
        "can": "a can or tin holds 400 g, the common size",
        "jar": "a jar holds 350 g",
        "zest": "the zest of one lemon, lime or orange is about 1 tablespoon",
    ]

    /// Words for the same small package: USDA's "1 package" of yeast is the recipe's "1 packet".
    static let packageWords: Set<String> = ["packet", "package", "pkg", "pack", "envelope", "sachet", "pouch"]

    static let sizeWords: Set<String> = ["small", "medium", "large", "extra", "jumbo", "big"]

    /// What USDA calls the same unit: a stick of celery is a stalk, a rasher a slice.
    static let nounSynonyms: [String: [String]] = [
        "stick": ["stalk"], "rasher": ["slice"], "piece": ["slice"], "fillet": ["filet"],
    ]

    /// Nouns that are units of counting in their own right: without a USDA portion of that
    /// name they cannot be weighed.
    static let countUnits: Set<String> = [
        "clove", "slice", "sprig", "bunch", "stalk", "stick", "head", "leaf", "piece", "fillet", "rasher", "sheet",
        "strip",
        "wedge", "pod", "bulb", "ear", "cube", "knob", "sachet", "packet", "handful", "cup", "glass", "scoop", "bar",
        "square",
        "portion", "serving",
    ]

    /// Grams of a parsed line's food: as its measure says, but a drained can weighs its
    /// USDA drained portion, and the zest of a fruit is weighed by the convention above.
    public static func grams(of line: ParsedIngredient, food: Food) -> Result {
        let quantity = line.measure.quantity ?? 1
        if line.isDrained, let container = line.container,
            let drained = food.portions.first(where: { portion in
                let words = Set(portion.words)
                // USDA writes "can" where a recipe may say "tin".
                let names =
                    IngredientMatcher.cannedContainers.contains(container)
                    ? IngredientMatcher.cannedContainers : [container]
                return words.contains("drained") && !words.isDisjoint(with: names)
            })
        {
            return counted(quantity, drained)
        }
        if line.part == .zest, case .count(let noun) = line.measure.unit, noun == nil || sizeWords.contains(noun!),
            let tablespoon = food.portions.first(where: { $0.words == ["tbsp"] })
        {
            return .grams(quantity * tablespoon.gramsPerUnit, .convention(conventions["zest"]!))
        }
        // "12 pickling cucumbers", "8 pearl onions": far smaller than the food's usual piece.
        if case .count(nil) = line.measure.unit,
            let small = FoodText.words(line.food).first(where: smallKinds.contains),
            !FoodText.words(food.name).contains(small)
        {
            return .unquantified(
                "no USDA portion for a \(small) \(FoodText.words(line.food).last ?? "piece"): smaller than \(food.name)'s"
            )
        }
        return grams(of: line.measure, food: food, described: described(line))
    }

    /// The words a line describes its food with, for choosing among its portions.
    static func described(_ line: ParsedIngredient) -> Set<String> {
        Set(
            (line.notes + [line.food]).flatMap(FoodText.words).filter { word in
                IngredientMeasure.volumeUnits[word] == nil && IngredientMeasure.massUnits[word] == nil
                    && !word.allSatisfy(\.isNumber)
            })
    }

    /// Words naming a small kind of a food that USDA weighs only at its usual size.
    static let smallKinds: Set<String> = [
        "pearl", "boiler", "boiling", "pickling", "baby", "mini", "cocktail", "petite",
    ]

    /// Grams of `measure` of the food. `described` holds the line's words ("shredded"), which
    /// choose among the food's volume portions ("1 cup, shredded" before "1 cup, diced").
    public static func grams(of measure: IngredientMeasure, food: Food, described: Set<String> = []) -> Result {
        switch measure.unit {
        case .grams:
            return .grams(measure.quantity ?? 0, .mass)
        case .milliliters:
            return volume(measure.quantity ?? 0, food: food, described: described)
        case .count(let noun):
            return count(measure.quantity ?? 1, noun: noun, food: food)
        case .sized(let container, let size):
            let quantity = measure.quantity ?? 1
            let each: Double
            switch size {
            case .grams(let grams): each = grams
            case .milliliters(let ml): each = ml * (density(of: food, described: described)?.gramsPerMilliliter ?? 1)
            }
            let count = Nutrition.format(amount: quantity)
            let things = container.map { " " + (quantity > 1 ? $0 + "s" : $0) } ?? ""
            return .grams(
                quantity * each, .packages("\(count)\(things) × \(Nutrition.format(amount: each.rounded())) g"))
        case .container(let kind):
            let quantity = measure.quantity ?? 1
            switch kind {
            case "can", "tin": return .grams(quantity * 400, .convention(conventions["can"]!))
            case "jar": return .grams(quantity * 350, .convention(conventions["jar"]!))
            default:
                // "1 package" of yeast, "1 loaf" of bread: through the food's own USDA portion of that name.
                let names: Set<String> = Self.packageWords.contains(kind) ? Self.packageWords : [kind]
                if let portion = countable(food).first(where: { !names.isDisjoint(with: $0.words) }) {
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

    /// Grams of a volume of the food: through its density; else water's for what pours; else
    /// unknown, for a cup of a solid weighs anything from 40 g (crumbs) to 150 g.
    private static func volume(_ milliliters: Double, food: Food, described: Set<String>) -> Result {
        if let density = density(of: food, described: described) {
            return .grams(milliliters * density.gramsPerMilliliter, .portion(describe(density.portion)))
        }
        guard pours(food) else { return .unquantified("no USDA volume portion for \(food.name)") }
        return .grams(milliliters, .convention(conventions["density"]!))
    }

    /// Whether a food is a liquid or a paste, so that water's density is near its own.
    public static func pours(_ food: Food) -> Bool {
        pouringGroups.contains(food.group) || !pouringWords.isDisjoint(with: FoodText.words(food.name))
    }

    private static let pouringGroups: Set<String> = ["Beverages", "Soups, Sauces, and Gravies", "Fats and Oils"]
    private static let pouringWords: Set<String> = [
        "juice", "milk", "cream", "yogurt", "broth", "stock", "sauce", "syrup", "honey", "vinegar", "wine", "beer",
        "oil",
        "water", "puree", "paste", "soup", "dressing", "drink", "liqueur", "nectar", "molasses", "extract", "beverage",
    ]

    /// Grams per millilitre from the food's volume portions: one the line describes ("1 cup,
    /// shredded" for shredded cheese), else the plainest, largest (a cup weighs more
    /// precisely than a teaspoon); nil when the food has no volume portion.
    public static func density(of food: Food, described: Set<String> = []) -> (
        gramsPerMilliliter: Double, portion: FoodPortion
    )? {
        let volumes = food.portions.compactMap {
            portion -> (portion: FoodPortion, ml: Double, plain: Bool, described: Bool)? in
            let words = portion.words
            // A whipped cup is mostly air, a melted one no longer what was measured: neither
            // says what a cup weighs unless the line says so.
            guard let unit = words.first, unit != "c", unit != "t", !words.contains("whipped") else { return nil }
            let isDescribed = !described.isDisjoint(with: words.dropFirst())
            if words.contains("melted"), !isDescribed { return nil }
            let ml =
                unit == "fl" && words.dropFirst().first == "oz"
                ? IngredientMeasure.volumeUnits["floz"] : IngredientMeasure.volumeUnits[unit]
            let plain = words.count == (unit == "fl" ? 2 : 1)
            return ml.map { (portion, $0, plain, isDescribed) }
        }
        // The described portion, then a plain "cup" before "cup, chopped", then the largest measure.
        func rank(_ volume: (portion: FoodPortion, ml: Double, plain: Bool, described: Bool)) -> (Int, Int, Double) {
            (volume.described ? 1 : 0, volume.plain ? 1 : 0, volume.ml * volume.portion.amount)
        }
        guard let best = volumes.max(by: { rank($0) < rank($1) }) else { return nil }
        return (best.portion.gramsPerUnit / best.ml, best.portion)
    }

    /// Grams of `quantity` things: through a portion named by the size or noun, else the
    /// food's medium portion, else its plainest unsized one (USDA's "1 fruit (2-5/8\" dia)" is the
    /// usual orange, between its small and large; toast's "1 slice", not "1 slice crust not
    /// eaten"), else its first countable one.
    private static func count(_ quantity: Double, noun: String?, food: Food) -> Result {
        let countable = countable(food)
        func named(_ word: String) -> FoodPortion? {
            let names = [word] + (nounSynonyms[word] ?? [])
            return countable.first { !Set($0.words).isDisjoint(with: names) }
        }
        var chosen: FoodPortion?
        if let noun {
            chosen = named(noun)
            // "2 sprigs" with no sprig portion cannot be weighed; "24 skinned shallots" is just 24 shallots.
            if chosen == nil, countUnits.contains(noun) {
                return .unquantified("no USDA portion for “\(noun)” of \(food.name)")
            }
        }
        let unsized = countable.filter { Set($0.words).isDisjoint(with: sizeWords) }
        let plainest = unsized.enumerated().min {
            ($0.element.measureWords, $0.offset) < ($1.element.measureWords, $1.offset)
        }?.element
        chosen = chosen ?? named("medium") ?? plainest ?? countable.first
        guard let chosen else { return .unquantified("no USDA portion to count \(food.name) by") }
        return counted(quantity, chosen)
    }

    /// `quantity` of a counted portion, with the multiplication shown when there is one.
    private static func counted(_ quantity: Double, _ portion: FoodPortion) -> Result {
        let times =
            quantity == 1
            ? "" : "; \(Nutrition.format(amount: quantity)) × \(Nutrition.format(grams: portion.gramsPerUnit)) g"
        return .grams(quantity * portion.gramsPerUnit, .portion(describe(portion) + times))
    }

    /// The food's portions that count things rather than measure a volume or a mass.
    private static func countable(_ food: Food) -> [FoodPortion] {
        food.portions.filter { portion in
            guard let first = portion.words.first else { return false }
            return IngredientMeasure.volumeUnits[first] == nil && IngredientMeasure.massUnits[first] == nil
                && first != "fl"
        }
    }

    static func describe(_ portion: FoodPortion) -> String {
        let amount = portion.amount == portion.amount.rounded() ? String(Int(portion.amount)) : String(portion.amount)
        return "\(amount) \(portion.measure) = \(Nutrition.format(grams: portion.grams)) g"
    }
}

extension FoodPortion {
    /// How many words describe the portion: fewer is plainer ("slice" before "slice crust not eaten").
    fileprivate var measureWords: Int { FoodText.words(measure).count }
}
