import Crypto
import Foundation
import MorselCore
import MorselData
import SQLKit

/// Signing in with the OpenID provider, from the button to the session: each sign-in under way
/// is kept in the database (so any instance can finish it) under the hash of its `state`,
/// bound to the browser that began it, used once, for ten minutes. The person it ends with is
/// the one linked to the provider's subject; or, the first time, the account whose link an
/// administrator set up for that verified email; or the signed-in person who asked to link;
/// or, if allowed, a new account. Never an account found by a name the provider lets anyone pick.
public struct OpenIDSignIn: Sendable {
    package let provider: OpenIDProvider
    package let identities: OpenIDIdentities
    package let users: UserRepository
    package let store: DatabaseStore
    package let clock: AppClock

    package init(
        provider: OpenIDProvider, identities: OpenIDIdentities, users: UserRepository, store: DatabaseStore,
        clock: AppClock
    ) {
        self.provider = provider
        self.identities = identities
        self.users = users
        self.store = store
        self.clock = clock
    }

    package static let lifetime: TimeInterval = 10 * 60

    package var settings: OpenIDSettings { provider.settings }

    /// A sign-in begun: where to send the browser, and the secret its cookie keeps.
    package struct Begun: Sendable {
        package let location: String
        package let browserSecret: String
    }

    /// Begins a sign-in, or, with `linking`, the linking of that signed-in person.
    package func begin(linking userID: UUID?) async throws -> Begun {
        let state = SecretToken.generate()
        let nonce = SecretToken.generate()
        let verifier = SecretToken.generate()
        let browser = SecretToken.generate()
        let challenge = Data(SHA256.hash(data: Data(verifier.utf8))).base64URLEncoded()
        let location = try await provider.authorizationURL(state: state, nonce: nonce, codeChallenge: challenge)
        let now = clock.now()
        try await store.transaction { database in
            try await database.raw(
                "DELETE FROM openid_logins WHERE created_at < \(bind: now.addingTimeInterval(-Self.lifetime))"
            ).run()
            try await database.raw(
                OpenIDLoginRow.Column.insert([
                    .id: UUID(), .stateHash: SecretToken.hash(state), .browserHash: SecretToken.hash(browser),
                    .nonce: nonce,
                    .codeVerifier: verifier, .linkUserID: userID, .createdAt: now,
                ])
            ).run()
        }
        return Begun(location: location, browserSecret: browser)
    }

    /// What a finished sign-in leads to.
    package struct Finished: Sendable {
        package let account: Account
        /// The signed-in person asked to link, and now is.
        package let linked: Bool
    }

    /// Finishes the sign-in the provider sent back with `code` and `state`.
    package func finish(code: String, state: String, browserSecret: String?) async throws -> Finished {
        let login = try await take(state: state)
        guard let browserSecret, SecretToken.constantTimeEquals(SecretToken.hash(browserSecret), login.browserHash)
        else {
            throw OpenIDRefusal.refused("this sign-in was started in another browser.")
        }
        let claims = try await provider.claims(code: code, codeVerifier: login.verifier, nonce: login.nonce)
        return try await person(for: claims, linking: login.linkUserID)
    }

    /// The sign-in under way for `state`, removed so that it is used once.
    private func take(state: String) async throws -> (
        browserHash: String, nonce: String, verifier: String, linkUserID: UUID?
    ) {
        let now = clock.now()
        typealias Column = OpenIDLoginRow.Column
        guard
            let row = try await store.transaction({ database in
                try await database.raw(
                    """
                    DELETE FROM openid_logins WHERE state_hash = \(bind: SecretToken.hash(state)) RETURNING \(unsafeRaw: Column.list)
                    """
                ).first().map(Row.init)
            }), try row.date(Column.createdAt.rawValue) > now.addingTimeInterval(-Self.lifetime)
        else {
            throw OpenIDRefusal.refused(
                "this sign-in is unknown, was finished already, or took longer than ten minutes.")
        }
        return (
            try row.string(Column.browserHash.rawValue), try row.string(Column.nonce.rawValue),
            try row.string(Column.codeVerifier.rawValue),
            try row.optional(Column.linkUserID.rawValue, row.uuid)
        )
    }

    private func person(for claims: OpenIDClaims, linking linkUserID: UUID?) async throws -> Finished {
        let issuer = settings.issuer
        guard let subject = claims.subject else { throw OpenIDRefusal.refused("the sign-in service named nobody.") }
        let email = claims.emailVerified ? claims.email : nil
        if let known = try await identities.user(issuer: issuer, subject: subject) {
            if let linkUserID, linkUserID != known {
                throw OpenIDRefusal.refused(
                    "that \(settings.displayName) account is linked to another Morsel account already.")
            }
            return Finished(account: try await signingIn(known, claims: claims), linked: linkUserID != nil)
        }
        if let linkUserID {
            guard try await identities.link(userID: linkUserID, issuer: issuer, subject: subject, email: email) else {
                throw OpenIDRefusal.refused(
                    "your Morsel account is linked to another \(settings.displayName) account already; an administrator can unlink it (morsel user unlink)."
                )
            }
            return Finished(account: try await signingIn(linkUserID, claims: claims), linked: true)
        }
        if let email, let waiting = try await identities.claimWaiting(issuer: issuer, email: email, subject: subject) {
            return Finished(account: try await signingIn(waiting, claims: claims), linked: false)
        }
        // A link waits for this email, but the provider does not vouch for it: say so, since
        // many providers send no `email_verified` unless set up to.
        if email == nil, let unverified = claims.email,
            try await identities.isWaiting(issuer: issuer, email: unverified)
        {
            throw OpenIDRefusal.refused(
                "an administrator linked a Morsel account to \(unverified), but \(settings.displayName) does not say "
                    + "that email is verified (email_verified), so it cannot be taken as yours. The sign-in service must send email_verified: true; "
                    + "or sign in with your password and link it in Settings.")
        }
        return Finished(account: try await newAccount(for: claims, subject: subject, email: email), linked: false)
    }

    /// The linked person, their administrator status set from the provider's groups if so
    /// configured; never the last administrator's taken away, or nobody could manage the instance.
    private func signingIn(_ userID: UUID, claims: OpenIDClaims) async throws -> Account {
        guard let account = try await users.account(id: userID) else {
            throw OpenIDRefusal.refused("the linked account is gone.")
        }
        guard let adminGroup = settings.adminGroup else { return account }
        let isAdmin = claims.texts(settings.groupsClaim).contains(adminGroup)
        guard isAdmin != account.isAdmin else { return account }
        if !isAdmin, try await users.administratorCount() <= 1 { return account }
        return try await users.update(userID, [(.isAdmin, isAdmin)])
    }

    private func newAccount(for claims: OpenIDClaims, subject: String, email: String?) async throws -> Account {
        let who = email ?? claims.text("preferred_username") ?? subject
        guard settings.createsAccounts else {
            throw OpenIDRefusal.refused(
                "no Morsel account is linked to \(who) at \(settings.displayName). An administrator can link one (morsel user link), or sign in with your password and link it in Settings."
            )
        }
        let name = Self.username(from: claims)
        if try await users.account(username: name) != nil {
            throw OpenIDRefusal.refused(
                "an account called \(name) exists on Morsel but is not linked to \(who) at \(settings.displayName). If it is yours, sign in with its password and link it in Settings; otherwise ask an administrator."
            )
        }
        let groups = claims.texts(settings.groupsClaim)
        let isFirst = try await users.count() == 0
        let isAdmin = isFirst || settings.adminGroup.map(groups.contains) ?? false
        let household = settings.householdGroupPrefix.flatMap { prefix in
            groups.first { $0.hasPrefix(prefix) && $0.count > prefix.count }.map { String($0.dropFirst(prefix.count)) }
        }
        let account = try await users.createWithoutPassword(username: name, isAdmin: isAdmin, householdName: household)
        guard try await identities.link(userID: account.id, issuer: settings.issuer, subject: subject, email: email)
        else {
            throw OpenIDRefusal.refused("the same person signed in twice at once; sign in again.")
        }
        return account
    }

    /// A Morsel username for a new account: the provider's preferred one, else the email's
    /// local part, else the name, kept to the letters, digits, dots, dashes and underscores
    /// usernames allow.
    package static func username(from claims: OpenIDClaims) -> String {
        let base =
            claims.text("preferred_username") ?? claims.email.map { String($0.prefix { $0 != "@" }) } ?? claims.text(
                "name") ?? "member"
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._-"))
        let kept = String(String.UnicodeScalarView(base.unicodeScalars.map { allowed.contains($0) ? $0 : "-" }))
        let trimmed = kept.trimmingCharacters(in: CharacterSet(charactersIn: "-")).prefix(64)
        return trimmed.isEmpty ? "member" : String(trimmed)
    }
}
