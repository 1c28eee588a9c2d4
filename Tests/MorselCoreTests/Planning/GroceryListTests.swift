import Foundation
import Testing
@testable import MorselCore

@Suite("Grocery list: merging quantities")
struct GroceryListTests {
    func merged(_ lines: [(String, String)]) -> GroceryList {
        var list = GroceryList()
        for (name, measure) in lines { list.add(name: name, measure: measure) }
        return list
    }

    @Test("masses are summed into a sensible unit: 500 g + 1 kg → 1.5 kg")
    func masses() {
        let list = merged([("Potatoes", "500g"), ("potatoes", "1kg")])
        #expect(list.items.count == 1)
        #expect(list.items[0].display == "1.5 kg")
        #expect(merged([("Butter", "100g"), ("butter", "2 oz")]).items[0].display == "157 g")
    }

    @Test("spoons and cups are summed: 2 tbsp + 1 cup → about 1.1 cups")
    func volumes() {
        #expect(merged([("Milk", "2 tbsp"), ("milk", "1 cup")]).items[0].display == "about 1.1 cups")
        #expect(merged([("Oil", "1 tbsp"), ("oil", "1 tbsp")]).items[0].display == "2 tbsp")
        #expect(merged([("Stock", "500ml"), ("stock", "1 litre")]).items[0].display == "1.5 l")
        #expect(merged([("Cream", "1/2 cup"), ("cream", "1/4 cup")]).items[0].display == "0.75 cups")
    }

    @Test("counts of the same thing are summed: 3 tomatoes + 2 tomatoes → 5 tomatoes")
    func counts() {
        #expect(merged([("Tomatoes", "3"), ("tomatoes", "2")]).items[0].display == "5 tomatoes")
        #expect(merged([("Garlic", "2 cloves"), ("garlic", "1 clove")]).items[0].display == "3 cloves")
        #expect(merged([("Chopped tomatoes", "400g can"), ("chopped tomatoes", "1 tin")]).items[0].display == "400 g + 1 tin")
    }

    @Test("what cannot be converted stays on one line, side by side: 1 cup + 2 large")
    func sideBySide() {
        let list = merged([("Onion", "1 cup"), ("onions", "2 large")])
        #expect(list.items.count == 1)
        #expect(list.items[0].display == "1 cup + 2 large")
    }

    @Test("amounts that cannot be shopped for are kept as notes, and different foods stay apart")
    func notesAndSeparation() {
        let list = merged([("Salt", "to taste"), ("Salt", "Pinch"), ("Pepper", "1 tsp")])
        #expect(list.items.map(\.name) == ["Salt", "Pepper"])
        #expect(list.items[0].display == "to taste + Pinch")
    }

    @Test("each line knows which recipes it came from, and recipes are scaled to the servings")
    func sourcesAndScaling() {
        let matcher = IngredientMatcher(index: foodTable)
        let now = Date(timeIntervalSince1970: 0)
        let soup = Recipe(id: UUID(), fields: RecipeFields(name: "Soup", servings: 2, lines: [
            RecipeLine(name: "Tomatoes", measure: "4"), RecipeLine(name: "Olive oil", measure: "1 tbsp"), RecipeLine(name: "onion", measure: "200g"),
        ]), createdAt: now)
        let salad = Recipe(id: UUID(), fields: RecipeFields(name: "Salad", servings: 4, lines: [
            RecipeLine(name: "ripe tomatoes", measure: "2"), RecipeLine(name: "onions", measure: "1kg"),
        ]), createdAt: now)
        let list = GroceryList.merging([(soup, 4), (salad, 2)], matcher: matcher)
        let tomatoes = try! #require(list.items.first { $0.name == "Tomatoes" })
        #expect(tomatoes.display == "9 tomatoes")        // 4 × 2 + 2 × 0.5
        #expect(tomatoes.sources == ["Soup", "Salad"])
        #expect(list.items.first { $0.name == "Olive oil" }?.display == "2 tbsp")
        #expect(list.items.first { $0.name == "onion" }?.display == "900 g")   // 200 g × 2 + 1 kg × 0.5
    }
}
