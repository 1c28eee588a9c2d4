import Foundation
import Hummingbird
import HummingbirdAuth
import MorselData
import MorselServices

/// `GET /metrics`, in Prometheus's text format, for a scrape that brings the instance's
/// metrics token (`MORSEL_METRICS_TOKEN`) as a bearer token. Registered only when that token
/// is set; a scrape without it, or with another, is a 401 and learns nothing.
struct MetricsController: Sendable {
    let metrics: AppMetrics
    let store: DatabaseStore
    /// The token's hash, worked out once: the scrape's is compared with it.
    private let tokenHash: String

    init(metrics: AppMetrics, token: String, store: DatabaseStore) {
        self.metrics = metrics
        self.store = store
        tokenHash = SecretToken.hash(token)
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get(.init(Route.metrics.pattern)) { request, _ in
            // Hashes compared in constant time: the time taken says nothing of how much was right.
            guard let bearer = request.headers.bearer,
                SecretToken.constantTimeEquals(SecretToken.hash(bearer.token), tokenHash)
            else {
                throw AppError.unauthorized(
                    "A scrape of /metrics needs the instance's metrics token: Authorization: Bearer MORSEL_METRICS_TOKEN."
                )
            }
            return Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: metrics.exposition(usage: store.connectionUsage))))
        }
    }
}
