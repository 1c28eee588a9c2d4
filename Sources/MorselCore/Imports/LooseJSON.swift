import Foundation

/// A JSON object read leniently, as exports from other apps write it: keys in camelCase or
/// snake_case alike ("recipe_ingredient", "recipeIngredient"), nulls and unknown keys ignored,
/// a number where text was expected taken as its text.
public struct LooseJSON: @unchecked Sendable {
    private let values: [String: Any]

    public init(_ object: [String: Any]) {
        var values: [String: Any] = [:]
        // Two spellings of one key ("org_url", "orgURL"): the first in name order wins, the same every time.
        for key in object.keys.sorted() where !(object[key] is NSNull) {
            values[Self.key(key)] = values[Self.key(key)] ?? object[key]
        }
        self.values = values
    }

    /// `data` as a JSON object, or a clear error for anything else.
    public init(data: Data) throws(DomainError) {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw DomainError.invalid("file", "The file is not a JSON object: it is broken or not an export.")
        }
        self.init(object)
    }

    static func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }

    public subscript(_ key: String) -> Any? { values[Self.key(key)] }

    /// Text, trimmed; nil when absent or blank. Numbers are written as text.
    public func string(_ key: String) -> String? {
        let text: String? =
            switch self[key] {
            case let string as String: string
            case let number as NSNumber: number.stringValue
            default: nil
            }
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    public func number(_ key: String) -> Double? {
        switch self[key] {
        case let number as NSNumber: number.doubleValue
        case let string as String: Double(string.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    public func bool(_ key: String) -> Bool { (self[key] as? NSNumber)?.boolValue ?? false }

    public func object(_ key: String) -> LooseJSON? { (self[key] as? [String: Any]).map(LooseJSON.init) }

    /// The objects in a list, others skipped.
    public func list(_ key: String) -> [LooseJSON] {
        ((self[key] as? [Any]) ?? []).compactMap { ($0 as? [String: Any]).map(LooseJSON.init) }
    }

    /// Each object's `name` in a list of objects, or each string in a list of strings.
    public func names(_ key: String) -> [String] {
        ((self[key] as? [Any]) ?? []).compactMap { item in
            (item as? String) ?? (item as? [String: Any]).flatMap { LooseJSON($0).string("name") }
        }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Every value that is text, by its original-less (normalised) key: for figures kept as text.
    public var strings: [String: String] {
        var texts: [String: String] = [:]
        for key in values.keys { if let text = string(key) { texts[key] = text } }
        return texts
    }
}
