import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

struct SavedMealDTO: Encodable, Sendable {
    let id: UUID
    let name: String
    let category: String
    let foods: String
    /// As it would be logged now; null if its foods no longer work out.
    @EncodedAsNull var nutrition: NutrientTotalsDTO?

    init(_ meal: SavedMeal, nutrition: Nutrition?) {
        id = meal.id
        name = meal.name
        category = meal.category.name
        foods = meal.foods
        self.nutrition = nutrition.map(NutrientTotalsDTO.init)
    }
}
