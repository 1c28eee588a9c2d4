import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/prices`: what the household pays for foods, used to cost recipes and the plan.
struct PricesAPIController {
    let households: Households
    let foods: FoodCatalog

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.prices.pattern), use: list)
        router.put(.init(Route.API.prices.pattern), use: replace)
    }

    @Sendable func list(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await response(user)
    }

    /// Replaces all prices with `{items: [{foodId, unit, price}]}`.
    @Sendable func replace(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(ListDTO.self, from: request, limit: 512 * 1024)
        var prices: [FoodPrice] = []
        for (index, item) in body.items.enumerated() {
            guard let unit = FoodPrice.Unit(rawValue: item.unit) else {
                throw DomainError.invalid("items[\(index)].unit", "A price's unit must be kg, l or item.")
            }
            guard item.price.isFinite else {
                throw DomainError.invalid("items[\(index)].price", "A price must be a number.")
            }
            prices.append(FoodPrice(foodID: item.foodId, unit: unit, cents: Money.cents(item.price)))
        }
        try await households.prices(of: user.householdID).replace(with: prices)
        return try await response(user)
    }

    private func response(_ user: CurrentUser) async throws -> Response {
        let prices = try await households.prices(of: user.householdID).all().values.sorted { $0.foodID < $1.foodID }
        return try JSONResponse.make(
            ListDTO(
                items: prices.map {
                    PriceDTO(
                        foodId: $0.foodID, foodName: foods.index.food(id: $0.foodID)?.name, unit: $0.unit.rawValue,
                        price: Double($0.cents) / 100)
                }))
    }
}
