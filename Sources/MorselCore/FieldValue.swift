import Foundation

/// A saved value of a field, typed.
public enum FieldValue: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case decimal(Double)
    /// A number as people write it, to at most two places: a height, a rate.
    case amount(Double)
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
        case .decimal(let number), .amount(let number): .number(number)
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
        case .amount(let number): Nutrition.format(amount: number)
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
        case (.amount, .number(let number)): self = .amount(number)
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
        case .decimal(let number), .amount(let number): try container.encode(number)
        case .money(let cents): try container.encode(Double(cents) / 100)
        case .date(let date): try container.encode(date.iso)
        case .bool(let on): try container.encode(on)
        case .list(let items): try container.encode(items)
        case .none: try container.encodeNil()
        }
    }
}
