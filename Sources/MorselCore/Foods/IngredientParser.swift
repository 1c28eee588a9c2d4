import Foundation

/// An ingredient line read into what it takes to find its food and weigh it:
/// "1 (14.5 ounce) can diced tomatoes, drained" is the amount "1 (14.5 ounce) can", the
/// food "diced tomatoes" and the note "drained".
public struct ParsedIngredient: Hashable, Sendable {
    /// Part of a fruit the line asks for: "juice of 1 lime", "zest of 1 orange", "1 lemon, juiced".
    public enum Part: String, Hashable, Sendable {
        case juice, zest
    }

    /// The line in the two fields a recipe stores, as written: "2 large eggs, beaten" is the
    /// measure "2 large" and the name "eggs, beaten". A line given in two fields keeps them.
    public struct Fields: Hashable, Sendable {
        public let name: String
        public let measure: String
    }

    public let fields: Fields
    public let measure: IngredientMeasure
    /// The words that name the food, and all that matching reads ("diced tomatoes").
    public let food: String
    /// What the line says besides the food and its amount: preparation ("drained", "softened"),
    /// asides in parentheses, "to taste", "optional", alternatives left out.
    public let notes: [String]
    public let part: Part?
    /// A section heading ("For the sauce:"): a line of the recipe that is not an ingredient.
    public let isHeading: Bool

    /// "drained", "rinsed and drained": the line means the solids without the liquid.
    public var isDrained: Bool {
        notes.contains { FoodText.words($0).contains("drained") } && !notes.contains { FoodText.words($0).contains("undrained") }
    }

    /// The container the amount names ("can", "jar", "package"), if any.
    public var container: String? {
        switch measure.unit {
        case .container(let kind): kind
        case .sized(let kind, _): kind
        default: nil
        }
    }
}

/// Reads ingredient lines as people and web pages write them: a whole line
/// ("2 (15 oz) cans black beans, drained"), or the split form TheMealDB uses
/// (measure "1 tin", name "tomatoes").
public enum IngredientParser {
    /// A line given whole. "MEASURE<TAB>NAME" is taken as it is cut.
    public static func parse(line: String) -> ParsedIngredient {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if let tab = trimmed.firstIndex(of: "\t") {
            return parse(name: String(trimmed[trimmed.index(after: tab)...]).trimmingCharacters(in: .whitespaces),
                         measure: String(trimmed[..<tab]))
        }
        let text = ForeignWords.englishUnits(strippedBullet(trimmed))
        if isHeading(text) {
            return ParsedIngredient(fields: .init(name: text, measure: ""), measure: IngredientMeasure(quantity: nil, unit: .vague("heading"), text: ""),
                                    food: "", notes: [], part: nil, isHeading: true)
        }
        let (part, rest) = partPrefix(text)
        let (amount, name) = amountPrefix(rest)
        // The stored measure keeps "Juice of" before the amount, as TheMealDB writes it.
        let written = (part == nil ? amount : String(text.dropLast(rest.count)) + amount).trimmingCharacters(in: .whitespaces)
        let fields = name.isEmpty || written.isEmpty ? ParsedIngredient.Fields(name: text, measure: "") : .init(name: name, measure: written)
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

    private static func reading(measure amount: String, name: String, part: ParsedIngredient.Part?,
                                fields: ParsedIngredient.Fields) -> ParsedIngredient {
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
        return ParsedIngredient(fields: fields, measure: measure, food: phrase.food, notes: phrase.notes,
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
        ("finely grated zest of", .zest), ("grated zest of", .zest), ("the zest of", .zest), ("zest of", .zest), ("zest from", .zest),
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
                guard inside.dropFirst().first?.isNumber == true || inside.hasPrefix("(about") || inside.hasPrefix("(approx") else { break }
                index = close + 1
                taken = index
                continue
            }
            // "tablespoon(s)", "tsp.", "cloves,": the word itself.
            let bare = (lower.hasSuffix("(s)") ? String(lower.dropLast(3)) : lower).trimmingCharacters(in: Self.wordPunctuation)
            let singular = FoodText.singular(bare)
            let startsWithNumber = bare.first.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } ?? false
            let isNumberWord = IngredientMeasure.numberWords[bare] != nil && (taken == 0 || bare == "half")
            // "about 1 cup", "approx. 200 g": the hedge belongs to the amount.
            if taken == 0, index == 0, IngredientMeasure.approximately.contains(bare) {
                index += 1
                continue
            }
            let isJoiner = ["-", "–", "—", "x", "to", "or"].contains(bare) && sawNumber && index + 1 < words.count
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
            let isUnitDash = ["-", "–", "—"].contains(bare) && sawNumber && index + 1 < words.count
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
            guard IngredientMatcher.preparationWords.contains(word) || describingWords.contains(word) else { return nil }
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
        guard tail.dropFirst().allSatisfy({ $0.hasPrefix("(") || isAmountWord(FoodText.singular($0.lowercased().trimmingCharacters(in: .punctuationCharacters))) })
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

/// The words of a line after its amount: the food, and the notes around it.
struct IngredientPhrase {
    var food: String
    var notes: [String] = []
    var part: ParsedIngredient.Part?
    /// "to taste", "for garnish": why the line has no amount, when it says.
    var vagueAmount: String?

    // Words are compared whole and lower-cased, never searched for as substrings: Foundation's
    // string search costs microseconds a call on Linux, and an estimate reads every line.
    init(_ text: String) {
        var rest = ""
        var depth = 0
        var aside = ""
        // Asides in parentheses become notes, nested ones included.
        for character in text {
            if character == "(" || character == "[" {
                if depth > 0 { aside.append(character) }
                depth += 1
            } else if (character == ")" || character == "]") && depth > 0 {
                depth -= 1
                if depth == 0 {
                    notes.append(aside.trimmingCharacters(in: .whitespaces))
                    aside = ""
                    rest.append(" ")
                } else {
                    aside.append(character)
                }
            } else if depth > 0 {
                aside.append(character)
            } else if character != "*" {
                rest.append(character)
            }
        }
        // "boneless, skinless chicken breasts": a comma between describing words is not the end of the food.
        var clauses = rest.split(separator: ",", omittingEmptySubsequences: false).map { Self.words($0) }
        while clauses.count > 1, !clauses[0].isEmpty, clauses[0].allSatisfy({ IngredientMatcher.preparationWords.contains(FoodText.singular($0.lowercased())) }) {
            clauses[1] = clauses[0] + clauses[1]
            clauses.removeFirst()
        }
        // "eggs, beaten", "kale - stems removed": what follows the first comma or spaced dash is preparation.
        var words = clauses.first ?? []
        notes += clauses.dropFirst().map { $0.joined(separator: " ") }
        if let dash = words.firstIndex(where: { ["-", "–", "—"].contains($0) }) {
            notes.append(words[(dash + 1)...].joined(separator: " "))
            words = Array(words[..<dash])
        }
        let lower = words.map { $0.lowercased() }
        // "oil for frying", "salt to taste", "sesame seeds for serving": the occasion is a note.
        if let cut = lower.indices.first(where: { index in index > 0 && Self.occasionMarkers.contains { Self.starts(lower, at: index, with: $0) } }) {
            notes.append(words[cut...].joined(separator: " "))
            words = Array(words[..<cut])
        }
        // "butter or margarine": the first; "smoked hot or smoked sweet paprika": the first with the noun they share.
        if let or = words.firstIndex(where: { $0.lowercased() == "or" || $0 == "/" }), or > 0 {
            let first = Array(words[..<or]), second = Array(words[(or + 1)...])
            let secondIsAmount = second.first?.first.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } ?? true
            words = second.count > first.count && !secondIsAmount ? first + second.dropFirst(first.count) : first
            notes.append("or " + second.joined(separator: " "))
        }
        if words.count > 2, words.suffix(2).map({ $0.lowercased() }) == ["of", "choice"] { words.removeLast(2) }
        if words.count > 3, words.suffix(3).map({ $0.lowercased() }) == ["of", "your", "choice"] { words.removeLast(3) }
        if words.count > 1, words[0].lowercased() == "of" { words.removeFirst() }
        food = words.joined(separator: " ")
        notes = notes.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let noteWords = Set(notes.flatMap(FoodText.words))
        if noteWords.contains("juiced") { part = .juice } else if noteWords.contains("zested") { part = .zest }
        let all = ([lower] + notes.map { Self.words(Substring($0)).map { $0.lowercased() } })
        vagueAmount = Self.vagueAmounts.first { marker in all.contains { clause in clause.indices.contains { Self.starts(clause, at: $0, with: marker) } } }
            .map { $0.joined(separator: " ") }
    }

    /// Words split on spaces, with a spaced dash kept as a word of its own.
    private static func words(_ text: Substring) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    private static func starts(_ words: [String], at index: Int, with marker: [String]) -> Bool {
        guard index + marker.count <= words.count else { return false }
        for (offset, word) in marker.enumerated() where words[index + offset] != word { return false }
        return true
    }

    /// Where the food's name ends and the occasion begins.
    private static let occasionMarkers: [[String]] = [
        ["to", "taste"], ["for"], ["as", "needed"], ["as", "required"], ["if", "needed"], ["if", "desired"], ["if", "you", "like"],
        ["plus", "more"], ["plus", "extra"], ["optional"], ["to", "serve"], ["to", "garnish"], ["divided"], ["at", "room", "temperature"],
        ["room", "temperature"], ["a", "gosto"], ["q.b."], ["q.b"], ["nach", "geschmack"], ["au", "goût"], ["naar", "smaak"],
    ]

    private static let vagueAmounts: [[String]] = [
        ["to", "taste"], ["for", "garnish"], ["to", "garnish"], ["for", "serving"], ["to", "serve"], ["for", "frying"], ["for", "greasing"],
        ["as", "needed"], ["as", "required"], ["for", "dusting"], ["for", "brushing"], ["for", "drizzling"], ["for", "decoration"],
        ["a", "gosto"], ["q.b."], ["q.b"], ["nach", "geschmack"], ["au", "goût"], ["naar", "smaak"],
    ]
}
