import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServices

/// Reads every meal of a CSV as the words box would (``MealText``, nothing logged) and prints
/// one JSON object a meal: what was answered at once, each line's best reading with its
/// confidence, and the total the best readings give. `scripts/meals-in-words` turns these
/// into the figures (answered, Acc@7.5, energy within 20 %, calibration). Two layouts are
/// read, by their header: NutriBench's (`meal_id,amount_type,description,…`) and the diary
/// phrases' (`text,low_kcal,high_kcal,…`).
struct WordsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "words", abstract: "Read meals in words from a CSV; print one JSON line a meal.")

    @Argument(help: "A CSV of meals: NutriBench's layout or the diary phrases' (text,low_kcal,high_kcal).") var file:
        String
    @Flag(
        help:
            "Read each row's words as one food, unsplit, and print its readings and how the best were weighed (lower is better): for looking into one."
    ) var oneFood = false

    func run() throws {
        let table = CSVTable(text: try String(contentsOfFile: file, encoding: .utf8))
        let resolver = EatenFoodResolver(index: FoodIndex(foods: try FoodTable.bundled() + FNDDSTable.bundled()))
        let text = table.column("description", "text")
        let clock = ContinuousClock()
        for row in table.rows {
            var out: [String: Any] = [:]
            for (index, column) in table.columns.enumerated() where index < row.count { out[column] = row[index] }
            let said = CSVTable.cell(row, text)
            let start = clock.now
            if oneFood {
                let read = resolver.resolve(said)
                out["words"] = read.said.words
                out["doubt"] = read.doubt
                out["readings"] = read.candidates.map {
                    "\($0.food.name) | \($0.working) | \($0.nutrition.calories) kcal"
                }
                out["weighed"] = resolver.weighings(said).prefix(8).map { weighed in
                    "\(String(format: "%.2f", weighed.score)) \(weighed.food) | \(weighed.working)"
                        + (weighed.missing.isEmpty ? "" : " | lacks \(weighed.missing.joined(separator: " "))")
                }
                let json = try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys, .prettyPrinted])
                print(String(decoding: json, as: UTF8.self))
                continue
            }
            do {
                let parsed = try MealText(said, resolver: resolver)
                out["micros"] = Self.micros(clock.now - start)
                out["sure"] = parsed.isSure
                out["category"] = parsed.category?.rawValue
                out["kcal"] = parsed.total.calories
                out["carbs"] = parsed.total.carbs
                out["lines"] = parsed.foods.map { food -> [String: Any] in
                    var line: [String: Any] = [
                        "text": food.said.text, "sure": food.isSure, "confidence": food.confidence,
                    ]
                    if let doubt = food.doubt { line["doubt"] = doubt }
                    line["margin"] = food.margin
                    if let choice = food.choice {
                        line["food"] = choice.food.name
                        line["working"] = choice.working
                        line["kcal"] = choice.nutrition.calories
                        line["carbs"] = choice.nutrition.carbs
                    }
                    return line
                }
            } catch {
                out["micros"] = Self.micros(clock.now - start)
                out["sure"] = false
                out["error"] = error.errors.map(\.message).joined(separator: " ")
            }
            let json = try JSONSerialization.data(withJSONObject: out, options: [.sortedKeys])
            print(String(decoding: json, as: UTF8.self))
        }
    }

    private static func micros(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1_000_000 + duration.components.attoseconds / 1_000_000_000_000)
    }
}
