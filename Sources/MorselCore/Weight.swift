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
    public func amount(ofKilograms kilograms: Double) -> Double { self == .kilograms ? kilograms : kilograms / Self.kilogramsPerPound }

    /// "72.4 kg", "159.6 lb".
    public func format(kilograms: Double) -> String { "\(Nutrition.format(grams: amount(ofKilograms: kilograms))) \(rawValue)" }
}

/// One weighing: a day's weight, with a note ("after the holidays").
public struct WeightEntry: Hashable, Sendable {
    public let date: MealDate
    public let kilograms: Double
    public let note: String

    public init(date: MealDate, kilograms: Double, note: String = "") {
        self.date = date
        self.kilograms = kilograms
        self.note = note
    }

    public static let plausibleKilograms = 20.0...400.0
    public static let maxNoteLength = 500

    /// A weight as typed, in `unit`; every problem is reported at once.
    public static func validated(date: MealDate, weight: InputValue?, unit: WeightUnit, note: String = "") throws(ValidationFailure) -> WeightEntry {
        var errors: [FieldError] = []
        var kilograms = 0.0
        if let number = weight?.number {
            kilograms = unit.kilograms(number)
            if !plausibleKilograms.contains(kilograms) {
                let low = Nutrition.format(amount: unit.amount(ofKilograms: plausibleKilograms.lowerBound).rounded())
                let high = Nutrition.format(amount: unit.amount(ofKilograms: plausibleKilograms.upperBound).rounded())
                errors.append(FieldError(field: "weight", message: "A weight must be from \(low) to \(high) \(unit.rawValue)."))
            }
        } else {
            errors.append(FieldError(field: "weight", message: "Give the weight as a number of \(unit.rawValue), such as \(unit == .kilograms ? "72.4" : "159.6")."))
        }
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        if note.count > maxNoteLength { errors.append(FieldError(field: "note", message: "A note must be at most \(maxNoteLength) characters.")) }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return WeightEntry(date: date, kilograms: (kilograms * 1000).rounded() / 1000, note: note)
    }
}

/// The Hacker's Diet trend: an exponentially smoothed moving average of the weighings, each
/// moving the trend a tenth of the way to it, so a day's water and salt barely stir it while
/// a real change shows within a couple of weeks. Days without a weighing leave it where it is.
public enum WeightTrend {
    public static let smoothing = 0.1

    /// Each entry, by date, with the trend after it; the first weighing starts the trend.
    public static func trend(_ entries: [WeightEntry]) -> [(entry: WeightEntry, trend: Double)] {
        var trend: Double?
        return entries.sorted { $0.date < $1.date }.map { entry in
            let next = trend.map { $0 + smoothing * (entry.kilograms - $0) } ?? entry.kilograms
            trend = next
            return (entry, next)
        }
    }

    /// How fast the trend moves, in kilograms a week, over `entries`' last `days` days; nil
    /// with fewer than two weighings there.
    public static func weeklyChange(_ entries: [(entry: WeightEntry, trend: Double)], days: Int = 28) -> Double? {
        guard let last = entries.last else { return nil }
        let start = last.entry.date.adding(days: -days)
        guard let first = entries.first(where: { $0.entry.date >= start }), first.entry.date < last.entry.date else { return nil }
        return (last.trend - first.trend) / Double(first.entry.date.days(to: last.entry.date)) * 7
    }
}
