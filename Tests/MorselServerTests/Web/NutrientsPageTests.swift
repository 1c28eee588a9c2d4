import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The Nutrients view of a day and a week, and the targets behind it in Settings.
@Suite("Web: nutrients of a day and a week")
struct NutrientsPageTests {
    /// The list item of one nutrient on the page.
    func row(_ html: String, _ nutrient: String) -> String {
        htmlSlice(html, from: "data-nutrient=\"\(nutrient)\"", to: "</li>")
    }

    @Test("a meal saved from the food picker keeps the food's nutrients; the day's view shows them against targets")
    func fromThePicker() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            // The picker fills the form and carries the food and amount along.
            let filled = try await app.page(
                Route.newMeal.path() + "?date=10%2F03%2F2025&food=11457&amount=200%20g", as: alice
            ).text
            #expect(filled.contains("<input type=\"hidden\" name=\"food\" value=\"11457\">"))
            #expect(filled.contains("<input type=\"hidden\" name=\"amount\" value=\"200 g\">"))
            let calories = try #require(textBetween(filled, "id=\"calories\" name=\"calories\" value=\"", "\""))
            let protein = try #require(textBetween(filled, "id=\"protein\" name=\"protein\" value=\"", "\""))
            let fat = try #require(textBetween(filled, "id=\"fat\" name=\"fat\" value=\"", "\""))
            let carbs = try #require(textBetween(filled, "id=\"carbs\" name=\"carbs\" value=\"", "\""))
            let saved = try await app.submitMultipart(
                Route.meals.path(), as: alice,
                fields: [
                    ("food", "11457"), ("amount", "200 g"), ("name", "Spinach"), ("calories", calories),
                    ("protein", protein), ("fat", fat),
                    ("carbs", carbs), ("date", "10/03/2025"),
                ])
            #expect(saved.status == .seeOther)
            try await app.addMeal("Toast", calories: 120, as: alice)

            let page = try await app.page(Route.nutrients.path() + "?date=2025-03-10", as: alice)
            #expect(page.status == .ok)
            let html = page.text
            #expect(html.contains("Monday 10 March 2025"))
            // 200 g of raw spinach: 5.42 mg iron (SR28 11457), against the label's 18 mg.
            let iron = row(html, "iron")
            #expect(
                iron.contains("5.42 mg") && iron.contains("(1 of 2 meals known)")
                    && iron.contains("target 18 mg · 30 %"))
            #expect(iron.contains("upper limit 45 mg"))
            #expect(iron.contains("Most from: Spinach (100 %)"))
            #expect(row(html, "vitaminK").contains("966 µg"))
            #expect(row(html, "caffeine").contains("unknown") || row(html, "caffeine").contains("0 mg"))
            // The typed meal is named as the reason totals may be low.
            #expect(html.contains("1 of 2 meals was typed by hand"))
            #expect(html.contains("Food-label Daily Values"))
        }
    }

    @Test(
        "changing the calories of a meal from a food on the form drops its nutrients and source; editing its name keeps them"
    )
    func editing() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let meal = try await app.createMeal(
                #"{"foodId": "11457", "amount": "100 g", "date": "10/03/2025", "name": "Spinach"}"#, as: alice)
            let id = try #require(meal["id"] as? String)
            let form = try await app.page(Route.editMeal.path(id), as: alice).text
            func value(_ name: String) throws -> String {
                try #require(textBetween(form, "id=\"\(name)\" name=\"\(name)\" value=\"", "\""))
            }
            let fields = [
                ("name", "Baby spinach"), ("calories", try value("calories")), ("protein", try value("protein")),
                ("fat", try value("fat")), ("carbs", try value("carbs")), ("date", "10/03/2025"),
            ]
            #expect(
                try await app.submitMultipart(Route.editMeal.path(id), as: alice, fields: fields).status == .seeOther)
            #expect(
                row(try await app.page(Route.nutrients.path() + "?date=2025-03-10", as: alice).text, "iron").contains(
                    "2.71 mg"))
            #expect(
                try await app.page(Route.meal.path(id), as: alice).text.contains(
                    "<dt>Figures</dt><dd>USDA FoodData Central (SR28)</dd>"),
                "the meal's page says who its figures are from")

            let more = fields.map { $0.0 == "calories" ? ("calories", "300") : $0 }
            #expect(try await app.submitMultipart(Route.editMeal.path(id), as: alice, fields: more).status == .seeOther)
            let after = try await app.page(Route.nutrients.path() + "?date=2025-03-10", as: alice).text
            #expect(row(after, "iron").contains("unknown"))
            #expect(
                !(try await app.page(Route.meal.path(id), as: alice).text.contains("<dt>Figures</dt>")),
                "the figures are hers now")
        }
    }

    @Test("the week's view averages its logged days and links back to the day; an empty day says how to fill it")
    func week() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            try await app.createMeal(#"{"foodId": "11457", "amount": "100 g", "date": "05/03/2025"}"#, as: alice)
            try await app.createMeal(#"{"foodId": "11457", "amount": "300 g", "date": "10/03/2025"}"#, as: alice)
            let html = try await app.page(Route.nutrients.path() + "?date=2025-03-10&span=week", as: alice).text
            #expect(html.contains("Tuesday 4 March 2025 to Monday 10 March 2025: the average of 2 logged days"))
            #expect(row(html, "iron").contains("5.42 mg"))
            #expect(html.contains("href=\"/nutrients?date=2025-03-10\""))
            #expect(html.contains("href=\"/nutrients?date=2025-03-03&amp;span=week\""))

            let empty = try await app.page(Route.nutrients.path() + "?date=2025-01-01", as: alice).text
            #expect(empty.contains("Nothing is logged on this day."))
            let bad = try await app.page(Route.nutrients.path() + "?date=yesterday", as: alice)
            #expect(bad.status == .ok && bad.text.contains("is not a date written yyyy-mm-dd"))
            // Today's page links here.
            #expect(
                try await app.page(Route.day.path("2025-03-10"), as: alice).text.contains(
                    "href=\"/nutrients?date=2025-03-10\""))
        }
    }

    @Test("Settings chooses the life stage and one's own targets; a bad target is shown and nothing is saved")
    func settings() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let page = try await app.page(Route.settings.path(), as: alice).text
            #expect(page.contains("id=\"nutrient-targets\""))
            #expect(page.contains("<option value=\"daily-values\" selected>"))
            #expect(page.contains("placeholder=\"18\""), "the reference iron target shows in its field")

            let refused = try await app.submit(
                Route.nutrientTargets.path(), as: alice,
                fields: [
                    ("lifeStage", "female-31-50"), ("targets.iron", "lots"),
                ])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("The iron target must be a number of mg"))
            #expect(try await app.services.users.account(id: alice.id)?.goals.nutrients == .standard)

            let saved = try await app.submit(
                Route.nutrientTargets.path(), as: alice,
                fields: [
                    ("lifeStage", "female-31-50"), ("targets.iron", "20"), ("targets.zinc", ""),
                ])
            #expect(saved.status == .seeOther)
            let targets = try #require(try await app.services.users.account(id: alice.id)?.goals.nutrients)
            #expect(targets.lifeStage == .female31to50 && targets.target(.iron) == 20 && targets.target(.zinc) == 8)
            let after = try await app.page(Route.settings.path(), as: alice).text
            #expect(after.contains("<option value=\"female-31-50\" selected>"))
            #expect(after.contains("value=\"20\""))
        }
    }
}
