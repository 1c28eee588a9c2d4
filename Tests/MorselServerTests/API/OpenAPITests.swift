import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: the OpenAPI document")
struct OpenAPITests {
    @Test("the document is served without a token, as JSON, in OpenAPI 3.1")
    func served() async throws {
        try await withApp { app in
            // when
            let response = try await app.api(.get, Route.API.openAPI.path())
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            let version = try #require(try response.jsonObject()["openapi"] as? String)
            #expect(version.hasPrefix("3.1"))
        }
    }

    /// With metrics on, so that `/metrics` is registered too.
    static let metricsOn: @Sendable (inout AppConfiguration) -> Void = {
        $0.metricsToken = "openapi-test-metrics-token"
    }

    @Test(
        "every route the app registers under /api/v1, /health, /ready, /metrics, /mcp and the calendar feed is documented"
    )
    func everyRouteIsDocumented() async throws {
        try await withApp(configure: Self.metricsOn) { app in
            // given
            let registered = Self.registeredOperations(app.services)
            // when
            let documented = try await Self.documentedOperations(app)
            // then
            #expect(registered.contains("POST /api/v1/meals"))
            #expect(registered.contains("GET /health"))
            #expect(registered.contains("GET /metrics") && registered.contains("GET /calendar/{secret}.ics"))
            #expect(registered.subtracting(documented).sorted() == [])
        }
    }

    @Test("every documented operation is one the app registers: nothing stale")
    func nothingStaleIsDocumented() async throws {
        try await withApp(configure: Self.metricsOn) { app in
            // given
            let registered = Self.registeredOperations(app.services)
            // when
            let documented = try await Self.documentedOperations(app)
            // then
            #expect(!documented.isEmpty)
            #expect(documented.subtracting(registered).sorted() == [])
        }
    }

    @Test("every operation on a made thing's id is linked from one that makes or lists it, so fuzzing reaches it")
    func idsAreLinked() async throws {
        try await withApp { app in
            // given the document's operations by id, and those taking an {id} in their path
            let document = try await app.api(.get, Route.API.openAPI.path()).jsonObject()
            let paths = try #require(document["paths"] as? [String: [String: Any]])
            var operations: [String: String] = [:] // operationId → path
            var responses: [[String: Any]] = []
            for (path, item) in paths {
                for case let operation as [String: Any] in item.values {
                    if let id = operation["operationId"] as? String { operations[id] = path }
                    responses += (operation["responses"] as? [String: [String: Any]] ?? [:]).values
                }
            }
            let takingIDs = Set(operations.filter { $0.value.contains("{id}") }.keys)
            // when every link is read
            var linked = Set<String>()
            for response in responses {
                for case let link as [String: Any] in (response["links"] as? [String: Any] ?? [:]).values {
                    let target = try #require(link["operationId"] as? String)
                    let parameters = try #require(link["parameters"] as? [String: String])
                    // then each names an operation and only parameters of its path, from the answer
                    #expect(operations[target] != nil, "a link to \(target), which is not an operation")
                    for (name, value) in parameters {
                        #expect(operations[target]?.contains("{\(name)}") == true, "\(target) has no {\(name)}")
                        #expect(value.hasPrefix("$response.body#/"), "\(target): \(value)")
                    }
                    linked.insert(target)
                }
            }
            // and every operation on an id can be reached from one that makes or lists the thing
            #expect(takingIDs.subtracting(linked).sorted() == [])
        }
    }

    /// "METHOD /path" for each route of the app's router that the document must describe.
    static func registeredOperations(_ services: AppServices) -> Set<String> {
        var logger = Logger(label: "morsel-test")
        logger.logLevel = .critical
        let router = MorselApp.router(services, logger: logger)
        return Set(
            router.routes.compactMap { route -> String? in
                let path = normalised(route.path.description)
                let outside = [Route.health, Route.ready, Route.metrics, Route.calendarFeed, Route.mcp].map(\.pattern)
                guard path.hasPrefix("/api/v1/") || outside.contains(path) else { return nil }
                return "\(route.method.rawValue) \(path)"
            })
    }

    /// "METHOD /path" for each operation of the served document.
    static func documentedOperations(_ app: TestApp) async throws -> Set<String> {
        let document = try await app.api(.get, Route.API.openAPI.path()).jsonObject()
        guard let paths = document["paths"] as? [String: [String: Any]] else {
            throw TestFailure("the document has no paths")
        }
        let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]
        return Set(
            paths.flatMap { entry in
                entry.value.keys.filter { methods.contains($0) }.map { "\($0.uppercased()) \(entry.key)" }
            })
    }

    /// A router path with each parameter written `{name}`, as OpenAPI writes it, whether the
    /// router renders it `{name}` or `:name`.
    static func normalised(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            component.hasPrefix(":") ? "{\(component.dropFirst())}" : String(component)
        }.joined(separator: "/")
    }
}
