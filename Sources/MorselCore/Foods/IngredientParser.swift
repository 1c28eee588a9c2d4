import Foundation

/// Reads ingredient lines as people and web pages write them: a whole line
/// ("2 (15 oz) cans black beans, drained"), or the split form TheMealDB uses
/// (measure "1 tin", name "tomatoes").
public enum IngredientParser {
    /// A line given whole. "MEASURE<TAB>NAME" is taken as it is cut.
    public static func parse(line: String) -> ParsedIngredient {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if let tab = trimmed.firstIndex(of: "\t") {
            return parse(
                name: String(trimmed[trimmed.index(after: tab)...]).trimmingCharacters(in: .whitespaces),
                measure: String(trimmed[..<tab]))
        }
        let text = ForeignWords.englishUnits(strippedBullet(trimmed))
        if isHeading(text) {
            return ParsedIngredient(
                fields: .init(name: text, measure: ""),
                measure: IngredientMeasure(quantity: nil, unit: .vague("heading"), text: ""),
                food: "", notes: [], part: nil, isHeading: true)
        }
        let (part, rest) = partPrefix(text)
        let (amount, name) = amountPrefix(rest)
        // The stored measure keeps "Juice of" before the amount, as TheMealDB writes it.
        let written = (part == nil ? amount : String(text.dropLast(rest.count)) + amount).trimmingCharacters(
            in: .whitespaces)
        let fields =
            name.isEmpty || written.isEmpty
            ? ParsedIngredient.Fields(name: text, measure: "") : .init(name: name, measure: written)
        return reading(measure: amount, name: name, part: part, fields: fields)
    }

    /// A line in two fields. A name with no measure is read as a whole line.
    public static func parse(name: String, measure: String) -> ParsedIngredient {
        let amount = measure.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !amount.isEmpty else { return parse(line: name) }
        let (part, rest) = partPrefix(ForeignWords.englishUnits(amount))
        return reading(measure: rest, name: name, part: part, fields: .init(name: name, measure: measure))
    }

    /// A whole line cut into the two fields a recipe stores: "2 large eggs, beaten" →
    /// measure "2 large", name "eggs, beaten".
    public static func split(_ line: String) -> (name: String, measure: String) {
        let fields = parse(line: line).fields
        return (fields.name, fields.measure)
    }

    // MARK: The parts of a line

    private static func reading(
        measure amount: String, name: String, part: ParsedIngredient.Part?,
        fields: ParsedIngredient.Fields
    ) -> ParsedIngredient {
        let phrase = IngredientPhrase(name)
        var measure = IngredientMeasure.parse(amount)
        // "salt, to taste", "oil for frying": no amount, and the line says why.
        if measure.unit == .vague("unspecified"), let vague = phrase.vagueAmount {
            measure = IngredientMeasure(quantity: nil, unit: .vague(vague), text: amount)
        }
        // "1 pork shoulder roast, about 4 lb", "2 onions (300 g)": a weight among the notes is what the line weighs.
        switch measure.unit {
        case .count, .container, .milliliters:
            if let grams = phrase.notes.lazy.compactMap(PackageSize.grams(in:)).first {
                measure = IngredientMeasure(quantity: grams, unit: .grams, text: amount)
            }
        default: break
        }
        return ParsedIngredient(
            fields: fields, measure: measure, food: phrase.food, notes: phrase.notes,
            part: part ?? phrase.part, isHeading: false)
    }

    /// "For the sauce:", "FILLING:", "For the dressing": a heading, not an ingredient.
    static func isHeading(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 60 else { return false }
        if text.hasSuffix(":") { return true }
        let lower = text.lowercased()
        return lower.hasPrefix("for the ") && !text.contains { $0.isNumber } && !text.contains(",")
    }

    private static func strippedBullet(_ text: String) -> String {
        guard let first = text.first, "•▢◦▪-*·".contains(first) else { return text }
        return String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
    }

    private static let partPrefixes: [(String, ParsedIngredient.Part)] = [
        ("juice and zest of", .juice), ("zest and juice of", .juice), ("freshly squeezed juice of", .juice),
        ("the juice of", .juice), ("juice of", .juice), ("juice from", .juice), ("juiced", .juice),
        ("finely grated zest of", .zest), ("grated zest of", .zest), ("the zest of", .zest), ("zest of", .zest),
        ("zest from", .zest),
    ]

    /// "Juice of 1 lime" → (.juice, "1 lime").
    private static func partPrefix(_ text: String) -> (ParsedIngredient.Part?, String) {
        let lower = text.lowercased()
        for (prefix, part) in partPrefixes where lower.hasPrefix(prefix + " ") || lower == prefix {
            return (part, String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces))
        }
        return (nil, text)
    }

    /// The amount at the front of a line and the rest: "1 (14.5 ounce) can diced tomatoes" →
    /// ("1 (14.5 ounce) can", "diced tomatoes"); "2 cloves of garlic" → ("2 cloves", "garlic").
    static func amountPrefix(_ text: String) -> (amount: String, rest: String) {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        var taken = 0
        var sawNumber = false
        var index = 0
        var moved: [Substring] = []
        while index < words.count {
            let word = words[index]
            let lower = word.lowercased()
            // A parenthesis right after the amount that holds a size: "(14.5 ounce)", "(about 8 ounces)".
            if lower.hasPrefix("("), taken > 0 {
                guard let close = words[index...].firstIndex(where: { $0.contains(")") }) else { break }
                let inside = words[index...close].joined(separator: " ").lowercased()
                guard
                    inside.dropFirst().first?.isNumber == true || inside.hasPrefix("(about")
                        || inside.hasPrefix("(approx")
                else { break }
                index = close + 1
                taken = index
                continue
            }
            // "tablespoon(s)", "tsp.", "cloves,": the word itself.
            let bare = (lower.hasSuffix("(s)") ? String(lower.dropLast(3)) : lower).trimmingCharacters(
                in: Self.wordPunctuation)
            let singular = FoodText.singular(bare)
            let startsWithNumber =
                bare.first.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } ?? false
            let isNumberWord = IngredientMeasure.numberWords[bare] != nil && (taken == 0 || bare == "half")
            // "about 1 cup", "approx. 200 g": the hedge belongs to the amount.
            if taken == 0, index == 0, IngredientMeasure.approximately.contains(bare) {
                index += 1
                continue
            }
            let isJoiner =
                ["-", "–", "—", "x", "to", "or"].contains(bare) && sawNumber && index + 1 < words.count
                && (words[index + 1].first.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } ?? false)
            if startsWithNumber || isNumberWord || isJoiner {
                sawNumber = sawNumber || startsWithNumber || isNumberWord
                index += 1
                taken = index
                // "2 cloves, minced": a comma ends the amount.
                if word.hasSuffix(",") { break }
                continue
            }
            // "1 13.5 – ounce can": a dash between a size and its unit.
            let isUnitDash =
                ["-", "–", "—"].contains(bare) && sawNumber && index + 1 < words.count
                && IngredientMeasure.massUnits[FoodText.singular(words[index + 1].lowercased())] != nil
            if taken > 0, isUnitDash || isAmountWord(singular) {
                index += 1
                taken = index
                if word.hasSuffix(",") { break }
                continue
            }
            // "12 finely minced cloves of garlic", "3 thin slices ginger": the describing words
            // before a counted unit go with the food, the unit with the amount.
            if taken > 0, let unit = describedUnit(words, from: index) {
                moved += words[index..<unit]
                index = unit + 1
                taken = index
                continue
            }
            if taken == 0, IngredientMeasure.vagueWords[singular] != nil, singular != "juice", singular != "zest" {
                index += 1
                taken = index
                continue
            }
            break
        }
        if taken == 0 { return trailingAmount(words) ?? ("", text) }
        guard taken < words.count else { return ("", text) }
        var rest = words[taken...]
        // "2 cloves of garlic", "3 tbsp de azeite", "50 g d’avoine": the joining word is not the food.
        if let first = rest.first?.lowercased(), rest.count > 1, first == "of" || ForeignWords.joiners.contains(first) {
            rest = rest.dropFirst()
        } else if let first = rest.first, first.lowercased().hasPrefix("d’") || first.lowercased().hasPrefix("d'") {
            rest[rest.startIndex] = first.dropFirst(2)
        }
        let amount = words[..<taken].filter { word in !moved.contains { $0.startIndex == word.startIndex } }
            .joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ", "))
        return (amount, (moved + rest).joined(separator: " "))
    }

    /// Where the counted unit is when describing words stand between a number and it
    /// ("finely minced cloves of garlic" → the index of "cloves"); nil otherwise.
    private static func describedUnit(_ words: [Substring], from start: Int) -> Int? {
        var index = start
        while index < words.count, index - start < 3 {
            let word = FoodText.singular(words[index].lowercased().trimmingCharacters(in: wordPunctuation))
            if index > start, PortionResolver.countUnits.contains(word) { return index + 1 < words.count ? index : nil }
            guard IngredientMatcher.preparationWords.contains(word) || describingWords.contains(word) else {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Words that describe how a counted piece is cut: "3 thin slices", "2 fat cloves".
    private static let describingWords: Set<String> = ["thin", "thick", "fat", "plump", "lightly", "coarsely"]

    private static let wordPunctuation = CharacterSet(charactersIn: ".,;:")

    /// "Philadelphia 125 g", "Tortilla pšeničná 2 ks": the amount written after the food.
    private static func trailingAmount(_ words: [Substring]) -> (amount: String, rest: String)? {
        guard let start = words.firstIndex(where: { $0.first?.isNumber == true }), start > 0 else { return nil }
        let tail = words[start...]
        guard
            tail.dropFirst().allSatisfy({
                $0.hasPrefix("(")
                    || isAmountWord(FoodText.singular($0.lowercased().trimmingCharacters(in: .punctuationCharacters)))
            })
        else { return nil }
        return (tail.joined(separator: " "), words[..<start].joined(separator: " "))
    }

    /// Words that belong to an amount after its number: units, containers, counted things, sizes.
    private static func isAmountWord(_ word: String) -> Bool {
        IngredientMeasure.volumeUnits[word] != nil || IngredientMeasure.massUnits[word] != nil
            || IngredientMeasure.containers.contains(word) || PortionResolver.sizeWords.contains(word)
            || PortionResolver.countUnits.contains(word) || IngredientMeasure.vagueWords[word] != nil
            || amountWords.contains(word)
    }

    /// Other words cooks put in an amount: "1 heaped tbsp", "2 fl oz", "10 pcs", "1 x 400g".
    private static let amountWords: Set<String> = [
        "fl", "x", "heaped", "heaping", "level", "rounded", "scant", "generous", "good", "pc", "pcs", "inch",
    ]
}
