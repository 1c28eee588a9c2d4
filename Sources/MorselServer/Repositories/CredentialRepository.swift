import FluentKit
import Foundation

/// Browser sessions and API tokens: each a random secret handed out once and stored
/// only as its SHA-256 hash.
public struct CredentialRepository: Sendable {
    let database: any Database
    let clock: AppClock

    /// How long a browser stays signed in without signing in again.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 3600

    // MARK: Sessions

    /// Starts a session; returns the cookie secret.
    public func startSession(userID: UUID) async throws -> String {
        let secret = SecretToken.generate()
        let now = clock.now()
        let session = SessionModel(tokenHash: SecretToken.hash(secret), userID: userID, csrfToken: SecretToken.generate(),
                                   createdAt: now, expiresAt: now.addingTimeInterval(Self.sessionLifetime))
        try await session.create(on: database)
        return secret
    }

    /// The signed-in user and session for a cookie secret, unless unknown or expired.
    func session(secret: String) async throws -> (UserModel, SessionModel)? {
        // One query with its person joined: this runs for every page a browser asks for.
        guard let session = try await SessionModel.query(on: database)
            .join(UserModel.self, on: \SessionModel.$user.$id == \UserModel.$id)
            .filter(\.$tokenHash == SecretToken.hash(secret)).first()
        else { return nil }
        guard session.expiresAt > clock.now() else {
            try await session.delete(on: database)
            return nil
        }
        return (try session.joined(UserModel.self), session)
    }

    public func endSession(id: UUID) async throws {
        try await SessionModel.query(on: database).filter(\.$id == id).delete()
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
        guard !name.isEmpty else { throw AppError.invalid("name", "Give the token a name, such as “laptop script”.") }
        guard name.count <= 100 else { throw AppError.invalid("name", "Token name must be at most 100 characters.") }
        let secret = SecretToken.generate(prefix: "morsel_")
        let model = AccessTokenModel(userID: userID, name: name, tokenHash: SecretToken.hash(secret), createdAt: clock.now())
        try await model.create(on: database)
        return (secret, model.info)
    }

    public func tokens(userID: UUID) async throws -> [TokenInfo] {
        try await AccessTokenModel.query(on: database).filter(\.$user.$id == userID)
            .sort(\.$createdAt, .descending).all().map(\.info)
    }

    /// Revokes one of the user's tokens; another user's token is "not found".
    public func revokeToken(id: UUID, userID: UUID) async throws {
        guard let token = try await AccessTokenModel.query(on: database)
            .filter(\.$id == id).filter(\.$user.$id == userID).first()
        else { throw AppError.notFound }
        try await token.delete(on: database)
    }

    /// The owner of a token secret, noting when it was last used.
    func user(tokenSecret: String) async throws -> UserModel? {
        // One query with its owner joined: this runs for every API request.
        guard let token = try await AccessTokenModel.query(on: database)
            .join(UserModel.self, on: \AccessTokenModel.$user.$id == \UserModel.$id)
            .filter(\.$tokenHash == SecretToken.hash(tokenSecret)).first()
        else { return nil }
        // Read the joined owner before saving: a save replaces what the query brought back.
        let user = try token.joined(UserModel.self)
        let now = clock.now()
        if token.lastUsedAt.map({ now.timeIntervalSince($0) > 60 }) ?? true {
            token.lastUsedAt = now
            try await token.save(on: database)
        }
        return user
    }
}

extension AccessTokenModel {
    var info: CredentialRepository.TokenInfo {
        .init(id: id!, name: name, createdAt: createdAt, lastUsedAt: lastUsedAt)
    }
}
