import FluentKit
import Foundation
import MorselCore

/// Slows down password guessing: after 5 failed sign-ins for one username, or 20 from one
/// address, within 15 minutes, further attempts are refused until the oldest failure ages
/// out. The counts live in the database, so every instance sees them. Unknown usernames are
/// counted like real ones: the answers never tell which names exist.
public struct SignInThrottle: Sendable {
    let database: any Database
    let clock: AppClock

    public static let window: TimeInterval = 15 * 60
    public static let perAccount = 5
    public static let perAddress = 20

    /// Throws 429 when either limit is reached.
    public func check(username: String, address: String?) async throws {
        let since = clock.now().addingTimeInterval(-Self.window)
        for (key, limit) in keys(username: username, address: address) {
            let recent = try await SignInFailureModel.query(on: database).filter(\.$key == key).filter(\.$failedAt > since)
                .sort(\.$failedAt).all()
            guard recent.count >= limit, let oldest = recent.first else { continue }
            let wait = max(1, Int((oldest.failedAt.addingTimeInterval(Self.window).timeIntervalSince(clock.now()) / 60).rounded(.up)))
            throw DomainError.tooManyAttempts("Too many failed sign-ins. Try again in \(wait) minute\(wait == 1 ? "" : "s").",
                                           retryAfter: wait * 60)
        }
    }

    /// Counts a failure against the username and the address; forgets failures older than the window.
    public func recordFailure(username: String, address: String?) async throws {
        let now = clock.now()
        try await database.transaction { database in
            for (key, _) in keys(username: username, address: address) {
                try await SignInFailureModel(key: key, failedAt: now).create(on: database)
            }
            try await SignInFailureModel.query(on: database).filter(\.$failedAt < now.addingTimeInterval(-Self.window)).delete()
        }
    }

    /// After a successful sign-in the account's count starts again (the address's does not).
    public func clear(username: String) async throws {
        try await SignInFailureModel.query(on: database).filter(\.$key == Self.accountKey(username)).delete()
    }

    private func keys(username: String, address: String?) -> [(String, Int)] {
        [(Self.accountKey(username), Self.perAccount)] + (address.map { [("address:\($0)", Self.perAddress)] } ?? [])
    }

    private static func accountKey(_ username: String) -> String {
        "account:" + username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
