import CoreMetrics
import Foundation
import MorselData
import Prometheus

/// What `/metrics` reports, in Prometheus's text format: requests by route and status, their
/// latency, the database's connections and write groups, and imports. One registry per
/// running app (never the process-wide `MetricsSystem`), so two apps in one process, as in
/// the tests, count apart. Off unless `MORSEL_METRICS_TOKEN` is set: then nothing is
/// recorded at all, and a scrape must bring the token.
public final class AppMetrics: DatabaseMetrics {
    package let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory

    /// Latency buckets from a cached page (well under a millisecond) to a slow import.
    package static let latencyBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(20),
        .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5),
        .seconds(10),
    ]

    public init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = Self.latencyBuckets
        // At most GroupCommitWriter.maxGroup (64) transactions share a commit.
        factory.valueHistogramBuckets[Names.commitGroupSize] = [1, 2, 4, 8, 16, 32, 64]
        factory.valueHistogramBuckets[Names.importItems] = [1, 10, 100, 1_000, 10_000, 100_000]
        self.factory = factory
    }

    package enum Names {
        package static let requests = "morsel_http_requests_total"
        package static let requestDuration = "morsel_http_request_duration_seconds"
        package static let commitGroupSize = "morsel_db_commit_group_size"
        package static let connections = "morsel_db_connections"
        package static let imports = "morsel_imports_total"
        package static let importItems = "morsel_import_items"
    }

    /// A request answered: `route` is its route's pattern (`/api/v1/meals/{id}`), never the
    /// path itself, so the number of series stays that of the routes.
    package func request(route: String, method: String, status: Int, duration: Duration) {
        Counter(
            label: Names.requests, dimensions: [("route", route), ("method", method), ("status", String(status))],
            factory: factory
        )
        .increment()
        let (seconds, attoseconds) = duration.components
        Timer(label: Names.requestDuration, dimensions: [("route", route), ("method", method)], factory: factory)
            .recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// How many write transactions one SQLite commit held.
    public func commitGroup(size: Int) {
        Recorder(label: Names.commitGroupSize, factory: factory).record(size)
    }

    /// Runs an import of `kind` (`mealie`, `myfitnesspal`, `recipe-page`…), counting it done
    /// or failed, and how many items (`items` of its result) it added or updated.
    package func counting<T>(import kind: String, items: (T) -> Int, _ body: () async throws -> T) async rethrows -> T {
        do {
            let result = try await body()
            Counter(label: Names.imports, dimensions: [("kind", kind), ("outcome", "done")], factory: factory)
                .increment()
            Recorder(label: Names.importItems, dimensions: [("kind", kind)], factory: factory).record(items(result))
            return result
        } catch {
            Counter(label: Names.imports, dimensions: [("kind", kind), ("outcome", "failed")], factory: factory)
                .increment()
            throw error
        }
    }

    /// The text a scrape answers with, the connection gauges read from `usage` at that moment.
    package func exposition(usage: DatabaseStore.ConnectionUsage) -> String {
        for (state, count) in [
            ("in_use", usage.inUse), ("idle", max(0, usage.size - usage.inUse)), ("waiting", usage.waiting),
        ] {
            Gauge(label: Names.connections, dimensions: [("kind", usage.kind), ("state", state)], factory: factory)
                .record(count)
        }
        return registry.emitToString()
    }
}

extension AppMetrics? {
    /// ``AppMetrics/counting(import:items:_:)`` when metrics are on and `counted` (not for a
    /// dry run); else just `body`.
    package func counting<T>(import kind: String, if counted: Bool, items: (T) -> Int, _ body: () async throws -> T)
        async rethrows -> T
    {
        guard let metrics = self, counted else { return try await body() }
        return try await metrics.counting(import: kind, items: items, body)
    }
}
