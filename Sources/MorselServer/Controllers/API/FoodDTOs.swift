import Foundation
import MorselCore
import NIOCore

/// A USDA food as the API shows it: nutrients per 100 g (null where unknown) and portions.
struct FoodDTO: Encodable, Sendable {
    struct Per100g: Encodable, Sendable {
        let calories: Double
        let protein: Double
        let fat: Double
        let carbs: Double
        @EncodedAsNull var fiber: Double?
        @EncodedAsNull var sugar: Double?
        /// Milligrams.
        @EncodedAsNull var sodium: Double?
    }

    struct Portion: Encodable, Sendable {
        let amount: Double
        let measure: String
        let grams: Double
    }

    let id: String
    let name: String
    let group: String
    let per100g: Per100g
    let portions: [Portion]
    let source: String
    /// A packaged food's barcode; absent for USDA foods.
    let barcode: String?

    init(_ food: Food) {
        id = food.id
        barcode = Product.code(inFoodID: food.id)
        name = food.name
        group = food.group
        let p = food.per100g
        per100g = Per100g(calories: p.calories, protein: p.protein, fat: p.fat, carbs: p.carbs, fiber: p.fiber, sugar: p.sugar, sodium: p.sodium)
        portions = food.portions.map { Portion(amount: $0.amount, measure: $0.measure, grams: $0.grams) }
        source = food.credit
    }
}

struct FoodListDTO: Encodable, Sendable {
    let items: [FoodDTO]
}

/// `POST /api/v1/nutrition/estimate` body.
struct EstimateRequest: Decodable, Sendable {
    struct Ingredient: Decodable, Sendable {
        let name: String
        let measure: String?
    }
    let servings: Int?
    let ingredients: [Ingredient]
}

struct NutrientTotalsDTO: Encodable, Sendable {
    let calories: Int
    let protein: Double
    let fat: Double
    let carbs: Double

    init(_ nutrition: Nutrition) {
        calories = nutrition.calories
        protein = nutrition.protein
        fat = nutrition.fat
        carbs = nutrition.carbs
    }
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
            Line(name: line.name, measure: line.measure, status: line.status.rawValue, grams: line.grams.map { ($0 * 10).rounded() / 10 },
                 food: line.food.map { FoodRef(id: $0.id, name: $0.name) }, note: line.note,
                 calories: line.nutrition.calories, protein: line.nutrition.protein, fat: line.nutrition.fat, carbs: line.nutrition.carbs)
        }
        let servings = Double(estimate.servings)
        nutrients = MorselCore.Nutrient.allCases.compactMap { nutrient in
            estimate.nutrients[nutrient].map { total in
                Nutrient(nutrient: nutrient.rawValue, label: nutrient.label, unit: nutrient.unit.rawValue,
                         total: Self.rounded(total.amount), perServing: Self.rounded(total.amount / servings), known: total.known, of: total.of)
            }
        }
        let foods = estimate.lines.compactMap(\.food)
        source = foods.isEmpty ? FoodTable.credit : FoodSource.credits(foods)
    }

    /// To a thousandth: micrograms of a gram's worth are noise.
    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000
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

/// Each food's JSON, encoded once. The USDA table does not change while the server runs,
/// and encoding a food's nutrients and portions again was a quarter of a search's CPU.
final class FoodJSON: Sendable {
    /// About 1 KB a food.
    private let written = BoundedCache<String, ByteBuffer>(limit: 4_000)

    /// `{"items": [...]}` of these foods, as ``FoodListDTO`` encodes it.
    func list(_ foods: [Food]) throws -> ByteBuffer {
        var json = JSONWriter(capacity: 1024 * max(foods.count, 1))
        let items = try foods.map(json(of:))
        json.object { json in
            json.key("items")
            json.array(items) { item, json in json.written(item) }
        }
        return json.buffer
    }

    /// The food as ``FoodDTO`` encodes it.
    func json(of food: Food) throws -> ByteBuffer {
        let encode = { ByteBuffer(data: try JSONResponse.encoder.encode(FoodDTO(food))) }
        // Packaged foods change (a lookup refreshes one, an import replaces it): never kept.
        if Product.code(inFoodID: food.id) != nil { return try encode() }
        return try written.value(for: food.id, make: encode)
    }
}

/// A nutrient summed over the items that knew it (a meal's foods, a day's meals): "iron
/// 12.4 mg, 3 of 4 known". Only nutrients some item knew are listed.
struct NutrientAmountDTO: Encodable, Sendable {
    let nutrient: String
    let label: String
    let unit: String
    let total: Double
    let known: Int
    let of: Int

    static func list(_ totals: NutrientTotals) -> [NutrientAmountDTO] {
        Nutrient.allCases.compactMap { nutrient in
            totals[nutrient].map { total in
                NutrientAmountDTO(nutrient: nutrient.rawValue, label: nutrient.label, unit: nutrient.unit.rawValue,
                                  total: EstimateDTO.rounded(total.amount), known: total.known, of: total.of)
            }
        }
    }
}

extension NutrientAmountDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("known", known)
            json.field("label", label)
            json.field("nutrient", nutrient)
            json.field("of", of)
            json.field("total", total)
            json.field("unit", unit)
        }
    }
}

/// `GET /api/v1/days/{date}/nutrients`: a day's nutrients, or the average of the logged days
/// of a period, against the person's targets and upper limits, with the meals that gave most.
struct NutrientReportDTO: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        struct Source: Encodable, Sendable {
            let name: String
            let amount: Double
            /// Of the row's total, 0–1.
            let share: Double
        }
        let nutrient: String
        let label: String
        let unit: String
        let group: String
        /// Per logged day; null when no meal knew it.
        @EncodedAsNull var total: Double?
        /// How many meals knew it, of how many.
        let known: Int
        let of: Int
        @EncodedAsNull var target: Double?
        @EncodedAsNull var upperLimit: Double?
        /// Total over target, 0–1 and beyond; null without both.
        @EncodedAsNull var ofTarget: Double?
        let overUpperLimit: Bool
        let sources: [Source]
    }

    /// `yyyy-mm-dd`
    let from: String
    let to: String
    let days: Int
    let loggedDays: Int
    let meals: Int
    let mealsWithoutNutrients: Int
    let lifeStage: String
    let lifeStageLabel: String
    let nutrients: [Row]
    let source: String

    init(_ report: NutrientReport, targets: NutrientTargets) {
        from = report.from.iso
        to = report.to.iso
        days = report.days
        loggedDays = report.loggedDays
        meals = report.meals
        mealsWithoutNutrients = report.mealsWithoutNutrients
        lifeStage = targets.lifeStage.rawValue
        lifeStageLabel = targets.lifeStage.label
        let rounded = EstimateDTO.rounded
        nutrients = report.rows.map { row in
            Row(nutrient: row.nutrient.rawValue, label: row.nutrient.label, unit: row.nutrient.unit.rawValue, group: row.nutrient.group.rawValue,
                total: row.total.map { rounded($0.amount) }, known: row.total?.known ?? 0, of: row.total?.of ?? report.meals,
                target: row.target, upperLimit: row.upperLimit, ofTarget: row.ofTarget.map(rounded), overUpperLimit: row.isOverLimit,
                sources: row.sources.map { Row.Source(name: $0.name, amount: rounded($0.amount), share: rounded($0.share)) })
        }
        // The meals' nutrients came from either USDA table.
        source = FoodSource.credits([.asBought, .asEaten])
    }
}

/// `POST /api/v1/products`: a packaged food typed from its label, figures per 100 g.
struct ProductRequest: Decodable, Sendable {
    let code: String
    let name: String
    let brands: String?
    let servingSize: String?
    let servingGrams: Double?
    let calories: Double?
    let protein: Double?
    let fat: Double?
    let carbs: Double?

    var input: ProductInput {
        ProductInput(code: code, name: name, brands: brands ?? "", servingSize: servingSize ?? "", servingGrams: servingGrams.map(InputValue.number),
                     calories: calories.map(InputValue.number), protein: protein.map(InputValue.number), fat: fat.map(InputValue.number),
                     carbs: carbs.map(InputValue.number))
    }
}
