import Foundation

/// An amount of every ``Nutrient``, each known or unknown (never an unknown taken as 0).
public struct NutrientAmounts: Hashable, Sendable {
    /// By ``Nutrient/index``; NaN is unknown.
    private var values: [Double]

    /// Nothing known.
    public static let unknown = NutrientAmounts(values: Array(repeating: .nan, count: Nutrient.allCases.count))

    private init(values: [Double]) { self.values = values }

    public init(_ amounts: [Nutrient: Double]) {
        self = .unknown
        for (nutrient, amount) in amounts { self[nutrient] = amount }
    }

    public subscript(_ nutrient: Nutrient) -> Double? {
        get {
            let value = values[nutrient.index]
            return value.isNaN ? nil : value
        }
        set { values[nutrient.index] = newValue.flatMap { $0.isFinite ? $0 : nil } ?? .nan }
    }

    /// The amounts times `factor` (100 g's figures for 150 g: 1.5); unknown stays unknown.
    public func scaled(by factor: Double) -> NutrientAmounts { NutrientAmounts(values: values.map { $0 * factor }) }

    public var isEmpty: Bool { values.allSatisfy(\.isNaN) }

    public static func == (lhs: NutrientAmounts, rhs: NutrientAmounts) -> Bool {
        zip(lhs.values, rhs.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    public func hash(into hasher: inout Hasher) {
        for value in values { hasher.combine(value.isNaN ? -0.0 : value) }
    }
}
