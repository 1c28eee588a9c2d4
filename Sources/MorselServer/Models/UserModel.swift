import FluentKit
import Foundation

/// A person with an account; owns meals, sessions and tokens.
final class UserModel: Model, @unchecked Sendable {
    static let schema = "users"

    @ID(key: .id) var id: UUID?
    @Field(key: "username") var username: String
    /// Lower-cased username: names are unique regardless of case.
    @Field(key: "username_key") var usernameKey: String
    @Field(key: "password_hash") var passwordHash: String
    @Field(key: "is_admin") var isAdmin: Bool
    @Field(key: "sort_order") var sortOrder: String
    @Field(key: "time_zone") var timeZone: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(username: String, passwordHash: String, isAdmin: Bool, timeZone: String, createdAt: Date) {
        self.username = username
        self.usernameKey = username.lowercased()
        self.passwordHash = passwordHash
        self.isAdmin = isAdmin
        self.sortOrder = "date"
        self.timeZone = timeZone
        self.createdAt = createdAt
    }
}
