import Foundation

/// A recipe's measure text read into an amount and a unit: "175g/6oz", "1 ½ tbsp",
/// "2-3 large", "400g can", "Pinch". Volumes are kept in millilitres and masses in grams;
/// turning volumes and counts into grams needs the food (see ``PortionResolver``).
public struct IngredientMeasure: Hashable, Sendable {
    public enum Unit: Hashable, Sendable {
        /// `quantity` is grams.
        case grams
        /// `quantity` is millilitres.
        case milliliters
        /// `quantity` things, described by a size or noun ("large", "clove", "slice"), or nil for a bare number.
        case count(String?)
        /// `quantity` containers whose size is not given ("1 tin", "2 jars").
        case container(String)
        /// `quantity` packages or pieces of a stated size: "2 (15 oz) cans", "400g can",
        /// "3 (6 ounce)" (no container word: three pieces of 6 ounces each).
        case sized(container: String?, each: Size)
        /// A measure nobody can weigh honestly: "pinch", "to taste", "handful", "garnish".
        case vague(String)
        /// Text that is not a measure Morsel understands.
        case unknown
    }

    /// The size printed on one package or stated for one piece.
    public enum Size: Hashable, Sendable {
        case grams(Double)
        case milliliters(Double)
    }

    /// The amount; a range's midpoint ("2-3" → 2.5); nil when vague or unknown.
    public let quantity: Double?
    public let unit: Unit
    public let text: String

    public init(quantity: Double?, unit: Unit, text: String) {
        self.quantity = quantity
        self.unit = unit
        self.text = text
    }

    /// The weight the measure states without knowing the food: a mass, or pieces of a stated mass.
    public var grams: Double? {
        guard let quantity else { return nil }
        switch unit {
        case .grams: return quantity
        case .sized(_, .grams(let each)): return quantity * each
        default: return nil
        }
    }

    /// Millilitres per volume unit. Cups, spoons and fluid ounces are US measures (what
    /// USDA portions use); the pint is the imperial 568 ml, as in British recipes.
    static let teaspoon = 4.929, tablespoon = 14.787, cup = 236.588, pint = 568.261

    static let volumeUnits: [String: Double] = [
        "ml": 1, "milliliter": 1, "millilitre": 1, "cl": 10, "dl": 100, "l": 1000, "liter": 1000, "litre": 1000,
        "ltr": 1000,
        "tsp": teaspoon, "teaspoon": teaspoon, "t": teaspoon,
        "tbsp": tablespoon, "tbs": tablespoon, "tbl": tablespoon, "tblsp": tablespoon, "tbls": tablespoon,
        "tablespoon": tablespoon,
        "tb": tablespoon,
        "dessertspoon": 10, "dsp": 10,
        "cup": cup, "c": cup, "mug": 300,
        "cc": 1, "floz": 29.574, "pint": pint, "pt": pint, "quart": 946.353, "qt": 946.353, "gallon": 3785.41,
    ]

    static let massUnits: [String: Double] = [
        "g": 1, "gr": 1, "gram": 1, "gramme": 1, "grm": 1, "gm": 1, "gms": 1, "grs": 1, "kgs": 1000, "kg": 1000,
        "kilo": 1000, "kilogram": 1000,
        "mg": 0.001, "oz": 28.3495, "ounce": 28.3495, "lb": 453.592, "lbs": 453.592, "pound": 453.592,
    ]

    static let containers: Set<String> = [
        "can", "tin", "jar", "packet", "pack", "package", "pkg", "bottle", "carton", "tub", "bag", "box", "sachet",
        "pot",
        "container", "envelope", "pouch", "punnet", "block", "brick", "loaf",
    ]

    static let vagueWords: [String: String] = [
        "pinch": "pinch", "dash": "dash", "splash": "splash", "drizzle": "drizzle", "sprinkle": "sprinkling",
        "sprinkling": "sprinkling",
        "handful": "handful", "garnish": "garnish", "taste": "to taste", "serve": "to serve", "needed": "as needed",
        "required": "as required", "optional": "optional", "some": "some", "few": "a few", "little": "a little",
        "dusting": "dusting",
        "topping": "topping", "spray": "spray", "knob": "knob", "glug": "glug", "squeeze": "squeeze", "zest": "zest",
        "juice": "juice",
    ]
}

extension IngredientMeasure {
    /// Reads measure text as cooks write it. Never fails: what it cannot read is `.unknown`.
    public static func parse(_ raw: String) -> IngredientMeasure {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        // "about 1 cup" is read as "1 cup"; the text keeps the hedge. (Every word in
        // `approximately` starts with one of the letters checked first, a cheap test.)
        if let initial = text.utf8.first, "aArRcC~".utf8.contains(initial),
            let first = text.split(separator: " ", maxSplits: 1).first,
            approximately.contains(String(first.lowercased().filter { $0.isLetter || $0 == "~" })),
            text.contains(where: \.isNumber)
        {
            let measure = parse(String(text.dropFirst(first.count)))
            return IngredientMeasure(quantity: measure.quantity, unit: measure.unit, text: text)
        }
        // "1 (14.5 ounce) can", "2 (130g each)", "400g can": a count of things of a stated size.
        if let sized = PackageSize.read(text) { return sized }
        let measure = parseMain(text)
        // "2 cups (240 g)", "1 bunch (about 8 ounces)": the weight the cook gives beats a volume or a count.
        guard measure.quantity != nil, let grams = PackageSize.grams(inParenthesesOf: text) else { return measure }
        switch measure.unit {
        case .count, .milliliters, .container: return IngredientMeasure(quantity: grams, unit: .grams, text: text)
        default: return measure
        }
    }

    /// The largest amount read as one: a million grams, millilitres or things.
    static let largestQuantity = 1_000_000.0

    private static func parseMain(_ text: String) -> IngredientMeasure {
        // "175g/6oz", "1 cup (240ml)": the first alternative is the measure.
        var main = text.lowercased()
        if let paren = main.firstIndex(of: "(") { main = String(main[..<paren]) }
        if let slash = firstAlternativeSlash(in: main) { main = String(main[..<slash]) }
        var scanner = MeasureScanner(Self.normalise(main))
        let quantity = scanner.quantity()
        let words = scanner.words()
        // No kitchen measures a million of anything: such a number is a typo or an attack, not an amount.
        if let quantity, !(quantity.isFinite && quantity <= Self.largestQuantity) {
            return IngredientMeasure(quantity: nil, unit: .unknown, text: text)
        }

        if let first = words.first {
            if let grams = massUnits[first], quantity != nil {
                return IngredientMeasure(quantity: quantity! * grams, unit: .grams, text: text)
            }
            if first == "fl", words.dropFirst().first == "oz", let quantity {
                return IngredientMeasure(quantity: quantity * volumeUnits["floz"]!, unit: .milliliters, text: text)
            }
            if let ml = volumeUnits[first], quantity != nil || first.count > 2 {
                return IngredientMeasure(quantity: (quantity ?? 1) * ml, unit: .milliliters, text: text)
            }
        }
        if let container = words.first(where: containers.contains), quantity != nil || words.first == container {
            return IngredientMeasure(quantity: quantity ?? 1, unit: .container(container), text: text)
        }
        if let vague = words.lazy.compactMap({ vagueWords[$0] }).first,
            quantity == nil || ["pinch", "dash", "handful", "splash", "knob"].contains(vague)
        {
            return IngredientMeasure(quantity: nil, unit: .vague(vague), text: text)
        }
        if let quantity {
            let noun = words.first { !fillerWords.contains($0) }
            return IngredientMeasure(quantity: quantity, unit: .count(noun), text: text)
        }
        // "a large", "one": an article or number word stands for one.
        if let first = words.first, let number = numberWords[first] {
            // "half cup", "meia tbsp": that many of the unit.
            if let unit = words.dropFirst().first {
                if let grams = massUnits[unit] {
                    return IngredientMeasure(quantity: number * grams, unit: .grams, text: text)
                }
                if let ml = volumeUnits[unit], unit.count > 1 {
                    return IngredientMeasure(quantity: number * ml, unit: .milliliters, text: text)
                }
            }
            let noun = words.dropFirst().first { !fillerWords.contains($0) }
            return IngredientMeasure(quantity: number, unit: .count(noun), text: text)
        }
        // "Chopped", "Leaves", "For frying": how, not how much.
        if words.isEmpty || words.allSatisfy({ fillerWords.contains($0) || occasionWords.contains($0) }) {
            return IngredientMeasure(quantity: nil, unit: .vague("unspecified"), text: text)
        }
        return IngredientMeasure(quantity: nil, unit: .unknown, text: text)
    }

    /// Words of a measure that name a purpose or a form rather than an amount.
    static let occasionWords: Set<String> = [
        "leaf", "for", "frying", "greasing", "brushing", "glaze", "decorate", "decoration", "dusting", "sprinking",
        "sprinkling",
        "as", "needed", "bunch", "skinned", "deseeded", "cored", "large", "small", "medium", "thin", "thick", "strip",
        "piece",
    ]

    /// Words that hedge an amount ("about 1 cup"): the amount stands.
    static let approximately: Set<String> = [
        "about", "approx", "approximately", "around", "roughly", "~", "circa", "ca",
    ]

    static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "half": 0.5, "dozen": 12,
        "meia": 0.5, "meio": 0.5,
    ]

    /// Words after a number that say nothing about how much ("1 chopped").
    static let fillerWords: Set<String> = [
        "chopped", "sliced", "diced", "minced", "grated", "beaten", "peeled", "crushed", "finely", "roughly", "fresh",
        "whole",
        "of", "x", "to", "and", "cut", "into", "halved", "quartered", "thinly", "thickly", "shredded", "ground", "a",
    ]

    /// Unicode fractions to text, "1½" → "1 1/2", "2-3" spacing, so the scanner sees plain tokens.
    static func normalise(_ text: String) -> String {
        // Plain ASCII has neither: most lines, returned untouched.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var out = ""
        for character in text {
            if let fraction = unicodeFractions[character] {
                if let last = out.last, last.isNumber { out.append(" ") }
                out += fraction + " "
            } else if character == "–" || character == "—" {
                out += "-"
            } else {
                out.append(character)
            }
        }
        return out
    }

    static let unicodeFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
        "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8",
    ]

    /// A "/" that separates alternatives ("175g/6oz") rather than a fraction ("1/2").
    private static func firstAlternativeSlash(in text: String) -> String.Index? {
        var previous: Character?
        for index in text.indices where text[index] == "/" {
            previous = index > text.startIndex ? text[text.index(before: index)] : nil
            let next = text.index(after: index) < text.endIndex ? text[text.index(after: index)] : nil
            let isFraction = previous?.isNumber == true && next?.isNumber == true
            if !isFraction { return index }
        }
        return nil
    }
}
