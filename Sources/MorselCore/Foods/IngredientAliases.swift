// Placeholder: replaced by the hand-checked alias table.
enum IngredientAliases {
    static let foodIDs: [String: String] = ["egg": "01123"]
}
