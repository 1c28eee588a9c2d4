import FluentKit
import Foundation

/// One failed sign-in, under the account's key and again under the address's.
final class SignInFailureModel: Model, @unchecked Sendable {
    static let schema = "sign_in_failures"

    @ID(key: .id) var id: UUID?
    @Field(key: "key") var key: String
    @Field(key: "failed_at") var failedAt: Date

    init() {}

    init(key: String, failedAt: Date) {
        self.key = key
        self.failedAt = failedAt
    }
}
