import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The household's food prices page: the list, setting one price, removing one.
struct PricesWebController {
    let households: Households
    let foods: FoodCatalog

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.prices.pattern), use: show)
        router.post(.init(Route.prices.pattern), use: save)
        router.post(.init(Route.deletePrice.pattern), use: delete)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        HTMLResponse.page(try await page(request, context).render(), request: request)
    }

    /// Sets the price of the food named (a USDA number, else the best match of the food search),
    /// replacing the one it had; a refused price comes back as typed, with each message beside its field.
    @Sendable func save(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        do {
            let (price, food) = try requestedPrice(form)
            try await households.prices(of: user.householdID).set(price)
            return HTMLResponse.redirect(
                to: Route.prices.path(),
                notice: .init(
                    kind: .info, text: "Saved \(food.name) at \(PricesPage.priceText(price, goals: user.goals))."))
        } catch DomainError.invalid(let failure) {
            context.logger.error("Price not saved", metadata: ["fields": "\(failure.errors.map(\.field))"])
            return HTMLResponse.page(
                try await page(request, context, values: form.fields, errors: failure).render(),
                status: .unprocessableContent)
        }
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        guard let foodID = context.parameters.get("food") else { throw DomainError.notFound }
        let name = foods.index.food(id: foodID)?.name ?? foodID
        let removed = try await households.prices(of: user.householdID).remove(foodID: foodID)
        return HTMLResponse.redirect(
            to: Route.prices.path(),
            notice: .init(kind: .info, text: removed ? "Removed the price of \(name)." : "\(name) had no price."))
    }

    // MARK: Helpers

    /// The price the form asks for, with the food it resolved to; every problem reported at once.
    private func requestedPrice(_ form: WebForm) throws -> (price: FoodPrice, food: Food) {
        var errors: [FieldError] = []
        let foodText = (form["food"] ?? "").trimmingCharacters(in: .whitespaces)
        let food = foodText.isEmpty ? nil : foods.matcher.resolve(foodText)
        if foodText.isEmpty {
            errors.append(
                FieldError(field: "food", message: "Name a food, such as spaghetti, or give its USDA number."))
        } else if food == nil {
            errors.append(FieldError(field: "food", message: "No food matches “\(foodText)”."))
        }
        let amount = InputValue.text(form["price"] ?? "").number
        if amount == nil {
            errors.append(FieldError(field: "price", message: "The price must be an amount, such as 2.50."))
        }
        let unit = FoodPrice.Unit(rawValue: form["unit"] ?? "")
        if unit == nil { errors.append(FieldError(field: "unit", message: "A price is per kg, litre or item.")) }
        guard let food, let amount, let unit, errors.isEmpty else {
            throw DomainError.invalid(ValidationFailure(errors))
        }
        // The repository refuses anything past 10,000.
        return (FoodPrice(foodID: food.id, unit: unit, cents: Money.cents(amount)), food)
    }

    private func page(
        _ request: Request, _ context: SignedInContext, values: [String: String] = [:],
        errors: ValidationFailure? = nil
    ) async throws -> PricesPage {
        let user = context.user
        return PricesPage(
            context: PageContext(request, context, section: .plan),
            rows: PricesPage.rows(try await households.prices(of: user.householdID).all(), foods: foods.index),
            goals: user.goals, values: values, errors: errors)
    }
}
