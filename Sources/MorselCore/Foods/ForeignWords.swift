/// Ingredient words of the languages recipe pages come in, put into English so a German,
/// French or Portuguese line is read like an English one: units ("2 EL" → "2 tbsp",
/// "3 colheres (sopa)" → "3 tbsp") and common foods ("Zwiebel" → onion). Keys are written
/// as cooks write them (`Resources/foreign-words.tsv`) and cut into words by
/// ``FoodText/words(_:)``, exactly as lines are.
enum ForeignWords {
    /// Unit phrases and the English unit each stands for, longest phrase first.
    static let units: [(words: [String], english: String)] = rows("unit")
        .map { (FoodText.words($0.words), $0.english) }.sorted { $0.words.count > $1.words.count }

    /// Words that join an amount to its food ("de", "di", "van"): read as English "of".
    static let joiners = Set(rows("joiner").map(\.words))

    /// The rows of `Resources/foreign-words.tsv` of one kind.
    private static func rows(_ kind: String) -> [(words: String, english: String)] {
        BundledWords.rows("foreign-words").filter { $0[0] == kind }.map { ($0[1], $0[2]) }
    }

    /// The line with its foreign unit phrases in English: "3 colheres (sopa) de azeite" →
    /// "3 tbsp de azeite". A line with none is returned as it is.
    static func englishUnits(_ line: String) -> String {
        let written = line.split(whereSeparator: \.isWhitespace)
        let tokens = written.flatMap(splitCJK)
        var out: [String] = []
        var index = 0
        var changed = tokens.count != written.count
        while index < tokens.count {
            // A unit follows an amount: "2 EL", "1 c. à soupe", "½ xícara (chá)".
            let afterAmount =
                index > 0
                && (tokens[index - 1].last.map { $0.isNumber || IngredientMeasure.unicodeFractions[$0] != nil } == true
                    || IngredientMeasure.numberWords[tokens[index - 1].lowercased()] != nil)
            if afterAmount, firstWords.contains(FoodText.words(tokens[index]).first ?? ""),
                let (length, english) = unit(startingWith: tokens[index...].prefix(4).map(FoodText.words))
            {
                if !english.isEmpty { out.append(english) }
                index += length
                changed = true
                continue
            }
            out.append(tokens[index])
            index += 1
        }
        return changed ? out.joined(separator: " ") : line
    }

    /// "250克" → ["250", "克"]; "大さじ1/2" (Japanese writes the spoon first) → ["1/2", "tbsp"];
    /// "1/4個(50g)" → ["1/4", "個", "(50g)"]. Other tokens are left whole.
    private static func splitCJK(_ token: Substring) -> [String] {
        guard token.unicodeScalars.contains(where: { $0.value >= 0x3040 }) else { return [String(token)] }
        for (spoon, english) in [("大さじ", "tbsp"), ("小さじ", "tsp")] where token.hasPrefix(spoon) {
            let number = token.dropFirst(spoon.count)
            if number.first?.isNumber == true { return [String(number), english] }
        }
        guard let first = token.first, first.isNumber,
            let cut = token.firstIndex(where: { !($0.isNumber || $0 == "/" || $0 == ".") })
        else {
            return [String(token)]
        }
        var rest = token[cut...]
        var parts = [String(token[..<cut])]
        if let open = rest.firstIndex(of: "(") {
            parts.append(String(rest[..<open]))
            rest = rest[open...]
        }
        parts.append(String(rest))
        return parts.filter { !$0.isEmpty }
    }

    /// The first word of each unit phrase: most tokens after an amount are not one.
    private static let firstWords = Set(units.compactMap(\.words.first))

    /// The unit phrase the tokens `folded` start with, as (tokens it spans, English unit).
    private static func unit(startingWith folded: [[String]]) -> (Int, String)? {
        for (words, english) in units {
            var wanted = words[...]
            var end = 0
            while !wanted.isEmpty, end < folded.count, !folded[end].isEmpty, wanted.starts(with: folded[end]) {
                wanted = wanted.dropFirst(folded[end].count)
                end += 1
            }
            if wanted.isEmpty { return (end, english) }
        }
        return nil
    }

    /// `words` with the foreign food names among them in English, longest name first:
    /// ["pimenta", "do", "reino"] → ["black", "pepper"].
    static func english(_ words: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        outer: while index < words.count {
            for length in stride(from: min(4, words.count - index), through: 1, by: -1) {
                if let english = foods[words[index..<(index + length)].joined(separator: " ")] {
                    out += english.split(separator: " ").map(String.init)
                    index += length
                    continue outer
                }
            }
            out.append(words[index])
            index += 1
        }
        return out
    }

    /// Common foods, by the words cooks write them in: what ``IngredientMatcher`` reads in
    /// place of each word.
    static let foods: [String: String] = Dictionary(
        rows("food").map { (FoodText.words($0.words).joined(separator: " "), $0.english) },
        uniquingKeysWith: { first, _ in first })
}
