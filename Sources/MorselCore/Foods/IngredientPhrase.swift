import Foundation

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
        while clauses.count > 1, !clauses[0].isEmpty,
            clauses[0].allSatisfy({ IngredientMatcher.preparationWords.contains(FoodText.singular($0.lowercased())) })
        {
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
        if let cut = lower.indices.first(where: { index in
            index > 0 && Self.occasionMarkers.contains { Self.starts(lower, at: index, with: $0) }
        }) {
            notes.append(words[cut...].joined(separator: " "))
            words = Array(words[..<cut])
        }
        // "butter or margarine": the first; "smoked hot or smoked sweet paprika": the first with the noun they share.
        if let or = words.firstIndex(where: { $0.lowercased() == "or" || $0 == "/" }), or > 0 {
            let first = Array(words[..<or])
            let second = Array(words[(or + 1)...])
            let secondIsAmount =
                second.first?.first.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } ?? true
            words = second.count > first.count && !secondIsAmount ? first + second.dropFirst(first.count) : first
            notes.append("or " + second.joined(separator: " "))
        }
        if words.count > 2, words.suffix(2).map({ $0.lowercased() }) == ["of", "choice"] { words.removeLast(2) }
        if words.count > 3, words.suffix(3).map({ $0.lowercased() }) == ["of", "your", "choice"] {
            words.removeLast(3)
        }
        if words.count > 1, words[0].lowercased() == "of" { words.removeFirst() }
        food = words.joined(separator: " ")
        notes = notes.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let noteWords = Set(notes.flatMap(FoodText.words))
        if noteWords.contains("juiced") { part = .juice } else if noteWords.contains("zested") { part = .zest }
        let all = ([lower] + notes.map { Self.words(Substring($0)).map { $0.lowercased() } })
        vagueAmount = Self.vagueAmounts.first { marker in
            all.contains { clause in clause.indices.contains { Self.starts(clause, at: $0, with: marker) } }
        }
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
        ["to", "taste"], ["for"], ["as", "needed"], ["as", "required"], ["if", "needed"], ["if", "desired"],
        ["if", "you", "like"],
        ["plus", "more"], ["plus", "extra"], ["optional"], ["to", "serve"], ["to", "garnish"], ["divided"],
        ["at", "room", "temperature"],
        ["room", "temperature"], ["a", "gosto"], ["q.b."], ["q.b"], ["nach", "geschmack"], ["au", "goût"],
        ["naar", "smaak"],
    ]

    private static let vagueAmounts: [[String]] = [
        ["to", "taste"], ["for", "garnish"], ["to", "garnish"], ["for", "serving"], ["to", "serve"], ["for", "frying"],
        ["for", "greasing"],
        ["as", "needed"], ["as", "required"], ["for", "dusting"], ["for", "brushing"], ["for", "drizzling"],
        ["for", "decoration"],
        ["a", "gosto"], ["q.b."], ["q.b"], ["nach", "geschmack"], ["au", "goût"], ["naar", "smaak"],
    ]
}
