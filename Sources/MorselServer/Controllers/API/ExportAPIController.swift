import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `GET /api/v1/export?format=json|csv`: all of the person's data, as a download.
struct ExportAPIController {
    let users: UserRepository
    let journals: Journals
    let recipes: RecipeRepository
    let savedMeals: @Sendable (UUID) -> SavedMealRepository
    let weights: @Sendable (UUID) -> WeightRepository
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.export.pattern), use: export)
    }

    @Sendable func export(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let format = request.uri.queryParameters["format"].map(String.init) ?? "json"
        guard ["json", "csv"].contains(format) else {
            throw DomainError.invalid("format", "format must be json or csv.")
        }
        guard let account = try await users.account(id: user.id) else { throw DomainError.notFound }
        let export = try await UserExport.make(
            for: account, journals: journals, catalog: recipes, savedMeals: savedMeals(account.id),
            weights: weights(account.id), clock: clock)
        let stamp = MealDate(clock.now(), in: user.timeZone).iso
        let (body, type) =
            format == "csv"
            ? (Data(export.csv().utf8), "text/csv; charset=utf-8")
            : (try export.json(), "application/json; charset=utf-8")
        return Response(
            status: .ok,
            headers: [
                .contentType: type,
                .contentDisposition: "attachment; filename=\"morsel-\(account.username)-\(stamp).\(format)\"",
            ],
            body: .init(byteBuffer: ByteBuffer(data: body)))
    }
}
