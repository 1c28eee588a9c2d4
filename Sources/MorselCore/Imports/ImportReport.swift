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
