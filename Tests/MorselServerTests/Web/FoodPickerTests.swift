import Foundation
import Hummingbird
import HummingbirdTesting
@testable import MorselServer
import Testing

@Suite("Web: logging a meal from a USDA food")
struct FoodPickerTests {
    @Test("search a food, choose an amount, and the form is filled in, still editable, then saved")
    func fillFromFood() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            // when searching
            let found = try await app.page(Route.newMeal.path() + "?foodq=bananas", as: alice).text
            // then the raw fruit is offered first, with the credit
            #expect(found.contains("value=\"09040\" checked"))
            #expect(found.contains("Bananas, raw"))
            #expect(found.contains("USDA FoodData Central (SR28)"))

            // when choosing a medium banana (118 g at 89 kcal per 100 g)
            let filled = try await app.page(Route.newMeal.path() + "?date=10%2F03%2F2025&food=09040&amount=1%20medium", as: alice).text
            // then the form carries its nutrition
            #expect(filled.contains("id=\"name\" name=\"name\" value=\"Bananas, raw\""))
            #expect(filled.contains("id=\"calories\" name=\"calories\" value=\"105\""))
            #expect(filled.contains("id=\"carbs\" name=\"carbs\" value=\"27.0\""))
            #expect(filled.contains("Filled in 118.0 g of Bananas, raw."))
            #expect(filled.contains("value=\"10/03/2025\""))

            // and the person may still change it before saving
            let saved = try await app.submitMultipart(Route.meals.path(), as: alice, fields: [
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
