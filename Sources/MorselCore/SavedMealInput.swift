import Foundation

/// A saved meal as typed, checked: a name, and foods that all match and weigh.
public struct SavedMealInput: Sendable {
    public var name: String
    public var category: String
    public var foods: String

    public init(name: String, category: String = "", foods: String) {
        self.name = name
        self.category = category
        self.foods = foods
    }

    public static let maxFoodsLength = MealText.maxLength

    /// Every problem at once; the foods are checked by working them out, and each must be
    /// sure: a saved meal is logged in one tap, with no one there to pick.
    public func validated(id: UUID, resolver: EatenFoodResolver) throws(ValidationFailure) -> SavedMeal {
        var errors: [FieldError] = []
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty {
            errors.append(FieldError(field: "name", message: "Name the meal, such as “My usual breakfast”."))
        } else if name.count > MealInput.maxNameLength {
            errors.append(
                FieldError(field: "name", message: "Name must be at most \(MealInput.maxNameLength) characters."))
        }
        let foods = foods.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        .joined(separator: "\n")
        do {
            let parsed = try MealText(foods, resolver: resolver)
            for (_, food) in parsed.unsure {
                errors.append(FieldError(field: "foods", message: UnsureFood(food).message))
            }
        } catch {
            errors += error.errors.map { FieldError(field: "foods", message: $0.message) }
        }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return SavedMeal(id: id, name: name, category: MealCategory(category), foods: foods)
    }
}
