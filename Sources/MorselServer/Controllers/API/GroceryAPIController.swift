import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/grocery…`: the household's shopping list for scripts.
struct GroceryAPIController {
    let households: Households
    let recipes: RecipeRepository
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.grocery.pattern), use: list)
        router.post(.init(Route.API.grocery.pattern), use: addManual)
        router.delete(.init(Route.API.grocery.pattern), use: clear)
        router.post(.init(Route.API.groceryRecipe.pattern), use: addRecipe)
        router.post(.init(Route.API.groceryPlan.pattern), use: addPlan)
        router.patch(.init(Route.API.groceryItem.pattern), use: update)
        router.delete(.init(Route.API.groceryItem.pattern), use: delete)
    }

    @Sendable func list(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await listResponse(user)
    }

    /// A line typed by hand: `{name, measure}`; 201 with the whole list.
    @Sendable func addManual(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(ManualItem.self, from: request)
        try await households.grocery(of: user.householdID, by: user.id).add(
            name: body.name, measure: body.measure ?? "")
        return try await listResponse(user, status: .created)
    }

    /// A recipe's ingredients scaled to `{servings}` (default the recipe's own); 201 with the list.
    @Sendable func addRecipe(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let body = try await JSONResponse.decode(Servings.self, from: request)
        let servings: Double
        if let sent = body.servings {
            servings = sent
        } else {
            servings = Double(try await recipes.recipe(id).servings)
        }
        try await households.grocery(of: user.householdID, by: user.id).add(recipe: id, servings: servings)
        return try await listResponse(user, status: .created)
    }

    /// Everything planned in `?week=`; 201 with the list.
    @Sendable func addPlan(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let week = try RequestValues.week(request, user: user, clock: clock)
        try await households.grocery(of: user.householdID, by: user.id).add(
            plan: try await households.plan(of: user.householdID, by: user.id).week(week, goals: user.goals))
        return try await listResponse(user, status: .created)
    }

    /// `{done}` checks or unchecks an item.
    @Sendable func update(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(DonePatch.self, from: request)
        try await households.grocery(of: user.householdID, by: user.id).setDone(
            try RequestValues.id(context), body.done)
        return try await listResponse(user)
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await households.grocery(of: user.householdID, by: user.id).delete(try RequestValues.id(context))
        return Response(status: .noContent)
    }

    /// `?done=true` clears bought items; without it, everything.
    @Sendable func clear(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await households.grocery(of: user.householdID, by: user.id).clear(
            doneOnly: request.uri.queryParameters["done"] == "true")
        return Response(status: .noContent)
    }

    private func listResponse(_ user: CurrentUser, status: HTTPResponse.Status = .ok) async throws -> Response {
        try JSONResponse.make(
            ListDTO(items: try await households.grocery(of: user.householdID, by: user.id).items().map(ItemDTO.init)),
            status: status)
    }
}
