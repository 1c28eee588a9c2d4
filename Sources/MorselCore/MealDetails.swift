import Foundation

/// What a person says about a meal: everything they type or pick in the form.
public struct MealDetails: Hashable, Sendable {
    public var name: String
    public var category: MealCategory
    public var nutrition: Nutrition
    public var date: MealDate
    public var time: TimeOfDay?
    /// 0 to 5 stars; 0 means not rated.
    public var rating: Int
    public var notes: String
    /// Vitamins, minerals and the rest, for a meal logged from a food or a recipe: the food's
    /// amounts, or the recipe's totals with how many of its lines knew each. Nil for a meal
    /// typed by hand, which knows only its calories and macros.
    public var nutrients: NutrientTotals?
    /// Who the figures of a meal logged from foods are from ("USDA FNDDS 2021-2023; USDA
    /// SR28"), shown with them; nil for a meal typed by hand. Kept, like ``nutrients``, only
    /// while the nutrition it came with stands.
    public var source: String?
    /// Where it was eaten ("home", "work", "Luigi's"); empty when not said.
    public var place: String

    public init(
        name: String, category: MealCategory, nutrition: Nutrition, date: MealDate,
        time: TimeOfDay? = nil, rating: Int = 0, notes: String = "", nutrients: NutrientTotals? = nil,
        source: String? = nil, place: String = ""
    ) {
        self.name = name
        self.category = category
        self.nutrition = nutrition
        self.date = date
        self.time = time
        self.rating = rating
        self.notes = notes
        self.nutrients = nutrients
        self.source = source
        self.place = place
    }
}
