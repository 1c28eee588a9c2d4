import Foundation
import MorselCore
import SQLKit

/// Browser sessions and API tokens: each a random secret handed out once and stored
/// only as its SHA-256 hash.
public struct CredentialRepository: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock

    package init(store: DatabaseStore, clock: AppClock) {
        self.store = store
        self.clock = clock
    }

    private typealias Session = SessionRow.Column
    private typealias Token = AccessTokenRow.Column
    private typealias Feed = CalendarFeedRow.Column

    /// How long a browser stays signed in without signing in again.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 3600

    // MARK: Sessions

    /// Starts a session; returns the cookie secret.
    public func startSession(userID: UUID) async throws -> String {
        let secret = SecretToken.generate()
        let now = clock.now()
        try await store.run(
            Session.insert([
                .id: UUID(), .tokenHash: SecretToken.hash(secret), .userID: userID, .csrfToken: SecretToken.generate(),
                .createdAt: now, .expiresAt: now.addingTimeInterval(Self.sessionLifetime),
            ]))
        return secret
    }

    /// The signed-in person and their browser session for a cookie secret, unless unknown or
    /// expired: one indexed query, as it runs for every page a browser asks for.
    package func session(secret: String) async throws -> (account: Account, session: BrowserSession)? {
        guard
            let row = try await store.row(
                """
                SELECT \(unsafeRaw: UserRow.Column.joinedAccount), s.id AS session_id, s.csrf_token, s.expires_at
                FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = \(bind: SecretToken.hash(secret))
                """)
        else { return nil }
        let sessionID = try row.uuid("session_id")
        guard try row.date(Session.expiresAt.rawValue) > clock.now() else {
            try await endSession(id: sessionID)
            return nil
        }
        return (
            try UserRow.account(row),
            BrowserSession(id: sessionID, csrfToken: try row.string(Session.csrfToken.rawValue))
        )
    }

    public func endSession(id: UUID) async throws {
        try await store.run("DELETE FROM sessions WHERE id = \(bind: id)")
    }

    // MARK: API tokens

    /// A token as listed in Settings and the API; never includes the secret.
    public struct TokenInfo: Sendable, Equatable {
        public let id: UUID
        public let name: String
        public let createdAt: Date
        public let lastUsedAt: Date?
    }

    /// Creates a token; the secret is returned this once and never again.
    public func createToken(userID: UUID, name rawName: String) async throws -> (secret: String, info: TokenInfo) {
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw DomainError.invalid("name", "Give the token a name, such as “laptop script”.")
        }
        guard name.count <= 100 else { throw DomainError.invalid("name", "Token name must be at most 100 characters.") }
        let secret = SecretToken.generate(prefix: "morsel_")
        let info = TokenInfo(id: UUID(), name: name, createdAt: clock.now(), lastUsedAt: nil)
        try await store.run(
            Token.insert([
                .id: info.id, .userID: userID, .name: name, .tokenHash: SecretToken.hash(secret),
                .createdAt: info.createdAt,
                .lastUsedAt: info.lastUsedAt,
            ]))
        return (secret, info)
    }

    public func tokens(userID: UUID) async throws -> [TokenInfo] {
        try await store.rows(
            """
            SELECT \(unsafeRaw: Token.list) FROM access_tokens WHERE user_id = \(bind: userID) ORDER BY created_at DESC
            """
        ).map { row in
            TokenInfo(
                id: try row.uuid(Token.id.rawValue), name: try row.string(Token.name.rawValue),
                createdAt: try row.date(Token.createdAt.rawValue),
                lastUsedAt: try row.optional(Token.lastUsedAt.rawValue, row.date))
        }
    }

    /// Revokes one of the user's tokens; another user's token is "not found".
    public func revokeToken(id: UUID, userID: UUID) async throws {
        guard
            try await store.row(
                "SELECT 1 AS found FROM access_tokens WHERE id = \(bind: id) AND user_id = \(bind: userID)") != nil
        else { throw DomainError.notFound }
        try await store.run("DELETE FROM access_tokens WHERE id = \(bind: id) AND user_id = \(bind: userID)")
    }

    /// The owner of a token secret. When the token was last used is noted at most once a minute.
    package func account(tokenSecret: String) async throws -> Account? {
        try await account(secret: tokenSecret, hash: Token.tokenHash, lastUsed: Token.lastUsedAt, notedEvery: 60)
    }

    /// The owner of a secret kept hashed in `hash`'s table (an API token, a calendar feed):
    /// one indexed query, as it runs for every request that carries one. When it was last used
    /// is written to `lastUsed` at most once every `interval` seconds, so reads stay reads.
    private func account<C: TableColumn>(secret: String, hash: C, lastUsed: C, notedEvery interval: TimeInterval)
        async throws -> Account?
    {
        guard
            let row = try await store.row(
                """
                SELECT \(unsafeRaw: UserRow.Column.joinedAccount), c.id AS credential_id,
                c.\(unsafeRaw: lastUsed.quoted)
                FROM \(unsafeRaw: C.table) c JOIN users u ON u.id = c.user_id WHERE c.\(unsafeRaw: hash.quoted) =
                \(bind: SecretToken.hash(secret))
                """)
        else { return nil }
        let now = clock.now()
        if try row.optional(lastUsed.rawValue, row.date).map({ now.timeIntervalSince($0) > interval }) ?? true {
            try await store.run(
                C.update([lastUsed], { _ in now }, where: "id = \(bind: try row.uuid("credential_id"))"))
        }
        return try UserRow.account(row)
    }

    // MARK: Calendar feeds

    /// When this person's calendar feed was made and last read; nil when they have none.
    public func calendarFeed(userID: UUID) async throws -> CalendarFeedInfo? {
        try await store.row("SELECT \(unsafeRaw: Feed.list) FROM calendar_feeds WHERE user_id = \(bind: userID)").map {
            row in
            CalendarFeedInfo(
                createdAt: try row.date(Feed.createdAt.rawValue),
                lastReadAt: try row.optional(Feed.lastReadAt.rawValue, row.date))
        }
    }

    /// A new secret for the person's feed, replacing the one they had (whose address stops
    /// working at once); returned this once and never again. One upsert, so two renewals at
    /// once cannot collide.
    public func renewCalendarFeed(userID: UUID) async throws -> (secret: String, info: CalendarFeedInfo) {
        let secret = SecretToken.generate(prefix: "cal_")
        let info = CalendarFeedInfo(createdAt: clock.now(), lastReadAt: nil)
        try await store.run(
            Feed.upsert(
                [
                    .id: UUID(), .userID: userID, .secretHash: SecretToken.hash(secret), .createdAt: info.createdAt,
                    .lastReadAt: info.lastReadAt,
                ], on: [.userID], keeping: [.id]))
        return (secret, info)
    }

    /// Turns the feed off: its address answers 404 from now on. False if there was none.
    public func revokeCalendarFeed(userID: UUID) async throws -> Bool {
        try await store.delete("DELETE FROM calendar_feeds WHERE user_id = \(bind: userID)") > 0
    }

    /// Whose feed a secret opens, noting (at most once an hour) that a calendar read it.
    package func account(calendarSecret: String) async throws -> Account? {
        try await account(secret: calendarSecret, hash: Feed.secretHash, lastUsed: Feed.lastReadAt, notedEvery: 3600)
    }
}
