import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// What a recipe's page reads: the recipe, whether it is a favourite, and its cost from the
/// household's prices.
extension RecipeWebController {
    func detail(
        _ request: Request, _ context: SignedInContext, confirmingDelete: Bool = false,
        errors: ValidationFailure? = nil
    ) async throws -> RecipeDetailPage {
        let user = context.user
        let recipe = try await recipes.recipe(try RequestValues.id(context))
        return RecipeDetailPage(
            context: PageContext(request, context, section: .recipes), recipe: recipe,
            estimate: foods.estimate(of: recipe), isFavorite: try await recipes.isFavorite(recipe.id, of: user.id),
            isEditable: recipe.isEditable(by: user.id, isAdmin: user.isAdmin), today: clock.today(for: user),
            confirmingDelete: confirmingDelete && recipe.isEditable(by: user.id, isAdmin: user.isAdmin), errors: errors,
            cost: try await cost(of: recipe, for: user), goals: user.goals)
    }

    func cost(of recipe: Recipe, for user: CurrentUser) async throws -> RecipeCost? {
        guard user.householdID != nil else { return nil }
        let cost = RecipeCost(
            recipe: recipe, prices: try await households.prices(of: user.householdID).all(), matcher: foods.matcher)
        return cost.coverage > 0 ? cost : nil
    }
}
