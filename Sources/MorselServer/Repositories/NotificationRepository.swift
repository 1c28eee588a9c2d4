import Foundation
import MorselCore
import SQLKit

/// Each person's notification target, and the notifications to send: each made once under a
/// key naming what it is for, claimed by one instance at a time, retried, then sent or given up.
public struct NotificationRepository: Sendable {
    let store: DatabaseStore
    let clock: AppClock

    private typealias Target = NotificationTargetRow.Column
    private typealias Delivery = NotificationDeliveryRow.Column

    /// How long an instance holds a claimed notification before another may take it over.
    static let claimLength: TimeInterval = 60

    // MARK: Targets

    public func target(of userID: UUID) async throws -> NotificationTarget? {
        try await store.row("SELECT \(unsafeRaw: Target.list) FROM notification_targets WHERE user_id = \(bind: userID)").map(Self.target)
    }

    /// Saves where `userID`'s notifications go. A webhook gets a new secret when it has none yet
    /// (or `renewSecret`): returned this once, as it signs every delivery.
    public func save(_ target: NotificationTarget, for userID: UUID, renewSecret: Bool = false) async throws -> (NotificationTarget, newSecret: String?) {
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
            .id: UUID(), .userID: userID, .kind: saved.kind.rawValue, .url: saved.url, .token: saved.token, .secret: saved.secret,
            .mealReminder: saved.mealReminder, .daySummary: saved.daySummary, .householdChanges: saved.householdChanges,
            .summaryMinutes: saved.summaryTime.minutes, .createdAt: clock.now(),
        ]
        try await store.run(Target.upsert(row, on: [.userID], keeping: [.id, .createdAt]))
        return (saved, newSecret)
    }

    public func remove(userID: UUID) async throws {
        try await store.run("DELETE FROM notification_targets WHERE user_id = \(bind: userID)")
    }

    static func target(_ row: Row) throws -> NotificationTarget {
        NotificationTarget(kind: NotificationTarget.Kind(rawValue: try row.string(Target.kind.rawValue)) ?? .webhook,
                           url: try row.string(Target.url.rawValue), token: try row.optional(Target.token.rawValue, row.string),
                           mealReminder: try row.bool(Target.mealReminder.rawValue), daySummary: try row.bool(Target.daySummary.rawValue),
                           householdChanges: try row.bool(Target.householdChanges.rawValue),
                           summaryTime: TimeOfDay(minutes: try row.int(Target.summaryMinutes.rawValue)) ?? NotificationTarget.defaultSummaryTime,
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
    func plan(key: String, userID: UUID, kind: String, title: String, message: String, data: String, due: Date) async throws -> Bool {
        let now = clock.now()
        var insert = Delivery.insert([
            .id: UUID(), .userID: userID, .key: key, .kind: kind, .title: title, .message: message, .data: data, .createdAt: now,
            .dueAt: due, .attempts: 0, .claimedUntil: Date?.none, .sentAt: Date?.none, .givenUpAt: Date?.none, .lastError: String?.none,
        ])
        insert.appendLiteral(" ON CONFLICT (key) DO NOTHING RETURNING 1 AS added")
        let statement = insert
        return try await store.transaction { database in try await !database.raw(statement).all().isEmpty }
    }

    /// Claims up to `limit` notifications that are due, for this instance alone for a minute;
    /// each with where it goes (nil: its person has no target any more).
    func claimDue(limit: Int) async throws -> [(Notice, NotificationTarget?)] {
        let now = clock.now()
        let free: SQLQueryString = "sent_at IS NULL AND given_up_at IS NULL AND due_at <= \(bind: now) AND (claimed_until IS NULL OR claimed_until < \(bind: now))"
        // The outer condition again: on PostgreSQL a second claimer waiting on the row lock
        // sees it claimed once the first commits, and skips it; SQLite writes one at a time.
        let lock = store.isPostgres ? " FOR UPDATE SKIP LOCKED" : ""
        let claimed = try await store.transaction { database in
            try await database.raw("""
                UPDATE notification_deliveries SET claimed_until = \(bind: now.addingTimeInterval(Self.claimLength))
                WHERE \(free) AND id IN (SELECT id FROM notification_deliveries WHERE \(free) ORDER BY due_at LIMIT \(bind: limit)\(unsafeRaw: lock))
                RETURNING \(unsafeRaw: Delivery.list)
                """).all().map { try Self.notice(Row($0)) }
        }
        var result: [(Notice, NotificationTarget?)] = []
        for notice in claimed { result.append((notice, try await target(of: notice.userID))) }
        return result
    }

    func markSent(_ id: UUID) async throws {
        try await store.run("UPDATE notification_deliveries SET sent_at = \(bind: clock.now()), attempts = attempts + 1, claimed_until = NULL, last_error = NULL WHERE id = \(bind: id)")
    }

    /// A failed try: due again at `retryAt`, or given up when nil.
    func markFailed(_ id: UUID, error: String, retryAt: Date?) async throws {
        let now = clock.now()
        if let retryAt {
            try await store.run("""
                UPDATE notification_deliveries SET attempts = attempts + 1, due_at = \(bind: retryAt), claimed_until = NULL,
                last_error = \(bind: error) WHERE id = \(bind: id)
                """)
        } else {
            try await store.run("""
                UPDATE notification_deliveries SET attempts = attempts + 1, given_up_at = \(bind: now), claimed_until = NULL,
                last_error = \(bind: error) WHERE id = \(bind: id)
                """)
        }
    }

    /// `userID`'s latest notifications, newest first, for Settings and the API.
    public func recent(of userID: UUID, limit: Int = 10) async throws -> [Notice] {
        try await store.rows("""
            SELECT \(unsafeRaw: Delivery.list) FROM notification_deliveries WHERE user_id = \(bind: userID)
            ORDER BY created_at DESC LIMIT \(bind: limit)
            """).map(Self.notice)
    }

    /// The notification planned under `key`, as it stands.
    func notice(key: String) async throws -> Notice? {
        try await store.row("SELECT \(unsafeRaw: Delivery.list) FROM notification_deliveries WHERE key = \(bind: key)").map(Self.notice)
    }

    /// Forgets notifications sent or given up more than 30 days ago.
    func forgetOld() async throws {
        let before = clock.now().addingTimeInterval(-30 * 24 * 3600)
        try await store.run("DELETE FROM notification_deliveries WHERE created_at < \(bind: before) AND (sent_at IS NOT NULL OR given_up_at IS NOT NULL)")
    }

    static func notice(_ row: Row) throws -> Notice {
        Notice(id: try row.uuid(Delivery.id.rawValue), userID: try row.uuid(Delivery.userID.rawValue), kind: try row.string(Delivery.kind.rawValue),
               title: try row.string(Delivery.title.rawValue), message: try row.string(Delivery.message.rawValue),
               data: try row.string(Delivery.data.rawValue), createdAt: try row.date(Delivery.createdAt.rawValue),
               attempts: try row.int(Delivery.attempts.rawValue), sentAt: try row.optional(Delivery.sentAt.rawValue, row.date),
               givenUpAt: try row.optional(Delivery.givenUpAt.rawValue, row.date), lastError: try row.optional(Delivery.lastError.rawValue, row.string))
    }
}
