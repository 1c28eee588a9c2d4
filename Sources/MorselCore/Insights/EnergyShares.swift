import Foundation

/// The energy from protein, fat and carbs as shares of their sum, by the Atwater factors
/// (4, 9 and 4 kcal per gram), so the three always add up to 1.
public struct EnergyShares: Hashable, Sendable {
    public let protein: Double
    public let fat: Double
    public let carbs: Double

    public static let kcalPerGram = (protein: 4.0, fat: 9.0, carbs: 4.0)

    /// Nil when there is no protein, fat or carbs to share out.
    public init?(_ nutrition: Nutrition) {
        let protein = nutrition.protein * Self.kcalPerGram.protein
        let fat = nutrition.fat * Self.kcalPerGram.fat
        let carbs = nutrition.carbs * Self.kcalPerGram.carbs
        let sum = protein + fat + carbs
        guard sum > 0 else { return nil }
        self.protein = protein / sum
        self.fat = fat / sum
        self.carbs = carbs / sum
    }
}
