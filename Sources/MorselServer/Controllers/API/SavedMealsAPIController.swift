import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/saved-meals…`: "my usual breakfast", saved once and logged in one tap.
struct SavedMealsAPIController {
    let savedMeals: SavedMeals

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.savedMeals.pattern), use: list)
        router.post(.init(Route.API.savedMeals.pattern), use: create)
        router.delete(.init(Route.API.savedMeal.pattern), use: delete)
        router.post(.init(Route.API.logSavedMeal.pattern), use: log)
    }

    @Sendable func list(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let meals = try await savedMeals.list(for: user.id)
        return try JSONResponse.make(
            SavedMealListDTO(items: meals.map { SavedMealDTO($0, nutrition: savedMeals.nutrition(of: $0)) }))
    }

    /// 201 with the saved meal; a food that does not match or weigh, or a name already
    /// saved, is a 422 naming it.
    @Sendable func create(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(SavedMealRequest.self, from: request)
        let saved = try await savedMeals.create(body.input, for: user.id)
        return try JSONResponse.make(SavedMealDTO(saved, nutrition: savedMeals.nutrition(of: saved)), status: .created)
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await savedMeals.repository(of: user.id).delete(try RequestValues.id(context))
        return Response(status: .noContent)
    }

    /// Logs it as one meal: 201 with the meal. Body optional: `date`, `time`.
    @Sendable func log(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decodeIfPresent(LogSavedMealRequest.self, from: request)
        let logged = try await savedMeals.log(
            try RequestValues.id(context), date: body?.date, time: body?.time, userID: user.id,
            timeZone: user.timeZone)
        return try JSONResponse.make(
            MealDTO(logged.meal, warnings: logged.warnings, version: context.apiVersion), status: .created)
    }
}
