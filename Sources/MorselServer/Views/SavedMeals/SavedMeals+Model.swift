import MorselCore
import MorselData
import MorselServices

/// Saved meals: each with its foods and figures, logged in one tap or deleted, and a form to
/// save another ("my usual breakfast": one food per line).
struct SavedMealsPage: Sendable {
    let context: PageContext
    let meals: [(meal: SavedMeal, nutrition: Nutrition?)]
    /// The form as typed, when it was refused.
    var values: [String: String] = [:]
    var errors: ValidationFailure?
}
