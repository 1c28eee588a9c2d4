import Foundation
@testable import MorselCore
import Testing

/// A meal said in words, split into foods and worked out like a recipe's lines; and the
/// meals offered first because they are eaten often and lately.
@Suite("Meals in words, and the meals eaten often")
struct MealTextTests {
    let matcher = IngredientMatcher(index: foodTable)

    @Test("foods split at commas, “+” and line ends, and at “and”/“with” next to an amount; a dish's own “and” stays")
    func splitting() {
        #expect(MealText.items("2 eggs and toast") == ["2 eggs", "1 toast"])
        #expect(MealText.items("toast and 2 eggs") == ["1 toast", "2 eggs"])
        #expect(MealText.items("150 g chicken breast, 1 cup rice") == ["150 g chicken breast", "1 cup rice"])
        #expect(MealText.items("a banana with 1 tbsp peanut butter") == ["a banana", "1 tbsp peanut butter"])
        #expect(MealText.items("2 slices of bread + 1 tbsp butter; an apple") == ["2 slices of bread", "1 tbsp butter", "an apple"])
        #expect(MealText.items("mac and cheese") == ["1 mac and cheese"])
        #expect(MealText.items("½ cup oats") == ["½ cup oats"])
    }

    @Test("“2 eggs and toast”: two large-enough eggs and a slice of toast, summed with their nutrients, the working in the notes")
    func eggsAndToast() throws {
        let parsed = try MealText("2 eggs and toast", matcher: matcher)
        let lines = parsed.estimate.lines
        #expect(lines.map { $0.food?.id } == ["01123", "18070"], "eggs, and toasted white bread (not French toast)")
        #expect(lines[1].grams == 22, "USDA's plain “1 slice” of toast, not “1 slice crust not eaten” (11 g)")
        let meal = parsed.meal(category: MealCategory("breakfast"), date: today, time: nil)
        #expect(meal.name == "2 eggs and toast" && meal.category.name == "Breakfast")
        #expect(meal.nutrition == parsed.estimate.total)
        #expect(meal.nutrients?[.iron]?.known == 2 && meal.nutrients?[.iron]?.of == 2)
        #expect(meal.notes.contains("1 toast: Bread, white, commercially prepared, toasted, 22.0 g"))
    }

    @Test("a food that matches nothing, or cannot be weighed, is named and nothing comes out; so are empty and overlong text")
    func refusals() {
        #expect(throws: ValidationFailure.self) { try MealText("zzqxv and 3 eggs", matcher: matcher) }
        do {
            _ = try MealText("zzqxv and 3 eggs", matcher: matcher)
        } catch {
            #expect(error.errors.first?.message.contains("“1 zzqxv”") == true)
        }
        #expect(throws: ValidationFailure.self) { try MealText("  \n ", matcher: matcher) }
        #expect(throws: ValidationFailure.self) { try MealText(String(repeating: "egg, ", count: 120), matcher: matcher) }
        #expect(throws: ValidationFailure.self) { try MealText(Array(repeating: "1 egg", count: 21).joined(separator: ", "), matcher: matcher) }
    }

    @Test("frequent meals: each name once as its latest entry, ranked by uses that fade by half every two weeks")
    func frequent() {
        let meals = [
            meal("Porridge", date: "2025-03-10", created: 3), meal("porridge", date: "2025-03-09"), meal("Porridge", date: "2025-03-08"),
            // Eaten more often, but nearly four weeks ago: five uses at about a quarter each.
            meal("Curry", date: "2025-02-12"), meal("Curry", date: "2025-02-12"), meal("Curry", date: "2025-02-13"),
            meal("Curry", date: "2025-02-13"), meal("Curry", date: "2025-02-14"),
            // Scored alike: by name.
            meal("Pear", date: "2025-03-09"), meal("Apple", date: "2025-03-09"),
            meal("Tomorrow's cake", date: "2025-03-11"),
            // Four weeks back counts no more.
            meal("Old stew", date: "2025-02-10"), meal("Old stew", date: "2025-02-10"), meal("Old stew", date: "2025-02-10"),
        ]
        let ranked = FrequentMeals.rank(meals, today: today, limit: 10)
        #expect(ranked.map(\.name) == ["Porridge", "Curry", "Apple", "Pear"])
        #expect(ranked[0].date == today, "the latest entry stands for the name")
        #expect(FrequentMeals.rank(meals, today: today, limit: 1).map(\.name) == ["Porridge"])
    }
}

@Suite("Saved meals")
struct SavedMealTests {
    let matcher = IngredientMatcher(index: foodTable)

    @Test("a saved meal's foods are tidied and checked; it logs under its own name with the foods' sum")
    func savedMeal() throws {
        let saved = try SavedMealInput(name: "  My usual breakfast ", category: "breakfast", foods: "2 large eggs\n\n  1 slice toast \n")
            .validated(id: UUID(), matcher: matcher)
        #expect(saved.name == "My usual breakfast" && saved.category.name == "Breakfast" && saved.foods == "2 large eggs\n1 slice toast")
        let meal = try saved.meal(with: matcher, date: today, time: nil)
        #expect(meal.name == "My usual breakfast")
        #expect(meal.nutrition == (try MealText("2 large eggs, 1 slice toast", matcher: matcher)).estimate.total)
        do {
            _ = try SavedMealInput(name: "", foods: "zzqxv").validated(id: UUID(), matcher: matcher)
            Issue.record("accepted")
        } catch {
            #expect(Set(error.errors.map(\.field)) == ["name", "foods"])
        }
    }
}
