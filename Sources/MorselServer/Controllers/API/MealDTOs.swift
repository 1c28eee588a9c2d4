import Foundation
import MorselCore
import MorselData
import MorselServices

/// The body of `POST /api/v1/meals` and `PATCH /api/v1/meals/{id}`. Numbers may come as
/// JSON numbers or as text; unknown keys are ignored; every field is optional here and
/// the domain decides what is required.
struct MealRequest: Decodable, Sendable {
    var fields: [String: InputValue] = [:]
    /// Keys sent as JSON null.
    var nulls: Set<String> = []
    /// Logging from a USDA food: its id and an amount ("150 g", "1 cup"), in place of the nutrition fields.
    var foodID: String?
    var amount: String?
    /// Set by ``withFood(from:)``: the food's nutrients for the amount.
    var nutrients: MealInput.KnownNutrients?

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        foodID = try? container.decodeIfPresent(String.self, forKey: Key(stringValue: "foodId"))
        if let text = try? container.decodeIfPresent(String.self, forKey: Key(stringValue: "amount")) {
            amount = text
        } else if let grams = try? container.decodeIfPresent(Double.self, forKey: Key(stringValue: "amount")) {
            amount = "\(grams) g"
        }
        for name in MealInput.fields.map(\.key) {
            let key = Key(stringValue: name)
            guard container.contains(key) else { continue }
            if try container.decodeNil(forKey: key) {
                nulls.insert(name)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                fields[name] = .number(number)
            } else if let text = try? container.decode(String.self, forKey: key) {
                fields[name] = .text(text)
            } else {
                throw DomainError.invalid(name, "\(name) must be a string or a number.")
            }
        }
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
        let values: [String: Double] = [
            "calories": Double(nutrition.calories), "protein": nutrition.protein, "fat": nutrition.fat,
            "carbs": nutrition.carbs,
        ]
        for (key, value) in values where request.fields[key] == nil { request.fields[key] = .number(value) }
        if request.fields["name"] == nil { request.fields["name"] = .text(food.name) }
        return request
    }

    /// Applies the request on top of `base`: sent fields replace, null clears (or keeps a
    /// field null cannot clear), absent keeps.
    func applied(to base: MealInput) -> MealInput {
        var input = base
        for field in MealInput.fields {
            if let sent = fields[field.key] {
                input[keyPath: field.input] = sent
            } else if nulls.contains(field.key), field.nullClears {
                input[keyPath: field.input] = .text("")
            }
        }
        if let nutrients { input.nutrients = nutrients }
        return input
    }
}

/// The body of `POST /api/v1/meals/{id}/relog` (optional) and `POST /api/v1/days/{date}/copy`.
struct CopyRequest: Decodable, Sendable {
    /// yyyy-mm-dd or dd/mm/yyyy: the day to log on (relog: today, now, when absent).
    let date: String?
    /// Copying a day: the day to copy to (today when absent), and only this meal slot when given.
    let to: String?
    let category: String?
}

struct MealListDTO: Encodable, Sendable {
    let items: [MealDTO]
    let total: Int
}

struct FavoritesDTO: Encodable, Sendable {
    let items: [MealDTO]
}

struct CategoriesDTO: Encodable, Sendable {
    struct Section: Encodable, Sendable {
        let name: String
        let meals: [MealDTO]
    }
    let sections: [Section]
}

extension MealListDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("items", items)
            json.field("total", total)
        }
    }
}
