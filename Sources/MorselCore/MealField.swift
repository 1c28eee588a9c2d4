import Foundation

/// One thing a person says about a meal, described once for every edge that carries it: its
/// key (the API's JSON key, the form's field name, the export's key and CSV column), what kind
/// of value it holds, where a typed value goes in ``MealInput``, and how to read it from a
/// saved meal. The API's body and answer, the web form and its values, the export and its
/// import all loop over ``MealInput/fields``; the rule that checks a value is in
/// ``MealInput/validate(today:)`` beside the list.
public struct MealField: Sendable {
    public enum Kind: Sendable {
        /// One line of text (a name, a category).
        case text
        /// Text of several lines.
        case longText
        /// Whole kilocalories.
        case kilocalories
        /// Grams, to the tenth shown.
        case grams
        /// A day: `dd/mm/yyyy` in a form and in version 1 of the API, ISO elsewhere.
        case date
        /// `HH:mm`, or none.
        case time
        /// Whole stars, 0 to 5.
        case stars
    }

    /// A saved meal's value of a field, typed.
    public enum Value: Hashable, Sendable {
        case text(String)
        case integer(Int)
        case decimal(Double)
        case date(MealDate)
        /// No value (a meal without a time).
        case none

        /// The value as typed input, reading back to itself: numbers exact, a date ISO.
        public var input: InputValue? {
            switch self {
            case .text(let text): .text(text)
            case .integer(let number): .number(Double(number))
            case .decimal(let number): .number(number)
            case .date(let date): .text(date.iso)
            case .none: nil
            }
        }

        /// As a form shows it and a spreadsheet reads it: grams to the tenth, a day as `dates` writes it.
        public func text(dates: (MealDate) -> String = \.text) -> String {
            switch self {
            case .text(let text): text
            case .integer(let number): String(number)
            case .decimal(let number): Nutrition.format(grams: number)
            case .date(let date): dates(date)
            case .none: ""
            }
        }

        /// Read back from an export or another file: a number or text, as the kind expects.
        public init(_ value: InputValue, kind: Kind) {
            switch (kind, value) {
            case (.kilocalories, .number(let number)), (.stars, .number(let number)):
                self = number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .decimal(number)
            case (_, .number(let number)): self = .decimal(number)
            case (.date, .text(let text)): self = MealDate(iso: text).map(Value.date) ?? .text(text)
            case (_, .text(let text)): self = .text(text)
            }
        }
    }

    public let key: String
    /// What a form calls it ("Calories (kcal)").
    public let label: String
    public let kind: Kind
    /// Where a typed value of it goes.
    public let input: WritableKeyPath<MealInput, InputValue?> & Sendable
    /// Its value in a saved meal.
    public let value: @Sendable (MealDetails) -> Value
    /// Whether a change that sends null empties it (text, numbers) or leaves it as it is (the date).
    public let nullClears: Bool

    public init(
        _ key: String, _ label: String, _ kind: Kind, input: WritableKeyPath<MealInput, InputValue?> & Sendable,
        nullClears: Bool = true, value: @escaping @Sendable (MealDetails) -> Value
    ) {
        (self.key, self.label, self.kind, self.input, self.nullClears, self.value) = (
            key, label, kind, input, nullClears, value
        )
    }
}

/// A value as JSON writes it, the API's `Encodable` answer and the export alike: text, a
/// number, a day ISO, or null.
extension MealField.Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .decimal(let number): try container.encode(number)
        case .date(let date): try container.encode(date.iso)
        case .none: try container.encodeNil()
        }
    }
}

extension MealInput {
    /// Fills every field from `values` by key (a form's fields, an API body, an exported
    /// meal); a key not given stays nil, which each field's rule reads as its default.
    public init(values: (MealField) -> InputValue?) {
        self.init()
        for field in Self.fields { self[keyPath: field.input] = values(field) }
    }
}
