import Foundation
import Hummingbird
import HummingbirdTesting
import TestFixtures

/// A real HTTP server on 127.0.0.1 answering TheMealDB's v1 paths from the recorded payloads
/// in `Tests/Fixtures/themealdb`, so the client is tested over the wire, unmocked.
enum MealDBFileServer {
    static let directory = TestFixture.url("themealdb")

    /// Runs `body` with the base URL of a live server that stops when `body` returns.
    static func run(_ body: @escaping @Sendable (String) async throws -> Void) async throws {
        let router = Router()
        router.get("search.php") { request, _ -> Response in
            let name = (request.uri.queryParameters["s"].map(String.init) ?? "").lowercased()
            let all =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: directory.appendingPathComponent("search_s_all.json"))) as! [String: Any]
            let meals = (all["meals"] as! [[String: Any]]).filter {
                name.isEmpty || (($0["strMeal"] as? String)?.lowercased().contains(name) ?? false)
            }
            let payload: [String: Any] = ["meals": meals.isEmpty ? NSNull() as Any : meals as Any]
            return json(try JSONSerialization.data(withJSONObject: payload))
        }
        router.get("lookup.php") { request, _ -> Response in
            let id = request.uri.queryParameters["i"].map(String.init) ?? ""
            let file = directory.appendingPathComponent("lookup_i/\(id).json")
            return json(
                try Data(
                    contentsOf: FileManager.default.fileExists(atPath: file.path) && id.allSatisfy(\.isNumber)
                        ? file : directory.appendingPathComponent("no_results.json")))
        }
        router.get("random.php") { _, _ -> Response in
            json(try Data(contentsOf: directory.appendingPathComponent("lookup_i/52977.json")))
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await body("http://127.0.0.1:\(client.port!)")
        }
    }

    private static func json(_ data: Data) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
