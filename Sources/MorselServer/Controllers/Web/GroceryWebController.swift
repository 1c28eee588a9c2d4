import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The grocery list page and its forms.
struct GroceryWebController {
    let households: Households
    let recipes: RecipeRepository
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.grocery.pattern), use: show)
        router.post(.init(Route.grocery.pattern), use: addManual)
        router.post(.init(Route.groceryPlan.pattern), use: addPlan)
        router.post(.init(Route.groceryRecipe.pattern), use: addRecipe)
        router.post(.init(Route.groceryItem.pattern), use: toggle)
        router.post(.init(Route.deleteGroceryItem.pattern), use: delete)
        router.post(.init(Route.clearGrocery.pattern), use: clear)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let page = GroceryPage(
            context: PageContext(request, context, section: .grocery),
            items: try await households.grocery(of: user.householdID, by: user.id).items(),
            week: PlanWeek(containing: clock.today(for: user)))
        return HTMLResponse.page(page.render(), request: request)
    }

    @Sendable func addManual(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        do {
            try await households.grocery(of: user.householdID, by: user.id).add(
                name: form["name"] ?? "", measure: form["measure"] ?? "")
            return HTMLResponse.redirect(
                to: Route.grocery.path(), notice: .init(kind: .info, text: "Added \(form["name"] ?? "")."))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.redirect(
                to: Route.grocery.path(),
                notice: .init(kind: .error, text: failure.errors.map(\.message).joined(separator: " ")))
        }
    }

    @Sendable func addPlan(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        guard let week = PlanWeek(form["week"] ?? "") else { throw AppError.badRequest("The form has no week.") }
        try await households.grocery(of: user.householdID, by: user.id).add(
            plan: try await households.plan(of: user.householdID, by: user.id).week(week, goals: user.goals))
        return HTMLResponse.redirect(
            to: Route.grocery.path(), notice: .init(kind: .info, text: "Added the plan for \(week)."))
    }

    /// From a recipe's page: its ingredients for `servings`.
    @Sendable func addRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let id = try RequestValues.id(context)
        let recipe = try await recipes.recipe(id)
        let servings =
            InputValue.text(form["servings"] ?? "").number ?? Double(recipe.servings)
        do {
            try await households.grocery(of: user.householdID, by: user.id).add(recipe: id, servings: servings)
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.redirect(
                to: Route.recipe.path(id),
                notice: .init(kind: .error, text: failure.errors.map(\.message).joined(separator: " ")))
        }
        return HTMLResponse.redirect(
            to: Route.grocery.path(),
            notice: .init(kind: .info, text: "Added \(recipe.name) for \(Nutrition.format(grams: servings)) servings."))
    }

    @Sendable func toggle(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        try await households.grocery(of: user.householdID, by: user.id).setDone(
            try RequestValues.id(context), form["done"] == "true")
        return HTMLResponse.redirect(to: Route.grocery.path())
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        try await households.grocery(of: user.householdID, by: user.id).delete(try RequestValues.id(context))
        return HTMLResponse.redirect(to: Route.grocery.path())
    }

    @Sendable func clear(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let doneOnly = form["done"] == "true"
        try await households.grocery(of: user.householdID, by: user.id).clear(doneOnly: doneOnly)
        return HTMLResponse.redirect(
            to: Route.grocery.path(),
            notice: .init(kind: .info, text: doneOnly ? "Cleared bought items." : "Cleared the list."))
    }
}
