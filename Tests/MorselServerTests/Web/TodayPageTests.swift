import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The day page (home is today, 10/03/2025): meals, totals, quick add, favourites, samples.
@Suite("Web: Today page")
struct TodayPageTests {
    @Test("Today lists the day's meals earliest first, untimed last, with the day's totals")
    func todayListsMealsInOrderWithTotals() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("Supper", category: "Dinner", calories: 600, time: "19:30", as: alice)
            try await app.addMeal("Mystery Snack", category: "Snack", calories: 150, as: alice)
            try await app.addMeal("Porridge", category: "Breakfast", calories: 350, time: "08:00", as: alice)

            // when
            let response = try await app.page(Route.today.path(), as: alice)

            // then
            let html = response.text
            #expect(response.status == .ok)
            #expect(html.contains("<h1>Today</h1>"))
            #expect(html.contains("Monday 10 March 2025"))
            let meals = dayMealsSection(html)
            #expect(appearsInOrder(meals, [nameSpan("Porridge"), nameSpan("Supper"), nameSpan("Mystery Snack")]))
            #expect(meals.contains("08:00 · Breakfast"))
            #expect(meals.contains("19:30 · Dinner"))
            #expect(meals.contains("<span class=\"kcal\">350 kcal</span>"))
            #expect(dayTotalsSection(html).contains("<dd>\(1_100.grouped) kcal</dd>"))
            #expect(dayTotalsSection(html).contains("<dd>1,100 kcal</dd>"))
        }
    }

    @Test("Today offers a quick-add form that logs a meal on this day and comes back")
    func quickAddFormLogsMeal() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let html = try await app.page(Route.today.path(), as: alice).text
            #expect(
                html.contains(
                    "<form class=\"quick-add\" method=\"post\" action=\"/meals\" enctype=\"multipart/form-data\""))
            #expect(html.contains("<input type=\"hidden\" name=\"date\" value=\"10/03/2025\">"))
            #expect(html.contains("<input type=\"hidden\" name=\"return\" value=\"/\">"))
            #expect(html.contains("<label for=\"quick-name\">Name (optional)</label>"))
            #expect(html.contains("<label for=\"quick-calories\">Calories (kcal)</label>"))
            #expect(html.contains(">Add</button>"))

            // when
            let response = try await app.submitMultipart(
                Route.meals.path(), as: alice,
                fields: [
                    ("date", "10/03/2025"), ("return", "/"), ("name", "Toast"), ("category", "Breakfast"),
                    ("calories", "1250"), ("time", "07:15"),
                ])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.today.path())
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(dayMealsSection(today).contains(nameSpan("Toast")))
            #expect(dayMealsSection(today).contains("1,250 kcal"))
        }
    }

    @Test("favourites are listed with a Log again button")
    func favouritesShowLogAgainButton() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let empty = try await app.page(Route.today.path(), as: alice).text
            #expect(empty.contains("Mark a meal as a favourite to log it again here in one tap."))
            let id = try await app.addMeal(
                "Granola", category: "Breakfast", calories: 300, date: "09/03/2025", as: alice)
            let marked = try await app.api(.put, Route.API.favorite.path(id), as: alice)
            #expect(marked.status == .ok)

            // when
            let html = try await app.page(Route.today.path(), as: alice).text

            // then
            let favourites = favoritesSection(html)
            #expect(favourites.contains(nameSpan("Granola")))
            #expect(favourites.contains("action=\"/meals/\(id)/relog\""))
            #expect(favourites.contains(">Log again"))
            #expect(!dayMealsSection(html).contains("Granola"))
        }
    }

    @Test("Today lists the first 12 favourites by name and says where the others are")
    func favouritesAreBounded() async throws {
        try await withApp { app in
            // given: 13 favourites, added out of name order
            let alice = try await app.user("alice")
            for number in (1...13).reversed() {
                let id = try await app.addMeal(
                    String(format: "Favourite %02d", number), category: "Snack", calories: 100,
                    date: "01/03/2025", as: alice)
                #expect(try await app.api(.put, Route.API.favorite.path(id), as: alice).status == .ok)
            }

            // when
            let favourites = favoritesSection(try await app.page(Route.today.path(), as: alice).text)

            // then
            for number in 1...12 { #expect(favourites.contains(nameSpan(String(format: "Favourite %02d", number)))) }
            #expect(!favourites.contains("Favourite 13"))
            #expect(favourites.contains("The first 12 by name."))
            #expect(favourites.contains("href=\"/meals\""))
        }
    }

    @Test("a journal with meals on other days only, and no favourites, offers no samples")
    func otherDaysMeansNotEmpty() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            _ = try await app.addMeal("Soup", category: "Lunch", calories: 300, date: "01/03/2025", as: alice)
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(!today.contains("New here?"))
            #expect(today.contains("Mark a meal as a favourite"))
        }
    }

    @Test("Today links to the previous and next days, and those pages work")
    func previousAndNextDayLinks() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("Sunday Roast", category: "Dinner", calories: 900, date: "09/03/2025", as: alice)

            // when
            let today = try await app.page(Route.today.path(), as: alice).text
            let yesterday = try await app.page(Route.day.path("2025-03-09"), as: alice)

            // then
            #expect(today.contains("href=\"/days/2025-03-09\" rel=\"prev\""))
            #expect(today.contains("href=\"/days/2025-03-11\" rel=\"next\""))
            #expect(yesterday.status == .ok)
            #expect(yesterday.text.contains("9 March 2025"))
            #expect(dayMealsSection(yesterday.text).contains(nameSpan("Sunday Roast")))
            #expect(yesterday.text.contains("href=\"/days/2025-03-08\" rel=\"prev\""))
            #expect(yesterday.text.contains("href=\"/days/2025-03-10\" rel=\"next\""))
        }
    }

    @Test("a meal logged on another day does not show on Today")
    func otherDaysMealIsNotOnToday() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("Yesterday Stew", category: "Dinner", calories: 500, date: "09/03/2025", as: alice)

            // when
            let html = try await app.page(Route.today.path(), as: alice).text

            // then
            #expect(!dayMealsSection(html).contains("Yesterday Stew"))
            #expect(dayMealsSection(html).contains("Nothing logged on this day yet."))
            #expect(dayTotalsSection(html).contains("<dd>0 kcal</dd>"))
        }
    }

    @Test("an empty journal offers sample meals, and adding them fills the journal")
    func emptyJournalOffersSamples() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let before = try await app.page(Route.today.path(), as: alice).text
            #expect(before.contains("New here?"))
            #expect(before.contains("action=\"/samples\""))
            #expect(before.contains(">Add sample meals</button>"))

            // when
            let response = try await app.submit(Route.samples.path(), as: alice, fields: [])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.today.path())
            #expect(response.flashNotice == "info:Added three sample meals.")
            let meals = try await app.page(Route.meals.path(), as: alice).text
            for name in ["Caprese Salad", "Chicken and Potatoes", "Pasta with Meatballs"] {
                #expect(meals.contains(nameSpan(name)), "\(name) is in All meals")
            }
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(dayMealsSection(today).contains(nameSpan("Caprese Salad")))
            #expect(dayMealsSection(today).contains(nameSpan("Chicken and Potatoes")))
            #expect(!today.contains(">Add sample meals</button>"))
        }
    }

    @Test("asking for samples on a journal that has meals adds nothing")
    func samplesOnlyForEmptyJournal() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.addMeal("Toast", category: "Breakfast", calories: 200, as: alice)
            let before = try await app.page(Route.today.path(), as: alice).text
            #expect(!before.contains(">Add sample meals</button>"))

            // when
            let response = try await app.submit(Route.samples.path(), as: alice, fields: [])

            // then
            #expect(response.status == .seeOther)
            #expect(response.flashNotice?.hasPrefix("warning:") == true)
            let names = try await app.mealNames(of: alice)
            #expect(names == ["Toast"])
        }
    }

    @Test("a day that is not a real date is a 404 page", arguments: ["not-a-date", "2025-02-30", "10-03-2025"])
    func invalidDayIsNotFound(day: String) async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.page("/days/\(day)", as: alice)

            // then
            #expect(response.status == .notFound)
            #expect(response.text.contains("There is nothing here, or it is not yours to see."))
        }
    }

    @Test("Log again creates a new meal dated today at 10:00 that shows on Today")
    func logAgainAddsMealToToday() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let id = try await app.addMeal(
                "Granola", category: "Breakfast", calories: 300, date: "09/03/2025",
                time: "07:00", as: alice)
            _ = try await app.api(.put, Route.API.favorite.path(id), as: alice)

            // when
            let response = try await app.submit(
                Route.relog.path(id), as: alice, fields: [("return", Route.today.path())])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.today.path())
            #expect(response.flashNotice == "info:Logged Granola again at 10:00.")
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(dayMealsSection(today).contains(nameSpan("Granola")))
            #expect(dayMealsSection(today).contains("10:00 · Breakfast"))
            let day = try await app.api(.get, Route.API.day.path("2025-03-10"), as: alice).items("meals")
            #expect(day.count == 1)
            #expect(day.first?["date"] as? String == "10/03/2025")
            #expect(day.first?["time"] as? String == "10:00")
            let names = try await app.mealNames(of: alice)
            #expect(names.count == 2)
        }
    }

    @Test("a Log again form without the CSRF token is refused and logs nothing")
    func logAgainNeedsCSRF() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let id = try await app.addMeal(
                "Granola", category: "Breakfast", calories: 300, date: "09/03/2025", as: alice)

            // when
            let response = try await app.submit(Route.relog.path(id), as: alice, fields: [], csrf: false)

            // then
            #expect(response.status == .forbidden)
            let names = try await app.mealNames(of: alice)
            #expect(names == ["Granola"])
        }
    }

    @Test("with reminders on, Today reminds the person to log a meal from the chosen time until one is logged")
    func reminder() async throws {
        try await withApp { app in
            // given: it is 10:00 where alice is
            let alice = try await app.user("alice", timeZone: "UTC")
            let reminder = "It is past 09:30 and nothing is logged today."
            #expect(
                !(try await app.page(Route.today.path(), as: alice).text.contains("nothing is logged today")),
                "reminders are off by default")
            // when
            let saved = try await app.api(
                .patch, "/api/v1/settings", as: alice, json: #"{"notificationsEnabled": true, "reminderTime": "09:30"}"#
            )
            #expect(saved.status == .ok)
            // then
            #expect(try await app.page(Route.today.path(), as: alice).text.contains(reminder))
            #expect(
                !(try await app.page(Route.day.path("2025-03-09"), as: alice).text.contains(reminder)),
                "only today's page reminds")
            try await app.createMeal(#"{"name":"Toast","date":"10/03/2025"}"#, as: alice)
            #expect(!(try await app.page(Route.today.path(), as: alice).text.contains(reminder)))
            // a later reminder time is not due yet
            let bob = try await app.user("bob", timeZone: "UTC")
            _ = try await app.api(
                .patch, "/api/v1/settings", as: bob, json: #"{"notificationsEnabled": true, "reminderTime": "18:00"}"#)
            #expect(!(try await app.page(Route.today.path(), as: bob).text.contains("nothing is logged today")))
        }
    }
}
