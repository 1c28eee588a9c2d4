import Foundation

/// What an import did with each item it found: a recipe or a diary entry imported, updated,
/// found unchanged, or skipped with the reason. Nothing is ever half-saved: an item is saved
/// whole or reported here as skipped.
public struct ImportReport: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case imported, updated, unchanged
        case skipped(String)

        public var word: String {
            switch self {
            case .imported: "imported"
            case .updated: "updated"
            case .unchanged: "unchanged"
            case .skipped: "skipped"
            }
        }
    }

    public struct Item: Sendable, Equatable {
        /// The recipe's name, the diary entry ("3 Jan 2024, Breakfast"), or the entry of the file.
        public let name: String
        public let outcome: Outcome
    }

    public private(set) var items: [Item] = []

    public init() {}

    public mutating func add(_ name: String, _ outcome: Outcome) { items.append(Item(name: name, outcome: outcome)) }

    public var imported: Int { count(.imported) }
    public var updated: Int { count(.updated) }
    public var unchanged: Int { count(.unchanged) }
    public var skipped: [Item] { items.filter { if case .skipped = $0.outcome { true } else { false } } }

    private func count(_ outcome: Outcome) -> Int { items.count { $0.outcome == outcome } }

    /// "12 imported, 1 updated, 3 unchanged, 2 skipped".
    public var summary: String {
        "\(imported) imported, \(updated) updated, \(unchanged) unchanged, \(skipped.count) skipped"
    }
}

/// A recipe read from another app's export, not yet saved.
public struct ImportedRecipe: Sendable {
    /// Names the recipe within its source ("mealie:apple-frangipan-tart"): the same recipe
    /// imported again is found by it and updated, never added twice.
    public let key: String
    public var fields: RecipeFields
    /// Where its photo is in the export (a path in the archive), if it has one.
    public var imagePath: String?
    /// Its photo's bytes, for sources that carry them inline.
    public var imageData: Data?

    public init(key: String, fields: RecipeFields, imagePath: String? = nil, imageData: Data? = nil) {
        self.key = key
        self.fields = fields
        self.imagePath = imagePath
        self.imageData = imageData
    }
}

/// A meal read from a tracker's diary export, not yet saved.
public struct ImportedMeal: Sendable {
    /// Names the entry within its source, so the same file imported twice adds it once.
    public let key: String
    public var details: MealDetails

    public init(key: String, details: MealDetails) {
        self.key = key
        self.details = details
    }
}

/// A JSON object read leniently, as exports from other apps write it: keys in camelCase or
/// snake_case alike ("recipe_ingredient", "recipeIngredient"), nulls and unknown keys ignored,
/// a number where text was expected taken as its text.
public struct LooseJSON: @unchecked Sendable {
    private let values: [String: Any]

    public init(_ object: [String: Any]) {
        var values: [String: Any] = [:]
        // Two spellings of one key ("org_url", "orgURL"): the first in name order wins, the same every time.
        for key in object.keys.sorted() where !(object[key] is NSNull) { values[Self.key(key)] = values[Self.key(key)] ?? object[key] }
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
        let text: String? = switch self[key] {
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
    public func list(_ key: String) -> [LooseJSON] { ((self[key] as? [Any]) ?? []).compactMap { ($0 as? [String: Any]).map(LooseJSON.init) } }

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
