import Foundation
import MorselCore
import MorselData
import MorselServices

/// One recipe: picture, nutrition per serving with its working, ingredients, steps,
/// favourite, Log a serving, and edit/delete for those allowed.
struct RecipeDetailPage: Sendable {
    let context: PageContext
    let recipe: Recipe
    let estimate: NutritionEstimate
    let isFavorite: Bool
    let isEditable: Bool
    /// Today in the person's time zone, for the Log a serving form.
    let today: MealDate
    let confirmingDelete: Bool
    let errors: ValidationFailure?
    /// From the household's prices; nil when none of its lines is priced.
    let cost: RecipeCost?
    let goals: Goals

    var imageURL: String? { recipe.hasPhoto ? Route.recipePhoto.path(recipe.id) : recipe.fields.imageURL }
    var coveragePercent: Int { Int((estimate.coverage * 100).rounded()) }
}
