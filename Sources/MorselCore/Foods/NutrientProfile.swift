/// Nutrients in 100 g. Fiber, sugar and sodium are nil where USDA does not know them
/// (unknown is not zero).
public struct NutrientProfile: Hashable, Sendable {
    public let calories: Double
    public let protein: Double
    public let fat: Double
    public let carbs: Double
    public let fiber: Double?
    public let sugar: Double?
    /// Milligrams.
    public let sodium: Double?

    public init(
        calories: Double, protein: Double, fat: Double, carbs: Double, fiber: Double? = nil, sugar: Double? = nil,
        sodium: Double? = nil
    ) {
        self.calories = calories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.fiber = fiber
        self.sugar = sugar
        self.sodium = sodium
    }
}
