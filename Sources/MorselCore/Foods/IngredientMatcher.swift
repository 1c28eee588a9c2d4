/// Finds the USDA food an ingredient line names: "free-range eggs, beaten" → egg,
/// "caster sugar" → granulated sugar. Hand-checked aliases first, then the food search
/// on the words that name the food (preparation and marketing words dropped).
public struct IngredientMatcher: Sendable {
    public let index: FoodIndex

    public init(index: FoodIndex) { self.index = index }

    /// A recipe's line means a food as bought: it searches SR28 alone.
    public static let sources: Set<FoodSource> = [.asBought]

    /// The food a person means by what they typed in a food field: the food with that id when
    /// `text` is one ("01123"), else the ingredient it names ("basmati rice" → long-grain rice).
    public func resolve(_ text: String) -> Food? {
        index.food(id: text.trimmingCharacters(in: .whitespaces)) ?? match(text)
    }

    /// The food a parsed line names, leaning the way the line does: "juice of 1 lime" → lime
    /// juice; "1 can diced tomatoes" → canned tomatoes; "drained" → the drained solids.
    public func match(_ line: ParsedIngredient) -> Food? {
        guard !line.isHeading else { return nil }
        if let part = line.part,
            let food = aliasMatch(
                Self.nameWords(line.food + " " + part.rawValue).filter { !Self.preparationWords.contains($0) })
        {
            return food
        }
        let canned =
            line.container.map(Self.cannedContainers.contains) == true
            || line.notes.contains { FoodText.words($0).contains("canned") }
        // "maida (all-purpose flour)": a name the table lacks, explained by one it knows.
        guard let food = canned ? self.canned(line.food) : match(line.food) ?? explained(line) else { return nil }
        if line.isDrained { return index.drainedSolids(of: food) ?? food }
        if case .count = line.measure.unit, let cooked = Self.countedCooked[food.id].flatMap(index.food(id:)) {
            return cooked
        }
        return measuredByVolume(line.measure) ? poured(food, line: line) : food
    }

    /// Foods whose counted pieces are eaten cooked and much lighter: "3 slices bacon" is three
    /// cooked slices (USDA's pan-fried slice), the fat rendered off, not 3 × 28 g of raw bacon.
    /// A weighed amount stays as bought.
    static let countedCooked: [String: String] = [
        "10123": "10862", // Pork, cured, bacon, unprepared → …, pre-sliced, cooked, pan-fried
        "07254": "07973", // Turkey bacon, unprepared → Turkey bacon, microwaved
    ]

    private func explained(_ line: ParsedIngredient) -> Food? {
        line.notes.lazy.compactMap { note in self.aliasMatch(Self.nameWords(note)) }.first
    }

    private func measuredByVolume(_ measure: IngredientMeasure) -> Bool {
        switch measure.unit {
        case .milliliters, .sized(_, .milliliters): true
        default: false
        }
    }

    /// "¼ cup parmesan": a solid measured by the cup is the form of it that USDA weighs by
    /// the cup ("Cheese, parmesan, grated"), the one the line describes first.
    private func poured(_ food: Food, line: ParsedIngredient) -> Food {
        guard PortionResolver.density(of: food) == nil, !PortionResolver.pours(food) else { return food }
        let kind = food.name.split(separator: ",").prefix(2).joined(separator: ",")
        let siblings = index.search(kind, limit: 12, sources: Self.sources).filter {
            $0.name.hasPrefix(kind + ",") && PortionResolver.density(of: $0) != nil
        }
        let described = PortionResolver.described(line)
        return siblings.first { !described.isDisjoint(with: FoodText.words($0.name)) } ?? siblings.first ?? food
    }

    static let cannedContainers: Set<String> = ["can", "tin"]

    /// "diced tomatoes" from a can: canned tomatoes, not raw ones.
    private func canned(_ phrase: String) -> Food? {
        let plain = match(phrase)
        if plain?.name.contains("canned") == true { return plain }
        // "fire roasted tomatoes" → "canned tomato": the canned form of the words, dropping leading ones.
        let words = Self.nameWords(phrase).filter { !Self.preparationWords.contains($0) }
        for start in words.indices {
            let rest = words[start...].joined(separator: " ")
            if let id = IngredientAliases.normalized["canned " + rest], let food = index.food(id: id) { return food }
            if words.count - start == 1, start > 0, Self.genericWords.contains(words[start]) { break }
            if let food = index.search(rest + " canned", limit: 1, sources: Self.sources).first { return food }
        }
        return plain
    }

    public func match(_ ingredient: String) -> Food? {
        // Aliases first on every word ("minced beef", "whole milk" are names in their own right),
        // then without the preparation words ("free-range eggs, beaten" → "egg").
        let all = Self.nameWords(ingredient)
        // "2 cups cooked rice": a line that says its food is cooked means the cooked food; but an
        // alias that holds the word is a food sold so ("baked beans", "roasted red peppers").
        if let method = all.first(where: Self.cookedWords.contains),
            let food = aliasMatch(all, containing: method) ?? cooked(all, method: method)
        {
            return food
        }
        if let food = aliasMatch(all) { return food }
        let words = all.filter { !Self.preparationWords.contains($0) }
        guard !words.isEmpty else { return nil }
        if let food = aliasMatch(words) { return food }
        // Otherwise search, dropping leading words (varieties, adjectives) until something
        // matches, but never down to a lone word too generic to name a food ("flakes").
        for start in 0..<words.count {
            let rest = words[start...]
            if rest.count == 1, start > 0, Self.genericWords.contains(rest.first!) { return nil }
            if let food = index.search(rest.joined(separator: " "), limit: 1, sources: Self.sources).first {
                return food
            }
        }
        return nil
    }

    /// Words that say a line's food is already cooked.
    static let cookedWords: Set<String> = ["cooked", "boiled", "steamed", "roasted", "grilled", "baked", "fried"]

    /// The cooked form of the food the other words name, where SR28 has one ("Rice, white,
    /// long-grain, regular, cooked" for "cooked rice").
    private func cooked(_ words: [String], method: String) -> Food? {
        let rest = words.filter { $0 != method && !Self.preparationWords.contains($0) }
        guard !rest.isEmpty else { return nil }
        let plain = aliasMatch(rest) ?? match(rest.joined(separator: " "))
        // The food's own kind ("Rice, white, long-grain, regular"), cooked the way the line says.
        let kind =
            plain.map { $0.name.split(separator: ",").prefix(2).joined(separator: ",") } ?? rest.joined(separator: " ")
        return index.search(kind + " " + method, limit: 5, sources: Self.sources).first {
            FoodText.words($0.name).contains(method)
        }
            ?? index.search(rest.joined(separator: " ") + " " + method, limit: 1, sources: Self.sources).first
    }

    /// The longest run of words that is an alias wins: "extra virgin olive oil" before "oil";
    /// only runs that hold `word`, when given.
    private func aliasMatch(_ words: [String], containing word: String? = nil) -> Food? {
        guard !words.isEmpty else { return nil }
        for length in stride(from: words.count, through: 1, by: -1) {
            for start in 0...(words.count - length) where word.map(words[start..<(start + length)].contains) ?? true {
                let phrase = words[start..<(start + length)].joined(separator: " ")
                if let id = IngredientAliases.normalized[phrase], let food = index.food(id: id) { return food }
            }
        }
        return nil
    }

    /// The words of an ingredient's name, without what follows a comma ("eggs, beaten")
    /// or stands in parentheses: that is preparation, not the food.
    static func nameWords(_ ingredient: String) -> [String] {
        var text = ingredient
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        if let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) }
        // A lone number ("2" of "大さじ1/2") names no food.
        return ForeignWords.english(FoodText.words(text)).filter { !$0.allSatisfy(\.isNumber) }
    }

    /// Words that say what form a food takes, not which food it is.
    static let genericWords: Set<String> = [
        "flake", "powder", "paste", "mix", "extract", "seasoning", "spice", "leaf", "seed", "root", "sauce", "juice",
        "oil", "stock", "cube", "puree", "syrup", "essence", "concentrate", "granule", "crumb", "chip", "slice",
    ]

    static let preparationWords: Set<String> = [
        "fresh", "freshly", "free", "range", "organic", "large", "small", "medium", "chopped", "finely", "roughly",
        "diced",
        "sliced", "minced", "grated", "beaten", "peeled", "crushed", "ground", "whole", "halved", "quartered",
        "shredded",
        "cubed", "trimmed", "washed", "drained", "rinsed", "softened", "melted", "room", "temperature", "cold", "warm",
        "hot",
        "boiling", "good", "quality", "handful", "of", "a", "the", "to", "for", "and", "or", "taste", "serve",
        "garnish",
        "optional", "thinly", "thickly", "cut", "into", "piece", "pieces", "bunch", "sprig", "stick", "knob", "pinch",
        "tin", "can", "jar", "packet", "pack", "block", "ripe", "firm", "skinless", "boneless", "lean", "extra",
    ]
}
