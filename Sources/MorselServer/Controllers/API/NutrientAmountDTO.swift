import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

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
                NutrientAmountDTO(
                    nutrient: nutrient.rawValue, label: nutrient.label, unit: nutrient.unit.rawValue,
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
