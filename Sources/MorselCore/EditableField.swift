import Foundation

/// One thing a person types about something they edit (a meal, their goals, a saved meal),
/// described once for every edge that carries it: its key (the API's JSON key, the form's
/// field name, the export's key), what kind of value it holds, where a typed value goes in
/// the `Input`, and how to read it from what was saved. The API's body and answer, the web
/// form and its values, the export and its import all loop over the input's `fields`; the
/// rule that checks a value stays beside the list, in the input's validation.
public struct EditableField<Input, Saved>: Sendable {
    public typealias Kind = FieldKind
    public typealias Value = FieldValue

    public let key: String
    /// What a form calls it ("Calories (kcal)").
    public let label: String
    public let kind: Kind
    /// Where a typed value of it goes.
    public let input: WritableKeyPath<Input, InputValue?> & Sendable
    /// Its value in what was saved.
    public let value: @Sendable (Saved) -> Value
    /// Whether a change that sends null (or an import that leaves it out) empties it, or
    /// leaves it as it is (a meal's date, a unit).
    public let nullClears: Bool

    /// What a form shows greyed in it while empty, such as "Italian, Indian…".
    public let placeholder: String

    public init(
        _ key: String, _ label: String, _ kind: Kind, input: WritableKeyPath<Input, InputValue?> & Sendable,
        nullClears: Bool = true, placeholder: String = "", value: @escaping @Sendable (Saved) -> Value
    ) {
        (self.key, self.label, self.kind, self.input, self.nullClears, self.placeholder, self.value) = (
            key, label, kind, input, nullClears, placeholder, value
        )
    }
}

public typealias MealField = EditableField<MealInput, MealDetails>

/// What kind of value a field holds: how a form asks for it and how a file's value reads back.
public enum FieldKind: Hashable, Sendable {
    /// One line of text (a name, a category, a currency).
    case text
    /// Text of several lines.
    case longText
    /// A meal's slot: Breakfast, Lunch, Dinner, Snack, or the person's own.
    case category
    /// Whole kilocalories.
    case kilocalories
    /// A whole number of something (servings, minutes).
    case wholeNumber
    /// Grams, to the tenth shown.
    case grams
    /// An amount of money, to the cent.
    case money
    /// A day: `dd/mm/yyyy` in a form and in version 1 of the API, ISO elsewhere.
    case date
    /// `HH:mm`, or none.
    case time
    /// A web address.
    case url
    /// Words, comma-separated in a form, a list in JSON.
    case tags
    /// Whole stars, 0 to 5.
    case stars
    /// On or off.
    case toggle
    /// One of a few values, each with what a form calls it.
    case choice([Choice])

    public struct Choice: Hashable, Sendable {
        public let value: String
        public let label: String

        public init(_ value: String, _ label: String) { (self.value, self.label) = (value, label) }
    }
}

/// A saved value of a field, typed.
public enum FieldValue: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case decimal(Double)
    case money(cents: Int)
    case date(MealDate)
    case bool(Bool)
    case list([String])
    /// No value (a meal without a time, no protein goal).
    case none

    /// The value as typed input, reading back to itself: numbers exact, a date ISO.
    public var input: InputValue? {
        switch self {
        case .text(let text): .text(text)
        case .integer(let number): .number(Double(number))
        case .decimal(let number): .number(number)
        case .money(let cents): .number(Double(cents) / 100)
        case .date(let date): .text(date.iso)
        case .bool(let on): .text(on ? "true" : "false")
        case .list(let items): .text(items.joined(separator: ", "))
        case .none: nil
        }
    }

    /// As a form shows it and a spreadsheet reads it: grams to the tenth, money to the cent,
    /// a day as `dates` writes it.
    public func text(dates: (MealDate) -> String = \.text) -> String {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        case .decimal(let number): Nutrition.format(grams: number)
        case .money(let cents): String(format: "%.2f", Double(cents) / 100)
        case .date(let date): dates(date)
        case .bool(let on): on ? "true" : "false"
        case .list(let items): items.joined(separator: ", ")
        case .none: ""
        }
    }

    /// Read back from an export or another file: a number or text, as the kind expects.
    public init(_ value: InputValue, kind: FieldKind) {
        switch (kind, value) {
        case (.kilocalories, .number(let number)), (.stars, .number(let number)), (.wholeNumber, .number(let number)):
            self = number == number.rounded() && abs(number) < 1e15 ? .integer(Int(number)) : .decimal(number)
        case (.money, .number(let number)): self = .money(cents: Money.cents(number))
        case (_, .number(let number)): self = .decimal(number)
        case (.date, .text(let text)): self = MealDate(iso: text).map(FieldValue.date) ?? .text(text)
        case (.tags, .text(let text)):
            self = .list(
                text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        case (.toggle, .text("true")): self = .bool(true)
        case (.toggle, .text("false")): self = .bool(false)
        case (_, .text(let text)): self = .text(text)
        }
    }
}

/// A value as JSON writes it, the API's `Encodable` answer and the export alike: text, a
/// number, money in the currency's units, a day ISO, true or false, or null.
extension FieldValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .integer(let number): try container.encode(number)
        case .decimal(let number): try container.encode(number)
        case .money(let cents): try container.encode(Double(cents) / 100)
        case .date(let date): try container.encode(date.iso)
        case .bool(let on): try container.encode(on)
        case .list(let items): try container.encode(items)
        case .none: try container.encodeNil()
        }
    }
}

/// What a person edits through a field list: an input of unchecked values, filled field by field.
public protocol EditableInput: Sendable {
    associatedtype Saved
    init()
    /// Every field a person types, in the order forms and files list them.
    static var fields: [EditableField<Self, Saved>] { get }
}

extension EditableInput {
    /// Fills every field from `values` by field (a form's fields, an API body, an exported
    /// record); a field not given stays nil, which its rule reads as "unchanged" or its default.
    public init(values: (EditableField<Self, Saved>) -> InputValue?) {
        self.init()
        for field in Self.fields { self[keyPath: field.input] = values(field) }
    }

    /// Fills the fields named in `values` by key (a form's, a test's).
    public init(keyed values: [String: InputValue]) {
        self.init { values[$0.key] }
    }

    /// The input that reads back to `saved`, field by field.
    public init(saved: Saved) {
        self.init { $0.value(saved).input }
    }

    /// Each field's value in `saved`, by key.
    public static func values(of saved: Saved) -> [String: FieldValue] {
        Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0.value(saved)) })
    }
}
