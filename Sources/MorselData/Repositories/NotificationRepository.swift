import Foundation
import MorselCore
import SQLKit

/// Each person's notification target, and the notifications to send: each made once under a
/// key naming what it is for, claimed by one instance at a time, retried, then sent or given up.
public struct NotificationRepository: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock

    package init(store: DatabaseStore, clock: AppClock) {
        self.store = store
        self.clock = clock
    }

    private typealias Target = NotificationTargetRow.Column
    private typealias Delivery = NotificationDeliveryRow.Column

    /// How long an instance holds a claimed notification before another may take it over.
    package static let claimLength: TimeInterval = 60

    // MARK: Targets

    /// Every person's target, by person: the scheduler's round, in one query.
    package func allTargets() async throws -> [UUID: NotificationTarget] {
        Dictionary(
            uniqueKeysWithValues: try await store.rows("SELECT \(unsafeRaw: Target.list) FROM notification_targets").map
            {
                (try $0.uuid(Target.userID.rawValue), try Self.target($0))
            })
    }

    public func target(of userID: UUID) async throws -> NotificationTarget? {
        try await store.row(
            "SELECT \(unsafeRaw: Target.list) FROM notification_targets WHERE user_id = \(bind: userID)"
        ).map(Self.target)
    }

    /// Saves where `userID`'s notifications go. A webhook gets a new secret when it has none yet
    /// (or `renewSecret`): returned this once, as it signs every delivery.
    public func save(_ target: NotificationTarget, for userID: UUID, renewSecret: Bool = false) async throws -> (
        NotificationTarget, newSecret: String?
    ) {
        let existing = try await self.target(of: userID)
        var saved = target
        var newSecret: String?
        if target.kind == .webhook {
            if let secret = existing?.secret, existing?.kind == .webhook, !renewSecret {
                saved.secret = secret
            } else {
                newSecret = SecretToken.generate(prefix: "whsec_")
                saved.secret = newSecret
            }
        }
        let row: [Target: any Encodable & Sendable] = [
            .id: UUID(), .userID: userID, .kind: saved.kind.rawValue, .url: saved.url, .token: saved.token,
            .secret: saved.secret,
            .mealReminder: saved.mealReminder, .daySummary: saved.daySummary, .householdChanges: saved.householdChanges,
            .checkIn: saved.checkIn,
            .summaryMinutes: saved.summaryTime.minutes, .createdAt: clock.now(),
        ]
        try await store.run(Target.upsert(row, on: [.userID], keeping: [.id, .createdAt]))
        return (saved, newSecret)
    }

    public func remove(userID: UUID) async throws {
        try await store.run("DELETE FROM notification_targets WHERE user_id = \(bind: userID)")
    }

    package static func target(_ row: Row) throws -> NotificationTarget {
        let kindName = try row.string(Target.kind.rawValue)
        guard let kind = NotificationTarget.Kind(rawValue: kindName) else {
            throw DatabaseError.damaged("notification_targets.kind is “\(kindName)”")
        }
        return NotificationTarget(
            kind: kind, url: try row.string(Target.url.rawValue),
            token: try row.optional(Target.token.rawValue, row.string),
            mealReminder: try row.bool(Target.mealReminder.rawValue),
            daySummary: try row.bool(Target.daySummary.rawValue),
            householdChanges: try row.bool(Target.householdChanges.rawValue),
            checkIn: try row.bool(Target.checkIn.rawValue),
            summaryTime: TimeOfDay(minutes: try row.int(Target.summaryMinutes.rawValue))
                ?? NotificationTarget.defaultSummaryTime,
            secret: try row.optional(Target.secret.rawValue, row.string))
    }

    // MARK: Deliveries

    /// One notification, as planned and as it went.
    public struct Notice: Sendable, Equatable {
        public let id: UUID
        public let userID: UUID
        public let kind: String
        public let title: String
        public let message: String
        /// JSON object of the figures behind it, for webhooks.
        public let data: String
        public let createdAt: Date
        public let attempts: Int
        public let sentAt: Date?
        public let givenUpAt: Date?
        public let lastError: String?
    }

    /// Plans a notification under `key`, unless one was planned under it already (by this
    /// instance or another): whether this call made it.
    @discardableResult
    package func plan(key: String, userID: UUID, kind: String, title: String, message: String, data: String, due: Date)
        async throws -> Bool
    {
        let now = clock.now()
        var insert = Delivery.insert([
            .id: UUID(), .userID: userID, .key: key, .kind: kind, .title: title, .message: message, .data: data,
            .createdAt: now,
            .dueAt: due, .attempts: 0, .claimedUntil: Date?.none, .claimedBy: String?.none, .sentAt: Date?.none,
            .givenUpAt: Date?.none, .lastError: String?.none,
        ])
        insert.appendLiteral(" ON CONFLICT (key) DO NOTHING RETURNING 1 AS added")
        let statement = insert
        return try await store.transaction { database in try await !database.raw(statement).all().isEmpty }
    }

    /// A notification claimed by this instance: what to send, where (nil: its person has no
    /// target any more), and the claim's token, without which it cannot be marked.
    package struct Claim: Sendable {
        package let notice: Notice
        package let target: NotificationTarget?
        package let token: String
    }

    /// Claims the next notification that is due (or the one `id`, if due), for this instance
    /// alone for a minute: one at a time, so a claim never runs out while others wait their turn.
    package func claimNext(id: UUID? = nil) async throws -> Claim? {
        let now = clock.now()
        let token = UUID().uuidString
        var free: SQLQueryString =
            "sent_at IS NULL AND given_up_at IS NULL AND due_at <= \(bind: now) AND (claimed_until IS NULL OR claimed_until < \(bind: now))"
        if let id {
            free.appendLiteral(" AND id = ")
            free.appendInterpolation(bind: id)
        }
        // The outer condition again: on PostgreSQL a second claimer waiting on the row lock
        // sees it claimed once the first commits, and skips it; SQLite writes one at a time.
        // `id = (SELECT …)`, a scalar subquery, is worked out once: `id IN (SELECT …)` may be
        // planned as a semi join that runs the subquery for every row, and so claims them all.
        let lock = store.isPostgres ? " FOR UPDATE SKIP LOCKED" : ""
        let condition = free
        guard
            let notice = try await store.transaction({ database in
                try await database.raw(
                    """
                    UPDATE notification_deliveries SET claimed_until =
                    \(bind: now.addingTimeInterval(Self.claimLength)), claimed_by = \(bind: token)
                    WHERE \(condition) AND id = (SELECT id FROM notification_deliveries WHERE \(condition) ORDER BY
                    due_at LIMIT 1\(unsafeRaw: lock))
                    RETURNING \(unsafeRaw: Delivery.list)
                    """
                ).first().map { try Self.notice(Row($0)) }
            })
        else { return nil }
        return Claim(notice: notice, target: try await target(of: notice.userID), token: token)
    }

    /// Sent: false if the claim had run out and another instance holds it now.
    @discardableResult
    package func markSent(_ claim: Claim) async throws -> Bool {
        try await store.transaction { [now = clock.now()] database in
            try await !database.raw(
                """
                UPDATE notification_deliveries SET sent_at = \(bind: now), attempts = attempts + 1, claimed_until =
                NULL, claimed_by = NULL,
                last_error = NULL WHERE id = \(bind: claim.notice.id) AND claimed_by = \(bind: claim.token) RETURNING 1
                AS marked
                """
            ).all().isEmpty
        }
    }

    /// A failed try: due again at `retryAt`, or given up when nil (unless the claim ran out).
    /// `error` is kept as a clause, without a full stop, since it is shown inside a sentence
    /// ("not delivered: ntfy.sh answered 401 Unauthorized. Morsel tries again…").
    package func markFailed(_ claim: Claim, error: String, retryAt: Date?) async throws {
        let now = clock.now()
        let error = error.hasSuffix(".") ? String(error.dropLast()) : error
        let outcome: SQLQueryString = retryAt.map { "due_at = \(bind: $0)" } ?? "given_up_at = \(bind: now)"
        try await store.run(
            """
            UPDATE notification_deliveries SET attempts = attempts + 1, \(outcome), claimed_until = NULL, claimed_by =
            NULL,
            last_error = \(bind: error) WHERE id = \(bind: claim.notice.id) AND claimed_by = \(bind: claim.token)
            """)
    }

    /// `userID`'s latest notifications, newest first, for Settings and the API.
    public func recent(of userID: UUID, limit: Int = 10) async throws -> [Notice] {
        try await store.rows(
            """
            SELECT \(unsafeRaw: Delivery.list) FROM notification_deliveries WHERE user_id = \(bind: userID)
            ORDER BY created_at DESC LIMIT \(bind: limit)
            """
        ).map(Self.notice)
    }

    /// The notification planned under `key`, as it stands.
    package func notice(key: String) async throws -> Notice? {
        try await store.row("SELECT \(unsafeRaw: Delivery.list) FROM notification_deliveries WHERE key = \(bind: key)")
            .map(Self.notice)
    }

    /// Forgets notifications sent or given up more than 30 days ago.
    package func forgetOld() async throws {
        let before = clock.now().addingTimeInterval(-30 * 24 * 3600)
        try await store.run(
            "DELETE FROM notification_deliveries WHERE created_at < \(bind: before) AND (sent_at IS NOT NULL OR given_up_at IS NOT NULL)"
        )
    }

    package static func notice(_ row: Row) throws -> Notice {
        Notice(
            id: try row.uuid(Delivery.id.rawValue), userID: try row.uuid(Delivery.userID.rawValue),
            kind: try row.string(Delivery.kind.rawValue),
            title: try row.string(Delivery.title.rawValue), message: try row.string(Delivery.message.rawValue),
            data: try row.string(Delivery.data.rawValue), createdAt: try row.date(Delivery.createdAt.rawValue),
            attempts: try row.int(Delivery.attempts.rawValue),
            sentAt: try row.optional(Delivery.sentAt.rawValue, row.date),
            givenUpAt: try row.optional(Delivery.givenUpAt.rawValue, row.date),
            lastError: try row.optional(Delivery.lastError.rawValue, row.string))
    }
}
