import Foundation
import MorselData

/// A row of a version 1 backup, written by Morsel before its tables were read through the
/// column lists: each row was a FluentKit model's `Codable` form, keyed by Swift property
/// names (`userID`, `imageURL`), a parent as `{"id": …}` under the parent's name, and times
/// as seconds since 2001. ``row(of:)`` gives it the keys and values of version 2.
package struct LegacyBackupRow: Decodable {
    package let table: String
    package let fields: [String: Field]

    package enum Field: Decodable {
        case value(BackupValue)
        /// A parent: `"user": {"id": …}` is the column `user_id`.
        case parent(BackupValue)

        private struct Parent: Decodable { let id: BackupValue }

        package init(from decoder: any Decoder) throws {
            if let parent = try? Parent(from: decoder) {
                self = .parent(parent.id)
            } else {
                self = .value(try BackupValue(from: decoder))
            }
        }
    }

    private enum CodingKeys: String, CodingKey { case table, row }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        table = try container.decode(String.self, forKey: .table)
        fields = try container.decode([String: Field].self, forKey: .row)
    }

    /// Properties whose names were not their columns' in camel case.
    package static let renamed = [
        "recipes": ["about": "description"], "app_state": ["id": "key"], "products": ["id": "code"],
    ]
    /// Seconds from 1970 to 2001, the models' epoch.
    package static let epochOffset = Date(timeIntervalSinceReferenceDate: 0).timeIntervalSince1970

    /// The row keyed by `table`'s column names, its times counted from 1970; nil when a
    /// property names no column.
    package func row(of table: BackupTable) -> [String: BackupValue]? {
        let types = Dictionary(uniqueKeysWithValues: table.columns.map { ($0.name, $0.type) })
        var row: [String: BackupValue] = [:]
        for (property, field) in fields {
            let column: String
            let value: BackupValue
            switch field {
            case .value(let plain):
                (column, value) = (Self.renamed[table.name]?[property] ?? Self.snakeCased(property), plain)
            case .parent(let id): (column, value) = (Self.snakeCased(property) + "_id", id)
            }
            guard let type = types[column] else { return nil }
            switch (type, value) {
            case (.time, .double(let seconds)): row[column] = .double(seconds + Self.epochOffset)
            case (.time, .int(let seconds)): row[column] = .double(Double(seconds) + Self.epochOffset)
            default: row[column] = value
            }
        }
        return row
    }

    /// `imageURL` → `image_url`, `weeklyBudgetCents` → `weekly_budget_cents`.
    package static func snakeCased(_ name: String) -> String {
        var result = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append("_") }
            result.append(Character(character.lowercased()))
            previous = character
        }
        return result
    }
}
