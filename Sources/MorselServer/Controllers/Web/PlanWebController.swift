import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The week plan's page and its forms.
struct PlanWebController {
    let households: Households
    let logging: MealLogging
    let recipes: RecipeRepository
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.plan.pattern), use: show)
        router.post(.init(Route.planEntries.pattern), use: add)
        router.post(.init(Route.movePlanEntry.pattern), use: move)
        router.post(.init(Route.deletePlanEntry.pattern), use: delete)
        router.post(.init(Route.logPlanEntry.pattern), use: log)
        router.post(.init(Route.clearPlan.pattern), use: clear)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let week = try RequestValues.week(request, user: user, clock: clock)
        let page = PlanPage(
            context: PageContext(request, context, section: .plan),
            plan: try await households.plan(of: user.householdID, by: user.id).week(week, goals: user.goals),
            recipes: try await recipes.list(.init(), limit: 500).items)
        return HTMLResponse.page(page.render(), request: request)
    }

    /// A recipe when one is chosen, else a custom item from name, calories and cost.
    @Sendable func add(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        guard let date = MealDate(iso: form["date"] ?? "") else { throw AppError.badRequest("The form has no day.") }
        let back = Route.plan(week: PlanWeek(containing: date))
        do {
            let item: PlanRepository.Item
            if let recipe = form["recipe"].flatMap(UUID.init(uuidString:)) {
                guard let servings = InputValue.text(form["servings"] ?? "1").number else {
                    throw DomainError.invalid("servings", "Servings must be a number, such as 2.")
                }
                item = .recipe(recipe, servings: servings)
            } else {
                let caloriesText = (form["calories"] ?? "").trimmingCharacters(in: .whitespaces)
                guard caloriesText.isEmpty || Int(caloriesText) != nil else {
                    throw DomainError.invalid("calories", "Calories must be a whole number.")
                }
                item = .custom(
                    name: form["name"] ?? "", calories: Int(caloriesText) ?? 0,
                    costCents: try Money.plannedCost(.text(form["cost"] ?? "")))
            }
            let entry = try await households.plan(of: user.householdID, by: user.id).add(
                item, on: date, slot: try StandardCategory.slot(form["slot"]))
            return HTMLResponse.redirect(
                to: back, notice: .init(kind: .info, text: "Planned \(entry.name) on \(date.longLabel)."))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.redirect(
                to: back,
                notice: .init(
                    kind: .error, text: "Nothing was planned: " + failure.errors.map(\.message).joined(separator: " ")))
        }
    }

    @Sendable func move(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        guard let date = MealDate(iso: form["date"] ?? "") else { throw AppError.badRequest("The form has no day.") }
        let entry = try await households.plan(of: user.householdID, by: user.id).update(
            try RequestValues.id(context), date: date, slot: nil, servings: nil)
        return HTMLResponse.redirect(
            to: Route.plan(week: PlanWeek(containing: date)),
            notice: .init(kind: .info, text: "Moved \(entry.name) to \(date.longLabel)."))
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        let plan = try households.plan(of: user.householdID, by: user.id)
        let entry = try await plan.entry(try RequestValues.id(context))
        try await plan.delete(entry.id)
        return HTMLResponse.redirect(
            to: Route.plan(week: PlanWeek(containing: entry.date)),
            notice: .init(kind: .info, text: "Removed \(entry.name)."))
    }

    @Sendable func log(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        let logged = try await logging.logPlanned(
            try RequestValues.id(context), userID: user.id, householdID: user.householdID, timeZone: user.timeZone)
        return HTMLResponse.redirect(
            to: Route.day.path(logged.meal.date),
            notice: .init(
                kind: .info, text: "Logged \(logged.meal.name): \(logged.meal.nutrition.calories.grouped) kcal."))
    }

    /// Clears `date` when given, else the whole `week`.
    @Sendable func clear(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let plan = try households.plan(of: user.householdID, by: user.id)
        guard let week = PlanWeek(form["week"] ?? "") else { throw AppError.badRequest("The form has no week.") }
        if let date = MealDate(iso: form["date"] ?? "") {
            try await plan.clear(day: date)
            return HTMLResponse.redirect(
                to: Route.plan(week: week), notice: .init(kind: .info, text: "Cleared \(date.longLabel)."))
        }
        try await plan.clear(week)
        return HTMLResponse.redirect(to: Route.plan(week: week), notice: .init(kind: .info, text: "Cleared the week."))
    }
}
