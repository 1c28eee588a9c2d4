import Foundation

/// One thing planned for a day: servings of a recipe, or a custom item with its own figures.
public struct PlanEntry: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var date: MealDate
    /// Breakfast, Lunch, Dinner or Snack; nil for "any time".
    public var slot: StandardCategory?
    public var recipeID: UUID?
    public var name: String
    public var servings: Double
    /// For all the servings.
    public var calories: Int
    /// In cents, for all the servings; nil when unknown.
    public var costCents: Int?

    public init(
        id: UUID, date: MealDate, slot: StandardCategory? = nil, recipeID: UUID? = nil, name: String,
        servings: Double = 1,
        calories: Int, costCents: Int? = nil
    ) {
        self.id = id
        self.date = date
        self.slot = slot
        self.recipeID = recipeID
        self.name = name
        self.servings = servings
        self.calories = calories
        self.costCents = costCents
    }
}
