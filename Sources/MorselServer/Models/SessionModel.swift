import FluentKit
import Foundation

/// A signed-in browser. The cookie holds a random secret; only its hash is stored.
final class SessionModel: Model, @unchecked Sendable {
    static let schema = "sessions"

    @ID(key: .id) var id: UUID?
    @Field(key: "token_hash") var tokenHash: String
    @Parent(key: "user_id") var user: UserModel
    /// Forms of this session carry this token; a POST without it is refused.
    @Field(key: "csrf_token") var csrfToken: String
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "expires_at") var expiresAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $tokenHash, $user, $csrfToken, $createdAt, $expiresAt] }

    init() {}

    init(tokenHash: String, userID: UUID, csrfToken: String, createdAt: Date, expiresAt: Date) {
        self.tokenHash = tokenHash
        self.$user.id = userID
        self.csrfToken = csrfToken
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
