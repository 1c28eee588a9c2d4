import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/expenditure` and `/api/v1/check-ins/{date}`: the expenditure estimate, the weekly
/// check-ins, and the answer to one.
struct ExpenditureAPIController {
    let coaching: Coaching
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.expenditure.pattern), use: show)
        router.post(.init(Route.API.checkIn.pattern), use: decide)
    }

    /// `?date=yyyy-mm-dd` (default today) and `from=` (default 27 days before it) for the history;
    /// on today, this week's check-in is made if it is due.
    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.uri.queryParameters
        let (date, from) = try Self.period(
            date: query["date"].map(String.init), from: query["from"].map(String.init), today: clock.today(for: user))
        let report = try await coaching.report(
            userID: user.id, goals: user.goals, timeZone: user.timeZone, on: date)
        return try JSONResponse.make(ExpenditureDTO(report, from: from))
    }

    /// The day (default today) and the start of its history (default four weeks before), checked.
    static func period(date text: String?, from start: String?, today: MealDate) throws -> (
        date: MealDate, from: MealDate
    ) {
        let date = try MealDate.readISO(text, field: "date") ?? today
        let from = try MealDate.readISO(start, field: "from") ?? date.adding(days: -27)
        guard from <= date, from.days(to: date) <= Coaching.window else {
            throw DomainError.invalid(
                "from", "from must be on or before date, and at most \(Coaching.window) days before it.")
        }
        return (date, from)
    }

    /// `{"decision": "accepted" | "kept"}` (or `accept`, `keep`): accepted makes the check-in's
    /// target and macros the daily goals; kept leaves the person's own.
    @Sendable func decide(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let date = try RequestValues.date(context)
        let body = try await JSONResponse.decode(CheckInDecisionRequest.self, from: request)
        let checkIn = try await coaching.decide(
            date, try CheckIn.answer(body.decision), userID: user.id, goals: user.goals)
        return try JSONResponse.make(CheckInDTO(checkIn, unit: user.goals.weightUnit))
    }
}

/// `POST /api/v1/check-ins/{date}`.
struct CheckInDecisionRequest: Decodable, Sendable {
    let decision: String?
}
