import Foundation
import Hummingbird
import Logging

/// One log line per request, written when it completes: method, path, status, duration,
/// with the request id in the metadata (as on every other line the request logs).
/// It also adds the headers every response should carry.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
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
        context.logger.info("\(request.method) \(request.uri.path) \(status) \(String(format: "%.1f", milliseconds))ms")
    }

    /// No MIME sniffing, no framing by other sites, no leaking of our URLs in referrers.
    static func secure(_ headers: inout HTTPFields) {
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        headers[.init("X-Frame-Options")!] = "DENY"
        headers[.init("Referrer-Policy")!] = "same-origin"
    }
}
