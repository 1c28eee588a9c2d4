/// Where a food's figures come from.
public enum FoodSource: String, CaseIterable, Hashable, Sendable {
    /// USDA SR28: foods as bought (raw chicken, dry rice), what a recipe's lines mean.
    case asBought = "sr28"
    /// USDA FNDDS: foods as eaten (dishes, sandwiches, drinks as poured), what a meal in words means.
    case asEaten = "fndds"
    /// A packaged food: Open Food Facts, or typed from its label.
    case product

    public init(foodID id: String) {
        if id.hasPrefix(FNDDSTable.idPrefix) {
            self = .asEaten
        } else if id.hasPrefix(Product.foodIDPrefix) {
            self = .product
        } else {
            self = .asBought
        }
    }

    /// The credit for figures that may come from either bundled USDA table (a meal's nutrients, the Nutrients view).
    public static let usdaCredit = "\(FNDDSTable.credit) (foods as eaten) and \(FoodTable.credit) (foods as bought)"

    /// The credits of `foods`' figures, each once, in order: "USDA FNDDS 2021-2023; Open Food Facts (…)".
    public static func credits(_ foods: [Food]) -> String {
        var credits: [String] = []
        for food in foods where !credits.contains(food.credit) { credits.append(food.credit) }
        return credits.joined(separator: "; ")
    }

    /// Who the table's figures are from.
    public var credit: String {
        switch self {
        case .asBought: FoodTable.credit
        case .asEaten: FNDDSTable.credit
        case .product: OpenFoodFacts.credit
        }
    }

    /// How it is labelled beside a food in a list.
    public var label: String {
        switch self {
        case .asBought: "as bought (SR28)"
        case .asEaten: "as eaten (FNDDS)"
        case .product: "packaged"
        }
    }
}
