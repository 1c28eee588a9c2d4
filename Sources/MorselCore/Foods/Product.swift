import Foundation

/// A packaged food: from Open Food Facts (imported or looked up) or added by hand, with its
/// nutrition per 100 g as the label states it and its serving.
public struct Product: Hashable, Sendable {
    public enum Source: String, Sendable {
        case openFoodFacts = "open-food-facts"
        case manual

        public var label: String {
            switch self {
            case .openFoodFacts: "Open Food Facts"
            case .manual: "added by hand"
            }
        }
    }

    /// ``Barcode/key(_:)`` of its code.
    public let code: String
    public var name: String
    public var brands: String
    /// As the package says: "350 g", "6 x 33 cl".
    public var quantity: String
    /// As the label says: "1 bar (45 g)".
    public var servingSize: String
    public var servingGrams: Double?
    public var per100g: NutrientProfile
    /// Per 100 g, as the label states them; unknown where it does not.
    public var nutrients: NutrientAmounts
    public var source: Source

    public init(
        code: String, name: String, brands: String = "", quantity: String = "", servingSize: String = "",
        servingGrams: Double? = nil,
        per100g: NutrientProfile, nutrients: NutrientAmounts = .unknown, source: Source
    ) {
        self.code = Barcode.key(code)
        self.name = name
        self.brands = brands
        self.quantity = quantity
        self.servingSize = servingSize
        self.servingGrams = servingGrams
        self.per100g = per100g
        self.nutrients = nutrients
        self.source = source
    }

    /// The food id a product is logged by: `product:` and its code.
    public static let foodIDPrefix = "product:"

    /// The code in a food id of a product, or nil for a USDA food's id.
    public static func code(inFoodID id: String) -> String? {
        id.hasPrefix(foodIDPrefix) ? String(id.dropFirst(foodIDPrefix.count)) : nil
    }

    public var displayName: String {
        let brand = brands.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return brand.isEmpty || name.lowercased().contains(brand.lowercased()) ? name : "\(name) (\(brand))"
    }

    /// What logging it starts from: one serving when the label states its weight, else 100 g.
    public var defaultAmount: String { servingGrams == nil ? "100 g" : "1 serving" }

    /// The product as a food to weigh and log: its serving is a portion ("1 serving" = 45 g).
    public var food: Food {
        let portions =
            servingGrams.map {
                [
                    FoodPortion(
                        amount: 1, measure: servingSize.isEmpty ? "serving" : "serving, \(servingSize)", grams: $0)
                ]
            } ?? []
        // Fibre, sugars and sodium live in both; the nutrients carry what the label stated.
        var amounts = nutrients
        amounts[.fiber] = amounts[.fiber] ?? per100g.fiber
        amounts[.sugar] = amounts[.sugar] ?? per100g.sugar
        amounts[.sodium] = amounts[.sodium] ?? per100g.sodium
        return Food(
            id: Self.foodIDPrefix + code, name: displayName, group: "Branded food (\(source.label))", per100g: per100g,
            nutrients: amounts, portions: portions)
    }
}
