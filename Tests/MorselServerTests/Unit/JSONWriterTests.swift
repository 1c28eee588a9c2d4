import Foundation
import MorselCore
import NIOCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The answers that write their own JSON must be byte for byte what the shared encoder
/// writes, and hold the same values as ``JSONBytesEncoder`` writes, so no client can tell
/// which wrote them.
@Suite("JSON written directly matches the encoder's")
struct JSONWriterTests {
    static let meals: [Meal] = [
        Meal(
            id: UUID(uuidString: "2F1C5A3E-0000-4000-8000-000000000001")!,
            details: MealDetails(
                name: "Porridge", category: MealCategory("Breakfast"),
                nutrition: Nutrition(calories: 350, protein: 12.5, fat: 6, carbs: 55),
                date: MealDate(iso: "2025-03-10")!, time: TimeOfDay(minutes: 7 * 60 + 5), rating: 4, notes: ""),
            isFavorite: true, hasPhoto: true, createdAt: Date(timeIntervalSince1970: 1_741_600_000.987),
            updatedAt: Date(timeIntervalSince1970: 1_741_600_061)),
        // Every character JSON must escape, a slash it need not, and text beyond ASCII.
        Meal(
            id: UUID(uuidString: "2F1C5A3E-0000-4000-8000-000000000002")!,
            details: MealDetails(
                name: "\"Tricky\" \\ name / with\ttab\nline\u{1}\u{8}\u{c}\r é 😀",
                category: MealCategory("Second breakfast"),
                nutrition: Nutrition(calories: 0, protein: 0.1 + 0.2, fat: 1e-7, carbs: 123_456_789.1),
                date: MealDate(iso: "1969-12-31")!, time: nil, rating: 0, notes: "</script>"),
            createdAt: Date(timeIntervalSince1970: -1.5), updatedAt: Date(timeIntervalSince1970: 4_102_444_800)),
    ]

    private func expectSameBytes<T: Encodable & JSONWritable>(_ value: T) throws {
        let written = String(buffer: JSONWriter.bytes(of: value))
        let encoded = String(decoding: try JSONResponse.encoder.encode(value), as: UTF8.self)
        #expect(written == encoded)
        try #expect(
            JSONBenchmark.sameJSON(Array(written.utf8), JSONBytesEncoder.encode(value).readableBytesView.map { $0 }))
    }

    @Test("a meal, with and without a time, photo and warnings")
    func meal() throws {
        for meal in Self.meals {
            try expectSameBytes(MealDTO(meal, version: .v1))
            try expectSameBytes(MealDTO(meal, version: .v2))
            try expectSameBytes(MealDTO(meal, warnings: [], version: .v1))
            try expectSameBytes(
                MealDTO(meal, warnings: ["The date “31/02/2025” is not a real date; used today."], version: .v2))
        }
    }

    @Test("a page of meals")
    func lists() throws {
        let dtos = Self.meals.map { MealDTO($0, version: .v1) }
        try expectSameBytes(MealListDTO(items: dtos, total: 1234))
        try expectSameBytes(MealListDTO(items: [], total: 0))
    }

    @Test("foods: each food's JSON, kept and put together into a list, is the encoder's list")
    func foods() throws {
        let index = FoodCatalog.bundled.index
        let unknown = Food(
            id: "99999", name: "A \"quoted\" food", group: "Test",
            per100g: NutrientProfile(calories: 1.5, protein: 0, fat: 0, carbs: 0),
            portions: [])
        let foods =
            ["01001", "11282", "05062", "14555"].compactMap(index.food(id:)) + index.search("chicken breast", limit: 20)
            + [unknown]
        #expect(foods.count > 20)
        let cache = FoodJSON()
        for _ in 0..<2 {
            let foundation = try JSONResponse.encoder.encode(FoodListDTO(items: foods.map(FoodDTO.init)))
            #expect(try JSONBenchmark.sameJSON(Array(try cache.list(foods).readableBytesView), Array(foundation)))
            #expect(try cache.list(foods) == JSONBytesEncoder.encode(FoodListDTO(items: foods.map(FoodDTO.init))))
            #expect(String(buffer: try cache.list([])) == #"{"items":[]}"#)
        }
    }

    @Test("recipes: a list, a summary without a photo or time, a whole recipe with its estimate")
    func recipes() throws {
        let catalog = FoodCatalog.bundled
        let fields = RecipeFields(
            name: "Soup \"of the day\"", category: "Starter", area: "", instructions: "Chop.\nSimmer.\r\nServe.",
            imageURL: nil, tags: ["quick", "vegan"], sourceURL: "https://example.org/soup?a=1&b=2",
            servings: 4, cookMinutes: nil,
            lines: [
                RecipeLine(name: "onion", measure: "2"), RecipeLine(name: "mystery", measure: "a pinch"),
                RecipeLine(name: "olive oil", measure: "1 tbsp", foodID: "04053", grams: 13.5),
                RecipeLine(name: "For the topping:", measure: ""),
            ])
        let recipe = Recipe(
            id: UUID(uuidString: "2F1C5A3E-0000-4000-8000-000000000003")!, fields: fields, externalID: "52771",
            createdAt: Date(timeIntervalSince1970: 1_700_000_000.25))
        let estimate = catalog.estimate(of: recipe)
        try expectSameBytes(RecipeDTO(recipe, estimate: estimate, favorite: true, editable: false))
        try expectSameBytes(EstimateDTO(estimate))
        let summary = RecipeSummary(
            id: recipe.id, name: fields.name, category: fields.category, area: fields.area, imageURL: nil,
            hasPhoto: false, servings: 4, cookMinutes: nil, perServing: estimate.perServing, coverage: estimate.coverage
        )
        let withPhoto = RecipeSummary(
            id: recipe.id, name: "Pie", category: "", area: "British", imageURL: "https://example.org/pie.jpg",
            hasPhoto: true, servings: 8, cookMinutes: 45, perServing: .zero, coverage: 1)
        try expectSameBytes(RecipeListDTO(items: [summary, withPhoto].map(RecipeSummaryDTO.init), total: 2))
        try expectSameBytes(RecipeListDTO(items: [], total: nil))
    }

    @Test("a day, with goals set and unset")
    func day() throws {
        let date = MealDate(iso: "2025-03-10")!
        let summary = DailySummary(date: date, meals: Self.meals.filter { $0.date == date })
        try expectSameBytes(DayDTO(summary, goals: .standard, version: .v1))
        try expectSameBytes(
            DayDTO(
                summary,
                goals: Goals(
                    dailyCalories: 1800, protein: 120, fat: nil, carbs: 200.5,
                    weeklyBudgetCents: 5000, currency: "EUR"), version: .v2))
        try expectSameBytes(DayDTO(DailySummary(date: date, meals: []), goals: .standard, version: .v1))
    }

    /// A date as both write it.
    private struct Stamp: Encodable, JSONWritable {
        let at: Date
        func write(to json: inout JSONWriter) { json.object { json in json.field("at", at) } }
    }

    @Test("dates from 1900 to 2100, to the second, before and after 1970")
    func dates() throws {
        var generator = SystemRandomNumberGenerator()
        let instants =
            [-2_208_988_800, -1.5, 0, 0.999, 951_782_400, 1_709_164_799, 4_102_444_799.5] as [Double]
            + (0..<500).map { _ in Double.random(in: -2_208_988_800...4_102_444_800, using: &generator) }
        for instant in instants { try expectSameBytes(Stamp(at: Date(timeIntervalSince1970: instant))) }
    }
}
