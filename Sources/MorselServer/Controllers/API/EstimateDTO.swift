import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// `POST /api/v1/nutrition/estimate` body.
struct EstimateRequest: Decodable, Sendable {
    struct Ingredient: Decodable, Sendable {
        let name: String
        let measure: String?
    }
    let servings: Int?
    let ingredients: [Ingredient]
}

/// A nutrition estimate with its working, line by line.
struct EstimateDTO: Encodable, Sendable {
    struct FoodRef: Encodable, Sendable {
        let id: String
        let name: String
    }

    struct Line: Encodable, Sendable {
        let name: String
        let measure: String
        let status: String
        @EncodedAsNull var grams: Double?
        @EncodedAsNull var food: FoodRef?
        let note: String
        let calories: Int
        let protein: Double
        let fat: Double
        let carbs: Double
    }

    /// A vitamin, mineral or other nutrient over the lines that knew it.
    struct Nutrient: Encodable, Sendable {
        let nutrient: String
        let label: String
        let unit: String
        let total: Double
        let perServing: Double
        /// How many ingredient lines knew it, of how many.
        let known: Int
        let of: Int
    }

    let servings: Int
    let total: NutrientTotalsDTO
    let perServing: NutrientTotalsDTO
    /// Share of lines resolved, 0–1.
    let coverage: Double
    let lines: [Line]
    /// Every nutrient at least one line knew, in ``MorselCore/Nutrient`` order.
    let nutrients: [Nutrient]
    let source: String

    init(_ estimate: NutritionEstimate) {
        servings = estimate.servings
        total = NutrientTotalsDTO(estimate.total)
        perServing = NutrientTotalsDTO(estimate.perServing)
        coverage = (estimate.coverage * 1000).rounded() / 1000
        lines = estimate.lines.map { line in
            Line(
                name: line.name, measure: line.measure, status: line.status.rawValue,
                grams: line.grams.map { ($0 * 10).rounded() / 10 },
                food: line.food.map { FoodRef(id: $0.id, name: $0.name) }, note: line.note,
                calories: line.nutrition.calories, protein: line.nutrition.protein, fat: line.nutrition.fat,
                carbs: line.nutrition.carbs)
        }
        let servings = Double(estimate.servings)
        nutrients = MorselCore.Nutrient.allCases.compactMap { nutrient in
            estimate.nutrients[nutrient].map { total in
                Nutrient(
                    nutrient: nutrient.rawValue, label: nutrient.label, unit: nutrient.unit.rawValue,
                    total: Self.rounded(total.amount), perServing: Self.rounded(total.amount / servings),
                    known: total.known, of: total.of)
            }
        }
        source = estimate.credit
    }

    /// To a thousandth: micrograms of a gram's worth are noise.
    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}

// MARK: JSON written directly (a recipe's page is a hot route); `JSONWriterTests` holds it to the encoder's bytes.

extension EstimateDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("coverage", coverage)
            json.field("lines", lines)
            json.field("nutrients", nutrients)
            json.field("perServing", perServing)
            json.field("servings", servings)
            json.field("source", source)
            json.field("total", total)
        }
    }
}

extension EstimateDTO.Nutrient: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("known", known)
            json.field("label", label)
            json.field("nutrient", nutrient)
            json.field("of", of)
            json.field("perServing", perServing)
            json.field("total", total)
            json.field("unit", unit)
        }
    }
}

extension EstimateDTO.Line: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("calories", calories)
            json.field("carbs", carbs)
            json.field("fat", fat)
            json.field("food", orNull: food)
            json.field("grams", orNull: grams)
            json.field("measure", measure)
            json.field("name", name)
            json.field("note", note)
            json.field("protein", protein)
            json.field("status", status)
        }
    }
}

extension EstimateDTO.FoodRef: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("name", name)
        }
    }
}
