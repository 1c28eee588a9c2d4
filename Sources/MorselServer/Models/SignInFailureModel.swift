import FluentKit
import Foundation

/// One failed sign-in, under the account's key and again under the address's.
final class SignInFailureModel: Model, @unchecked Sendable {
    static let schema = "sign_in_failures"

    @ID(key: .id) var id: UUID?
    @Field(key: "key") var key: String
    @Field(key: "failed_at") var failedAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $key, $failedAt] }

    init() {}

    init(key: String, failedAt: Date) {
        self.key = key
        self.failedAt = failedAt
    }
}
