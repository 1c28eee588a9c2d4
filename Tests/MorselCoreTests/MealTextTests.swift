import Foundation
import Testing

@testable import MorselCore

/// A meal said in words, split into foods and worked out like a recipe's lines; and the
/// meals offered first because they are eaten often and lately.
@Suite("Meals in words, and the meals eaten often")
struct MealTextTests {
    /// The foods a text splits into, as said.
    func said(_ text: String) throws -> [String] {
        try MealText(text, resolver: eaten).foods.map(\.said.text)
    }

    @Test("foods split at commas, “+”, “;” and line ends, and at “and”/“with”; a dish's own “and” stays one food")
    func splitting() throws {
        #expect(try said("2 eggs and toast") == ["2 eggs", "toast"])
        #expect(try said("toast and 2 eggs") == ["toast", "2 eggs"])
        #expect(try said("150 g chicken breast, 1 cup rice") == ["150 g chicken breast", "1 cup rice"])
        #expect(try said("a banana with 1 tbsp peanut butter") == ["a banana", "1 tbsp peanut butter"])
        #expect(
            try said("2 slices of bread + 1 tbsp butter; an apple") == [
                "2 slices of bread", "1 tbsp butter", "an apple",
            ])
        #expect(try said("a cheeseburger\nfries") == ["a cheeseburger", "fries"])
        // Dishes and brands are one food before any splitting; two foods joined are two.
        #expect(try said("mac and cheese") == ["mac and cheese"])
        #expect(try said("a peanut butter and jelly sandwich") == ["a peanut butter and jelly sandwich"])
        #expect(try said("cheeseburger and fries") == ["cheeseburger", "fries"])
        #expect(try said("a bagel with cream cheese") == ["a bagel", "cream cheese"])
        #expect(
            try said("2 pancakes with syrup") == ["2 pancakes", "syrup"], "not “Pancake syrup”: its name joins nothing")
        // Read from the left, a dish takes the longest run that is one dish; the rest goes on.
        #expect(try said("mac and cheese and a coke") == ["mac and cheese", "a coke"])
        #expect(
            try said("a peanut butter and jelly sandwich with chips") == [
                "a peanut butter and jelly sandwich", "chips",
            ])
        #expect(try said("eggs and toast and coffee") == ["eggs", "toast", "coffee"])
        // An "&" inside a word is part of a name.
        #expect(try said("a bag of m&ms") == ["a bag of m&ms"])
    }

    @Test(
        "“2 eggs and toast”: two eggs and a slice of toast as eaten, summed with their nutrients, the working and the credit in the notes"
    )
    func eggsAndToast() throws {
        let parsed = try MealText("2 eggs and toast", resolver: eaten)
        #expect(parsed.isSure)
        let foods = parsed.foods.compactMap(\.choice)
        #expect(foods.map(\.food.source) == [.asEaten, .asEaten])
        #expect(
            foods[0].food.name.hasPrefix("Egg, whole") && foods[0].grams == 100, "two eggs of 50 g: \(foods[0].working)"
        )
        #expect(
            foods[1].food.name.contains("toasted") && foods[1].working.hasPrefix("usual serving"),
            "toast is toasted bread, its usual serving")
        let meal = parsed.meal(category: MealCategory("breakfast"), date: today, time: nil)
        #expect(meal.name == "2 eggs and toast" && meal.category.name == "Breakfast")
        #expect(meal.nutrition == parsed.total && (220...300).contains(meal.nutrition.calories))
        #expect(meal.nutrients?[.iron]?.known == 2 && meal.nutrients?[.iron]?.of == 2)
        #expect(meal.nutrients?[.manganese] == nil, "FNDDS has no manganese: unknown, never 0")
        #expect(meal.notes.contains("2 eggs: Egg, whole") && meal.notes.contains("USDA FNDDS 2021-2023"))
    }

    @Test(
        "a food that matches nothing is asked about and the rest kept; empty and overlong text and too many foods are refused"
    )
    func refusals() throws {
        let parsed = try MealText("zzqxv, 3 eggs", resolver: eaten)
        #expect(!parsed.isSure && parsed.unsure.map(\.line) == [0] && parsed.foods[0].choice == nil)
        #expect(parsed.foods[0].doubt == "no food matches it" && parsed.foods[1].isSure)
        #expect(parsed.total.calories == parsed.foods[1].choice?.nutrition.calories)
        #expect(throws: ValidationFailure.self) { try MealText("  \n ", resolver: eaten) }
        #expect(throws: ValidationFailure.self) {
            try MealText(String(repeating: "egg, ", count: 120), resolver: eaten)
        }
        #expect(throws: ValidationFailure.self) {
            try MealText(Array(repeating: "1 egg", count: 21).joined(separator: ", "), resolver: eaten)
        }
    }

    @Test(
        "a person's pick replaces an unsure food: by one of the food's portions or by grams; a pick of a food not there is refused"
    )
    func picks() throws {
        let unsure = try MealText("a bowl of stuff, an apple", resolver: eaten)
        #expect(!unsure.isSure && unsure.unsure.map(\.line) == [0])
        let candidate = try #require(unsure.foods[0].candidates.first)
        let soup = try #require(eaten.choose(foodID: "fndds:58403040", portion: "cup", quantity: 1.5, grams: nil))
        #expect(soup.food.name == "Soup, chicken noodle" && abs(soup.grams - 367.5) < 0.1)
        let picked = try MealText(
            "a bowl of stuff, an apple", resolver: eaten, picks: [MealText.Pick(line: 0, choice: soup)])
        #expect(picked.isSure && picked.foods[0].choice?.food.id == "fndds:58403040")
        #expect(picked.total.calories == soup.nutrition.calories + (picked.foods[1].choice?.nutrition.calories ?? 0))
        let weighed = try #require(eaten.choose(foodID: candidate.food.id, portion: nil, quantity: nil, grams: 150))
        #expect(weighed.grams == 150 && weighed.working == "weighed")
        #expect(eaten.choose(foodID: "fndds:00000000", portion: nil, quantity: nil, grams: 100) == nil)
        #expect(eaten.choose(foodID: "fndds:58403040", portion: "wheelbarrow", quantity: 1, grams: nil) == nil)
        #expect(eaten.choose(foodID: "fndds:58403040", portion: nil, quantity: nil, grams: -5) == nil)
        #expect(throws: ValidationFailure.self) {
            try MealText("an apple", resolver: eaten, picks: [MealText.Pick(line: 3, choice: soup)])
        }
    }

    @Test("frequent meals: each name once as its latest entry, ranked by uses that fade by half every two weeks")
    func frequent() {
        let meals = [
            meal("Porridge", date: "2025-03-10", created: 3), meal("porridge", date: "2025-03-09"),
            meal("Porridge", date: "2025-03-08"),
            // Eaten more often, but nearly four weeks ago: five uses at about a quarter each.
            meal("Curry", date: "2025-02-12"), meal("Curry", date: "2025-02-12"), meal("Curry", date: "2025-02-13"),
            meal("Curry", date: "2025-02-13"), meal("Curry", date: "2025-02-14"),
            // Scored alike: by name.
            meal("Pear", date: "2025-03-09"), meal("Apple", date: "2025-03-09"),
            meal("Tomorrow's cake", date: "2025-03-11"),
            // Four weeks back counts no more.
            meal("Old stew", date: "2025-02-10"), meal("Old stew", date: "2025-02-10"),
            meal("Old stew", date: "2025-02-10"),
        ]
        let ranked = FrequentMeals.rank(meals, today: today, limit: 10)
        #expect(ranked.map(\.name) == ["Porridge", "Curry", "Apple", "Pear"])
        #expect(ranked[0].date == today, "the latest entry stands for the name")
        #expect(FrequentMeals.rank(meals, today: today, limit: 1).map(\.name) == ["Porridge"])
    }
}

@Suite("Saved meals")
struct SavedMealTests {
    @Test("a saved meal's foods are tidied and checked; it logs under its own name with the foods' sum")
    func savedMeal() throws {
        let saved = try SavedMealInput(
            name: "  My usual breakfast ", category: "breakfast", foods: "2 large eggs\n\n  1 slice toast \n"
        )
        .validated(id: UUID(), resolver: eaten)
        #expect(
            saved.name == "My usual breakfast" && saved.category.name == "Breakfast"
                && saved.foods == "2 large eggs\n1 slice toast")
        let meal = try saved.meal(with: eaten, date: today, time: nil)
        #expect(meal.name == "My usual breakfast")
        #expect(meal.nutrition == (try MealText("2 large eggs, 1 slice toast", resolver: eaten)).total)
        // Saved before foods as eaten: a food now unsure is asked about, never logged as a guess.
        let older = SavedMeal(
            id: UUID(), name: "Old", category: MealCategory("Lunch"), foods: "an apple\na bowl of stuff")
        #expect {
            try older.meal(with: eaten, date: today, time: nil)
        } throws: { error in
            guard case DomainError.unsure(let foods) = error else { return false }
            return foods.map(\.line) == [1] && foods[0].text == "a bowl of stuff"
        }
        do {
            _ = try SavedMealInput(name: "", foods: "zzqxv").validated(id: UUID(), resolver: eaten)
            Issue.record("accepted")
        } catch {
            #expect(Set(error.errors.map(\.field)) == ["name", "foods"])
        }
    }

    @Test(
        "a saved meal is logged in one tap with no one to ask: a food Morsel is unsure of is refused when saving, with its candidates"
    )
    func unsureFoodsRefused() {
        do {
            _ = try SavedMealInput(name: "Lunch", foods: "an apple\na bowl of stuff").validated(
                id: UUID(), resolver: eaten)
            Issue.record("accepted")
        } catch {
            #expect(error.errors.map(\.field) == ["foods"])
            #expect(error.errors.first?.message.contains("Not sure of “a bowl of stuff”") == true)
        }
    }
}
