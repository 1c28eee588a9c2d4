import Foundation
import MorselCore
import SQLKit

/// One person's weekly check-ins. Every query is scoped to ``ownerID``.
public struct CheckInRepository: Sendable {
    package let store: DatabaseStore
    package let ownerID: UUID
    package let clock: AppClock

    package init(store: DatabaseStore, ownerID: UUID, clock: AppClock) {
        (self.store, self.ownerID, self.clock) = (store, ownerID, clock)
    }

    private typealias Column = CheckInRow.Column

    private var owned: SQLQueryString { "user_id = \(bind: ownerID)" }

    /// The check-ins up to `date` (nil: all), newest first, at most `limit` (nil: all).
    public func recent(through date: MealDate? = nil, limit: Int? = 52) async throws -> [CheckIn] {
        var query: SQLQueryString = "SELECT \(unsafeRaw: Column.list) FROM check_ins WHERE \(owned)"
        if let date {
            query.appendLiteral(" AND date <= ")
            query.appendInterpolation(bind: date.iso)
        }
        query.appendLiteral(" ORDER BY date DESC")
        if let limit { query.appendLiteral(" LIMIT \(limit)") }
        return try await store.rows(query).map(CheckInRow.checkIn)
    }

    /// The latest check-in, or the latest with that answer.
    public func latest(_ decision: CheckIn.Decision? = nil) async throws -> CheckIn? {
        var query: SQLQueryString = "SELECT \(unsafeRaw: Column.list) FROM check_ins WHERE \(owned)"
        if let decision {
            query.appendLiteral(" AND decision = ")
            query.appendInterpolation(bind: decision.rawValue)
        }
        query.appendLiteral(" ORDER BY date DESC LIMIT 1")
        return try await store.row(query).map(CheckInRow.checkIn)
    }

    public func checkIn(on date: MealDate) async throws -> CheckIn? {
        try await store.row(
            "SELECT \(unsafeRaw: Column.list) FROM check_ins WHERE \(owned) AND date = \(bind: date.iso)"
        )
        .map(CheckInRow.checkIn)
    }

    /// Stores the day's check-in unless one is stored already (another instance, or another
    /// request, made it first, or an import finds it there): the day's check-in either way, and
    /// whether this one was added. An earlier one left unanswered is taken as kept: the
    /// person's own target stayed.
    @discardableResult
    public func add(_ checkIn: CheckIn) async throws -> (stored: CheckIn, added: Bool) {
        let now = clock.now()
        var statement = Column.insert(CheckInRow.values(of: checkIn, userID: ownerID, at: now))
        statement.appendLiteral(" ON CONFLICT (user_id, date) DO NOTHING RETURNING 1 AS added")
        let insert = statement
        let owner = ownerID
        let added = try await store.transaction { database in
            try await database.raw(
                """
                UPDATE check_ins SET decision = \(bind: CheckIn.Decision.kept.rawValue), decided_at = \(bind: now)
                WHERE user_id = \(bind: owner) AND date < \(bind: checkIn.date.iso)
                AND decision = \(bind: CheckIn.Decision.pending.rawValue)
                """
            ).run()
            return try await database.raw(insert).first() != nil
        }
        return (added ? checkIn : try await self.checkIn(on: checkIn.date) ?? checkIn, added)
    }

    /// Records what the person made of a pending check-in and, with `goals` (when accepted),
    /// the calorie, protein, fat and carbs targets it set, in one transaction: both or
    /// neither. A check-in answered already is refused, so a second tap does not apply it twice.
    public func decide(_ date: MealDate, _ decision: CheckIn.Decision, goals: Goals?) async throws {
        let changes = goals.map(UserRow.targets(of:)) ?? []
        let now = clock.now()
        let owner = ownerID
        try await store.transaction { database in
            let answered = try await database.raw(
                DatabaseStore.countingRows(
                    """
                    UPDATE check_ins SET decision = \(bind: decision.rawValue), decided_at = \(bind: now)
                    WHERE user_id = \(bind: owner) AND date = \(bind: date.iso) AND decision = \(bind: CheckIn.Decision.pending.rawValue)
                    """)
            ).all().count
            guard answered == 1 else { throw DomainError.conflict("This check-in is answered already.") }
            if !changes.isEmpty {
                try await database.raw(UserRow.Column.update(changes, where: "id = \(bind: owner)")).run()
            }
        }
    }
}
