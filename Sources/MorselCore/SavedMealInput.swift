import Foundation

/// A saved meal as typed, checked: a name, and foods that all match and weigh.
public struct SavedMealInput: EditableInput {
    public typealias Saved = SavedMeal

    public var name: InputValue?
    public var category: InputValue?
    public var foods: InputValue?

    public init() {}

    public init(name: String, category: String = "", foods: String) {
        (self.name, self.category, self.foods) = (.text(name), .text(category), .text(foods))
    }

    /// Every field a person types, in the order the form asks.
    public static let fields: [SavedMealField] = [.name, .category, .foods]

    public static let maxFoodsLength = MealText.maxLength

    /// Every problem at once; the foods are checked by working them out, and each must be
    /// sure: a saved meal is logged in one tap, with no one there to pick.
    public func validated(id: UUID, resolver: EatenFoodResolver) throws(ValidationFailure) -> SavedMeal {
        var errors: [FieldError] = []
        let name = name?.text ?? ""
        if name.isEmpty {
            errors.append(
                FieldError(field: SavedMealField.name.key, message: "Name the meal, such as “My usual breakfast”."))
        } else if name.count > MealInput.maxNameLength {
            errors.append(
                FieldError(
                    field: SavedMealField.name.key,
                    message: "Name must be at most \(MealInput.maxNameLength) characters."))
        }
        let foods = (foods?.text ?? "").split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter {
            !$0.isEmpty
        }
        .joined(separator: "\n")
        do {
            let parsed = try MealText(foods, resolver: resolver)
            for (_, food) in parsed.unsure {
                errors.append(FieldError(field: SavedMealField.foods.key, message: UnsureFood(food).message))
            }
        } catch {
            errors += error.errors.map { FieldError(field: SavedMealField.foods.key, message: $0.message) }
        }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return SavedMeal(id: id, name: name, category: MealCategory(category?.text ?? ""), foods: foods)
    }

    /// The saved meal as it was exported, taken as it is: it was checked when it was saved,
    /// and a food the tables now read otherwise is asked about when it is logged.
    public func restored(id: UUID) -> SavedMeal {
        SavedMeal(
            id: id, name: name?.text ?? "", category: MealCategory(category?.text ?? ""), foods: foods?.text ?? "")
    }
}

public typealias SavedMealField = EditableField<SavedMealInput, SavedMeal>

extension SavedMealField {
    public static let name = SavedMealField("name", "Name", .text, input: \.name) { .text($0.name) }
    public static let category = SavedMealField("category", "Category", .category, input: \.category) {
        .text($0.category.name)
    }
    public static let foods = SavedMealField(
        "foods", "Foods, one per line (“2 large eggs”, “1 slice toast”, “250 ml milk”)", .longText, input: \.foods
    ) { .text($0.foods) }
}
