import Foundation
import TestFixtures
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

    @Test("a volume is shown the way it was written: pints stay pints; mixed volumes go to cups")
    func volumesKeepTheirUnit() {
        #expect(merged([("Milk", "2 pints")]).items[0].display == "2 pints")
        #expect(merged([("Milk", "1 pint"), ("milk", "1/2 pint")]).items[0].display == "1.5 pints")
        #expect(merged([("Milk", "1 pint")]).items[0].display == "1 pint")
        #expect(merged([("Milk", "1 pint"), ("milk", "1 cup")]).items[0].display == "about 3.4 cups")
        #expect(GroceryList.scaled("1 pint", by: 2) == "2 pints")
    }

    @Test("how a volume was written is read as the rule says, on every line of 80 real recipe pages")
    func volumeStyleOfRealLines() {
        // The rule, as the regular expressions it was first written with.
        func byRule(_ text: String) -> GroceryQuantity.VolumeStyle {
            let text = text.lowercased()
            if text.range(of: #"\d\s*(ml|l|litres?|liters?|cl|dl)\b"#, options: .regularExpression) != nil {
                return .metric
            }
            if text.range(of: #"\b(pints?|pts?)\b"#, options: .regularExpression) != nil { return .pints }
            return .kitchen
        }
        let lines =
            RecipePageLineTests.pages.flatMap(\.ingredients) + [
                "250 ml", "250ml milk", "1.5l", "2 L", "1 litre", "3 liters", "5 cl", "2dl", "2 lb", "2 large",
                "1 pint",
                "2 pints", "1 pt", "½ pts", "pint glass", "2pints", "1 l2", "ml", "a 2 l bottle", "1 ½ cups",
                "10 ML of cream",
            ]
        #expect(lines.count > 900)
        for line in lines { #expect(GroceryQuantity.VolumeStyle(written: line) == byRule(line), "\(line)") }
        #expect(GroceryQuantity.VolumeStyle(written: "500 ml") == .metric)
        #expect(GroceryQuantity.VolumeStyle(written: "2 pints") == .pints)
        #expect(GroceryQuantity.VolumeStyle(written: "1 cup") == .kitchen)
    }

    @Test("counted things are shown as whole things to buy: a quarter of a lemon is one lemon")
    func wholeCounts() {
        #expect(merged([("Lemon", "1/4")]).items[0].display == "1 lemon")
        #expect(merged([("Onions", "1 1/2"), ("onions", "1")]).items[0].display == "3 onions")
        #expect(merged([("Garlic", "0.5 clove")]).items[0].display == "1 clove")
        #expect(merged([("Eggs", "2"), ("eggs", "1")]).items[0].quantities[0].amount == 3)
    }

    @Test("counts of the same thing are summed: 3 tomatoes + 2 tomatoes → 5 tomatoes")
    func counts() {
        #expect(merged([("Tomatoes", "3"), ("tomatoes", "2")]).items[0].display == "5 tomatoes")
        #expect(merged([("Garlic", "2 cloves"), ("garlic", "1 clove")]).items[0].display == "3 cloves")
        #expect(
            merged([("Chopped tomatoes", "400g can"), ("chopped tomatoes", "1 tin")]).items[0].display
                == "400 g + 1 tin")
    }

    @Test("what cannot be converted stays on one line, side by side: 1 cup + 2 large")
    func sideBySide() {
        let list = merged([("Onion", "1 cup"), ("onions", "2 large")])
        #expect(list.items.count == 1)
        #expect(list.items[0].display == "1 cup + 2 large")
    }

    @Test("a volume joins a mass of the same food through its USDA density: 225 g + ¾ cup rice → 364 g")
    func volumeIntoMass() throws {
        let rice = try #require(foodTable.food(id: "20044")) // 1 cup = 185 g
        var list = GroceryList()
        list.add(name: "Basmati rice", measure: "225g", food: rice)
        list.add(name: "long-grain rice", measure: "3/4 cup", food: rice)
        #expect(list.items.count == 1)
        #expect(list.items[0].display == "364 g")
        // Volume first, mass second: the same.
        var reversed = GroceryList()
        reversed.add(name: "rice", measure: "3/4 cup", food: rice)
        reversed.add(name: "rice", measure: "225g", food: rice)
        #expect(reversed.items[0].display == "364 g")
        // Without a mass to join, a volume stays a volume, and counts are never weighed.
        let onion = try #require(foodTable.food(id: "11282"))
        var onions = GroceryList()
        onions.add(name: "Onion", measure: "1 cup", food: onion)
        onions.add(name: "onions", measure: "2 large", food: onion)
        #expect(onions.items[0].display == "1 cup + 2 large")
    }

    @Test("a recipe's water is not shopped for, and a person's correction of a line's food is used")
    func waterAndCorrections() {
        let matcher = IngredientMatcher(index: bothTables)
        var rice = RecipeLine(name: "basmati", measure: "200g")
        rice.foodID = "20036" // corrected to brown rice
        let recipe = Recipe(
            id: UUID(),
            fields: RecipeFields(
                name: "Rice", servings: 2,
                lines: [
                    RecipeLine(name: "Water", measure: "2 cups"), RecipeLine(name: "boiling water", measure: "500ml"),
                    rice,
                ]), createdAt: Date(timeIntervalSince1970: 0))
        let lines = GroceryList.shoppingLines(of: recipe, servings: 4, matcher: matcher)
        #expect(lines.map(\.name) == ["basmati"])
        #expect(lines[0].food?.id == "20036")
        #expect(lines[0].measure == "400 g")
    }

    @Test("amounts that cannot be shopped for are kept as notes, and different foods stay apart")
    func notesAndSeparation() {
        let list = merged([("Salt", "to taste"), ("Salt", "Pinch"), ("Pepper", "1 tsp")])
        #expect(list.items.map(\.name) == ["Salt", "Pepper"])
        #expect(list.items[0].display == "to taste + Pinch")
    }

    @Test("each line knows which recipes it came from, and recipes are scaled to the servings")
    func sourcesAndScaling() {
        let matcher = IngredientMatcher(index: bothTables)
        let now = Date(timeIntervalSince1970: 0)
        let soup = Recipe(
            id: UUID(),
            fields: RecipeFields(
                name: "Soup", servings: 2,
                lines: [
                    RecipeLine(name: "Tomatoes", measure: "4"), RecipeLine(name: "Olive oil", measure: "1 tbsp"),
                    RecipeLine(name: "onion", measure: "200g"),
                ]), createdAt: now)
        let salad = Recipe(
            id: UUID(),
            fields: RecipeFields(
                name: "Salad", servings: 4,
                lines: [
                    RecipeLine(name: "ripe tomatoes", measure: "2"), RecipeLine(name: "onions", measure: "1kg"),
                ]), createdAt: now)
        let list = GroceryList.merging([(soup, 4), (salad, 2)], matcher: matcher)
        let tomatoes = try! #require(list.items.first { $0.name == "Tomatoes" })
        #expect(tomatoes.display == "9 tomatoes") // 4 × 2 + 2 × 0.5
        #expect(tomatoes.sources == ["Soup", "Salad"])
        #expect(list.items.first { $0.name == "Olive oil" }?.display == "2 tbsp")
        #expect(list.items.first { $0.name == "onion" }?.display == "900 g") // 200 g × 2 + 1 kg × 0.5
    }
}
