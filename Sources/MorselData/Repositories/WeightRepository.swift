import Foundation
import MorselCore
import SQLKit

/// One person's weight log. Every query is scoped to ``ownerID``.
public struct WeightRepository: Sendable {
    package let store: DatabaseStore
    package let ownerID: UUID
    package let clock: AppClock

    package init(store: DatabaseStore, ownerID: UUID, clock: AppClock) {
        self.store = store
        self.ownerID = ownerID
        self.clock = clock
    }

    private typealias Column = WeightRow.Column

    private var owned: SQLQueryString { "user_id = \(bind: ownerID)" }

    /// Weighings from `from` to `to` (both optional), by date.
    public func entries(from: MealDate? = nil, to: MealDate? = nil) async throws -> [WeightEntry] {
        var query: SQLQueryString = "SELECT \(unsafeRaw: Column.list) FROM weights WHERE \(owned)"
        if let from {
            query.appendLiteral(" AND date >= ")
            query.appendInterpolation(bind: from.iso)
        }
        if let to {
            query.appendLiteral(" AND date <= ")
            query.appendInterpolation(bind: to.iso)
        }
        query.appendLiteral(" ORDER BY date")
        return try await store.rows(query).map(WeightRow.entry)
    }

    /// Saves the day's weighing, replacing one already logged that day: one statement.
    public func save(_ entry: WeightEntry) async throws {
        let statement = Column.upsert(
            WeightRow.values(of: entry, userID: ownerID, at: clock.now()), on: [.userID, .date], keeping: [.id])
        try await store.run(statement)
    }

    /// Whether a weighing of that day is stored, and the same.
    public func entry(on date: MealDate) async throws -> WeightEntry? {
        try await store.row("SELECT \(unsafeRaw: Column.list) FROM weights WHERE \(owned) AND date = \(bind: date.iso)")
            .map(WeightRow.entry)
    }

    /// Whether any weighing is logged on or before `date`.
    public func hasEntry(onOrBefore date: MealDate) async throws -> Bool {
        try await store.row("SELECT 1 AS found FROM weights WHERE \(owned) AND date <= \(bind: date.iso) LIMIT 1")
            != nil
    }

    /// Marks the day's weighing right, though far from the trend.
    public func confirm(on date: MealDate) async throws {
        let changed = try await store.change(
            "UPDATE weights SET confirmed = \(bind: true) WHERE \(owned) AND date = \(bind: date.iso)")
        guard changed > 0 else { throw DomainError.notFound }
    }

    public func delete(on date: MealDate) async throws {
        guard try await store.delete("DELETE FROM weights WHERE \(owned) AND date = \(bind: date.iso)") > 0 else {
            throw DomainError.notFound
        }
    }
}
