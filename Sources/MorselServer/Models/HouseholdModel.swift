import FluentKit
import Foundation

/// People who plan and shop together.
final class HouseholdModel: Model, @unchecked Sendable {
    static let schema = "households"

    @ID(key: .id) var id: UUID?
    @Field(key: "name") var name: String
    @Field(key: "created_at") var createdAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $name, $createdAt] }

    init() {}

    init(name: String, createdAt: Date) {
        self.name = name
        self.createdAt = createdAt
    }
}
