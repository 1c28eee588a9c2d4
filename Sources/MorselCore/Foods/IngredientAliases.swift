/// Common ingredient names and the SR28 food that stands for each, chosen by hand so that
/// recipe nutrition is trustworthy: `Resources/ingredient-aliases.tsv`, whose header says how
/// its names are written and its foods chosen. A test checks every food is in the SR28 table.
enum IngredientAliases {
    /// The table with its keys cut into words exactly as ingredient names and queries are.
    static let normalized: [String: String] = Dictionary(
        foodIDs.map { (FoodText.words($0.name).joined(separator: " "), $0.food) },
        uniquingKeysWith: { first, _ in first })

    /// Every name and its SR28 food number, in the file's order (the first for a name wins).
    static let foodIDs: [(name: String, food: String)] = BundledWords.rows("ingredient-aliases").map { ($0[0], $0[1]) }
}
