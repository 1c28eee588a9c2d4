import FluentKit
import Foundation
import MorselCore

/// A planned recipe or custom item on one day of a household's plan.
final class PlanEntryModel: Model, @unchecked Sendable {
    static let schema = "plan_entries"

    @ID(key: .id) var id: UUID?
    @Parent(key: "household_id") var household: HouseholdModel
    /// ISO `yyyy-mm-dd`.
    @Field(key: "date") var date: String
    @OptionalField(key: "slot") var slot: String?
    @OptionalParent(key: "recipe_id") var recipe: RecipeModel?
    @Field(key: "name") var name: String
    @Field(key: "servings") var servings: Double
    @Field(key: "calories") var calories: Int
    @OptionalField(key: "cost_cents") var costCents: Int?
    @Field(key: "created_at") var createdAt: Date

    /// Every property wrapper, named here so FluentKit need not find them by reflection for
    /// each row it reads (its largest cost by far); `ModelPropertiesTests` keeps the list whole.
    var properties: [any AnyProperty] { [$id, $household, $date, $slot, $recipe, $name, $servings, $calories, $costCents, $createdAt] }

    init() {}
}
