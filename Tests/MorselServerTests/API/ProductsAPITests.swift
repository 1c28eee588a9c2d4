import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Packaged foods: found by barcode here or on Open Food Facts (a local stand-in for its
/// API), searched beside USDA foods, logged by their serving, and added by hand.
@Suite("API: packaged foods and barcodes")
struct ProductsAPITests {
    /// The fixture's products, as `morsel foods import-off` would load them.
    func importSample(_ app: TestApp) async throws {
        try await app.services.products.save(
            try OpenFoodFacts.read(TestFixture.data("openfoodfacts/products.csv")).products)
    }

    @Test("a barcode finds the local product, however its leading zeros are written; a bad check digit is refused")
    func localLookup() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await importSample(app)
            let cookies = try await app.api(.get, "/api/v1/foods/barcode/00011730", as: alice)
            #expect(cookies.status == .ok)
            let food = try cookies.jsonObject()
            #expect(food["id"] as? String == "product:00011730" && food["barcode"] as? String == "00011730")
            #expect(food["name"] as? String == "Cranberry & Orange Cookies (Marks & Spencer)")
            #expect(food["source"] as? String == "Open Food Facts (Open Database Licence)")
            #expect((food["per100g"] as? [String: Any])?["calories"] as? Double == 430)
            #expect((food["portions"] as? [[String: Any]])?.first?["grams"] as? Double == 23)
            // The UPC-A of a product stored as its EAN-13.
            #expect(
                try await app.api(.get, "/api/v1/foods/barcode/000105000042", as: alice).jsonObject()["barcode"]
                    as? String == "0000105000042")
            let bad = try await app.api(.get, "/api/v1/foods/barcode/00011731", as: alice)
            #expect(bad.status == .unprocessableContent && String(buffer: bad.body).contains("does not check"))
            #expect(try await app.api(.get, "/api/v1/foods/barcode/abc", as: alice).status == .unprocessableContent)
            let unknown = try await app.api(.get, "/api/v1/foods/barcode/3017620422003", as: alice)
            #expect(unknown.status == .notFound)
            #expect(String(buffer: unknown.body).contains("Add it by hand"))
            #expect(try await app.api(.get, "/api/v1/foods/barcode/00011730").status == .unauthorized)
        }
    }

    @Test("a barcode not here is asked of Open Food Facts when the instance allows it, then kept")
    func openFoodFactsLookup() async throws {
        try await OpenFoodFactsStandIn.run { url, counter in
            try await withApp(openFoodFacts: url) { app in
                let alice = try await app.user()
                let found = try await app.api(.get, "/api/v1/foods/barcode/00011730", as: alice)
                #expect(found.status == .ok)
                #expect(
                    (try found.jsonObject()["per100g"] as? [String: Any])?["sodium"] as? Double == 300,
                    "OFF's 0.3 g of sodium")
                #expect(counter.requests.withLock { $0 } == 1)
                // Kept: asked again, it is answered here.
                #expect(try await app.api(.get, "/api/v1/foods/barcode/00011730", as: alice).status == .ok)
                #expect(counter.requests.withLock { $0 } == 1)
                #expect(try await app.services.products.count() == 1)
                // Not on OFF either.
                let missing = try await app.api(.get, "/api/v1/foods/barcode/3017620422003", as: alice)
                #expect(missing.status == .notFound && String(buffer: missing.body).contains("or on Open Food Facts"))
            }
        }
        // Without MORSEL_OFF_URL nothing leaves the instance.
        try await withApp { app in
            let alice = try await app.user()
            #expect(try await app.api(.get, "/api/v1/foods/barcode/00011730", as: alice).status == .notFound)
        }
        // OFF unreachable: a clear 502.
        try await withApp(openFoodFacts: "http://127.0.0.1:9") { app in
            let alice = try await app.user()
            let down = try await app.api(.get, "/api/v1/foods/barcode/00011730", as: alice)
            #expect(down.status == .badGateway && String(buffer: down.body).contains("cannot be reached"))
        }
    }

    @Test("packaged foods are searched beside USDA ones, labelled; a serving of one logs with its nutrients")
    func searchAndLog() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await importSample(app)
            let found = try await app.api(.get, "/api/v1/foods?q=cranberry+cookies&limit=8", as: alice).items()
            let packaged = try #require(found.first { $0["id"] as? String == "product:00011730" })
            #expect((packaged["group"] as? String)?.hasPrefix("Branded food") == true)
            let cookies = try await app.api(.get, "/api/v1/foods?q=cookies&limit=8", as: alice).items().compactMap {
                $0["id"] as? String
            }
            #expect(cookies.count == 8)
            #expect(
                cookies.filter { $0.hasPrefix("product:") }.count == 2,
                "a quarter of the places for packaged foods, after USDA's")
            #expect(!cookies[0].hasPrefix("product:"))

            let meal = try await app.createMeal(#"{"foodId": "product:00011730", "amount": "2 servings"}"#, as: alice)
            #expect(
                meal["calories"] as? Int == 198
                    && meal["name"] as? String == "Cranberry & Orange Cookies (Marks & Spencer)")
            let sodium = (meal["nutrients"] as? [[String: Any]])?.first { $0["nutrient"] as? String == "sodium" }
            #expect(sodium?["total"] as? Double == 138, "46 g at 300 mg per 100 g")
            #expect(
                try await app.api(
                    .post, "/api/v1/meals", as: alice, json: #"{"foodId": "product:99999999", "amount": "1 serving"}"#
                ).status
                    == .unprocessableContent)
        }
    }

    @Test("a product added by hand from its label is found by its barcode; one already known is refused")
    func addByHand() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let created = try await app.api(
                .post, "/api/v1/products", as: alice,
                json: """
                    {"code": "3017620422003", "name": "Hazelnut spread", "brands": "Acme", "servingSize": "1 tbsp", "servingGrams": 15,
                     "calories": 539, "protein": 6.3, "fat": 30.9, "carbs": 57.5}
                    """)
            #expect(created.status == .created)
            #expect(try created.jsonObject()["source"] as? String == "Added by hand")
            let found = try await app.api(.get, "/api/v1/foods/barcode/3017620422003", as: alice).jsonObject()
            #expect(found["name"] as? String == "Hazelnut spread (Acme)")
            let again = try await app.api(
                .post, "/api/v1/products", as: alice, json: #"{"code": "3017620422003", "name": "X", "calories": 1}"#)
            #expect(again.status == .unprocessableContent && String(buffer: again.body).contains("already here"))
            let bad = try await app.api(
                .post, "/api/v1/products", as: alice, json: #"{"code": "3017620422004", "name": "", "fat": 400}"#)
            #expect(bad.status == .unprocessableContent)
            let body = String(buffer: bad.body)
            #expect(
                body.contains("does not check") && body.contains("Name the product")
                    && body.contains("Calories per 100 g is needed"))
        }
    }
}
