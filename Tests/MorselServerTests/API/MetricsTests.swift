import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// `/metrics` for whoever runs the instance: off unless a token is set, and then only for a
/// scrape that brings it; requests counted by route pattern, never by path.
@Suite("Metrics for Prometheus")
struct MetricsTests {
    static let token = "scrape-token-0123456789"

    func scrape(_ app: TestApp, token: String? = Self.token) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await app.api(.get, Route.metrics.path(), headers: headers)
    }

    /// The value of the sample line that starts with `series`, if there is one.
    func value(_ text: String, _ series: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(series + " ") }.flatMap {
            Double($0.split(separator: " ").last!)
        }
    }

    @Test("off by default: /metrics is not found, and nothing is recorded")
    func offByDefault() async throws {
        try await withApp { app in
            let response = try await scrape(app)
            #expect(response.status == .notFound)
            let metrics = app.services.metrics
            #expect(metrics == nil)
        }
    }

    @Test(
        "with a token: a scrape without it or with another is refused; with it, requests by route, status and latency")
    func requestsByRoute() async throws {
        try await withApp(configure: { $0.metricsToken = Self.token }) { app in
            #expect(try await scrape(app, token: nil).status == .unauthorized)
            let wrong = try await scrape(app, token: "scrape-token-0123456780")
            #expect(wrong.status == .unauthorized && !wrong.text.contains("morsel_http"))

            let alice = try await app.user()
            let meal = try await app.createMeal(#"{"name": "Soup", "calories": 300}"#, as: alice)
            let id = try #require(meal["id"] as? String)
            for _ in 0..<3 { #expect(try await app.api(.get, "/api/v1/meals/\(id)", as: alice).status == .ok) }
            #expect(try await app.api(.get, "/api/v1/meals/\(UUID())", as: alice).status == .notFound)
            #expect(try await app.api(.get, "/no/such/page").status == .notFound)

            let response = try await scrape(app)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            let text = response.text
            #expect(
                value(text, #"morsel_http_requests_total{route="/api/v1/meals/{id}",method="GET",status="200"}"#) == 3)
            #expect(
                value(text, #"morsel_http_requests_total{route="/api/v1/meals/{id}",method="GET",status="404"}"#) == 1)
            #expect(value(text, #"morsel_http_requests_total{route="/api/v1/meals",method="POST",status="201"}"#) == 1)
            #expect(value(text, #"morsel_http_requests_total{route="unmatched",method="GET",status="404"}"#) == 1)
            #expect(!text.contains(id), "a path's ids never become series")
            #expect(
                value(text, #"morsel_http_request_duration_seconds_count{route="/api/v1/meals/{id}",method="GET"}"#)
                    == 4)
            #expect(
                value(
                    text,
                    #"morsel_http_request_duration_seconds_bucket{route="/api/v1/meals/{id}",method="GET",le="+Inf"}"#)
                    == 4)
            // The refused scrapes are counted too, under their route.
            #expect(value(text, #"morsel_http_requests_total{route="/metrics",method="GET",status="401"}"#) == 2)
        }
    }

    @Test("the database's connections, SQLite's commit groups, and imports done and failed")
    func databaseAndImports() async throws {
        try await withApp(configure: { $0.metricsToken = Self.token }) { app in
            let alice = try await app.user()
            try await app.createMeal(#"{"name": "Soup", "calories": 300}"#, as: alice)
            let diary = ByteBuffer(data: try TestFixture.data("imports/myfitnesspal/Nutrition-Summary-old.csv"))
            #expect(try await app.api(.post, "/api/v1/import/myfitnesspal", as: alice, body: diary).status == .ok)
            #expect(
                try await app.api(.post, "/api/v1/import/myfitnesspal?dryRun=true", as: alice, body: diary).status
                    == .ok)
            #expect(
                try await app.api(.post, "/api/v1/import/mealie", as: alice, body: ByteBuffer(string: "not a zip"))
                    .status == .unprocessableContent)

            let text = try await scrape(app).text
            #expect(
                value(text, #"morsel_imports_total{kind="myfitnesspal",outcome="done"}"#) == 1,
                "a dry run is not an import")
            #expect(value(text, #"morsel_imports_total{kind="mealie",outcome="failed"}"#) == 1)
            #expect((value(text, #"morsel_import_items_sum{kind="myfitnesspal"}"#) ?? 0) > 0)
            let kind = TestDatabase.isPostgres ? "postgres" : "sqlite"
            let idle = try #require(value(text, #"morsel_db_connections{kind="\#(kind)",state="idle"}"#))
            #expect(idle >= 1)
            #expect(value(text, #"morsel_db_connections{kind="\#(kind)",state="waiting"}"#) == 0)
            if !TestDatabase.isPostgres {
                // The account, its session and token, the meal and the import each committed.
                #expect((value(text, "morsel_db_commit_group_size_count") ?? 0) >= 4)
            }
        }
    }
}
