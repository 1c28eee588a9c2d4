import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: the food prices page")
struct PricesPageTests {
    @Test("prices set through the form are listed by food name with the currency and unit, and cost recipes")
    func setFromForm() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let empty = try await app.page(Route.prices.path(), as: alice)
            #expect(empty.status == .ok)
            #expect(empty.text.contains("<h1>Food prices</h1>"))
            #expect(empty.text.contains("aria-current=\"page\">Plan</a>"))
            #expect(empty.text.contains("an ingredient line without a price is left out of the cost, never guessed."))
            #expect(empty.text.contains("No prices yet."))
            // when: one food by name, one by its USDA number
            let byName = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "eggs"), ("price", "0.30"), ("unit", "item")])
            #expect(byName.status == .seeOther)
            #expect(byName.headers[.location] == Route.prices.path())
            #expect(byName.flashNotice == "info:Saved Egg, whole, raw, fresh at $0.30 per item.")
            let byNumber = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "20120"), ("price", "2,00"), ("unit", "kg")])
            // then
            let page = try await app.follow(byNumber, as: alice).text
            #expect(page.contains("Saved Pasta, dry, enriched at $2.00 per kg."))
            #expect(
                appearsInOrder(
                    page,
                    [
                        "<strong>Egg, whole, raw, fresh</strong>", "$0.30 per item",
                        "<strong>Pasta, dry, enriched</strong>", "$2.00 per kg",
                    ]))
            #expect(page.contains("action=\"\(Route.deletePrice.path("20120"))\""))
            #expect(!page.contains("No prices yet."))
            let recipe = try await app.services.recipes.create(
                RecipeFields(
                    name: "Pasta", servings: 1,
                    lines: [
                        RecipeLine(name: "spaghetti", measure: "500g")
                    ]), ownerID: alice.id)
            #expect(
                try await app.page(Route.recipe.path(recipe.id.uuidString), as: alice).text
                    .contains("Cost: $1.00 per serving, from prices for 100% of the lines."))
        }
    }

    @Test("setting a price for a food that has one replaces it")
    func changePrice() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            _ = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "20120"), ("price", "2"), ("unit", "kg")])
            // when: the same food, by the name a cook would type
            let changed = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "spaghetti"), ("price", "2.50"), ("unit", "kg")])
            // then
            #expect(changed.flashNotice == "info:Saved Pasta, dry, enriched at $2.50 per kg.")
            let page = try await app.page(Route.prices.path(), as: alice).text
            #expect(page.occurrenceCount(of: "<strong>Pasta, dry, enriched</strong>") == 1)
            #expect(page.contains("$2.50 per kg"))
            #expect(!page.contains("$2.00 per kg"))
            let prices = try await app.api(.get, Route.API.prices.path(), as: alice).items()
            #expect(prices.count == 1)
            #expect(prices.first?["price"] as? Double == 2.5)
        }
    }

    @Test("a price typed on the page, with a decimal comma, and the same price sent to the API are the same cents")
    func samePriceEveryWay() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            // Half a cent rounds up, whichever way it came.
            let typed = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "20120"), ("price", "2,555"), ("unit", "kg")])
            #expect(typed.flashNotice == "info:Saved Pasta, dry, enriched at $2.56 per kg.")
            let byPage = try await app.api(.get, Route.API.prices.path(), as: alice).items().first?["price"] as? Double
            _ = try await app.api(
                .put, Route.API.prices.path(), as: alice,
                json: #"{"items": [{"foodId": "20120", "unit": "kg", "price": 2.555}]}"#)
            let byAPI = try await app.api(.get, Route.API.prices.path(), as: alice).items().first?["price"] as? Double
            #expect(byPage == 2.56 && byAPI == 2.56)
            #expect(try await app.page(Route.prices.path(), as: alice).text.contains("$2.56 per kg"))
        }
    }

    @Test("an invalid price says why beside its field, keeps what was typed and saves nothing")
    func invalidPrice() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            // when
            let response = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "red lentils"), ("price", "cheap"), ("unit", "l")])
            // then
            #expect(response.status == .unprocessableContent)
            let page = response.text
            #expect(page.contains("The price was not saved."))
            #expect(
                page.contains(
                    "<p class=\"field-error\" id=\"price-error\">The price must be an amount, such as 2.50.</p>"))
            #expect(page.contains("value=\"red lentils\""))
            #expect(page.contains("value=\"cheap\""))
            #expect(page.contains("<option value=\"l\" selected>litre</option>"))
            #expect(!page.contains("id=\"food-error\""))
            // and a food nothing matches, or a price out of range, is refused the same way
            let unknown = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "zzqxv"), ("price", "2"), ("unit", "kg")])
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("<p class=\"field-error\" id=\"food-error\">No food matches “zzqxv”.</p>"))
            #expect(unknown.text.contains("value=\"zzqxv\""))
            let negative = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "20120"), ("price", "-1"), ("unit", "kg")])
            #expect(negative.status == .unprocessableContent)
            #expect(
                negative.text.contains(
                    "<p class=\"field-error\" id=\"price-error\">A price must be from 0 to 10,000.</p>"))
            #expect(try await app.api(.get, Route.API.prices.path(), as: alice).items().isEmpty)
        }
    }

    @Test("Remove takes a price off the list")
    func remove() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            _ = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "20120"), ("price", "2"), ("unit", "kg")])
            _ = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "01123"), ("price", "0.30"), ("unit", "item")])
            // when
            let removed = try await app.submit(Route.deletePrice.path("20120"), as: alice, fields: [])
            // then
            #expect(removed.status == .seeOther)
            #expect(removed.headers[.location] == Route.prices.path())
            #expect(removed.flashNotice == "info:Removed the price of Pasta, dry, enriched.")
            let page = try await app.page(Route.prices.path(), as: alice).text
            #expect(!page.contains("<strong>Pasta, dry, enriched</strong>"))
            #expect(page.contains("<strong>Egg, whole, raw, fresh</strong>"))
            #expect(try await app.api(.get, Route.API.prices.path(), as: alice).items().count == 1)
            // and removing it again changes nothing
            #expect(
                try await app.submit(Route.deletePrice.path("20120"), as: alice, fields: []).flashNotice
                    == "info:Pasta, dry, enriched had no price.")
        }
    }

    @Test("prices are the household's: shared with its members, never shown to or removed by another household")
    func householdScoping() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let bob = try await app.user("bob") // joins the first household
            let carol = try await app.user(
                "carol", household: try await app.services.users.createHousehold(name: "Next door"))
            _ = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "20120"), ("price", "2"), ("unit", "kg")])
            // when
            let bobs = try await app.page(Route.prices.path(), as: bob).text
            let carols = try await app.page(Route.prices.path(), as: carol).text
            _ = try await app.submit(Route.deletePrice.path("20120"), as: carol, fields: [])
            // then
            #expect(bobs.contains("<strong>Pasta, dry, enriched</strong>"))
            #expect(!carols.contains("Pasta, dry, enriched"))
            #expect(carols.contains("No prices yet."))
            #expect(
                try await app.page(Route.prices.path(), as: alice).text.contains(
                    "<strong>Pasta, dry, enriched</strong>"))
        }
    }

    @Test("signed-out visitors are sent to sign in; a form without its token is refused")
    func signedOut() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            // when
            let page = try await app.page(Route.prices.path(), as: nil)
            let post = try await app.submit(
                Route.prices.path(), as: nil, fields: [("food", "20120"), ("price", "2"), ("unit", "kg")])
            let remove = try await app.submit(Route.deletePrice.path("20120"), as: nil, fields: [])
            let forged = try await app.submit(
                Route.prices.path(), as: alice, fields: [("food", "20120"), ("price", "2"), ("unit", "kg")], csrf: false
            )
            // then
            for response in [page, post, remove] {
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == Route.signIn.path())
            }
            #expect(forged.status == .forbidden)
            #expect(try await app.api(.get, Route.API.prices.path(), as: alice).items().isEmpty)
        }
    }

    @Test("the page is linked from the plan, a recipe without a cost, and Settings")
    func linked() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let recipe = try await app.services.recipes.create(
                RecipeFields(name: "Toast", servings: 1, lines: [RecipeLine(name: "bread", measure: "2 slices")]),
                ownerID: alice.id)
            let link = "href=\"\(Route.prices.path())\""
            #expect(try await app.page(Route.plan.path(), as: alice).text.contains(link))
            #expect(try await app.page(Route.recipe.path(recipe.id.uuidString), as: alice).text.contains(link))
            #expect(try await app.page(Route.settings.path(), as: alice).text.contains(link))
        }
    }
}
