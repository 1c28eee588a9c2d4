import Foundation
import SQLKit

/// What of a household's changed, noted on the household in the same transaction as the
/// write, so that the members who asked are told (``NotificationScheduler``).
package enum HouseholdChange: String, Sendable, CaseIterable {
    case plan, grocery

    package var column: HouseholdRow.Column {
        switch self {
        case .plan: .planChangedAt
        case .grocery: .groceryChangedAt
        }
    }

    /// Who made the last change, who is not told of it.
    package var byColumn: HouseholdRow.Column {
        switch self {
        case .plan: .planChangedBy
        case .grocery: .groceryChangedBy
        }
    }

    /// `UPDATE households SET <column> = now, <by column> = person WHERE id = household`.
    package func noted(_ householdID: UUID, by person: UUID?, at now: Date) -> SQLQueryString {
        HouseholdRow.Column.update(
            [column, byColumn], { $0 == column ? now as any Encodable & Sendable : person },
            where: "id = \(bind: householdID)")
    }
}

extension DatabaseStore {
    /// Runs a write to a household's plan or list and notes the change, together.
    package func run(
        _ query: SQLQueryString, changing change: HouseholdChange, of householdID: UUID, by person: UUID?, at now: Date
    ) async throws {
        try await transaction { database in
            try await database.raw(query).run()
            try await database.raw(change.noted(householdID, by: person, at: now)).run()
        }
    }

    /// Runs a `DELETE` of a household's plan or list, noting the change if it removed anything: how many rows it
    /// removed.
    package func delete(
        _ query: SQLQueryString, changing change: HouseholdChange, of householdID: UUID, by person: UUID?, at now: Date
    ) async throws -> Int {
        let returning = Self.countingRows(query)
        return try await transaction { database in
            let removed = try await database.raw(returning).all().count
            if removed > 0 { try await database.raw(change.noted(householdID, by: person, at: now)).run() }
            return removed
        }
    }
}
