import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Synchronization
import TestFixtures

/// A real HTTP server on 127.0.0.1 answering Open Food Facts' product API
/// (`/api/v2/product/{code}.json`) from the fixture products, with OFF's own field names, so
/// barcode lookups are tested over the wire. It counts the requests it answers.
enum OpenFoodFactsStandIn {
    static let rows: [String: [String: String]] = {
        let table = try! CSVTable(TestFixture.data("openfoodfacts/products.csv"))
        var rows: [String: [String: String]] = [:]
        for row in table.rows {
            var fields: [String: String] = [:]
            for (index, name) in table.columns.enumerated() { fields[name] = CSVTable.cell(row, index) }
            rows[fields["code"] ?? ""] = fields
        }
        return rows
    }()

    final class Counter: Sendable {
        let requests = Mutex(0)
    }

    /// Runs `body` with the server's base URL and its request counter; the server stops when `body` returns.
    static func run(_ body: @escaping @Sendable (String, Counter) async throws -> Void) async throws {
        let counter = Counter()
        let router = Router()
        router.get("api/v2/product/:file") { _, context -> Response in
            counter.requests.withLock { $0 += 1 }
            let code = (context.parameters.get("file") ?? "").replacingOccurrences(of: ".json", with: "")
            guard let row = rows[code] else {
                return json(["status": 0, "status_verbose": "product not found", "code": code], status: .notFound)
            }
            // OFF's names, grams per 100 g (sodium too).
            var nutriments: [String: Any] = [:]
            for (name, off) in [
                ("kcal", "energy-kcal_100g"), ("protein_g", "proteins_100g"), ("fat_g", "fat_100g"),
                ("carbs_g", "carbohydrates_100g"), ("fiber_g", "fiber_100g"), ("sugar_g", "sugars_100g"),
            ] {
                if let value = row[name].flatMap(Double.init) { nutriments[off] = value }
            }
            if let sodium = row["sodium_mg"].flatMap(Double.init) { nutriments["sodium_100g"] = sodium / 1000 }
            let product: [String: Any] = [
                "code": code, "product_name": row["product_name"] ?? "", "brands": row["brands"] ?? "",
                "quantity": row["quantity"] ?? "",
                "serving_size": row["serving_size"] ?? "", "serving_quantity": row["serving_quantity"] ?? "",
                "nutriments": nutriments,
            ]
            return json(
                ["status": 1, "status_verbose": "product found", "code": code, "product": product], status: .ok)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await body("http://127.0.0.1:\(client.port!)", counter)
        }
    }

    private static func json(_ object: [String: Any], status: HTTPResponse.Status) -> Response {
        let data = try! JSONSerialization.data(withJSONObject: object)
        return Response(
            status: status, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
