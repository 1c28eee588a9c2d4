import FluentKit
import Foundation

/// A person's calendar feed as stored (`calendar_feeds`); read and written through
/// `CalendarFeedRow`, declared here for the backup and the schema checks.
final class CalendarFeedModel: Model, @unchecked Sendable {
    static let schema = "calendar_feeds"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "secret_hash") var secretHash: String
    @Field(key: "created_at") var createdAt: Date
    @OptionalField(key: "last_read_at") var lastReadAt: Date?

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $user, $secretHash, $createdAt, $lastReadAt] }

    init() {}
}
