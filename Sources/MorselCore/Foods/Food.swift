/// A food with its nutrients per 100 g and its household portions: from USDA's SR28 (foods
/// as bought), USDA's FNDDS (foods as eaten), or a packaged product. ``source`` says which.
public struct Food: Identifiable, Hashable, Sendable {
    /// The SR28 food number, leading zeros kept ("01001"); `fndds:` and an FNDDS food code
    /// ("fndds:27540010"); `product:` and a barcode.
    public let id: String
    /// USDA's description: comma-separated, most general word first ("Chicken, broilers or fryers, breast, meat only,
    /// raw").
    public let name: String
    /// SR28's food group, FNDDS's WWEIA category ("Burgers"), or a product's source.
    public let group: String
    /// Other names people use for it (FNDDS's additional descriptions: "BLT", "Coke"), found by the search.
    public let otherNames: String
    public let per100g: NutrientProfile
    /// Vitamins, minerals and the rest, per 100 g; unknown where USDA does not know them.
    public let nutrients: NutrientAmounts
    public let portions: [FoodPortion]
    /// The description's words (``FoodText``), and those of its first part, what the food is
    /// ("Cookie, chocolate sandwich": cookie): read once, as reading meals weighs many foods.
    public let words: [String]
    public let headWords: [String]

    public init(
        id: String, name: String, group: String, otherNames: String = "", per100g: NutrientProfile,
        nutrients: NutrientAmounts = .unknown, portions: [FoodPortion]
    ) {
        self.id = id
        self.name = name
        self.group = group
        self.otherNames = otherNames
        self.per100g = per100g
        self.nutrients = nutrients
        self.portions = portions
        words = FoodText.words(name)
        headWords = FoodText.words(String(name.prefix { $0 != "," }))
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
        return Nutrition(
            calories: Int((per100g.calories * factor).rounded()), protein: per100g.protein * factor,
            fat: per100g.fat * factor, carbs: per100g.carbs * factor)
    }
}
