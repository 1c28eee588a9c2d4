import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: food prices and the plan's costs")
struct PricesAPITests {
    @Test("prices are replaced as a whole, shown with food names, and cost the recipes planned")
    func pricesCostThePlan() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let put = try await app.api(
                .put, "/api/v1/prices", as: alice,
                json: """
                    {"items": [{"foodId": "20120", "unit": "kg", "price": 2.0}, {"foodId": "01123", "unit": "item", "price": 0.3}]}
                    """)
            #expect(put.status == .ok)
            let items = try put.items()
            #expect(
                items.compactMap { $0["foodName"] as? String } == ["Egg, whole, raw, fresh", "Pasta, dry, enriched"])
            let pasta = try await app.services.recipes.create(
                RecipeFields(
                    name: "Carbonara", servings: 2,
                    lines: [
                        RecipeLine(name: "spaghetti", measure: "500g"), RecipeLine(name: "eggs", measure: "4"),
                        RecipeLine(name: "salt", measure: "Pinch"),
                    ]), ownerID: alice.id)
            // 0.5 kg × 2.00 + 4 × 0.30 = 2.20 for 2 servings; planned for 3 servings: 3.30
            let entry = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-10", "recipeId": "\#(pasta.id)", "servings": 3}"#
            ).jsonObject()
            #expect(entry["cost"] as? Double == 3.3)
            let week = try await app.api(.get, "/api/v1/plan?week=2025-W11", as: alice).jsonObject()
            #expect((week["totals"] as? [String: Any])?["cost"] as? Double == 3.3)
        }
    }

    @Test("bad prices are 422 and change nothing; prices are the household's")
    func invalidAndScoped() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let carol = try await app.user(
                "carol", household: try await app.services.users.createHousehold(name: "Next door"))
            _ = try await app.api(
                .put, "/api/v1/prices", as: alice, json: #"{"items": [{"foodId": "20120", "unit": "kg", "price": 2}]}"#)
            for json in [
                #"{"items": [{"foodId": "nope", "unit": "kg", "price": 1}]}"#,
                #"{"items": [{"foodId": "20120", "unit": "stone", "price": 1}]}"#,
                #"{"items": [{"foodId": "20120", "unit": "kg", "price": -1}]}"#,
                #"{"items": [{"foodId": "20120", "unit": "kg", "price": 1e300}]}"#,
            ] {
                #expect(
                    try await app.api(.put, "/api/v1/prices", as: alice, json: json).status == .unprocessableContent)
            }
            #expect(try await app.api(.get, "/api/v1/prices", as: alice).items().count == 1)
            #expect(try await app.api(.get, "/api/v1/prices", as: carol).items().isEmpty)
            #expect(try await app.api(.put, "/api/v1/prices", as: alice, json: "{").status == .badRequest)
            #expect(try await app.api(.get, "/api/v1/prices").status == .unauthorized)
        }
    }
}

@Suite("Web: a recipe's cost on its page")
struct RecipeCostPageTests {
    @Test("the page shows the cost per serving once prices are set, and how to get it before")
    func costOnPage() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let recipe = try await app.services.recipes.create(
                RecipeFields(
                    name: "Pasta", servings: 2,
                    lines: [
                        RecipeLine(name: "spaghetti", measure: "500g"), RecipeLine(name: "salt", measure: "Pinch"),
                    ]), ownerID: alice.id)
            #expect(
                try await app.page(Route.recipe.path(recipe.id.uuidString), as: alice).text.contains(
                    "Cost: <a href=\"/prices\">set your household&#39;s food prices</a> to see it."))
            _ = try await app.api(
                .put, "/api/v1/prices", as: alice, json: #"{"items": [{"foodId": "20120", "unit": "kg", "price": 3}]}"#)
            let page = try await app.page(Route.recipe.path(recipe.id.uuidString), as: alice).text
            #expect(page.contains("Cost: $0.75 per serving, from prices for 50% of the lines."))
        }
    }
}
