import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/foods` and `/api/v1/nutrition/estimate`: the USDA reference, for scripts.
struct FoodsAPIController {
    let foods: FoodCatalog
    let products: Products
    /// Foods' JSON, written once for this catalog.
    private let json = FoodJSON()

    init(foods: FoodCatalog, products: Products) {
        self.foods = foods
        self.products = products
    }

    static let maxIngredients = 200

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.foods.pattern), use: search)
        router.get(.init(Route.API.food.pattern), use: show)
        router.get(.init(Route.API.barcode.pattern), use: barcode)
        router.post(.init(Route.API.products.pattern), use: addProduct)
        router.post(.init(Route.API.estimate.pattern), use: estimate)
    }

    /// Foods matching `q`, best first; `limit` 1–100, default 20; `source` `fndds` (foods as
    /// eaten) or `sr28` (foods as bought) for one table alone.
    @Sendable func search(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        let query = request.uri.queryParameters["q"].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !query.isEmpty else { throw DomainError.invalid("q", "Say what to look for, such as q=chicken breast.") }
        let limit = try RequestValues.integer(
            request.uri.queryParameters["limit"].map(String.init), field: "limit", default: 20, range: 1...100)
        var sources: Set<FoodSource>?
        if let source = request.uri.queryParameters["source"].map(String.init) {
            guard let table = FoodSource(rawValue: source), table != .product else {
                throw DomainError.invalid("source", "source is fndds (foods as eaten) or sr28 (foods as bought).")
            }
            sources = [table]
        }
        return JSONResponse.make(
            written: try json.list(try await products.search(query, limit: limit, ranking: .search(sources: sources))))
    }

    /// A USDA food by its number, or a packaged one by `product:` and its barcode.
    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        guard let id = context.parameters.get("id"), let food = try await products.food(id: id) else {
            throw DomainError.notFound
        }
        return JSONResponse.make(written: try json.json(of: food))
    }

    /// The packaged food with this barcode (EAN-8, EAN-13, UPC-A; its check digit verified):
    /// here, else from Open Food Facts when the instance allows it. 404 offers to add it by hand.
    @Sendable func barcode(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        let code = context.parameters.get("code") ?? ""
        guard let product = try await products.lookUp(code) else {
            throw AppError.notFound(
                products.unknown(code) + " Add it by hand from its label: POST \(Route.API.products.path()).")
        }
        return JSONResponse.make(written: try json.json(of: product.food))
    }

    /// A product typed from its label: 201 with it as a food.
    @Sendable func addProduct(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        let body = try await JSONResponse.decode(ProductRequest.self, from: request)
        let product = try await products.add(body.input)
        return JSONResponse.make(written: try json.json(of: product.food), status: .created)
    }

    /// Nutrition of ingredient lines, total and per serving, with each line's working.
    @Sendable func estimate(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        let body = try await JSONResponse.decode(EstimateRequest.self, from: request, limit: 256 * 1024)
        let servings = body.servings ?? 4
        guard (1...1000).contains(servings) else {
            throw DomainError.invalid("servings", "Servings must be a whole number from 1 to 1000.")
        }
        guard body.ingredients.count <= Self.maxIngredients else {
            throw DomainError.invalid(
                "ingredients", "A recipe may have at most \(Self.maxIngredients) ingredient lines.")
        }
        let estimate = NutritionEstimate(
            ingredients: body.ingredients.map { ($0.name, $0.measure ?? "") }, servings: servings,
            matcher: foods.matcher)
        return try JSONResponse.make(EstimateDTO(estimate))
    }
}
