/// Finds the USDA food an ingredient line names: "free-range eggs, beaten" → egg,
/// "caster sugar" → granulated sugar. Hand-checked aliases first, then the food search
/// on the words that name the food (preparation and marketing words dropped).
public struct IngredientMatcher: Sendable {
    public let index: FoodIndex

    public init(index: FoodIndex) { self.index = index }

    public func match(_ ingredient: String) -> Food? {
        let words = Self.namingWords(ingredient)
        guard !words.isEmpty else { return nil }
        // The longest run of words that is an alias wins: "extra virgin olive oil" before "oil".
        for length in stride(from: words.count, through: 1, by: -1) {
            for start in 0...(words.count - length) {
                let phrase = words[start..<(start + length)].joined(separator: " ")
                if let id = Self.aliases[phrase], let food = index.food(id: id) { return food }
            }
        }
        // Otherwise search, dropping leading words (varieties, adjectives) until something
        // matches, but never down to a lone word too generic to name a food ("flakes").
        for start in 0..<words.count {
            let rest = words[start...]
            if rest.count == 1, start > 0, Self.genericWords.contains(rest.first!) { return nil }
            if let food = index.search(rest.joined(separator: " "), limit: 1).first { return food }
        }
        return nil
    }

    /// The alias table with its keys cut into words exactly as ingredient names are.
    static let aliases: [String: String] = Dictionary(
        IngredientAliases.foodIDs.map { (FoodText.words($0.key).joined(separator: " "), $0.value) },
        uniquingKeysWith: { first, _ in first })

    /// The words of an ingredient name that say which food it is.
    static func namingWords(_ ingredient: String) -> [String] {
        var text = ingredient
        if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
        // "eggs, beaten": what follows a comma is preparation.
        if let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) }
        return FoodText.words(text).filter { !preparationWords.contains($0) }
    }

    /// Words that say what form a food takes, not which food it is.
    static let genericWords: Set<String> = [
        "flake", "powder", "paste", "mix", "extract", "seasoning", "spice", "leaf", "seed", "root", "sauce", "juice",
        "oil", "stock", "cube", "puree", "syrup", "essence", "concentrate", "granule", "crumb", "chip", "slice",
    ]

    static let preparationWords: Set<String> = [
        "fresh", "freshly", "free", "range", "organic", "large", "small", "medium", "chopped", "finely", "roughly", "diced",
        "sliced", "minced", "grated", "beaten", "peeled", "crushed", "ground", "whole", "halved", "quartered", "shredded",
        "cubed", "trimmed", "washed", "drained", "rinsed", "softened", "melted", "room", "temperature", "cold", "warm", "hot",
        "boiling", "good", "quality", "handful", "of", "a", "the", "to", "for", "and", "or", "taste", "serve", "garnish",
        "optional", "thinly", "thickly", "cut", "into", "piece", "pieces", "bunch", "sprig", "stick", "knob", "pinch",
        "tin", "can", "jar", "packet", "pack", "block", "ripe", "firm", "skinless", "boneless", "lean", "extra",
    ]
}
