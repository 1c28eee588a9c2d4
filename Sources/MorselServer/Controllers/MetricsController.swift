import Crypto
import Foundation
import Hummingbird

/// `GET /metrics`, in Prometheus's text format, for a scrape that brings the instance's
/// metrics token (`MORSEL_METRICS_TOKEN`) as a bearer token. Registered only when that token
/// is set; a scrape without it, or with another, is a 401 and learns nothing.
struct MetricsController: Sendable {
    let metrics: AppMetrics
    let token: String
    let store: DatabaseStore

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get(.init(Route.metrics.pattern)) { request, _ in
            guard isAuthorized(request.headers[.authorization]) else {
                throw HTTPError(.unauthorized, headers: [.wwwAuthenticate: #"Bearer realm="morsel-metrics""#],
                                message: "A scrape of /metrics needs the instance's metrics token: Authorization: Bearer MORSEL_METRICS_TOKEN.")
            }
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: metrics.exposition(usage: store.connectionUsage))))
        }
    }

    /// Compares digests, so the time taken says nothing of how much of the token was right.
    private func isAuthorized(_ header: String?) -> Bool {
        guard let header, header.lowercased().hasPrefix("bearer ") else { return false }
        let given = SHA256.hash(data: Data(header.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces).utf8))
        return given == SHA256.hash(data: Data(token.utf8))
    }
}
