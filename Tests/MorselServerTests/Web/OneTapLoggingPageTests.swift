import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Logging in one tap in the browser: from the meals eaten often, in words, by copying a day
/// or a slot, and a quick add of calories and macros alone.
@Suite("Web: logging in one tap")
struct OneTapLoggingPageTests {
    func frequentSection(_ html: String) -> String {
        htmlSlice(html, from: "id=\"frequent-heading\"", to: "</section>")
    }

    @Test("Today offers the meals eaten often; on another day's page one tap logs it on that day, at its own time")
    func frequentOnAnotherDay() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let id = try await app.addMeal(
                "Porridge", category: "Breakfast", calories: 350, date: "09/03/2025", time: "07:30", as: alice)
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(frequentSection(today).contains("Porridge"))
            #expect(frequentSection(today).contains("action=\"/meals/\(id)/relog\""))

            let earlier = try await app.page(Route.day.path("2025-03-05"), as: alice).text
            #expect(frequentSection(earlier).contains("<input type=\"hidden\" name=\"date\" value=\"2025-03-05\">"))
            let logged = try await app.submit(
                Route.relog.path(id), as: alice, fields: [("date", "2025-03-05"), ("return", "/days/2025-03-05")])
            #expect(logged.status == .seeOther)
            let day = try await app.follow(logged, as: alice).text
            #expect(day.contains("Logged Porridge again on Wednesday 5 March 2025."))
            #expect(dayMealsSection(day).contains("Porridge") && dayMealsSection(day).contains("07:30"))
        }
    }

    @Test(
        "a meal in words is logged from Today; a food that matches nothing is asked about, the rest kept; a sentence's meal is its category"
    )
    func inWords() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let logged = try await app.submit(
                Route.mealText.path(), as: alice,
                fields: [
                    ("text", "2 eggs and toast"), ("category", "Breakfast"), ("date", "2025-03-10"), ("return", "/"),
                ])
            #expect(logged.status == .seeOther)
            let first = try await app.follow(logged, as: alice).text
            #expect(first.contains("Logged 2 eggs and toast:"))
            #expect(
                first.contains(
                    "<li>toast: Bread, NS as to major flour, toasted, usual serving, 25.0 g, 73 kcal (USDA FNDDS 2021-2023)</li>"
                ))
            #expect(dayMealsSection(first).contains("2 eggs and toast"))

            // A food that matches nothing is asked about with the rest shown; it can be left out.
            let fields = [("text", "3 eggs & zzqxv"), ("date", "2025-03-10"), ("return", "/")]
            let review = try await app.submit(Route.mealText.path(), as: alice, fields: fields)
            #expect(review.status == .unprocessableContent)
            #expect(
                review.text.contains(
                    "<legend>“zzqxv”<span class=\"subtle\"> — not sure: no food matches it</span></legend>"))
            #expect(review.text.contains("name=\"pick.1\" value=\"skip\"") && review.text.contains("Leave it out"))
            let eggs = try #require(
                htmlSlice(review.text, from: "name=\"pick.0\" value=\"", to: "\"").split(separator: "\"").last.map(
                    String.init))
            let kept = try await app.submit(
                Route.mealText.path(), as: alice, fields: fields + [("pick.0", eggs), ("pick.1", "skip")])
            #expect(kept.status == .seeOther)
            #expect(try await app.follow(kept, as: alice).text.contains("Logged 3 eggs &amp; zzqxv:"))
            #expect(try await app.mealNames(of: alice).count == 2)
            // Words a sentence says around the foods are not read as food, and the meal they name is the category.
            let lunch = try await app.submit(
                Route.mealText.path(), as: alice,
                fields: [
                    ("text", "For lunch I had a turkey sandwich and a medium latte"), ("date", "2025-03-10"),
                    ("return", "/"),
                ])
            #expect(lunch.status == .seeOther)
            let today = try await app.follow(lunch, as: alice).text
            #expect(today.contains("Logged For lunch I had a turkey sandwich and a medium latte: 423 kcal"))
            #expect(htmlSlice(dayMealsSection(today), from: "For lunch I had", to: "</li>").contains("Lunch"))
        }
    }

    @Test(
        "a meal in words shows beside the words box once logged, each food with its portion, to change or undo; Undo gives the words back"
    )
    func justLoggedInWords() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let logged = try await app.submit(
                Route.mealText.path(), as: alice,
                fields: [
                    ("text", "a turkey sandwich and a medium latte"), ("date", "2025-03-10"), ("return", "/"),
                ])
            let location = logged.headers[.location] ?? ""
            #expect(location.hasPrefix("/?logged=") && location.hasSuffix("#said"))
            let today = try await app.follow(logged, as: alice).text
            let card = try #require(
                today.range(of: "class=\"just-logged\"").map { String(today[$0.lowerBound...].prefix(2_000)) })
            #expect(card.contains("Logged “a turkey sandwich and a medium latte”</strong>: 423 kcal"))
            #expect(
                card.contains(
                    "<li>a turkey sandwich: Turkey sandwich on white, usual serving, 115.0 g, 217 kcal (USDA FNDDS 2021-2023)</li>"
                ))
            #expect(card.contains(">Change<") && card.contains(">Undo<"))
            // The words box comes before the day's totals.
            #expect(today.range(of: "id=\"said\"")!.lowerBound < today.range(of: "id=\"totals-heading\"")!.lowerBound)
            // Another person's meal id shows nothing.
            let bob = try await app.user("bob")
            let mealID = String(location.dropFirst("/?logged=".count).prefix(36))
            #expect(!(try await app.page("/?logged=\(mealID)", as: bob).text.contains("just-logged")))

            let undo = try await app.submit(
                Route.deleteMeal.path(UUID(uuidString: mealID)!), as: alice,
                fields: [
                    ("return", "/?said=a%20turkey%20sandwich%20and%20a%20medium%20latte#said")
                ])
            let back = try await app.follow(undo, as: alice).text
            #expect(back.contains("value=\"a turkey sandwich and a medium latte\""))
            #expect(try await app.mealNames(of: alice).isEmpty)
        }
    }

    @Test(
        "a meal in words Morsel is unsure of is shown to check, nothing saved; the picks or a weight sent back log it")
    func unsureInWords() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let fields = [
                ("text", "a bowl of stuff, a medium latte"), ("category", "Lunch"), ("date", "2025-03-10"),
                ("return", "/"),
            ]
            let review = try await app.submit(Route.mealText.path(), as: alice, fields: fields)
            #expect(review.status == .unprocessableContent)
            let page = review.text
            #expect(page.contains("<h1>Check what you ate</h1>") && page.contains("Morsel is not sure of one food"))
            #expect(page.contains("<legend>“a bowl of stuff”<span class=\"subtle\"> — not sure:"))
            #expect(
                page.contains("name=\"pick.0\"")
                    && page.contains("name=\"pick.1\" value=\"fndds:92101900|medium|1.0|480.0\""))
            #expect(page.contains("Or its weight in grams"))
            #expect(try await app.mealNames(of: alice).isEmpty)

            // A pick of chicken noodle soup by its cup, and the latte as it was.
            let picked = try await app.submit(
                Route.mealText.path(), as: alice,
                fields: fields + [
                    ("pick.0", "fndds:58403040|cup|1.5|367.5"), ("pick.1", "fndds:92101900|medium|1.0|480.0"),
                ])
            #expect(picked.status == .seeOther)
            #expect(
                try await app.follow(picked, as: alice).text.contains(
                    "Logged a bowl of stuff, a medium latte: 401 kcal"))
            // A weight typed in wins over the pick; a weight that is not a number is refused in words.
            let weighed = try await app.submit(
                Route.mealText.path(), as: alice,
                fields: fields + [
                    ("pick.0", "fndds:58403040|cup|1.5|367.5"), ("grams.0", "245"),
                    ("pick.1", "fndds:92101900|medium|1.0|480.0"),
                ])
            #expect(
                try await app.follow(weighed, as: alice).text.contains(
                    "Logged a bowl of stuff, a medium latte: 336 kcal"), "245 g of soup, 130 kcal")
            let nonsense = try await app.submit(
                Route.mealText.path(), as: alice, fields: fields + [("pick.0", "x|y|z|w"), ("grams.0", "lots")])
            #expect(
                try await app.follow(nonsense, as: alice).text.contains("Not logged: A weight is a number of grams"))
            #expect(try await app.mealNames(of: alice).count == 2)
        }
    }

    @Test("a day's page copies the day, or one meal slot, to another day; an empty slot says so")
    func copyADay() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            try await app.addMeal(
                "Porridge", category: "Breakfast", calories: 350, date: "09/03/2025", time: "07:30", as: alice)
            try await app.addMeal("Soup", category: "Lunch", calories: 300, date: "09/03/2025", as: alice)
            let page = try await app.page(Route.day.path("2025-03-09"), as: alice).text
            let form = htmlSlice(page, from: "<form class=\"copy-day\"", to: "</form>")
            #expect(form.contains("action=\"/days/2025-03-09/copy\""))
            #expect(form.contains("<option value=\"Breakfast\">This day&#39;s breakfast</option>"))
            #expect(form.contains("id=\"copy-to\" name=\"to\" value=\"2025-03-10\""), "to today, by default")

            let copied = try await app.submit(
                Route.copyDay.path("2025-03-09"), as: alice, fields: [("category", "Breakfast"), ("to", "2025-03-10")])
            let today = try await app.follow(copied, as: alice).text
            #expect(today.contains("Copied 1 meal to Monday 10 March 2025."))
            #expect(dayMealsSection(today).contains("Porridge") && !dayMealsSection(today).contains("Soup"))

            let empty = try await app.submit(
                Route.copyDay.path("2025-03-09"), as: alice, fields: [("category", "Dinner"), ("to", "2025-03-10")])
            #expect(try await app.follow(empty, as: alice).text.contains("No dinner is logged on 09/03/2025"))
        }
    }

    @Test("quick add takes calories and macros alone; a blank name is “Quick add”")
    func quickAdd() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let saved = try await app.submitMultipart(
                Route.meals.path(), as: alice,
                fields: [
                    ("quick", "true"), ("name", ""), ("calories", "420"), ("protein", "30"), ("fat", "12"),
                    ("carbs", "45"),
                    ("date", "10/03/2025"), ("return", "/"),
                ])
            #expect(saved.status == .seeOther)
            let day = try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).jsonObject()
            let meal = try #require((day["meals"] as? [[String: Any]])?.first)
            #expect(
                meal["name"] as? String == "Quick add" && meal["calories"] as? Int == 420
                    && meal["protein"] as? Double == 30)
            // The full form still needs a name.
            let refused = try await app.submitMultipart(
                Route.meals.path(), as: alice, fields: [("name", ""), ("calories", "420")])
            #expect(refused.status == .unprocessableContent)
        }
    }

    @Test(
        "the new-meal form offers the meals eaten often first, logged on the form's date; a meal's page copies it to another day"
    )
    func formAndMealPage() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let meal = try await app.createMeal(
                #"{"foodId": "11457", "amount": "100 g", "date": "09/03/2025", "time": "12:30", "name": "Spinach"}"#,
                as: alice)
            let id = try #require(meal["id"] as? String)
            let form = try await app.page(Route.newMeal.path() + "?date=2025-03-07", as: alice).text
            let offered = htmlSlice(form, from: "id=\"form-frequent-heading\"", to: "</section>")
            #expect(
                offered.contains("Spinach")
                    && offered.contains("<input type=\"hidden\" name=\"date\" value=\"2025-03-07\">"))
            #expect(appearsInOrder(form, ["form-frequent-heading", "food-picker"]), "offered before the food picker")

            let page = try await app.page(Route.meal.path(id), as: alice).text
            #expect(page.contains("Vitamins, minerals and more"))
            #expect(page.contains("<th scope=\"row\">Iron</th><td>2.71 mg</td><td>every one of the foods</td>"))
            // Its figures are credited once, under Figures; a meal logged before meals kept
            // their source is credited to the USDA tables or a label, as it was then.
            #expect(page.contains("<dt>Figures</dt><dd>USDA FoodData Central (SR28)</dd>"))
            #expect(page.contains("From the foods whose figures are known.</"))
            try await app.services.store.run("UPDATE meals SET source = NULL")
            let older = try await app.page(Route.meal.path(id), as: alice).text
            #expect(
                !older.contains("<dt>Figures</dt>")
                    && older.contains("From the foods whose figures are known: \(FoodSource.usdaCredit), or the label.")
            )
            #expect(page.contains("id=\"copy-date\" name=\"date\" value=\"2025-03-10\""))
            let copied = try await app.submit(Route.relog.path(id), as: alice, fields: [("date", "2025-03-12")])
            #expect(
                try await app.follow(copied, as: alice).text.contains(
                    "Logged Spinach again on Wednesday 12 March 2025."))
            let day = try await app.api(.get, "/api/v1/days/2025-03-12", as: alice).jsonObject()
            #expect((day["meals"] as? [[String: Any]])?.first?["time"] as? String == "12:30")
        }
    }
}
