import Foundation
import MorselCore
import MorselData
import MorselServices

/// The body of `POST /api/v1/meals` and `PATCH /api/v1/meals/{id}`. Numbers may come as
/// JSON numbers or as text; unknown keys are ignored; every field is optional here and
/// the domain decides what is required.
struct MealRequest: Decodable, Sendable {
    /// The fields of ``MorselCore/MealInput/fields`` that were sent.
    var sent = SentFields()
    /// Logging from a USDA food: its id and an amount ("150 g", "1 cup"), in place of the nutrition fields.
    var foodID: String?
    var amount: String?
    /// Set by ``withFood(from:)``: the food's nutrients for the amount.
    var nutrients: MealInput.KnownNutrients?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        foodID = try? container.decodeIfPresent(String.self, forKey: AnyCodingKey("foodId"))
        if let text = try? container.decodeIfPresent(String.self, forKey: AnyCodingKey("amount")) {
            amount = text
        } else if let grams = try? container.decodeIfPresent(Double.self, forKey: AnyCodingKey("amount")) {
            amount = "\(grams) g"
        }
        sent = try SentFields(from: decoder, keys: MealInput.fields.map(\.key))
    }

    /// With `foodId` (a USDA food, or `product:` and a barcode): the food's nutrition for
    /// `amount` fills the nutrition fields not sent, and its name stands in when no name is sent.
    func withFood(from products: Products) async throws -> MealRequest {
        guard let foodID else { return self }
        guard let food = try await products.food(id: foodID) else {
            throw DomainError.invalid("foodId", "There is no food \(foodID).")
        }
        guard let amount, !amount.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw DomainError.invalid(
                "amount", "Say how much of the food, such as “150 g”, “1 cup”, “2 large” or “1 serving”.")
        }
        let known = try products.foods.meal(of: food, amount: amount).known
        let nutrition = known.nutrition
        var request = self
        request.nutrients = known
        let values: [(MealField, Double)] = [
            (.calories, Double(nutrition.calories)), (.protein, nutrition.protein), (.fat, nutrition.fat),
            (.carbs, nutrition.carbs),
        ]
        for (field, value) in values where request.sent.values[field.key] == nil {
            request.sent.values[field.key] = .number(value)
        }
        if request.sent.values[MealField.name.key] == nil { request.sent.values[MealField.name.key] = .text(food.name) }
        return request
    }

    /// Applies the request on top of `base`: sent fields replace, null clears (or keeps a
    /// field null cannot clear), absent keeps.
    func applied(to base: MealInput) -> MealInput {
        var input = sent.applied(to: base, fields: MealInput.fields)
        if let nutrients { input.nutrients = nutrients }
        return input
    }
}
