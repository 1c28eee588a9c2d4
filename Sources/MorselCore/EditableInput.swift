import Foundation

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

extension EditableInput {
    /// Read from a file that writes each value it has and leaves out the rest (an export):
    /// a field left out is as if sent null.
    public init(file values: [String: FieldValue]) {
        self.init { values[$0.key]?.input ?? ($0.nullClears ? .text("") : nil) }
    }

    /// The fields' values in an object a file or a body wrote, each read as its kind expects.
    public static func decodeValues(from decoder: any Decoder) throws -> [String: FieldValue] {
        let sent = try SentFields(from: decoder, keys: fields.map(\.key))
        var values: [String: FieldValue] = [:]
        for field in fields {
            if let value = sent.values[field.key] { values[field.key] = FieldValue(value, kind: field.kind) }
        }
        return values
    }

    /// Writes `values` into the object `encoder` holds, in the list's order: a field without a
    /// value as null (an API's answer), or left out (`leavingOutNone`, as exports have always
    /// written it).
    public static func encode(
        _ values: [String: FieldValue], to encoder: any Encoder, leavingOutNone: Bool = false
    ) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for field in fields {
            let value = values[field.key] ?? .none
            if leavingOutNone, value == .none { continue }
            try container.encode(value, forKey: AnyCodingKey(field.key))
        }
    }
}
