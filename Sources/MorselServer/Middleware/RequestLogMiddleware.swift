import Foundation
import Hummingbird
import Logging
import MorselData
import MorselServices

/// One log line per request, written when it completes: method, path, status, duration,
/// with the request id and the route's pattern in the metadata (as `/metrics` names routes),
/// and, when metrics are on, the request counted under that route. It also adds the headers
/// every response should carry.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let metrics: AppMetrics?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let start = ContinuousClock.now
        do {
            var response = try await next(request, context)
            Self.secure(&response.headers)
            log(request, context: context, status: response.status.code, since: start)
            return response
        } catch {
            log(request, context: context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func log(_ request: Request, context: Context, status: Int, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let route = Self.route(context)
        context.logger.info(
            "\(request.method) \(request.uri.path) \(status) \(String(format: "%.1f", milliseconds))ms",
            metadata: ["route": "\(route)"])
        metrics?.request(route: route, method: request.method.rawValue, status: status, duration: elapsed)
    }

    /// The pattern of the route that answered (`/api/v1/meals/{id}`); `static` for the assets,
    /// `unmatched` when no route did.
    static func route(_ context: Context) -> String {
        switch context.endpointPath {
        case nil, "NotFound"?: "unmatched"
        case "FileMiddleware"?: Route.assets.pattern
        case let path?: path
        }
    }

    /// No MIME sniffing, no framing by other sites, no leaking of our URLs in referrers.
    static func secure(_ headers: inout HTTPFields) {
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.init("X-Frame-Options")!] = "DENY"
        headers[.init("Referrer-Policy")!] = "same-origin"
    }
}
