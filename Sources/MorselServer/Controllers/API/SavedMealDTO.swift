import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// A saved meal: its id, every field of ``MorselCore/SavedMealInput/fields`` under its key,
/// and its nutrition as it would be logged now (null if its foods no longer work out).
struct SavedMealDTO: Encodable, Sendable {
    let id: UUID
    let fields: [String: FieldValue]
    let nutrition: NutrientTotalsDTO?

    init(_ meal: SavedMeal, nutrition: Nutrition?) {
        id = meal.id
        fields = SavedMealInput.values(of: meal)
        self.nutrition = nutrition.map(NutrientTotalsDTO.init)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(id, forKey: AnyCodingKey("id"))
        try container.encode(nutrition, forKey: AnyCodingKey("nutrition"))
        try SavedMealInput.encode(fields, to: encoder)
    }
}

struct SavedMealListDTO: Encodable, Sendable {
    let items: [SavedMealDTO]
}
