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
                index < characters.count
                    && (characters[index].isLetter || characters[index].isWholeNumber || characters[index] == "_")
            }
            var index = 0
            var words: [String] = []
            var metric = false
            while index < characters.count {
                guard isWordCharacter(index) else {
                    index += 1
                    continue
                }
                let start = index
                while isWordCharacter(index) { index += 1 }
                words.append(String(characters[start..<index]))
            }
            for (position, character) in characters.enumerated() where character.isWholeNumber {
                var next = position + 1
                while next < characters.count, characters[next].isWhitespace { next += 1 }
                let start = next
                while next < characters.count, characters[next].isLetter { next += 1 }
                if !isWordCharacter(next), Self.metricUnits.contains(String(characters[start..<next])) {
                    metric = true
                    break
                }
            }
            if metric {
                self = .metric
            } else if words.contains(where: Self.pintWords.contains) {
                self = .pints
            } else {
                self = .kitchen
            }
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
        case (.count(let a), .count(let b)): a == b
        default: false
        }
    }

    mutating func add(_ other: GroceryQuantity) {
        amount += other.amount
        if case .milliliters(let a) = kind, case .milliliters(let b) = other.kind, a != b {
            kind = .milliliters(.kitchen)
        }
    }

    /// In a sensible unit: "1.5 kg", "250 g", "about 1.1 cups", "2 tbsp", "300 ml", "2 pints", "5", "2 large";
    /// counts in whole things to buy ("1" for a quarter of a lemon).
    public var display: String {
        switch kind {
        case .grams:
            return amount >= 1000
                ? "\(Nutrition.format(amount: amount / 1000)) kg" : "\(Nutrition.format(amount: amount.rounded())) g"
        case .milliliters(.metric):
            return amount >= 1000
                ? "\(Nutrition.format(amount: amount / 1000)) l" : "\(Nutrition.format(amount: amount.rounded())) ml"
        case .milliliters(.pints):
            return Self.approximate(amount / IngredientMeasure.pint, "pint", "pints")
        case .milliliters(.kitchen):
            let tsp = amount / IngredientMeasure.teaspoon
            let tbsp = amount / IngredientMeasure.tablespoon
            let cups = amount / IngredientMeasure.cup
            if tbsp < 1 { return Self.approximate(tsp, "tsp", "tsp") }
            if cups < 0.25 { return Self.approximate(tbsp, "tbsp", "tbsp") }
            return Self.approximate(cups, "cup", "cups")
        case .count(let noun):
            // Counted things are bought whole: a quarter of a lemon is one lemon in the shop.
            let whole = max(1, (amount - 0.01).rounded(.up))
            guard let noun else { return Nutrition.format(amount: whole) }
            return
                "\(Nutrition.format(amount: whole)) \(whole == 1 || PortionResolver.sizeWords.contains(noun) ? noun : Self.plural(noun))"
        }
    }

    /// Whole or quarter amounts as they are; anything else rounded to 0.1 and marked "about".
    private static func approximate(_ value: Double, _ singular: String, _ plural: String) -> String {
        let unit = abs(value - 1) < 0.001 ? singular : plural
        if abs(value * 4 - (value * 4).rounded()) < 0.02 {
            return "\(Nutrition.format(amount: (value * 4).rounded() / 4)) \(unit)"
        }
        let tenth = (value * 10).rounded() / 10
        return "about \(Nutrition.format(amount: tenth)) \(abs(tenth - 1) < 0.001 ? singular : plural)"
    }

    private static func plural(_ noun: String) -> String {
        if noun.hasSuffix("s") || noun.hasSuffix("sh") || noun.hasSuffix("ch") { return noun + "es" }
        return noun + "s"
    }
}
