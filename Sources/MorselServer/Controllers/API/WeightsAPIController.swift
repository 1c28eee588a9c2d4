import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/weights…`: the weight log, in the person's unit, with its trend.
struct WeightsAPIController {
    let weights: @Sendable (UUID) -> WeightRepository
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.weights.pattern), use: list)
        router.put(.init(Route.API.weight.pattern), use: save)
        router.delete(.init(Route.API.weight.pattern), use: delete)
    }

    /// Weighings from `from` to `to` (yyyy-mm-dd; default: the 90 days up to today), each with
    /// the trend; the trend starts from the first weighing ever, not the first shown.
    @Sendable func list(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.uri.queryParameters
        let to = try MealDate.readISO(query["to"].map(String.init), field: "to") ?? clock.today(for: user)
        let from = try MealDate.readISO(query["from"].map(String.init), field: "from") ?? to.adding(days: -89)
        guard from <= to else { throw DomainError.invalid("from", "from must not be after to.") }
        let trended = WeightTrend.trend(try await weights(user.id).entries(to: to)).filter { $0.entry.date >= from }
        return try JSONResponse.make(WeightLogDTO(trended, unit: user.goals.weightUnit))
    }

    /// The day's weighing, replacing one already there: `{weight, unit?, note?, confirmed?}`; unit defaults to the
    /// person's; `confirmed` says it is right though far from the trend.
    @Sendable func save(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let date = try RequestValues.date(context)
        let body = try await JSONResponse.decode(WeightRequest.self, from: request)
        var unit = user.goals.weightUnit
        if let text = body.unit {
            guard let chosen = WeightUnit(text: text) else {
                throw DomainError.invalid("unit", "unit must be kg or lb.")
            }
            unit = chosen
        }
        var entry: WeightEntry
        do {
            entry = try WeightEntry.validated(date: date, weight: body.weight, unit: unit, note: body.note ?? "")
        } catch { throw DomainError.invalid(error) }
        entry.confirmed = body.confirmed ?? false
        try await weights(user.id).save(entry)
        return try JSONResponse.make(WeightLogDTO.Item(entry, trend: nil, unit: user.goals.weightUnit))
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await weights(user.id).delete(on: try RequestValues.date(context))
        return Response(status: .noContent)
    }

}
