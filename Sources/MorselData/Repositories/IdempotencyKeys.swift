import Foundation
import MorselCore
import SQLKit

/// The `Idempotency-Key`s each person's writes carried in the last day, and the answer each
/// was given. A write claims its key before it runs and keeps its answer after; the same
/// write sent again within the day gets that answer back and is not done twice. The claims
/// live in the database, so every instance sees them.
public struct IdempotencyKeys: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock

    package init(store: DatabaseStore, clock: AppClock) {
        self.store = store
        self.clock = clock
    }

    private typealias Column = IdempotencyKeyRow.Column

    /// How long a key and its answer are remembered.
    public static let lifetime: TimeInterval = 24 * 3600
    /// A write still under way this long after it began is taken to have died with its
    /// instance: its key may be claimed again.
    package static let abandonedAfter: TimeInterval = 5 * 60

    /// The answer a finished write was given, to give again.
    package struct Answer: Sendable, Equatable {
        package let status: Int
        package let contentType: String?
        package let location: String?
        package let body: Data

        package init(status: Int, contentType: String?, location: String?, body: Data) {
            self.status = status
            self.contentType = contentType
            self.location = location
            self.body = body
        }
    }

    package enum Claim: Sendable, Equatable {
        /// Nobody sent this key in the last day: the write may run, and its answer is kept under `id`.
        case claimed(id: UUID)
        /// The same write was done: its answer.
        case answered(Answer)
        /// The key came with another write.
        case otherRequest
        /// The same write is running now (sent twice at once).
        case underWay
    }

    /// Claims `key` for `userID`'s write `fingerprint` (what the request was), unless it was
    /// claimed in the last day; forgets everyone's keys older than that (an answer may hold a
    /// secret shown once: it is kept no longer than the day). A key already answered is read
    /// without writing, so a write sent again costs a read.
    package func claim(userID: UUID, key: String, fingerprint: String) async throws -> Claim {
        let now = clock.now()
        let id = UUID()
        if let found = try await store.row(
            """
            SELECT \(unsafeRaw: Column.list) FROM idempotency_keys
            WHERE user_id = \(bind: userID) AND key = \(bind: key) AND created_at >=
            \(bind: now.addingTimeInterval(-Self.lifetime))
            """), try !found.isNull(Column.status.rawValue)
        {
            return try Self.claim(found, fingerprint: fingerprint)
        }
        return try await store.transaction { database in
            try await database.raw(
                """
                DELETE FROM idempotency_keys WHERE created_at < \(bind: now.addingTimeInterval(-Self.lifetime))
                  OR (user_id = \(bind: userID) AND key = \(bind: key) AND status IS NULL AND created_at <
                  \(bind: now.addingTimeInterval(-Self.abandonedAfter)))
                """
            ).run()
            var insert = Column.insert([
                .id: id, .userID: userID, .key: key, .fingerprint: fingerprint, .createdAt: now,
                .status: Int?.none, .contentType: String?.none, .location: String?.none, .body: Data?.none,
            ])
            insert.appendLiteral(" ON CONFLICT (user_id, key) DO NOTHING RETURNING 1 AS added")
            if try await !database.raw(insert).all().isEmpty { return .claimed(id: id) }
            guard
                let found = try await database.raw(
                    """
                    SELECT \(unsafeRaw: Column.list) FROM idempotency_keys WHERE user_id = \(bind: userID) AND key =
                    \(bind: key)
                    """
                ).first().map(Row.init)
            else { return .underWay }
            return try Self.claim(found, fingerprint: fingerprint)
        }
    }

    /// What a stored key means for a request of `fingerprint`.
    private static func claim(_ found: Row, fingerprint: String) throws -> Claim {
        guard try found.string(Column.fingerprint.rawValue) == fingerprint else { return .otherRequest }
        guard let status = try found.optional(Column.status.rawValue, found.int) else { return .underWay }
        return .answered(
            Answer(
                status: status, contentType: try found.optional(Column.contentType.rawValue, found.string),
                location: try found.optional(Column.location.rawValue, found.string),
                body: try found.optional(Column.body.rawValue, found.data) ?? Data()))
    }

    /// Keeps the answer the claimed write was given.
    package func keep(_ answer: Answer, id: UUID) async throws {
        try await store.run(
            Column.update(
                [.status, .contentType, .location, .body],
                { column -> any Encodable & Sendable in
                    switch column {
                    case .status: answer.status
                    case .contentType: answer.contentType
                    case .location: answer.location
                    default: answer.body
                    }
                }, where: "id = \(bind: id)"))
    }

    /// Lets the key go: the write failed in a way worth trying again (a fault of ours, too many
    /// attempts), so the same key may be sent again.
    package func release(id: UUID) async throws {
        try await store.run("DELETE FROM idempotency_keys WHERE id = \(bind: id)")
    }
}
