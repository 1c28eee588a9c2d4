import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/plan…`: the household's week plan for scripts.
struct PlanAPIController {
    let households: Households
    let logging: MealLogging
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.plan.pattern), use: week)
        router.delete(.init(Route.API.plan.pattern), use: clear)
        router.post(.init(Route.API.planEntries.pattern), use: add)
        router.patch(.init(Route.API.planEntry.pattern), use: update)
        router.delete(.init(Route.API.planEntry.pattern), use: delete)
        router.post(.init(Route.API.logPlanEntry.pattern), use: log)
    }

    /// `?week=2026-W48`, by default the current week where the person is.
    @Sendable func week(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let week = try RequestValues.week(request, user: user, clock: clock)
        return try JSONResponse.make(
            WeekDTO(try await households.plan(of: user.householdID, by: user.id).week(week, goals: user.goals)))
    }

    /// `?week=` clears a week, `?date=yyyy-mm-dd` one day: 204.
    @Sendable func clear(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let plan = try households.plan(of: user.householdID, by: user.id)
        if let date = try MealDate.readISO(request.uri.queryParameters["date"].map(String.init), field: "date") {
            try await plan.clear(day: date)
        } else {
            try await plan.clear(try RequestValues.week(request, user: user, clock: clock))
        }
        return Response(status: .noContent)
    }

    /// `{date, recipeId, servings, slot}` or `{date, name, calories, cost, slot}`: 201 with the entry.
    @Sendable func add(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(EntryRequest.self, from: request)
        guard let date = try MealDate.readISO(body.date, field: "date") else {
            throw DomainError.invalid("date", "date is required, written yyyy-mm-dd.")
        }
        let item: PlanRepository.Item
        if let recipeID = body.recipeId {
            item = .recipe(recipeID, servings: body.servings ?? 1)
        } else {
            item = .custom(
                name: body.name ?? "", calories: body.calories ?? 0,
                costCents: try Money.plannedCost(body.cost.map(InputValue.number)))
        }
        let entry = try await households.plan(of: user.householdID, by: user.id).add(
            item, on: date, slot: try StandardCategory.slot(body.slot))
        return try JSONResponse.make(EntryDTO(entry), status: .created)
    }

    /// Moves (`date`), re-slots (`slot`, null for any time) or re-sizes (`servings`) an entry.
    @Sendable func update(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(EntryRequest.self, from: request)
        let slot: StandardCategory?? = body.slot == nil ? nil : .some(try StandardCategory.slot(body.slot))
        let entry = try await households.plan(of: user.householdID, by: user.id).update(
            try RequestValues.id(context), date: try MealDate.readISO(body.date, field: "date"),
            slot: slot, servings: body.servings)
        return try JSONResponse.make(EntryDTO(entry))
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await households.plan(of: user.householdID, by: user.id).delete(try RequestValues.id(context))
        return Response(status: .noContent)
    }

    /// Turns a planned item into a journal meal on its day: 201 with the meal.
    @Sendable func log(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let logged = try await logging.logPlanned(
            try RequestValues.id(context), userID: user.id, householdID: user.householdID, timeZone: user.timeZone)
        return try JSONResponse.make(
            MealDTO(logged.meal, warnings: logged.warnings, version: context.apiVersion), status: .created)
    }
}
