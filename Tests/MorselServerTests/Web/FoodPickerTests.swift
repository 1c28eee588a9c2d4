import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: logging a meal from a USDA food")
struct FoodPickerTests {
    @Test("search a food, choose an amount, and the form is filled in, still editable, then saved")
    func fillFromFood() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            // when searching
            let found = try await app.page(Route.newMeal.path() + "?foodq=bananas", as: alice).text
            // then the raw fruit as eaten is offered first, labelled, with the credit; the one as bought is there too
            #expect(found.contains("value=\"fndds:63107010\" checked"))
            #expect(found.contains(" Banana, raw <small>(as eaten (FNDDS), 97 kcal per 100 g)</small>"))
            #expect(found.contains("value=\"09040\"") && found.contains("Bananas, raw <small>(as bought (SR28)"))
            #expect(found.contains("Figures: USDA FNDDS 2021-2023; USDA FoodData Central (SR28)."))

            // when choosing a banana as eaten, by its own portion
            let banana = try await app.page(
                Route.newMeal.path() + "?date=10%2F03%2F2025&food=fndds:63107010&amount=1%20banana", as: alice
            ).text
            #expect(banana.contains("Filled in 126.0 g of Banana, raw."))
            #expect(banana.contains("1 banana (126.0 g) of Banana, raw, per USDA FNDDS 2021-2023"))

            // when choosing a medium banana (118 g at 89 kcal per 100 g)
            let filled = try await app.page(
                Route.newMeal.path() + "?date=10%2F03%2F2025&food=09040&amount=1%20medium", as: alice
            ).text
            // then the form carries its nutrition
            #expect(filled.contains("id=\"name\" name=\"name\" value=\"Bananas, raw\""))
            #expect(filled.contains("id=\"calories\" name=\"calories\" value=\"105\""))
            #expect(filled.contains("id=\"carbs\" name=\"carbs\" value=\"27.0\""))
            #expect(filled.contains("Filled in 118.0 g of Bananas, raw."))
            #expect(filled.contains("value=\"10/03/2025\""))

            // and the person may still change it before saving
            let saved = try await app.submitMultipart(
                Route.meals.path(), as: alice,
                fields: [
                    ("name", "Banana"), ("calories", "105"), ("carbs", "27.0"), ("date", "10/03/2025"),
                ])
            #expect(saved.status == .seeOther)
            #expect(try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).names("meals") == ["Banana"])
        }
    }

    @Test("an amount that cannot be weighed says why and fills nothing")
    func unweighable() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let page = try await app.page(Route.newMeal.path() + "?food=09040&amount=a%20pinch", as: alice).text
            #expect(page.contains("cannot be weighed"))
            #expect(page.contains("id=\"calories\" name=\"calories\" value=\"\""))
        }
    }
}

@Suite("Web: packaged foods by barcode")
struct BarcodePickerTests {
    @Test(
        "a typed barcode picks its product with a serving; an unknown one offers to add it from the label, which then logs"
    )
    func barcodeThenLog() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            try await app.services.products.save(
                try OpenFoodFacts.read(TestFixture.data("openfoodfacts/products.csv")).products)
            let form = try await app.page(Route.newMeal.path(), as: alice).text
            #expect(form.contains("id=\"barcode\" name=\"barcode\""))
            #expect(
                form.contains("data-scan=\"\" hidden>Scan</button>"),
                "the Scan button waits for the script to find a camera reader")
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(
                today.contains("id=\"today-barcode\" name=\"barcode\""),
                "Today looks a barcode up too, for the new-meal form")

            let found = try await app.page(Route.newMeal.path() + "?barcode=00011730", as: alice).text
            #expect(found.contains("value=\"product:00011730\" checked"))
            #expect(found.contains("Cranberry &amp; Orange Cookies (Marks &amp; Spencer)"))
            #expect(found.contains("id=\"amount\" name=\"amount\" value=\"1 serving\""))
            #expect(found.contains("Open Food Facts (Open Database Licence)"))
            let filled = try await app.page(
                Route.newMeal.path() + "?food=product%3A00011730&amount=1%20serving", as: alice
            ).text
            #expect(filled.contains("id=\"calories\" name=\"calories\" value=\"99\""))

            let unknown = try await app.page(Route.newMeal.path() + "?barcode=3017620422003", as: alice).text
            #expect(unknown.contains("No product with barcode 3017620422003 is known here."))
            #expect(unknown.contains("href=\"/products/new?code=3017620422003\""))
            let bad = try await app.page(Route.newMeal.path() + "?barcode=3017620422004", as: alice).text
            #expect(bad.contains("its last digit does not check"))

            let newProduct = try await app.page(Route.newProduct.path() + "?code=3017620422003", as: alice).text
            #expect(newProduct.contains("id=\"code\" name=\"code\" value=\"3017620422003\""))
            let refused = try await app.submit(
                Route.products.path(), as: alice, fields: [("code", "3017620422003"), ("name", "Hazelnut spread")])
            #expect(refused.status == .unprocessableContent && refused.text.contains("Calories per 100 g is needed"))
            #expect(refused.text.contains("value=\"Hazelnut spread\""))
            let added = try await app.submit(
                Route.products.path(), as: alice,
                fields: [
                    ("code", "3017620422003"), ("name", "Hazelnut spread"), ("servingGrams", "15"), ("calories", "539"),
                    ("fat", "30.9"),
                ])
            #expect(added.status == .seeOther)
            #expect(added.headers[.location] == "/meals/new?food=product%3A3017620422003&amount=1%20serving")
            let logging = try await app.follow(added, as: alice).text
            #expect(logging.contains("Added Hazelnut spread."))
            #expect(logging.contains("id=\"calories\" name=\"calories\" value=\"81\""), "15 g at 539 kcal per 100 g")
        }
    }
}
