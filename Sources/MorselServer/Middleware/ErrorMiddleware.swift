import Foundation
import Hummingbird
import Logging
import MorselCore
import MorselData
import MorselServices

/// Turns every failure into what its audience can use: `application/problem+json` under
/// `/api/`, a friendly page everywhere else. Server faults are logged with the request id
/// and shown without internals.
struct ErrorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch {
            return Self.response(to: error, request: request, context: context)
        }
    }

    /// The answer to a request that failed with `error`, logged if it is a fault of ours or a
    /// save refused. ``IdempotencyMiddleware`` keeps it for a write sent again.
    static func response(to error: any Error, request: Request, context: Context) -> Response {
        let problem = Problem(error, context: context)
        if problem.status.code >= 500 {
            context.logger.error(
                "Request failed", metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
        } else if problem.status == .unprocessableContent {
            context.logger.error(
                "Save refused", metadata: ["detail": "\(problem.detail)", "path": "\(request.uri.path)"])
        }
        var response = answersInJSON(request.uri.path) ? problem.jsonResponse() : problem.htmlResponse()
        if case DomainError.tooManyAttempts(_, let retryAfter) = error {
            response.headers[.retryAfter] = String(retryAfter)
        }
        return response
    }

    /// Where programs, not people, are the callers: the API, the health check, the assistant
    /// and metrics endpoints and the calendar feed.
    static func answersInJSON(_ path: String) -> Bool {
        path.hasPrefix(Route.API.prefix) || path.hasPrefix(Route.calendarFeed.pattern.prefix { $0 != "{" })
            || [Route.health, Route.metrics, Route.mcp].contains { path == $0.pattern }
    }
}
