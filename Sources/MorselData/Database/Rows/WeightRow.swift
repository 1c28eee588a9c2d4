import Foundation
import MorselCore

/// A row of `weights`: one person's weighing on one day, in kilograms.
package enum WeightRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        /// ISO `yyyy-mm-dd`, so text order is date order.
        case date, kilograms, note
        /// Said right by the person though far from the trend (migration 031).
        case confirmed
        case updatedAt = "updated_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .kilograms: .real
            case .updatedAt: .time
            case .confirmed: .bool
            case .date, .note: .text
            }
        }

        package static let table = "weights"
        package static let list = columnList()
    }

    package static func values(of entry: WeightEntry, userID: UUID, at now: Date) -> [Column: any Encodable & Sendable]
    {
        [
            .id: UUID(), .userID: userID, .date: entry.date.iso, .kilograms: entry.kilograms, .note: entry.note,
            .confirmed: entry.confirmed, .updatedAt: now,
        ]
    }

    package static func entry(_ row: Row) throws -> WeightEntry {
        let iso = try row.string(Column.date.rawValue)
        guard let date = MealDate(iso: iso) else { throw DatabaseError.damaged("weights.date holds “\(iso)”") }
        return WeightEntry(
            date: date, kilograms: try row.double(Column.kilograms.rawValue),
            note: try row.string(Column.note.rawValue),
            confirmed: try row.bool(Column.confirmed.rawValue))
    }
}
