import Foundation

/// How a person weighs themselves: kilograms or pounds. Weights are stored in kilograms.
public enum WeightUnit: String, CaseIterable, Sendable {
    case kilograms = "kg"
    case pounds = "lb"

    public static let kilogramsPerPound = 0.45359237

    public init?(text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "kg", "kgs", "kilogram", "kilograms": self = .kilograms
        case "lb", "lbs", "pound", "pounds": self = .pounds
        default: return nil
        }
    }

    public func kilograms(_ amount: Double) -> Double { self == .kilograms ? amount : amount * Self.kilogramsPerPound }
    public func amount(ofKilograms kilograms: Double) -> Double {
        self == .kilograms ? kilograms : kilograms / Self.kilogramsPerPound
    }

    /// "72.4 kg", "159.6 lb".
    public func format(kilograms: Double) -> String {
        "\(Nutrition.format(grams: amount(ofKilograms: kilograms))) \(rawValue)"
    }
}
