import Foundation
import Hummingbird
import MorselCore

/// `/api/v1/foods` and `/api/v1/nutrition/estimate`: the USDA reference, for scripts.
struct FoodsAPIController {
    let foods: FoodCatalog
    /// Foods' JSON, written once for this catalog.
    private let json = FoodJSON()

    init(foods: FoodCatalog) { self.foods = foods }

    static let maxIngredients = 200

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.API.foods.pattern), use: search)
        router.get(.init(Route.API.food.pattern), use: show)
        router.post(.init(Route.API.estimate.pattern), use: estimate)
    }

    /// Foods matching `q`, best first; `limit` 1–100, default 20.
    @Sendable func search(_ request: Request, context: AppRequestContext) async throws -> Response {
        _ = try context.requireIdentity()
        let query = request.uri.queryParameters["q"].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !query.isEmpty else { throw DomainError.invalid("q", "Say what to look for, such as q=chicken breast.") }
        let limit = try RequestValues.integer(request.uri.queryParameters["limit"].map(String.init), field: "limit", default: 20, range: 1...100)
        return JSONResponse.make(written: json.list(foods.index.search(query, limit: limit)))
    }

    @Sendable func show(_ request: Request, context: AppRequestContext) async throws -> Response {
        _ = try context.requireIdentity()
        guard let food = context.parameters.get("id").flatMap(foods.index.food(id:)) else { throw DomainError.notFound }
        return JSONResponse.make(written: json.json(of: food))
    }

    /// Nutrition of ingredient lines, total and per serving, with each line's working.
    @Sendable func estimate(_ request: Request, context: AppRequestContext) async throws -> Response {
        _ = try context.requireIdentity()
        let body = try await JSONResponse.decode(EstimateRequest.self, from: request, limit: 256 * 1024)
        let servings = body.servings ?? 4
        guard (1...1000).contains(servings) else { throw DomainError.invalid("servings", "Servings must be a whole number from 1 to 1000.") }
        guard body.ingredients.count <= Self.maxIngredients else {
            throw DomainError.invalid("ingredients", "A recipe may have at most \(Self.maxIngredients) ingredient lines.")
        }
        let estimate = NutritionEstimate(ingredients: body.ingredients.map { ($0.name, $0.measure ?? "") }, servings: servings,
                                         matcher: foods.matcher)
        return try JSONResponse.make(EstimateDTO(estimate))
    }
}
