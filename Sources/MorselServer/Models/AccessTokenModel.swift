import FluentKit
import Foundation

/// A personal access token for the JSON API. Only the hash of the secret is stored.
final class AccessTokenModel: Model, @unchecked Sendable {
    static let schema = "access_tokens"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "name") var name: String
    @Field(key: "token_hash") var tokenHash: String
    @Field(key: "created_at") var createdAt: Date
    @OptionalField(key: "last_used_at") var lastUsedAt: Date?

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $user, $name, $tokenHash, $createdAt, $lastUsedAt] }

    init() {}

    init(userID: UUID, name: String, tokenHash: String, createdAt: Date) {
        self.$user.id = userID
        self.name = name
        self.tokenHash = tokenHash
        self.createdAt = createdAt
    }
}
