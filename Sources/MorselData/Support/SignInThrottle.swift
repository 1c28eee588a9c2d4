import Foundation
import MorselCore
import SQLKit

/// Slows down password guessing: after 5 failed sign-ins for one username, or 20 from one
/// address, within 15 minutes, further attempts are refused until the oldest failure ages
/// out. The counts live in the database, so every instance sees them. Unknown usernames are
/// counted like real ones: the answers never tell which names exist.
public struct SignInThrottle: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock

    package init(store: DatabaseStore, clock: AppClock) {
        self.store = store
        self.clock = clock
    }

    public static let window: TimeInterval = 15 * 60
    public static let perAccount = 5
    public static let perAddress = 20

    /// Throws 429 when either limit is reached.
    public func check(username: String, address: String?) async throws {
        let since = clock.now().addingTimeInterval(-Self.window)
        for (key, limit) in keys(username: username, address: address) {
            guard
                let recent = try await store.row(
                    """
                    SELECT COUNT(*) AS failures, MIN(failed_at) AS oldest FROM sign_in_failures
                    WHERE key = \(bind: key) AND failed_at > \(bind: since)
                    """), try recent.int("failures") >= limit
            else { continue }
            let oldest = try recent.date("oldest")
            let wait = max(
                1, Int((oldest.addingTimeInterval(Self.window).timeIntervalSince(clock.now()) / 60).rounded(.up)))
            throw DomainError.tooManyAttempts(
                "Too many failed sign-ins. Try again in \(wait) minute\(wait == 1 ? "" : "s").",
                retryAfter: wait * 60)
        }
    }

    /// Counts a failure against the username and the address; forgets failures older than the window.
    public func recordFailure(username: String, address: String?) async throws {
        let now = clock.now()
        let keys = keys(username: username, address: address).map(\.0)
        try await store.transaction { database in
            try await database.raw(
                SignInFailureRow.Column.insert(
                    keys.map { key in
                        SignInFailureRow.Column.allCases.map { column -> any Encodable & Sendable in
                            switch column {
                            case .id: UUID()
                            case .key: key
                            case .failedAt: now
                            }
                        }
                    })
            ).run()
            try await database.raw(
                "DELETE FROM sign_in_failures WHERE failed_at < \(bind: now.addingTimeInterval(-Self.window))"
            ).run()
        }
    }

    /// After a successful sign-in the account's count starts again (the address's does not).
    public func clear(username: String) async throws {
        try await store.run("DELETE FROM sign_in_failures WHERE key = \(bind: Self.accountKey(username))")
    }

    private func keys(username: String, address: String?) -> [(String, Int)] {
        [(Self.accountKey(username), Self.perAccount)] + (address.map { [("address:\($0)", Self.perAddress)] } ?? [])
    }

    private static func accountKey(_ username: String) -> String {
        "account:" + username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
