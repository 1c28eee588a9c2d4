import Foundation
import MorselCore
import SQLKit

/// Who each person is at the OpenID provider (its issuer and subject), and the links an
/// administrator set up ahead for an email the provider has yet to vouch for.
public struct OpenIDIdentities: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock

    package init(store: DatabaseStore, clock: AppClock) {
        self.store = store
        self.clock = clock
    }

    private typealias Column = OpenIDIdentityRow.Column

    /// A person's link to the provider: its email, and whether they have signed in through it yet.
    public struct Link: Sendable, Equatable {
        public let email: String?
        public let isWaiting: Bool
    }

    /// The person `subject` is at `issuer`, noting the sign-in.
    package func user(issuer: String, subject: String) async throws -> UUID? {
        let now = clock.now()
        return try await store.transaction { database in
            try await database.raw(
                """
                UPDATE openid_identities SET last_signed_in_at = \(bind: now)
                WHERE issuer = \(bind: issuer) AND subject = \(bind: subject) RETURNING user_id
                """
            ).first().map { try Row($0).uuid("user_id") }
        }
    }

    /// Links `userID` to `subject` at `issuer` (completing a link an administrator set up ahead
    /// for them, if any); false if either is linked to another already.
    package func link(userID: UUID, issuer: String, subject: String, email: String?) async throws -> Bool {
        let now = clock.now()
        var insert = Column.insert([
            .id: UUID(), .userID: userID, .issuer: issuer, .subject: subject, .email: email,
            .createdAt: now, .lastSignedInAt: now,
        ])
        insert.appendLiteral(" ON CONFLICT DO NOTHING RETURNING 1 AS added")
        let statement = insert
        return try await store.transaction { database in
            let waiting = try await database.raw(
                """
                UPDATE openid_identities SET subject = \(bind: subject), email = \(bind: email), last_signed_in_at =
                \(bind: now)
                WHERE user_id = \(bind: userID) AND issuer = \(bind: issuer) AND subject IS NULL
                AND NOT EXISTS (SELECT 1 FROM openid_identities WHERE issuer = \(bind: issuer) AND subject =
                \(bind: subject))
                RETURNING 1 AS linked
                """
            ).all()
            if !waiting.isEmpty { return true }
            return try await !database.raw(statement).all().isEmpty
        }
    }

    /// Completes the link an administrator set up ahead for `email`, now that the provider says
    /// `subject` has that email, verified; the person it was for, if any.
    package func claimWaiting(issuer: String, email: String, subject: String) async throws -> UUID? {
        let now = clock.now()
        return try await store.transaction { database in
            try await database.raw(
                """
                UPDATE openid_identities SET subject = \(bind: subject), last_signed_in_at = \(bind: now)
                WHERE issuer = \(bind: issuer) AND subject IS NULL AND email = \(bind: email.lowercased()) RETURNING
                user_id
                """
            ).first().map { try Row($0).uuid("user_id") }
        }
    }

    /// Whether an administrator's link waits for `email` at `issuer`.
    package func isWaiting(issuer: String, email: String) async throws -> Bool {
        try await store.row(
            """
            SELECT 1 AS waiting FROM openid_identities WHERE issuer = \(bind: issuer) AND subject IS NULL AND email =
            \(bind: email.lowercased())
            """) != nil
    }

    /// An administrator's choice: the person who signs in at `issuer` with `email`, verified,
    /// is `userID`. Replaces any link `userID` had there.
    public func linkAhead(userID: UUID, issuer: String, email: String) async throws {
        let address = email.trimmingCharacters(in: .whitespaces).lowercased()
        guard address.contains("@"), !address.contains(" ") else {
            throw DomainError.invalid("email", "Give the email address the sign-in service knows them by.")
        }
        let now = clock.now()
        try await store.transaction { database in
            try await database.raw(
                "DELETE FROM openid_identities WHERE user_id = \(bind: userID) AND issuer = \(bind: issuer)"
            ).run()
            try await database.raw(
                Column.insert([
                    .id: UUID(), .userID: userID, .issuer: issuer, .subject: String?.none, .email: address,
                    .createdAt: now, .lastSignedInAt: Date?.none,
                ])
            ).run()
        }
    }

    /// Ends `userID`'s link to `issuer` (to every provider when nil): they sign in with their
    /// password (or not at all) again. How many links ended.
    @discardableResult
    public func unlink(userID: UUID, issuer: String?) async throws -> Int {
        var delete: SQLQueryString = "DELETE FROM openid_identities WHERE user_id = \(bind: userID)"
        if let issuer {
            delete.appendLiteral(" AND issuer = ")
            delete.appendInterpolation(bind: issuer)
        }
        delete.appendLiteral(" RETURNING 1 AS ended")
        let statement = delete
        return try await store.transaction { database in try await database.raw(statement).all().count }
    }

    /// `userID`'s link to `issuer`, if any.
    public func link(of userID: UUID, issuer: String) async throws -> Link? {
        try await store.row(
            "SELECT subject, email FROM openid_identities WHERE user_id = \(bind: userID) AND issuer = \(bind: issuer)"
        ).map {
            Link(email: try $0.optional("email", $0.string), isWaiting: try $0.isNull("subject"))
        }
    }
}
