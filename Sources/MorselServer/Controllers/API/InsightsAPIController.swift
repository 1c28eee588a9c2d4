import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `GET /api/v1/insights?from=&to=`: the data behind the Insights page's charts.
struct InsightsAPIController {
    let journals: Journals
    let households: Households
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.insights.pattern), use: insights)
    }

    /// `?from=yyyy-mm-dd&to=yyyy-mm-dd`, each optional: by default the 30 days up to today.
    @Sendable func insights(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.uri.queryParameters
        let period: (from: MealDate, to: MealDate)
        do {
            period = try Insights.period(
                from: query["from"].map(String.init), to: query["to"].map(String.init), today: clock.today(for: user))
        } catch {
            throw DomainError.invalid(error)
        }
        return try JSONResponse.make(
            InsightsDTO(
                try await InsightsReport(
                    userID: user.id, householdID: user.householdID, goals: user.goals, journals: journals,
                    households: households
                ).insights(from: period.from, to: period.to)))
    }
}
