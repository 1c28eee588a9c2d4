import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// `morsel-bench json`: the API's largest answers written by hand (``JSONWritable``), by
/// ``JSONBytesEncoder`` and by Foundation's `JSONEncoder`, in process. Each answer is first
/// checked to hold the same values every way it is written.
public enum JSONBenchmark {
    public struct Result: Sendable {
        public let answer: String
        public let bytes: Int
        /// Microseconds an answer, median of the rounds; nil where the answer has no hand-written JSON.
        public let byHand: Double?
        public let direct: Double
        public let foundation: Double
    }

    public static func run(rounds: Int = 15, iterations: Int = 400) throws -> [Result] {
        try answers().map { answer in
            let written = try answer.ways.map { try $0?() }
            guard try written.compactMap({ $0 }).allSatisfy({ try sameJSON($0, written[1]!) }) else {
                let context = EncodingError.Context(
                    codingPath: [], debugDescription: "\(answer.name) is written differently")
                throw EncodingError.invalidValue(answer.name, context)
            }
            let times = try answer.ways.map { way in
                try way.map { encode in
                    try median(rounds: rounds) { for _ in 0..<iterations { _ = try encode() } } / Double(iterations)
                }
            }
            return Result(
                answer: answer.name, bytes: written[1]!.count, byHand: times[0], direct: times[1]!,
                foundation: times[2]!)
        }
    }

    /// Whether two JSON texts hold the same values, whatever the order of their keys.
    static func sameJSON(_ one: [UInt8], _ other: [UInt8]) throws -> Bool {
        let parsed = try [one, other].map {
            try JSONSerialization.jsonObject(with: Data($0), options: [.fragmentsAllowed]) as! NSObject
        }
        return parsed[0].isEqual(parsed[1])
    }

    /// The median of `rounds` runs of `body`, in microseconds.
    private static func median(rounds: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<rounds {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
        }
        return times.sorted()[rounds / 2]
    }

    /// An answer and the ways to write it: by hand (if it can), directly, through Foundation.
    private struct Answer {
        let name: String
        let ways: [(() throws -> [UInt8])?]

        init<T: Encodable>(_ name: String, _ value: T, byHand: (() throws -> [UInt8])? = nil) {
            self.name = name
            ways = [
                byHand, { Array(try JSONBytesEncoder.encode(value).readableBytesView) },
                { Array(try JSONResponse.encoder.encode(value)) },
            ]
        }

        init<T: Encodable & JSONWritable>(_ name: String, _ value: T) {
            self.init(name, value, byHand: { Array(JSONWriter.bytes(of: value).readableBytesView) })
        }
    }

    /// Answers as the routes give them, from the bundled foods and a made-up journal.
    private static func answers() -> [Answer] {
        let catalog = FoodCatalog.bundled
        let lines = [
            ("2", "chicken breasts"), ("1", "onion"), ("2", "carrots"), ("1 tbsp", "olive oil"),
            ("1 l", "chicken stock"),
            ("100 g", "egg noodles"), ("", "salt"), ("1 tsp", "black pepper"),
        ].map { RecipeLine(name: $0.1, measure: $0.0) }
        let fields = RecipeFields(
            name: "Chicken soup", category: "Soup", area: "British", instructions: "Chop.\nSimmer.\nServe.",
            imageURL: "https://example.org/soup.jpg", tags: ["quick"], sourceURL: "https://example.org/soup",
            servings: 4, cookMinutes: 40, lines: lines)
        let recipe = Recipe(id: UUID(), fields: fields, externalID: nil, createdAt: Date())
        let estimate = catalog.estimate(of: recipe)
        let today = MealDate(Date(), in: TimeZone(identifier: "UTC")!)
        let meals = (0..<50).map { index in
            let details = MealDetails(
                name: "Meal \(index) with a longer name", category: MealCategory("Lunch"),
                nutrition: Nutrition(calories: 400 + index, protein: 20.5, fat: 12.25, carbs: 48.1),
                date: today, time: TimeOfDay(minutes: 12 * 60), rating: index % 6, notes: "",
                nutrients: estimate.nutrientsPerServing, source: "USDA FNDDS 2021-2023")
            return Meal(id: UUID(), details: details, createdAt: Date(), updatedAt: Date())
        }
        let summaries = (0..<24).map { index in
            RecipeSummary(
                id: UUID(), name: "Recipe \(index)", category: "Dinner", area: "Italian",
                imageURL: "https://example.org/\(index).jpg", hasPhoto: false, servings: 4, cookMinutes: 30,
                perServing: estimate.perServing, coverage: 0.9)
        }
        return [
            Answer(
                "a page of 50 meals", MealListDTO(items: meals.map { MealDTO(listed: $0, version: .v1) }, total: 1000)),
            Answer("a meal with its nutrients", MealDTO(meals[0], version: .v1)),
            Answer(
                "a day of 6 meals",
                DayDTO(DailySummary(date: today, meals: Array(meals.prefix(6))), goals: .standard, version: .v1)),
            Answer(
                "a recipe with its estimate", RecipeDTO(recipe, estimate: estimate, favorite: false, editable: true)),
            Answer("a page of 24 recipes", RecipeListDTO(items: summaries.map(RecipeSummaryDTO.init), total: 24)),
            Answer("20 foods", FoodListDTO(items: catalog.index.search("chicken", limit: 20).map(FoodDTO.init))),
        ]
    }
}
