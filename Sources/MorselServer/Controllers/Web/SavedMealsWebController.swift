import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The saved meals page, and logging or deleting one.
struct SavedMealsWebController {
    let savedMeals: SavedMeals

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.savedMeals.pattern), use: show)
        router.post(.init(Route.savedMeals.pattern), use: create)
        router.post(.init(Route.logSavedMeal.pattern), use: log)
        router.post(.init(Route.deleteSavedMeal.pattern), use: delete)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        HTMLResponse.page(try await page(request, context).render(), request: request)
    }

    /// Saves it; a refused one comes back as typed, with what was wrong beside each field.
    @Sendable func create(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let input = form.input(SavedMealInput.self)
        do {
            let saved = try await savedMeals.create(input, for: user.id)
            return HTMLResponse.redirect(
                to: Route.savedMeals.path(), notice: .init(kind: .info, text: "Saved \(saved.name)."))
        } catch DomainError.invalid(let failure) {
            var page = try await page(request, context)
            page.values = form.fields
            page.errors = failure
            return HTMLResponse.page(page.render(), status: .unprocessableContent)
        }
    }

    /// Logs it on `date` (from another day's page) or now, and goes back.
    @Sendable func log(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let back = MealWebController.returnPath(form) ?? Route.today.path()
        do {
            let logged = try await savedMeals.log(
                try RequestValues.id(context), date: form["date"], time: nil, userID: user.id,
                timeZone: user.timeZone)
            return HTMLResponse.redirect(
                to: back,
                notice: .init(
                    kind: .info, text: "Logged \(logged.meal.name): \(logged.meal.nutrition.calories.grouped) kcal."))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.redirect(
                to: back, notice: .init(kind: .error, text: failure.errors.map(\.message).joined(separator: " ")))
        } catch let error as DomainError where error.isUnsure {
            // Saved before Morsel read foods as eaten: one of its foods is now unsure. Say which, and where to change
            // it.
            return HTMLResponse.redirect(
                to: back,
                notice: .init(
                    kind: .error, text: "Not logged: \(error.message) Change its foods on the Saved meals page."))
        }
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        let repository = savedMeals.repository(of: user.id)
        let meal = try await repository.savedMeal(try RequestValues.id(context))
        try await repository.delete(meal.id)
        return HTMLResponse.redirect(
            to: Route.savedMeals.path(), notice: .init(kind: .info, text: "Deleted \(meal.name)."))
    }

    private func page(_ request: Request, _ context: SignedInContext) async throws -> SavedMealsPage {
        let user = context.user
        let meals = try await savedMeals.list(for: user.id)
        return SavedMealsPage(
            context: PageContext(request, context, section: .today),
            meals: meals.map { ($0, savedMeals.nutrition(of: $0)) })
    }
}
