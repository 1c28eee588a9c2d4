import MorselCore
import Testing

/// Vitamins, minerals and the rest, from SR28, checked by hand against its figures; unknown
/// stays unknown in every total.
@Suite("Micronutrients from SR28")
struct NutrientTests {
    let matcher = IngredientMatcher(index: foodTable)

    @Test("100 g of raw spinach: vitamin K 483 µg and iron 2.71 mg, as SR28 says (food 11457)")
    func spinach() throws {
        let spinach = try #require(foodTable.food(id: "11457"))
        #expect(spinach.nutrients[.vitaminK] == 482.9)
        #expect(spinach.nutrients[.iron] == 2.71)
        #expect(spinach.nutrients[.vitaminC] == 28.1)
        #expect(Nutrient.vitaminK.unit == .micrograms && Nutrient.iron.unit == .milligrams)
        let half = spinach.nutrients(grams: 50)
        #expect(half[.iron] == 1.355)
    }

    @Test("a medium orange's vitamin C: 53.2 mg per 100 g (food 09200) at the orange's weight")
    func orange() throws {
        let estimate = NutritionEstimate(ingredients: [("orange", "1 medium")], servings: 1, matcher: matcher)
        let line = try #require(estimate.lines.first)
        #expect(line.food?.id == "09200")
        let grams = try #require(line.grams)
        let vitaminC = try #require(estimate.nutrients[.vitaminC])
        #expect(abs(vitaminC.amount - 53.2 * grams / 100) < 0.001)
        #expect(
            vitaminC.amount > 60 && vitaminC.amount < 80,
            "a medium orange, 120-150 g, holds about 64-80 mg: \(grams) g, \(line.note)")
    }

    @Test("a total says how many of its foods knew a figure; an unmatched line knows none; headings do not count")
    func knownCounts() throws {
        let estimate = NutritionEstimate(
            ingredients: [
                ("For the salad:", ""), ("spinach", "100 g"), ("orange", "1 medium"), ("zzqxv dust", "1 cup"),
            ],
            servings: 2, matcher: matcher)
        let iron = try #require(estimate.nutrients[.iron])
        #expect(iron.known == 2 && iron.of == 3)
        #expect(!iron.isComplete)
        let perServing = try #require(estimate.nutrientsPerServing[.iron])
        #expect(perServing.amount == iron.amount / 2 && perServing.known == 2)
    }

    @Test("a figure one food does not know is left out of the sum, never counted as 0")
    func unknownIsNotZero() {
        var totals = NutrientTotals()
        totals.add(NutrientAmounts([.vitaminD: 2.5, .iron: 1]))
        totals.add(NutrientAmounts([.iron: 2]))
        totals.add(nil)
        #expect(totals[.vitaminD] == .init(amount: 2.5, known: 1, of: 3))
        #expect(totals[.iron] == .init(amount: 3, known: 2, of: 3))
        #expect(totals[.caffeine] == nil, "nobody knew it: no total at all")
        #expect(NutrientAmounts([.iron: 1])[.calcium] == nil)
    }

    @Test("every food of the table has its micronutrients; water is known for all but one")
    func coverage() {
        let foods = foodTable.foods
        #expect(foods.count == 8789)
        #expect(foods.filter { $0.nutrients[.water] != nil }.count == 8788)
        #expect(foods.filter { $0.nutrients[.iron] != nil }.count == 8645)
        #expect(foods.filter { $0.nutrients[.vitaminC] != nil }.count == 7971)
    }
}
