import Foundation

/// What a JSON body or file sent for a field list: each value as typed, by key, and the keys
/// sent as null. Numbers may come as JSON numbers or as text, a switch as true or false,
/// tags as a list of strings; a key not in the list is ignored.
public struct SentFields: Sendable {
    public var values: [String: InputValue] = [:]
    public var nulls: Set<String> = []

    public init() {}

    /// Reads `keys` from the object `decoder` holds; a value of another kind (an object, a
    /// list of anything but text) is a clear error naming its key.
    public init(from decoder: any Decoder, keys: some Sequence<String>) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        for name in keys {
            let key = AnyCodingKey(name)
            guard container.contains(key) else { continue }
            if try container.decodeNil(forKey: key) {
                nulls.insert(name)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                values[name] = .number(number)
            } else if let text = try? container.decode(String.self, forKey: key) {
                values[name] = .text(text)
            } else if let on = try? container.decode(Bool.self, forKey: key) {
                values[name] = .text(on ? "true" : "false")
            } else if let items = try? container.decode([String].self, forKey: key) {
                values[name] = .text(items.joined(separator: ","))
            } else {
                throw DomainError.invalid(name, "\(name) must be a string or a number.")
            }
        }
    }

    /// Every key sent, a null as blank text (which clears).
    public var nullsBlank: [String: InputValue] {
        values.merging(nulls.map { ($0, .text("")) }) { sent, _ in sent }
    }

    /// `input` with what was sent: a sent value replaces, null empties a field null may
    /// clear, and a field not sent is kept.
    public func applied<Input, Saved>(to input: Input, fields: [EditableField<Input, Saved>]) -> Input {
        var input = input
        for field in fields {
            if let sent = values[field.key] {
                input[keyPath: field.input] = sent
            } else if nulls.contains(field.key), field.nullClears {
                input[keyPath: field.input] = .text("")
            }
        }
        return input
    }
}

extension EditableInput {
    /// The input a JSON body sent: each field under its key, null clearing what null may clear.
    public init(sentFrom decoder: any Decoder) throws {
        self = try SentFields(from: decoder, keys: Self.fields.map(\.key)).applied(to: Self(), fields: Self.fields)
    }
}
