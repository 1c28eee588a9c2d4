import Foundation

/// A person's daily nutrient targets: their ``LifeStage``'s, with any they set themselves.
public struct NutrientTargets: Hashable, Sendable {
    public var lifeStage: LifeStage
    /// Targets the person chose over the reference ones, in each nutrient's unit.
    public var overrides: [Nutrient: Double]

    public static let standard = NutrientTargets(lifeStage: .dailyValues)

    public init(lifeStage: LifeStage, overrides: [Nutrient: Double] = [:]) {
        self.lifeStage = lifeStage
        self.overrides = overrides
    }

    /// ``overrides`` by each nutrient's key (`iron`), as the API and an export write them.
    public var overridesByName: [String: Double] {
        Dictionary(uniqueKeysWithValues: overrides.map { ($0.key.rawValue, $0.value) })
    }

    public func target(_ nutrient: Nutrient) -> Double? { overrides[nutrient] ?? lifeStage.target(nutrient) }
    public func upperLimit(_ nutrient: Nutrient) -> Double? { lifeStage.upperLimit(nutrient) }

    /// The overrides as stored: `iron=18;vitaminC=200`, in ``Nutrient`` order.
    public var overridesText: String {
        Nutrient.allCases.compactMap { nutrient in overrides[nutrient].map { "\(nutrient.rawValue)=\($0)" } }.joined(
            separator: ";")
    }

    /// Reads ``overridesText``, skipping what it does not know.
    public static func overrides(from text: String) -> [Nutrient: Double] {
        var overrides: [Nutrient: Double] = [:]
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let nutrient = Nutrient(rawValue: String(pair[0])), let amount = Double(pair[1]),
                amount.isFinite, amount >= 0
            else { continue }
            overrides[nutrient] = amount
        }
        return overrides
    }

    /// The largest target anyone may set, in a nutrient's unit: far above any reference
    /// intake, low enough that a slip of the keyboard (a target in µg typed as mg) is caught.
    static func maximum(_ nutrient: Nutrient) -> Double {
        switch nutrient.unit {
        case .grams: 1_000
        case .milligrams: 20_000
        case .micrograms: 20_000
        }
    }
}
