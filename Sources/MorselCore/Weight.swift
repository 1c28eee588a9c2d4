import Foundation

/// One weighing: a day's weight, with a note ("after the holidays").
public struct WeightEntry: Hashable, Sendable {
    public let date: MealDate
    public let kilograms: Double
    public let note: String
    /// Whether the person said it is right when it was far from their trend (7.8 for 78 is
    /// asked about): the expenditure estimate takes a confirmed weighing however far it is.
    public var confirmed: Bool

    public init(date: MealDate, kilograms: Double, note: String = "", confirmed: Bool = false) {
        self.date = date
        self.kilograms = kilograms
        self.note = note
        self.confirmed = confirmed
    }

    public static let plausibleKilograms = 20.0...400.0
    public static let maxNoteLength = 500

    /// A weight as typed, in `unit`; every problem is reported at once.
    public static func validated(date: MealDate, weight: InputValue?, unit: WeightUnit, note: String = "")
        throws(ValidationFailure) -> WeightEntry
    {
        var errors: [FieldError] = []
        var kilograms = 0.0
        if let number = weight?.number {
            kilograms = unit.kilograms(number)
            if !plausibleKilograms.contains(kilograms) {
                let low = Nutrition.format(amount: unit.amount(ofKilograms: plausibleKilograms.lowerBound).rounded())
                let high = Nutrition.format(amount: unit.amount(ofKilograms: plausibleKilograms.upperBound).rounded())
                errors.append(
                    FieldError(field: "weight", message: "A weight must be from \(low) to \(high) \(unit.rawValue)."))
            }
        } else {
            errors.append(
                FieldError(
                    field: "weight",
                    message:
                        "Give the weight as a number of \(unit.rawValue), such as \(unit == .kilograms ? "72.4" : "159.6")."
                ))
        }
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        if note.count > maxNoteLength {
            errors.append(FieldError(field: "note", message: "A note must be at most \(maxNoteLength) characters."))
        }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return WeightEntry(date: date, kilograms: (kilograms * 1000).rounded() / 1000, note: note)
    }
}
