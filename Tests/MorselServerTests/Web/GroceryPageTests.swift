import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: the grocery list page")
struct GroceryPageTests {
    @Test("add a recipe from its page and an item by hand; items group by aisle with merged amounts; check one off")
    func shop() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let soup = try await app.services.recipes.create(
                RecipeFields(
                    name: "Soup", servings: 2,
                    lines: [
                        RecipeLine(name: "Onion", measure: "500g"), RecipeLine(name: "onions", measure: "1kg"),
                    ]), ownerID: alice.id)
            #expect(
                try await app.page(Route.recipe.path(soup.id.uuidString), as: alice).text.contains(
                    "Add to the grocery list"))
            // when
            let added = try await app.submit(
                Route.groceryRecipe.path(soup.id.uuidString), as: alice, fields: [("servings", "2")])
            #expect(added.headers[.location] == Route.grocery.path())
            _ = try await app.submit(
                Route.grocery.path(), as: alice, fields: [("name", "Milk"), ("measure", "2 pints")])
            // then
            var page = try await app.page(Route.grocery.path(), as: alice).text
            #expect(page.contains("aria-current=\"page\">Shopping</a>"))
            #expect(page.contains("<h2>Vegetables and Vegetable Products</h2>"))
            #expect(page.contains("<strong>Onion</strong> <span class=\"amount\">1.5 kg</span>"))
            #expect(page.contains("For Soup"))
            #expect(page.contains("<strong>Milk</strong>"))
            // when checking off the onions
            let onionID = try #require(
                try await app.api(.get, "/api/v1/grocery", as: alice).items().first {
                    $0["name"] as? String == "Onion"
                }?["id"] as? String)
            _ = try await app.submit(Route.groceryItem.path(onionID), as: alice, fields: [("done", "true")])
            page = try await app.page(Route.grocery.path(), as: alice).text
            #expect(page.contains("<li class=\"grocery-item done\">"))
            // and clearing bought items
            _ = try await app.submit(Route.clearGrocery.path(), as: alice, fields: [("done", "true")])
            #expect(try await app.api(.get, "/api/v1/grocery", as: alice).names() == ["Milk"])
        }
    }

    @Test("this week's plan goes onto the list from the page")
    func fromPlan() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-10", "name": "Takeaway", "calories": 900}"#)
            let response = try await app.submit(Route.groceryPlan.path(), as: alice, fields: [("week", "2025-W11")])
            #expect(response.status == .seeOther)
            #expect(try await app.page(Route.grocery.path(), as: alice).text.contains("<strong>Takeaway</strong>"))
            #expect(
                try await app.submit(Route.grocery.path(), as: alice, fields: [("name", " ")]).flashNotice
                    == "error:Name is required.")
        }
    }
}
