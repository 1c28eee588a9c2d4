import MorselCore
import MorselData
import MorselServices

/// The new-meal and edit-meal form, holding exactly what was typed so that a failed
/// save comes back with nothing lost and each message beside its field.
struct MealFormPage: Sendable {
    enum Mode: Sendable, Equatable {
        case new
        case edit(Meal)
    }

    let context: PageContext
    let mode: Mode
    /// Field name → the text to show in it.
    let values: [String: String]
    let errors: ValidationFailure?
    /// Shown on the new-meal form only.
    var foodPicker: FoodPicker?
    /// The meals eaten most and lately, offered first on the new-meal form: one tap logs one
    /// on the form's date.
    var frequent: [Meal] = []

    var title: String {
        if case .edit(let meal) = mode { return "Edit \(meal.name)" }
        return "New meal"
    }

    var action: String {
        if case .edit(let meal) = mode { return Route.editMeal.path(meal.id) }
        return Route.meals.path()
    }

    var cancelHref: String {
        if case .edit(let meal) = mode { return Route.meal.path(meal.id) }
        return Route.today.path()
    }

    func value(_ field: String) -> String { values[field] ?? "" }
    func value(_ field: MealField) -> String { value(field.key) }

    /// An empty form dated `date`.
    static func blank(_ context: PageContext, date: MealDate) -> MealFormPage {
        MealFormPage(
            context: context, mode: .new, values: [MealField.date.key: date.text], errors: nil, foodPicker: FoodPicker()
        )
    }

    /// The form filled with a saved meal.
    static func editing(_ meal: Meal, context: PageContext) -> MealFormPage {
        let values = Dictionary(uniqueKeysWithValues: MealInput.fields.map { ($0.key, $0.value(meal.details).text()) })
        return MealFormPage(context: context, mode: .edit(meal), values: values, errors: nil)
    }

    static let mock = MealFormPage(
        context: .mock, mode: .new, values: [MealField.name.key: "Toast", MealField.calories.key: "x"],
        errors: ValidationFailure([FieldError(field: "calories", message: "Calories must be a number.")]))
}
