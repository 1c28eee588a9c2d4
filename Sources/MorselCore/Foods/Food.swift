/// A food with its nutrients per 100 g and its household portions: from USDA's SR28 (foods
/// as bought), USDA's FNDDS (foods as eaten), or a packaged product. ``source`` says which.
public struct Food: Identifiable, Hashable, Sendable {
    /// The SR28 food number, leading zeros kept ("01001"); `fndds:` and an FNDDS food code
    /// ("fndds:27540010"); `product:` and a barcode.
    public let id: String
    /// USDA's description: comma-separated, most general word first ("Chicken, broilers or fryers, breast, meat only, raw").
    public let name: String
    /// SR28's food group, FNDDS's WWEIA category ("Burgers"), or a product's source.
    public let group: String
    /// Other names people use for it (FNDDS's additional descriptions: "BLT", "Coke"), found by the search.
    public let otherNames: String
    public let per100g: NutrientProfile
    /// Vitamins, minerals and the rest, per 100 g; unknown where USDA does not know them.
    public let nutrients: NutrientAmounts
    public let portions: [FoodPortion]

    public init(id: String, name: String, group: String, otherNames: String = "", per100g: NutrientProfile,
                nutrients: NutrientAmounts = .unknown, portions: [FoodPortion]) {
        self.id = id
        self.name = name
        self.group = group
        self.otherNames = otherNames
        self.per100g = per100g
        self.nutrients = nutrients
        self.portions = portions
    }

    public var source: FoodSource { FoodSource(foodID: id) }

    /// Who its figures are from, shown wherever they are: "USDA FNDDS 2021-2023".
    public var credit: String {
        source == .product && group.contains(Product.Source.manual.label) ? "Added by hand" : source.credit
    }

    /// The vitamins, minerals and the rest in `grams` of this food.
    public func nutrients(grams: Double) -> NutrientAmounts { nutrients.scaled(by: grams / 100) }

    /// Nutrition of `grams` of this food.
    public func nutrition(grams: Double) -> Nutrition {
        let factor = grams / 100
        return Nutrition(calories: Int((per100g.calories * factor).rounded()), protein: per100g.protein * factor,
                         fat: per100g.fat * factor, carbs: per100g.carbs * factor)
    }
}

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

    public init(calories: Double, protein: Double, fat: Double, carbs: Double, fiber: Double? = nil, sugar: Double? = nil, sodium: Double? = nil) {
        self.calories = calories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.fiber = fiber
        self.sugar = sugar
        self.sodium = sodium
    }
}

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

    /// The credits of these tables, in this order.
    public static func credits(_ sources: [FoodSource]) -> String {
        sources.map(\.credit).joined(separator: "; ")
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
