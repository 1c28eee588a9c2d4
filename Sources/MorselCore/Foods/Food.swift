/// A food from the USDA reference table with its nutrients per 100 g and its household portions.
/// Figures come from USDA FoodData Central (SR28).
public struct Food: Identifiable, Hashable, Sendable {
    /// The SR28 food number, leading zeros kept ("01001").
    public let id: String
    /// USDA's description: comma-separated, most general word first ("Chicken, broilers or fryers, breast, meat only, raw").
    public let name: String
    public let group: String
    public let per100g: NutrientProfile
    /// Vitamins, minerals and the rest, per 100 g; unknown where USDA does not know them.
    public let nutrients: NutrientAmounts
    public let portions: [FoodPortion]

    public init(id: String, name: String, group: String, per100g: NutrientProfile, nutrients: NutrientAmounts = .unknown, portions: [FoodPortion]) {
        self.id = id
        self.name = name
        self.group = group
        self.per100g = per100g
        self.nutrients = nutrients
        self.portions = portions
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

    public init(amount: Double, measure: String, grams: Double) {
        self.amount = amount
        self.measure = measure
        self.grams = grams
    }

    /// Grams of one `measure`.
    public var gramsPerUnit: Double { amount > 0 ? grams / amount : grams }
}
