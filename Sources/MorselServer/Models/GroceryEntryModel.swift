import FluentKit
import Foundation

/// One line added to a household's grocery list.
final class GroceryEntryModel: Model, @unchecked Sendable {
    static let schema = "grocery_entries"

    @ID(key: .id) var id: UUID?
    @Parent(key: "household_id") var household: HouseholdModel
    /// Lines with the same key are one item on the list (``MorselCore/GroceryList``'s key).
    @Field(key: "merge_key") var mergeKey: String
    @Field(key: "name") var name: String
    @Field(key: "measure") var measure: String
    @OptionalField(key: "food_id") var foodID: String?
    @OptionalField(key: "source") var source: String?
    @Field(key: "food_group") var foodGroup: String
    @Field(key: "done") var done: Bool
    /// Order of adding, so the first line names the merged item even within one batch.
    @Field(key: "position") var position: Int
    @Field(key: "created_at") var createdAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $household, $mergeKey, $name, $measure, $foodID, $source, $foodGroup, $done, $position, $createdAt] }

    init() {}
}
