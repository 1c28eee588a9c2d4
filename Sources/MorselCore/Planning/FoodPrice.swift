/// What a household pays for a food: per kilogram, per litre or per item, in cents.
public struct FoodPrice: Hashable, Sendable {
    public enum Unit: String, CaseIterable, Sendable {
        case kilogram = "kg"
        case litre = "l"
        case item
    }

    public let foodID: String
    public let unit: Unit
    public let cents: Int

    public init(foodID: String, unit: Unit, cents: Int) {
        self.foodID = foodID
        self.unit = unit
        self.cents = cents
    }
}
