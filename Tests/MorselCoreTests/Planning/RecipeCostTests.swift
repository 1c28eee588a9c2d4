import Foundation
import Testing

@testable import MorselCore

@Suite("A recipe's cost from the household's prices")
struct RecipeCostTests {
    let matcher = IngredientMatcher(index: bothTables)

    @Test("lines are priced by weight, volume or count; unpriced lines lower the coverage")
    func cost() {
        let recipe = Recipe(
            id: UUID(),
            fields: RecipeFields(
                name: "Breakfast", servings: 2,
                lines: [
                    RecipeLine(name: "spaghetti", measure: "500g"), // 0.5 kg at 2.00/kg = 1.00
                    RecipeLine(name: "milk", measure: "500ml"), // 0.5 l at 1.20/l = 0.60
                    RecipeLine(name: "eggs", measure: "3"), // 3 at 0.30 = 0.90
                    RecipeLine(name: "salt", measure: "Pinch"), // no price
                ]), createdAt: Date(timeIntervalSince1970: 0))
        let prices = [
            "20120": FoodPrice(foodID: "20120", unit: .kilogram, cents: 200),
            "01079": FoodPrice(foodID: "01079", unit: .litre, cents: 120),
            "01123": FoodPrice(foodID: "01123", unit: .item, cents: 30),
        ]
        let cost = RecipeCost(recipe: recipe, prices: prices, matcher: matcher)
        #expect(cost.totalCents == 250)
        #expect(cost.perServingCents == 125)
        #expect(cost.coverage == 0.75)
    }

    @Test("an amount that cannot be read in the price's unit is not guessed")
    func notGuessed() {
        let recipe = Recipe(
            id: UUID(),
            fields: RecipeFields(name: "Eggs", servings: 1, lines: [RecipeLine(name: "eggs", measure: "100g")]),
            createdAt: Date(timeIntervalSince1970: 0))
        let cost = RecipeCost(
            recipe: recipe, prices: ["01123": FoodPrice(foodID: "01123", unit: .item, cents: 30)], matcher: matcher)
        #expect(cost.totalCents == 0)
        #expect(cost.coverage == 0)
    }
}
