import Foundation
import MorselCore

/// The bundled USDA food tables (SR28 as bought, FNDDS as eaten), searchable together, with
/// the two readings built on them: the ingredient matcher for recipe lines, the eaten
/// resolver for meals in words. Read-only reference data: loaded once per process and
/// shared by every request.
public final class FoodCatalog: Sendable {
    public let index: FoodIndex
    /// The ingredient reading: recipe lines, imports, the grocery list (SR28, as bought).
    public let matcher: IngredientMatcher
    /// The eaten reading: meals in words, saved meals, `morsel log`, MCP (FNDDS first, as eaten).
    public let eaten: EatenFoodResolver

    public init(foods: [Food]) {
        index = FoodIndex(foods: foods)
        matcher = IngredientMatcher(index: index)
        eaten = EatenFoodResolver(index: index)
    }

    /// Recipes' estimates by their fields (what an estimate depends on): a recipe's page reads
    /// every line through the parser and matcher (about half a millisecond), while hashing
    /// the fields costs microseconds, and recipes change rarely.
    private let estimates = BoundedCache<RecipeFields, NutritionEstimate>(limit: 2_000)

    /// The nutrition of a recipe, worked out once per version of its fields.
    public func estimate(of recipe: Recipe) -> NutritionEstimate {
        estimate(of: recipe.fields)
    }

    /// The nutrition of a recipe's fields, worked out once per version of them.
    public func estimate(of fields: RecipeFields) -> NutritionEstimate {
        estimates.value(for: fields) { fields.estimate(with: matcher) }
    }

    /// The table shipped in the package, loaded on first use.
    public static let bundled: FoodCatalog = {
        do {
            return FoodCatalog(foods: try FoodTable.bundled() + FNDDSTable.bundled())
        } catch {
            fatalError("The bundled USDA food tables cannot be read: \(error)")
        }
    }()

    /// Grams and nutrition of `amount` ("150 g", "1 cup", "2 large") of a food.
    public func nutrition(of food: Food, amount: String) throws -> (grams: Double, nutrition: Nutrition) {
        switch PortionResolver.grams(of: IngredientMeasure.parse(amount), food: food) {
        case .grams(let grams, _) where grams > 0:
            return (grams, food.nutrition(grams: grams))
        case .grams:
            throw DomainError.invalid(
                "amount", "The amount must be more than nothing, such as “150 g”, “1 cup” or “2 large”.")
        case .unquantified(let reason):
            throw DomainError.invalid(
                "amount",
                "“\(amount)” cannot be weighed (\(reason)); give grams or a household measure such as “1 cup”.")
        }
    }

    /// What a meal of `amount` of `food` knows: its nutrition and the food's nutrients at that weight.
    public func meal(of food: Food, amount: String) throws -> (grams: Double, known: MealInput.KnownNutrients) {
        let (grams, nutrition) = try self.nutrition(of: food, amount: amount)
        return (
            grams,
            MealInput.KnownNutrients(
                nutrition: nutrition, totals: NutrientTotals(food.nutrients(grams: grams)), source: food.credit)
        )
    }
}
