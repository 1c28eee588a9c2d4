import Foundation
import Hummingbird
import MorselCore

/// `/api/v1/grocery…`: the household's shopping list for scripts.
struct GroceryAPIController {
    let households: Households
    let recipes: RecipeRepository
    let clock: AppClock

    struct ItemDTO: Encodable, Sendable {
        struct Quantity: Encodable, Sendable {
            let amount: Double
            /// "g", "ml", or what is counted ("large", "clove"); "" for a bare number.
            let unit: String
        }
        let id: UUID
        let name: String
        let quantities: [Quantity]
        /// "1.5 kg", "1 cup + 2 large".
        let display: String
        let done: Bool
        let group: String
        /// The recipes (or plan days) the item came from.
        let sources: [String]

        init(_ entry: GroceryListItem) {
            id = entry.id
            name = entry.item.name
            quantities = entry.item.quantities.map { quantity in
                let unit: String = switch quantity.kind {
                case .grams: "g"
                case .milliliters: "ml"
                case .count(let noun): noun ?? ""
                }
                return Quantity(amount: (quantity.amount * 100).rounded() / 100, unit: unit)
            }
            display = entry.item.display
            done = entry.item.done
            group = entry.group
            sources = entry.item.sources
        }
    }

    struct ListDTO: Encodable, Sendable, JSONWritable {
        let items: [ItemDTO]

        func write(to json: inout JSONWriter) {
            json.object { json in json.field("items", items) }
        }
    }
    struct ManualItem: Decodable, Sendable { let name: String; let measure: String? }
    struct Servings: Decodable, Sendable { let servings: Double? }
    struct DonePatch: Decodable, Sendable { let done: Bool }

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.API.grocery.pattern), use: list)
        router.post(.init(Route.API.grocery.pattern), use: addManual)
        router.delete(.init(Route.API.grocery.pattern), use: clear)
        router.post(.init(Route.API.groceryRecipe.pattern), use: addRecipe)
        router.post(.init(Route.API.groceryPlan.pattern), use: addPlan)
        router.patch(.init(Route.API.groceryItem.pattern), use: update)
        router.delete(.init(Route.API.groceryItem.pattern), use: delete)
    }

    @Sendable func list(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        return try await listResponse(user)
    }

    /// A line typed by hand: `{name, measure}`; 201 with the whole list.
    @Sendable func addManual(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let body = try await JSONResponse.decode(ManualItem.self, from: request)
        try await households.grocery(for: user).add(name: body.name, measure: body.measure ?? "")
        return try await listResponse(user, status: .created)
    }

    /// A recipe's ingredients scaled to `{servings}` (default the recipe's own); 201 with the list.
    @Sendable func addRecipe(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let id = try RequestValues.id(context)
        let body = try await JSONResponse.decode(Servings.self, from: request)
        let servings: Double
        if let sent = body.servings { servings = sent } else { servings = Double(try await recipes.recipe(id).servings) }
        try await households.grocery(for: user).add(recipe: id, servings: servings)
        return try await listResponse(user, status: .created)
    }

    /// Everything planned in `?week=`; 201 with the list.
    @Sendable func addPlan(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let week = try PlanAPIController.week(request, user: user, clock: clock)
        try await households.grocery(for: user).add(plan: try await households.plan(for: user).week(week, goals: user.goals))
        return try await listResponse(user, status: .created)
    }

    /// `{done}` checks or unchecks an item.
    @Sendable func update(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let body = try await JSONResponse.decode(DonePatch.self, from: request)
        try await households.grocery(for: user).setDone(try RequestValues.id(context), body.done)
        return try await listResponse(user)
    }

    @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        try await households.grocery(for: user).delete(try RequestValues.id(context))
        return Response(status: .noContent)
    }

    /// `?done=true` clears bought items; without it, everything.
    @Sendable func clear(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        try await households.grocery(for: user).clear(doneOnly: request.uri.queryParameters["done"] == "true")
        return Response(status: .noContent)
    }

    private func listResponse(_ user: CurrentUser, status: HTTPResponse.Status = .ok) async throws -> Response {
        try JSONResponse.make(ListDTO(items: try await households.grocery(for: user).items().map(ItemDTO.init)), status: status)
    }
}

extension GroceryAPIController.ItemDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("display", display)
            json.field("done", done)
            json.field("group", group)
            json.field("id", id)
            json.field("name", name)
            json.field("quantities", quantities)
            json.field("sources", sources)
        }
    }
}

extension GroceryAPIController.ItemDTO.Quantity: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("amount", amount)
            json.field("unit", unit)
        }
    }
}
