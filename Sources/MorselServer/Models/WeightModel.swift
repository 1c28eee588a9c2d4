import FluentKit
import Foundation

/// A weighing as stored (`weights`); read and written through `WeightRow`, declared here for
/// the backup and the schema checks.
final class WeightModel: Model, @unchecked Sendable {
    static let schema = "weights"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: UserModel
    @Field(key: "date") var date: String
    @Field(key: "kilograms") var kilograms: Double
    @Field(key: "note") var note: String
    @Field(key: "updated_at") var updatedAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $user, $date, $kilograms, $note, $updatedAt] }

    init() {}
}
