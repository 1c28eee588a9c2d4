import Foundation
import Hummingbird
import MorselCore

/// Which answers a client reads, from its `Morsel-API-Version` header; every answer of the API
/// names the version it was written in. Bodies are read alike in every version.
///
/// - 1 (no header): a meal's `date` is `dd/mm/yyyy`, as Morsel has always answered it.
/// - 2: a meal's `date` is `yyyy-mm-dd`, like every other date of the API.
enum APIVersion: Int, Sendable, CaseIterable {
    case v1 = 1
    case v2 = 2

    static let header = HTTPFields.Element.Name("Morsel-API-Version")!
    /// What an assistant (MCP) reads: its tools take and give ISO dates.
    static let latest = APIVersion.v2

    /// A meal's date as this version writes it.
    func mealDate(_ date: MealDate) -> String { self == .v1 ? date.text : date.iso }
}

/// Reads `Morsel-API-Version` into the context (a value not offered is a 400 naming those that
/// are) and says on the answer which version wrote it.
struct APIVersionMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var context = context
        if let text = request.headers[APIVersion.header] {
            guard let version = Int(text.trimmingCharacters(in: .whitespaces)).flatMap(APIVersion.init(rawValue:))
            else {
                let offered = APIVersion.allCases.map { String($0.rawValue) }.joined(separator: " or ")
                throw AppError.badRequest("Morsel-API-Version must be \(offered).")
            }
            context.apiVersion = version
        }
        var response = try await next(request, context)
        response.headers[APIVersion.header] = String(context.apiVersion.rawValue)
        return response
    }
}
