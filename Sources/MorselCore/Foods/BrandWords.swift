import Foundation

/// Names of shops, makers and brands that people type, from `Resources/brand-words.tsv`: a
/// shop's name says where a food came from ("a bojangles chicken biscuit"), a brand's the food
/// it is ("3 white claws" are hard seltzers).
enum BrandWords {
    private static let rows = BundledWords.rows("brand-words")

    /// What a name says: nil for a shop, else the food's words as FNDDS names it.
    typealias Meaning = [String]?

    /// The names by their first word, longest first, each with its meaning.
    private static let byFirst: [String: [(words: [String], means: Meaning)]] = {
        var byFirst: [String: [(words: [String], means: Meaning)]] = [:]
        var seen = Set<[String]>()
        for row in rows where row.count >= 2 {
            let words = Array(SaidFood.tokens(row[1]))
            guard let first = words.first, seen.insert(words).inserted else { continue }
            let means: Meaning = row[0] == "food" && row.count > 2 ? FoodText.words(row[2]) : nil
            byFirst[first, default: []].append((words, means))
        }
        return byFirst.mapValues { $0.sorted { $0.words.count > $1.words.count } }
    }()

    /// Every name that names a food, and the words it means.
    static var foods: [(words: [String], means: [String])] {
        byFirst.values.joined().compactMap { name in name.means.map { (name.words, $0) } }
    }

    /// The name that starts at `position` of `words`: how many words it is, and what it says.
    static func name(in words: some Collection<String>, at position: Int) -> (length: Int, means: Meaning)? {
        let rest = words.dropFirst(position)
        guard let first = rest.first, let names = byFirst[first] else { return nil }
        return names.first { rest.starts(with: $0.words) }.map { ($0.words.count, $0.means) }
    }

    /// The shops named among `words`, and the words left: "bojangles cajun chicken biscuit" is
    /// from Bojangles, a cajun chicken biscuit.
    static func shops(in words: [String]) -> (shops: [String], rest: [String]) {
        var shops: [String] = []
        var rest: [String] = []
        var position = 0
        while position < words.count {
            if let name = name(in: words, at: position), name.means == nil {
                shops += words[position..<(position + name.length)]
                position += name.length
            } else {
                rest.append(words[position])
                position += 1
            }
        }
        return (shops, rest)
    }

    /// How many of the words typed from `position` are one name with a joining word inside it
    /// ("in n out", "ben & jerry's"), which a sentence must not cut there; 0 if none. A clause's
    /// end (an empty word) ends the name.
    static func joinedName(in typed: [String], at position: Int) -> Int {
        // Most words start no such name: looked up as typed, before they are cut.
        guard joined.first.contains(typed[position]) else { return 0 }
        var words = typedWords(typed[position])
        for (offset, word) in typed.dropFirst(position + 1).prefix(joinedLength - 1).enumerated() {
            guard !word.isEmpty else { return 0 }
            words += typedWords(word)
            if joined.names.contains(words) { return offset + 2 }
        }
        return 0
    }

    /// A typed word as a name's words are compared: cut as a meal's words are, "&" as itself.
    private static func typedWords(_ word: some StringProtocol) -> [String] {
        word == "&" ? ["&"] : Array(SaidFood.tokens(String(word)))
    }

    /// The names with a joining word inside them, as their words are cut, and their first words
    /// as typed and as cut ("noodles", "noodle").
    private static let joined: (names: Set<[String]>, first: Set<String>) = {
        var names = Set<[String]>()
        var first = Set<String>()
        for row in rows where row.count >= 2 {
            let typed = row[1].split(separator: " ")
            let words = typed.flatMap(typedWords)
            // "chick fil a": an article inside a name, which would open another food.
            guard words.count > 1,
                words.contains(where: ["n", "and", "&", "with", "plus"].contains) || words.dropFirst().contains("a")
            else { continue }
            names.insert(words)
            first.formUnion([String(typed[0]), words[0]])
        }
        return (names, first)
    }()
    private static let joinedLength = 6
}
