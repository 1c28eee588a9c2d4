import Foundation
import Testing

@testable import MorselCore

/// The real bundled USDA table, read once for all these tests.
let foodTable: FoodIndex = FoodIndex(foods: try! FoodTable.bundled())

@Suite("Food search over the real SR28 table")
struct FoodSearchTests {
    @Test("the bundled table holds every SR28 food, with unknown nutrients kept unknown")
    func table() throws {
        #expect(foodTable.foods.count == 8789)
        let butter = try #require(foodTable.food(id: "01001"))
        #expect(butter.name == "Butter, salted")
        #expect(butter.per100g.calories == 717)
        #expect(butter.portions.contains { $0.measure == "tbsp" && $0.grams == 14.2 })
        #expect(foodTable.foods.contains { $0.per100g.fiber == nil })
        #expect(FoodTable.credit == "USDA FoodData Central (SR28)")
    }

    @Test("“chicken breast” finds raw chicken breast first, before any soup")
    func chickenBreast() throws {
        let results = foodTable.search("chicken breast", limit: 50)
        #expect(results.first?.id == "05062")
        #expect(results.first?.name.hasPrefix("Chicken, broiler") == true)
        let firstSoup = results.firstIndex { $0.name.hasPrefix("Soup") } ?? results.count
        let firstBreast = try #require(results.firstIndex { $0.name.contains("breast") })
        #expect(firstBreast < firstSoup)
    }

    @Test(
        "plural and singular, word order and case do not matter",
        arguments: [
            ("chicken breast", "Breast Chicken"), ("tomato", "TOMATOES"), ("egg", "eggs"),
            ("red lentils", "lentil red"), ("berries", "berry"),
        ])
    func equivalentQueries(first: String, second: String) {
        #expect(foodTable.search(first, limit: 10).map(\.id) == foodTable.search(second, limit: 10).map(\.id))
    }

    @Test(
        "common names mean the plain food a cook would pick",
        arguments: [
            ("eggs", "01123"), ("sugar", "19335"), ("flour", "20081"), ("butter", "01001"), ("olive oil", "04053"),
            ("cheddar", "01009"),
        ])
    func plainFoodsFirst(query: String, id: String) {
        #expect(foodTable.search(query, limit: 1).first?.id == id)
    }

    @Test("raw, plain foods rank above prepared ones")
    func rawFirst() throws {
        let onions = foodTable.search("onion", limit: 5)
        #expect(onions.first?.name == "Onions, raw")
        let carrots = foodTable.search("carrots", limit: 10)
        let raw = try #require(carrots.firstIndex { $0.name == "Carrots, raw" })
        let canned = carrots.firstIndex { $0.name.contains("canned") } ?? carrots.count
        #expect(raw < canned)
    }

    @Test("the last word may be a prefix, as while typing; nonsense finds nothing")
    func prefixAndMisses() {
        #expect(foodTable.search("chick", limit: 5).contains { $0.name.hasPrefix("Chick") })
        #expect(foodTable.search("zzqxv", limit: 5).isEmpty)
        #expect(foodTable.search("   ", limit: 5).isEmpty)
    }
}

@Suite("Matching ingredient names to foods")
struct IngredientMatcherTests {
    let matcher = IngredientMatcher(index: foodTable)

    @Test(
        "what a person types in a food field resolves: its USDA number, else the ingredient it names; nonsense to nothing"
    )
    func resolve() {
        #expect(matcher.resolve("01001")?.name == "Butter, salted")
        #expect(matcher.resolve(" 01001 ")?.name == "Butter, salted")
        #expect(matcher.resolve("eggs")?.id == "01123")
        #expect(matcher.resolve("chicken breast")?.id == "05062")
        #expect(matcher.resolve("basmati rice")?.id == "20044", "through the aliases, as recipe lines are matched")
        #expect(matcher.resolve("zzqxv") == nil)
    }

    @Test(
        "real ingredient names find the right food",
        arguments: [
            ("free-range eggs, beaten", "01123"), ("Eggs", "01123"), ("caster sugar", "19335"),
            ("Plain Flour", "20081"),
            ("olive oil", "04053"), ("Extra Virgin Olive Oil", "04053"), ("Cheddar Cheese", "01009"),
            ("Chicken Breast", "05062"),
            ("spaghetti", "20120"), ("Unsalted Butter", "01145"), ("garlic", "11215"),
            ("Onion, finely chopped", "11282"),
        ])
    func matches(name: String, id: String) {
        #expect(matcher.match(name)?.id == id, "\(name) → \(matcher.match(name)?.name ?? "nothing")")
    }

    @Test("British names find their American equivalents")
    func britishNames() {
        #expect(matcher.match("double cream")?.name == "Cream, fluid, heavy whipping")
        #expect(matcher.match("Bramley apples")?.name.hasPrefix("Apples, raw") == true)
        #expect(matcher.match("courgette")?.name.lowercased().contains("zucchini") == true)
        #expect(matcher.match("aubergine")?.name.lowercased().contains("eggplant") == true)
    }

    @Test("names that name no food stay unmatched rather than guessed")
    func unmatched() {
        #expect(matcher.match("Unobtainium flakes") == nil)
        #expect(matcher.match("") == nil)
    }
}

@Suite("Nutrition estimates, checked by hand")
struct NutritionEstimateTests {
    let matcher = IngredientMatcher(index: foodTable)

    @Test("a recipe's lines, weighed and summed: each figure worked out from SR28 by hand")
    func handChecked() {
        // 200 g dry pasta at 371 kcal/100 g = 742 kcal; 2 large eggs = 2 × 50 g at 143 kcal/100 g = 143 kcal;
        // 1 tbsp olive oil through its cup portion (216 g per 236.588 ml) = 13.5 g at 884 kcal/100 g = 119 kcal;
        // 1 cup 2% milk = 244 g at 50 kcal/100 g = 122 kcal; a pinch of salt is not weighed.
        let estimate = NutritionEstimate(
            ingredients: [
                ("spaghetti", "200g"), ("free-range eggs", "2 large"), ("olive oil", "1 tbsp"), ("milk", "1 cup"),
                ("salt", "Pinch"),
            ], servings: 2, matcher: matcher)
        #expect(estimate.lines.map(\.nutrition.calories) == [742, 143, 119, 122, 0])
        #expect(estimate.lines.map(\.status) == [.resolved, .resolved, .resolved, .resolved, .unquantified])
        #expect(abs((estimate.lines[2].grams ?? 0) - 13.5) < 0.05)
        #expect(estimate.total.calories == 1126)
        #expect(estimate.perServing.calories == 563)
        #expect(estimate.coverage == 0.8)
        // Protein: each line is kept to 0.1 g as shown (26.1 + 12.6 + 0 + 8.1), so the total is 46.8 g.
        #expect(estimate.total.protein == 46.8)
    }

    @Test("containers and conventions are used and named; vague lines are not counted")
    func conventions() {
        let estimate = NutritionEstimate(
            ingredients: [
                ("chopped tomatoes", "400g can"), ("chopped tomatoes", "1 tin"), ("black pepper", "to taste"),
            ],
            servings: 4, matcher: matcher)
        #expect(estimate.lines[0].grams == 400)
        #expect(estimate.lines[0].note == "1 can × 400 g")
        #expect(estimate.lines[1].grams == 400)
        #expect(estimate.lines[1].note.contains("400 g"))
        #expect(estimate.lines[2].status == .unquantified)
    }

    @Test("a person's correction replaces the food or the weight of one line")
    func corrections() {
        let plain = NutritionEstimate(ingredients: [("Butter", "1 knob")], servings: 1, matcher: matcher)
        #expect(plain.lines[0].status == .unquantified)
        let corrected = NutritionEstimate(
            ingredients: [("Butter", "1 knob")], servings: 1, matcher: matcher,
            corrections: [0: .init(foodID: "01145", grams: 10)])
        #expect(corrected.lines[0].status == .resolved)
        #expect(corrected.lines[0].food?.id == "01145")
        #expect(corrected.total.calories == 72)
    }
}
