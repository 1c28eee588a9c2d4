import Foundation
import Hummingbird
import MorselCore

/// `/api/v1/weights…`: the weight log, in the person's unit, with its trend.
struct WeightsAPIController {
    let weights: @Sendable (UUID) -> WeightRepository
    let clock: AppClock

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.API.weights.pattern), use: list)
        router.put(.init(Route.API.weight.pattern), use: save)
        router.delete(.init(Route.API.weight.pattern), use: delete)
    }

    /// Weighings from `from` to `to` (yyyy-mm-dd; default: the 90 days up to today), each with
    /// the trend; the trend starts from the first weighing ever, not the first shown.
    @Sendable func list(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let query = request.uri.queryParameters
        let to = try MealDate.readISO(query["to"].map(String.init), field: "to") ?? clock.today(for: user)
        let from = try MealDate.readISO(query["from"].map(String.init), field: "from") ?? to.adding(days: -89)
        guard from <= to else { throw DomainError.invalid("from", "from must not be after to.") }
        let trended = WeightTrend.trend(try await weights(user.id).entries(to: to)).filter { $0.entry.date >= from }
        return try JSONResponse.make(WeightLogDTO(trended, unit: user.goals.weightUnit))
    }

    /// The day's weighing, replacing one already there: `{weight, unit?, note?}`; unit defaults to the person's.
    @Sendable func save(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let date = try RequestValues.date(context)
        let body = try await JSONResponse.decode(WeightRequest.self, from: request)
        var unit = user.goals.weightUnit
        if let text = body.unit {
            guard let chosen = WeightUnit(text: text) else { throw DomainError.invalid("unit", "unit must be kg or lb.") }
            unit = chosen
        }
        let entry: WeightEntry
        do {
            entry = try WeightEntry.validated(date: date, weight: body.weight, unit: unit, note: body.note ?? "")
        } catch { throw DomainError.invalid(error) }
        try await weights(user.id).save(entry)
        return try JSONResponse.make(WeightLogDTO.Item(entry, trend: nil, unit: user.goals.weightUnit))
    }

    @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        try await weights(user.id).delete(on: try RequestValues.date(context))
        return Response(status: .noContent)
    }

}

struct WeightRequest: Decodable, Sendable {
    let weight: InputValue?
    let unit: String?
    let note: String?

    private enum Keys: String, CodingKey { case weight, unit, note }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let number = try? container.decode(Double.self, forKey: .weight) {
            weight = .number(number)
        } else {
            weight = (try? container.decode(String.self, forKey: .weight)).map(InputValue.text)
        }
        unit = try container.decodeIfPresent(String.self, forKey: .unit)
        note = try container.decodeIfPresent(String.self, forKey: .note)
    }
}

struct WeightLogDTO: Encodable, Sendable {
    struct Item: Encodable, Sendable {
        /// `yyyy-mm-dd`
        let date: String
        /// In the person's unit, to a tenth.
        let weight: Double
        /// The smoothed trend after this weighing; absent where only one weighing was saved.
        let trend: Double?
        let note: String

        init(_ entry: WeightEntry, trend: Double?, unit: WeightUnit) {
            date = entry.date.iso
            weight = Self.tenth(unit.amount(ofKilograms: entry.kilograms))
            self.trend = trend.map { Self.tenth(unit.amount(ofKilograms: $0)) }
            note = entry.note
        }

        static func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    }

    let unit: String
    let items: [Item]
    /// The trend's change per week over the last four weeks shown; null with too few weighings.
    let weeklyChange: Double?

    init(_ trended: [(entry: WeightEntry, trend: Double)], unit: WeightUnit) {
        self.unit = unit.rawValue
        items = trended.map { Item($0.entry, trend: $0.trend, unit: unit) }
        weeklyChange = WeightTrend.weeklyChange(trended).map { (unit.amount(ofKilograms: $0) * 100).rounded() / 100 }
    }

    private enum CodingKeys: String, CodingKey { case unit, items, weeklyChange }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(unit, forKey: .unit)
        try container.encode(items, forKey: .items)
        if let weeklyChange { try container.encode(weeklyChange, forKey: .weeklyChange) } else { try container.encodeNil(forKey: .weeklyChange) }
    }
}
