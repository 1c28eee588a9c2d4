import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServices

/// The food reference's own figures: what loading both USDA tables costs in time and resident
/// memory, search latency over them, estimating a 20-ingredient recipe (foods as bought), and
/// meals said in words (foods as eaten). Printed; nothing is asserted.
struct FoodsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foods", abstract: "Food search and recipe estimate latency, in process.")

    @Flag(help: "SR28 alone, as before FNDDS was bundled: its load, memory and search, to compare.") var sr28Only =
        false

    func run() throws {
        let clock = ContinuousClock()
        let before = residentMegabytes()
        let loadStart = clock.now
        let foods = try FoodTable.bundled() + (sr28Only ? [] : try FNDDSTable.bundled())
        let index = FoodIndex(foods: foods)
        let matcher = IngredientMatcher(index: index)
        let eaten = EatenFoodResolver(index: index)
        print(
            "Loaded \(foods.count) foods (\(sr28Only ? "SR28" : "SR28 and FNDDS")) and built the index in \(milliseconds(clock.now - loadStart)); "
                + "resident memory \(residentMegabytes()) MB, \(residentMegabytes() - before) MB of it for the tables.")

        // Queries people type: common ingredient names, two-word dishes, prefixes while typing, misses.
        var queries = [
            "chicken breast", "egg", "milk", "olive oil", "cheddar", "rice", "flour", "sugar", "tomato", "onion",
            "beef", "apple",
            "banana", "salmon", "chick", "yog", "bread", "pasta", "lentil", "butter", "zzqxv", "soup chicken",
            "red pepper",
            "greek yogurt", "peanut butter", "orange juice", "potato", "broccoli", "spinach", "almond",
        ]
        queries += foods.prefix(2000).compactMap { FoodText.words($0.name).prefix(2).joined(separator: " ") }
        var searchTimes: [Duration] = []
        for _ in 0..<3 {
            for query in queries {
                let start = clock.now
                let results = index.search(query, limit: 20)
                searchTimes.append(clock.now - start)
                precondition(results.count <= 20)
            }
        }
        searchTimes.sort()
        print(
            "Food search, \(searchTimes.count) queries over \(foods.count) foods: p50 \(milliseconds(percentile(searchTimes, 0.5))), p90 \(milliseconds(percentile(searchTimes, 0.9))), p99 \(milliseconds(percentile(searchTimes, 0.99))), max \(milliseconds(searchTimes.last!))"
        )
        if sr28Only { return }

        let recipe: [(name: String, measure: String)] = [
            ("spaghetti", "400g"), ("minced beef", "500g"), ("onion, chopped", "1 large"), ("garlic", "2 cloves"),
            ("carrot", "1 medium"),
            ("celery", "2 sticks"), ("olive oil", "2 tbsp"), ("chopped tomatoes", "400g can"),
            ("tomato puree", "1 tbsp"), ("red wine", "150ml"),
            ("beef stock", "1 cup"), ("oregano", "1 tsp"), ("basil", "Handful"), ("bay leaf", "2"),
            ("salt", "to taste"),
            ("black pepper", "1/2 tsp"), ("parmesan", "50g"), ("butter", "1 oz"), ("milk", "1/4 cup"),
            ("sugar", "1 pinch"),
        ]
        // Whole lines as web pages write them: the parser reads amount, package size and notes first.
        let webLines = [
            "1 (14.5 ounce) can diced tomatoes", "2 (15 oz) cans black beans, drained", "1 pound ground beef",
            "1 medium onion, diced",
            "3 cloves garlic, minced", "2 tablespoons chili powder", "1 teaspoon ground cumin",
            "1/2 teaspoon salt, or to taste",
            "1 cup beef broth (or water)", "1 tablespoon olive oil", "1 (8 ounce) package cream cheese, softened",
            "2 cups shredded cheddar cheese",
            "Juice of 1 lime", "1/4 cup chopped fresh cilantro, for garnish",
            "1 – 14-ounce can sweetened condensed milk", "3 large eggs, beaten",
            "2 cups (240g) all-purpose flour", "½ cup (1 stick / 113 g) unsalted butter, melted",
            "1 red bell pepper, seeded and chopped", "For the topping:",
        ].map { (name: $0, measure: "") }
        for (label, lines) in [("a 20-ingredient recipe", recipe), ("20 whole web lines", webLines)] {
            var estimateTimes: [Duration] = []
            var resolved = 0
            for _ in 0..<2000 {
                let start = clock.now
                let estimate = NutritionEstimate(ingredients: lines, servings: 4, matcher: matcher)
                estimateTimes.append(clock.now - start)
                resolved = estimate.lines.filter { $0.status == .resolved }.count
            }
            estimateTimes.sort()
            print(
                "Estimate of \(label) (\(resolved) lines resolved), 2000 runs: p50 \(milliseconds(percentile(estimateTimes, 0.5))), p99 \(milliseconds(percentile(estimateTimes, 0.99))), max \(milliseconds(estimateTimes.last!))"
            )
        }

        // Meals said in words, three foods each, as people type them.
        let meals = [
            "a turkey sandwich, a medium latte and an apple", "2 eggs, toast and a cup of coffee",
            "a bowl of chicken noodle soup, a slice of bread with butter",
            "10 chicken nuggets, a medium order of fries and a diet coke",
            "150g baked salmon, a cup of white rice, a cup of steamed broccoli",
            "a bagel with cream cheese and a small cappuccino",
        ]
        let mealTimes = try Self.time(meals, resolver: eaten) { $0 == 3 }
        print(
            "A three-food meal in words, \(mealTimes.count) runs: p50 \(milliseconds(percentile(mealTimes, 0.5))), p99 \(milliseconds(percentile(mealTimes, 0.99))), max \(milliseconds(mealTimes.last!))"
        )

        // Four foods said as a sentence, framing, joiners and all; and what reading them adds to resident memory.
        let sentences = [
            "For lunch I had a turkey sandwich, a bag of chips, an apple and a medium latte",
            "I grabbed a bagel with cream cheese, an orange juice, a yogurt and a granola bar for breakfast",
            "For dinner, I'm having a bowl of chicken noodle soup along with a grilled cheese sandwich, a pickle and a diet coke",
            "2 eggs over easy, toast with butter, a banana and a cup of coffee this morning",
        ]
        let memoryBefore = residentMegabytes()
        let sentenceTimes = try Self.time(sentences, resolver: eaten) { $0 >= 4 }
        print(
            "A four-food sentence in words, \(sentenceTimes.count) runs: p50 \(milliseconds(percentile(sentenceTimes, 0.5))), p99 \(milliseconds(percentile(sentenceTimes, 0.99))), max \(milliseconds(sentenceTimes.last!)); resident memory \(residentMegabytes() - memoryBefore) MB more after them"
        )
    }

    /// Each meal read 500 times, the times sorted; `foods` checks how many foods each was read into.
    private static func time(_ meals: [String], resolver: EatenFoodResolver, foods: (Int) -> Bool) throws -> [Duration]
    {
        let clock = ContinuousClock()
        var times: [Duration] = []
        for _ in 0..<500 {
            for meal in meals {
                let start = clock.now
                let parsed = try MealText(meal, resolver: resolver)
                times.append(clock.now - start)
                precondition(foods(parsed.foods.count), "\(meal): \(parsed.foods.count) foods")
            }
        }
        return times.sorted()
    }
}

/// This process's resident memory, from /proc (0 where there is none).
func residentMegabytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
        let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes / 1024
}

func percentile(_ sorted: [Duration], _ p: Double) -> Duration {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

func milliseconds(_ duration: Duration) -> String {
    let ms = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return String(format: "%.3f ms", ms)
}
