import Foundation

/// An ingredient line read into what it takes to find its food and weigh it:
/// "1 (14.5 ounce) can diced tomatoes, drained" is the amount "1 (14.5 ounce) can", the
/// food "diced tomatoes" and the note "drained".
public struct ParsedIngredient: Hashable, Sendable {
    /// Part of a fruit the line asks for: "juice of 1 lime", "zest of 1 orange", "1 lemon, juiced".
    public enum Part: String, Hashable, Sendable {
        case juice, zest
    }

    /// The amount as written, "" when the line gives none.
    public let amount: String
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
    /// A line given whole.
    public static func parse(line: String) -> ParsedIngredient {
        let text = strippedBullet(line.trimmingCharacters(in: .whitespacesAndNewlines))
        if isHeading(text) {
            return ParsedIngredient(amount: "", measure: IngredientMeasure(quantity: nil, unit: .vague("heading"), text: ""),
                                    food: "", notes: [], part: nil, isHeading: true)
        }
        let (part, rest) = partPrefix(text)
        let (amount, name) = amountPrefix(rest)
        return reading(measure: amount, name: name, part: part)
    }

    /// A line in two fields. A name with no measure is read as a whole line.
    public static func parse(name: String, measure: String) -> ParsedIngredient {
        let amount = measure.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !amount.isEmpty else { return parse(line: name) }
        let (part, rest) = partPrefix(amount)
        return reading(measure: rest, name: name, part: part)
    }

    /// A whole line cut into the two fields a recipe stores: "2 large eggs, beaten" →
    /// measure "2 large", name "eggs, beaten". "MEASURE<TAB>NAME" is taken as it is cut.
    public static func split(_ line: String) -> (name: String, measure: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let tab = trimmed.firstIndex(of: "\t") {
            return (String(trimmed[trimmed.index(after: tab)...]).trimmingCharacters(in: .whitespaces), String(trimmed[..<tab]))
        }
        let text = strippedBullet(trimmed)
        guard !isHeading(text) else { return (text, "") }
        let (part, rest) = partPrefix(text)
        let (amount, name) = amountPrefix(rest)
        guard !name.isEmpty else { return (text, "") }
        let measure = part == nil ? amount : String(text.dropLast(rest.count)) + amount
        if measure.trimmingCharacters(in: .whitespaces).isEmpty { return (text, "") }
        return (name, measure.trimmingCharacters(in: .whitespaces))
    }

    /// The two fields of a line, cutting a whole line given as a name with no measure.
    public static func fields(name: String, measure: String) -> (name: String, measure: String) {
        measure.trimmingCharacters(in: .whitespaces).isEmpty ? split(name) : (name, measure)
    }

    // MARK: The parts of a line

    private static func reading(measure amount: String, name: String, part: ParsedIngredient.Part?) -> ParsedIngredient {
        let phrase = IngredientPhrase(name)
        var measure = IngredientMeasure.parse(amount)
        // "salt, to taste", "oil for frying": no amount, and the line says why.
        if measure.unit == .vague("unspecified"), let vague = phrase.vagueAmount {
            measure = IngredientMeasure(quantity: nil, unit: .vague(vague), text: amount)
        }
        return ParsedIngredient(amount: amount, measure: measure, food: phrase.food, notes: phrase.notes,
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
            let bare = lower.replacingOccurrences(of: "(s)", with: "").trimmingCharacters(in: CharacterSet(charactersIn: ".,;:"))
            let singular = FoodText.singular(bare)
            let startsWithNumber = bare.first.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } ?? false
            let isNumberWord = IngredientMeasure.numberWords[bare] != nil && (taken == 0 || bare == "half")
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
            if taken == 0, IngredientMeasure.vagueWords[singular] != nil, singular != "juice", singular != "zest" {
                index += 1
                taken = index
                continue
            }
            break
        }
        guard taken > 0, taken < words.count else { return ("", text) }
        var rest = words[taken...]
        if rest.first?.lowercased() == "of", rest.count > 1 { rest = rest.dropFirst() }
        let amount = words[..<taken].joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ", "))
        return (amount, rest.joined(separator: " "))
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
        var food = rest
        while let comma = food.firstIndex(of: ","), !food[..<comma].isEmpty,
              FoodText.words(String(food[..<comma])).allSatisfy(IngredientMatcher.preparationWords.contains) {
            food.replaceSubrange(comma...comma, with: "")
        }
        // "eggs, beaten", "kale - stems removed": what follows the first comma or spaced dash is preparation.
        for separator in [",", " - ", " – ", " — ", ";"] {
            if let range = food.range(of: separator) {
                notes.append(contentsOf: food[range.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
                food = String(food[..<range.lowerBound])
            }
        }
        // "oil for frying", "salt to taste", "sesame seeds for serving": the occasion is a note.
        let lower = food.lowercased()
        for marker in Self.occasionMarkers {
            guard let range = lower.range(of: marker) else { continue }
            let offset = lower.distance(from: lower.startIndex, to: range.lowerBound)
            let cut = food.index(food.startIndex, offsetBy: offset)
            notes.append(food[cut...].trimmingCharacters(in: .whitespaces))
            food = String(food[..<cut])
            break
        }
        // "butter or margarine": the first; "yellow or white miso paste": the first with the shared noun.
        if let range = food.range(of: " or ", options: .caseInsensitive) ?? food.range(of: "/") {
            let first = food[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let second = food[range.upperBound...].trimmingCharacters(in: .whitespaces)
            let secondWords = second.split(separator: " ")
            if !first.contains(" "), secondWords.count > 1 {
                food = ([first] + secondWords.dropFirst().map(String.init)).joined(separator: " ")
            } else if !first.isEmpty {
                food = first
            }
            notes.append("or \(second)")
        }
        food = food.trimmingCharacters(in: .whitespaces)
        for suffix in [" of choice", " of your choice"] where food.lowercased().hasSuffix(suffix) {
            food = String(food.dropLast(suffix.count))
        }
        if food.lowercased().hasPrefix("of ") { food = String(food.dropFirst(3)) }
        self.food = food.trimmingCharacters(in: .whitespaces)
        notes = notes.filter { !$0.isEmpty }
        let noteWords = Set(notes.flatMap(FoodText.words))
        if noteWords.contains("juiced") { part = .juice } else if noteWords.contains("zested") { part = .zest }
        let allText = ([text.lowercased()] + notes.map { $0.lowercased() }).joined(separator: " ")
        vagueAmount = Self.vagueAmounts.first { allText.contains($0) }
    }

    /// Where the food's name ends and the occasion begins.
    private static let occasionMarkers = [
        " to taste", " for ", " as needed", " as required", " if needed", " if desired", " if you like", " plus more",
        " plus extra", " optional", " to serve", " to garnish", " divided", " at room temperature", " room temperature",
    ]

    private static let vagueAmounts = [
        "to taste", "for garnish", "to garnish", "for serving", "to serve", "for frying", "for greasing", "as needed",
        "as required", "for dusting", "for brushing", "for drizzling", "for decoration",
    ]
}
