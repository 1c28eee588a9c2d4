import Foundation

/// A meal someone eats again and again ("my usual breakfast"): several foods with amounts,
/// written one per line as in ``MealText``, logged as one meal in one tap.
public struct SavedMeal: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var name: String
    public var category: MealCategory
    /// The foods, one per line ("2 large eggs", "1 slice toast").
    public var foods: String

    public init(id: UUID, name: String, category: MealCategory, foods: String) {
        self.id = id
        self.name = name
        self.category = category
        self.foods = foods
    }

    /// The foods worked out, as they would be logged.
    public func parsed(with resolver: EatenFoodResolver) throws(ValidationFailure) -> MealText {
        try MealText(foods, resolver: resolver)
    }

    /// The journal entry for eating it on `date`. Saved before Morsel read foods as eaten, a
    /// food may now be unsure: refused with the choices weighed, not guessed.
    public func meal(with resolver: EatenFoodResolver, date: MealDate, time: TimeOfDay?) throws(DomainError) -> MealDetails {
        let parsed: MealText
        do { parsed = try self.parsed(with: resolver) } catch { throw .invalid(error) }
        try parsed.requireSure()
        var details = parsed.meal(category: category, date: date, time: time)
        details.name = name
        return details
    }
}

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
            errors.append(FieldError(field: "name", message: "Name must be at most \(MealInput.maxNameLength) characters."))
        }
        let foods = foods.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
