import Foundation

/// Whose reference intakes a person's nutrient targets follow: the US Dietary Reference
/// Intakes (National Academies; the RDA where there is one, else the AI) by age group and
/// sex, or, until the person picks one, the FDA's Daily Values printed on food labels.
public enum LifeStage: String, CaseIterable, Sendable {
    case dailyValues = "daily-values"
    case female14to18 = "female-14-18"
    case male14to18 = "male-14-18"
    case female19to30 = "female-19-30"
    case male19to30 = "male-19-30"
    case female31to50 = "female-31-50"
    case male31to50 = "male-31-50"
    case female51to70 = "female-51-70"
    case male51to70 = "male-51-70"
    case female71plus = "female-71"
    case male71plus = "male-71"
    case pregnant = "pregnant"
    case lactating = "lactating"

    public var label: String {
        switch self {
        case .dailyValues: "Food-label Daily Values (adults)"
        case .female14to18: "Female, 14–18"
        case .male14to18: "Male, 14–18"
        case .female19to30: "Female, 19–30"
        case .male19to30: "Male, 19–30"
        case .female31to50: "Female, 31–50"
        case .male31to50: "Male, 31–50"
        case .female51to70: "Female, 51–70"
        case .male51to70: "Male, 51–70"
        case .female71plus: "Female, 71 and over"
        case .male71plus: "Male, 71 and over"
        case .pregnant: "Pregnant, 19–50"
        case .lactating: "Breastfeeding, 19–50"
        }
    }

    /// The daily target: RDA or AI (the Daily Value for ``dailyValues``); nil where none is set
    /// (sugars, fat types, water, caffeine, alcohol: limits or nothing, not targets).
    public func target(_ nutrient: Nutrient) -> Double? {
        guard let column = Self.targetColumns.firstIndex(of: nutrient) else { return nil }
        return Self.targets[self]![column]
    }

    /// The tolerable upper intake level from food, or sodium's chronic-disease risk reduction
    /// intake; nil where there is none that applies to food. Magnesium's, niacin's, folate's
    /// and vitamin E's limits count supplements and fortificants only, and vitamin A's counts
    /// retinol alone where these totals include carotenes, so they are not held against food.
    public func upperLimit(_ nutrient: Nutrient) -> Double? {
        let teen = self == .female14to18 || self == .male14to18
        let older = self == .female71plus || self == .male71plus
        let fiftyOne = older || self == .female51to70 || self == .male51to70
        switch nutrient {
        case .sodium: return 2300
        case .calcium: return teen ? 3000 : fiftyOne ? 2000 : 2500
        case .iron: return 45
        case .phosphorus: return older ? 3000 : 4000
        case .zinc: return teen ? 34 : 40
        case .copper: return teen ? 8 : 10
        case .manganese: return teen ? 9 : 11
        case .selenium: return 400
        case .vitaminC: return teen ? 1800 : 2000
        case .vitaminD: return 100
        case .vitaminB6: return teen ? 80 : 100
        default: return nil
        }
    }

    /// The nutrients with a target, in the order of ``targets``' rows.
    static let targetColumns: [Nutrient] = [
        .fiber, .sodium, .potassium, .calcium, .iron, .magnesium, .phosphorus, .zinc, .copper, .manganese, .selenium,
        .vitaminA, .vitaminC, .vitaminD, .vitaminE, .vitaminK, .thiamin, .riboflavin, .niacin, .vitaminB6, .folate,
        .vitaminB12,
    ]

    /// Per day, in each nutrient's unit (copper in mg, so 900 µg is 0.9). From the National
    /// Academies' DRI tables (potassium and sodium as revised in 2019) and 21 CFR 101.9's
    /// Daily Values. Sodium's is the adult AI (the label's 2,300 mg is its limit, in ``upperLimit(_:)``).
    private static let targets: [LifeStage: [Double]] = [
        //              fibre sodium potassium calcium iron magnesium phosphorus zinc copper manganese selenium
        //              vitA vitC vitD vitE vitK thiamin riboflavin niacin B6 folate B12
        .dailyValues: [
            28, 1500, 4700, 1300, 18, 420, 1250, 11, 0.9, 2.3, 55,
            900, 90, 20, 15, 120, 1.2, 1.3, 16, 1.7, 400, 2.4,
        ],
        .female14to18: [
            26, 1500, 2300, 1300, 15, 360, 1250, 9, 0.89, 1.6, 55,
            700, 65, 15, 15, 75, 1.0, 1.0, 14, 1.2, 400, 2.4,
        ],
        .male14to18: [
            38, 1500, 3000, 1300, 11, 410, 1250, 11, 0.89, 2.2, 55,
            900, 75, 15, 15, 75, 1.2, 1.3, 16, 1.3, 400, 2.4,
        ],
        .female19to30: [
            25, 1500, 2600, 1000, 18, 310, 700, 8, 0.9, 1.8, 55,
            700, 75, 15, 15, 90, 1.1, 1.1, 14, 1.3, 400, 2.4,
        ],
        .male19to30: [
            38, 1500, 3400, 1000, 8, 400, 700, 11, 0.9, 2.3, 55,
            900, 90, 15, 15, 120, 1.2, 1.3, 16, 1.3, 400, 2.4,
        ],
        .female31to50: [
            25, 1500, 2600, 1000, 18, 320, 700, 8, 0.9, 1.8, 55,
            700, 75, 15, 15, 90, 1.1, 1.1, 14, 1.3, 400, 2.4,
        ],
        .male31to50: [
            38, 1500, 3400, 1000, 8, 420, 700, 11, 0.9, 2.3, 55,
            900, 90, 15, 15, 120, 1.2, 1.3, 16, 1.3, 400, 2.4,
        ],
        .female51to70: [
            21, 1500, 2600, 1200, 8, 320, 700, 8, 0.9, 1.8, 55,
            700, 75, 15, 15, 90, 1.1, 1.1, 14, 1.5, 400, 2.4,
        ],
        .male51to70: [
            30, 1500, 3400, 1000, 8, 420, 700, 11, 0.9, 2.3, 55,
            900, 90, 15, 15, 120, 1.2, 1.3, 16, 1.7, 400, 2.4,
        ],
        .female71plus: [
            21, 1500, 2600, 1200, 8, 320, 700, 8, 0.9, 1.8, 55,
            700, 75, 20, 15, 90, 1.1, 1.1, 14, 1.5, 400, 2.4,
        ],
        .male71plus: [
            30, 1500, 3400, 1200, 8, 420, 700, 11, 0.9, 2.3, 55,
            900, 90, 20, 15, 120, 1.2, 1.3, 16, 1.7, 400, 2.4,
        ],
        .pregnant: [
            28, 1500, 2900, 1000, 27, 350, 700, 11, 1.0, 2.0, 60,
            770, 85, 15, 15, 90, 1.4, 1.4, 18, 1.9, 600, 2.6,
        ],
        .lactating: [
            29, 1500, 2800, 1000, 9, 310, 700, 12, 1.3, 2.6, 70,
            1300, 120, 15, 19, 90, 1.4, 1.6, 17, 2.0, 500, 2.8,
        ],
    ]
}
