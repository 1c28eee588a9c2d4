import Foundation

/// A nutrient beyond calories and the three macros: vitamins, minerals, fat types,
/// cholesterol, fibre, sugar, water, caffeine, alcohol, as USDA's SR28 gives them.
public enum Nutrient: String, CaseIterable, Sendable, Codable {
    case fiber, sugar
    case saturatedFat, monounsaturatedFat, polyunsaturatedFat, transFat, cholesterol
    case sodium, potassium, calcium, iron, magnesium, phosphorus, zinc, copper, manganese, selenium
    case vitaminA, vitaminC, vitaminD, vitaminE, vitaminK, thiamin, riboflavin, niacin, vitaminB6, folate, vitaminB12
    case water, caffeine, alcohol

    public enum Unit: String, Sendable {
        case grams = "g", milligrams = "mg", micrograms = "µg"
    }

    public var unit: Unit {
        switch self {
        case .fiber, .sugar, .saturatedFat, .monounsaturatedFat, .polyunsaturatedFat, .transFat, .water, .alcohol:
            .grams
        case .selenium, .vitaminA, .vitaminD, .vitaminK, .folate, .vitaminB12: .micrograms
        default: .milligrams
        }
    }

    public var label: String {
        switch self {
        case .fiber: "Fibre"
        case .sugar: "Sugars"
        case .saturatedFat: "Saturated fat"
        case .monounsaturatedFat: "Monounsaturated fat"
        case .polyunsaturatedFat: "Polyunsaturated fat"
        case .transFat: "Trans fat"
        case .vitaminA: "Vitamin A (RAE)"
        case .vitaminC: "Vitamin C"
        case .vitaminD: "Vitamin D"
        case .vitaminE: "Vitamin E"
        case .vitaminK: "Vitamin K"
        case .thiamin: "Thiamin (B1)"
        case .riboflavin: "Riboflavin (B2)"
        case .niacin: "Niacin (B3)"
        case .vitaminB6: "Vitamin B6"
        case .folate: "Folate (DFE)"
        case .vitaminB12: "Vitamin B12"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// Its column in SR28's nutrients table (`iron_mg`, `vitamin_k_ug`).
    var sr28Column: String {
        let name: String =
            switch self {
            case .saturatedFat: "saturated_fat"
            case .monounsaturatedFat: "monounsaturated_fat"
            case .polyunsaturatedFat: "polyunsaturated_fat"
            case .transFat: "trans_fat"
            case .vitaminA: "vitamin_a_rae"
            case .vitaminC: "vitamin_c"
            case .vitaminD: "vitamin_d"
            case .vitaminE: "vitamin_e"
            case .vitaminK: "vitamin_k"
            case .vitaminB6: "vitamin_b6"
            case .vitaminB12: "vitamin_b12"
            case .folate: "folate_dfe"
            default: rawValue
            }
        return name + "_" + (unit == .micrograms ? "ug" : unit.rawValue)
    }

    /// Its position in ``NutrientAmounts``, which is its place in `allCases`: a case-only
    /// enum is stored as its case's number in the order of declaration, the order of
    /// `allCases`. (A dictionary from case to position cost a twentieth of the Nutrients view.)
    var index: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}
