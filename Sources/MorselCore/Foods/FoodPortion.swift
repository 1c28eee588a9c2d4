/// A household measure of a food: `amount` × `measure` weighs `grams` ("1 cup, chopped" = 160 g).
public struct FoodPortion: Hashable, Sendable {
    public let amount: Double
    public let measure: String
    public let grams: Double
    /// The measure's words ("1 medium fast food order" → 1, medium, fast, food, order), read once:
    /// weighing a food reads its portions' words many times over.
    public let words: [String]

    public init(amount: Double, measure: String, grams: Double) {
        self.amount = amount
        self.measure = measure
        self.grams = grams
        words = FoodText.words(measure)
    }

    /// Grams of one `measure`.
    public var gramsPerUnit: Double { amount > 0 ? grams / amount : grams }
}
