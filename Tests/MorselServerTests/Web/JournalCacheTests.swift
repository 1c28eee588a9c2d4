import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The day page and the Nutrients view are kept under the person's journal version
/// (``JournalCache``): shown again, they must still show every change, whoever made it.
@Suite("Pages kept until the journal changes")
struct JournalCacheTests {
    /// The version a request of `user`'s reads with their session.
    func version(_ app: TestApp, _ user: TestUser) async throws -> Int {
        try #require(try await app.services.credentials.session(secret: user.session)).account.journalVersion
    }

    @Test(
        "every write to a person's meals or saved meals raises their journal version, and only theirs, whatever wrote it"
    )
    func versionRises() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            var seen = try await version(app, alice)
            let bobs = try await version(app, bob)
            func expectRaised(_ what: Comment) async throws {
                let now = try await version(app, alice)
                #expect(now > seen, what)
                seen = now
            }
            let id = try await app.addMeal("Porridge", calories: 350, as: alice)
            try await expectRaised("a meal logged")
            _ = try await app.services.journals.of(alice.id).create([
                MealDetails(
                    name: "Egg", category: MealCategory("Breakfast"),
                    nutrition: Nutrition(calories: 80, protein: 6, fat: 5, carbs: 1), date: MealDate(iso: "2025-03-09")!
                ),
                MealDetails(
                    name: "Toast", category: MealCategory("Breakfast"),
                    nutrition: Nutrition(calories: 120, protein: 4, fat: 2, carbs: 22),
                    date: MealDate(iso: "2025-03-09")!),
            ])
            try await expectRaised("two meals in one statement")
            #expect(
                try await app.api(.patch, Route.API.meal.path(id), as: alice, json: #"{"calories": 400}"#).status == .ok
            )
            try await expectRaised("a meal changed")
            #expect(try await app.api(.put, Route.API.favorite.path(id), as: alice).status == .ok)
            try await expectRaised("a meal made a favourite")
            #expect(
                try await app.api(
                    .post, Route.API.copyDay.path("2025-03-09"), as: alice, json: #"{"to": "11/03/2025"}"#
                ).status == .created)
            try await expectRaised("a day copied")
            let saved = try await app.api(
                .post, Route.API.savedMeals.path(), as: alice, json: #"{"name": "My usual", "foods": "2 eggs"}"#)
            #expect(saved.status == .created)
            try await expectRaised("a saved meal made")
            #expect(
                try await app.api(.delete, Route.API.savedMeal.path(try saved.jsonObject()["id"] as! String), as: alice)
                    .status == .noContent)
            try await expectRaised("a saved meal deleted")
            // As another instance, or any tool on the database, would write.
            try await app.services.store.run(
                "UPDATE meals SET calories = calories + 1 WHERE user_id = \(bind: alice.id)")
            try await expectRaised("meals changed straight in the database")
            #expect(try await app.api(.delete, Route.API.meal.path(id), as: alice).status == .noContent)
            try await expectRaised("a meal deleted")

            #expect(try await version(app, bob) == bobs, "nothing of Bob's was written")

            if TestDatabase.isPostgres {
                // A tool whose search path does not name Morsel's schema, writing by the schema's name.
                let schema = try #require(try await app.services.store.row("SELECT current_schema() AS name")).string(
                    "name")
                try await app.services.store.transaction { database in
                    try await database.raw("SET LOCAL search_path TO public").run()
                    try await database.raw(
                        "UPDATE \(ident: schema).meals SET calories = calories + 1 WHERE user_id = \(bind: alice.id)"
                    ).run()
                }
                try await expectRaised("meals changed under another search path")
                try await app.services.store.run("TRUNCATE saved_meals")
                try await expectRaised("saved meals truncated")
            }
        }
    }

    @Test(
        "Today shown again shows what changed since, whether the API or the database itself changed it, and only to its owner"
    )
    func todayFollowsTheJournal() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            try await app.addMeal("Porridge", category: "Breakfast", calories: 350, as: alice)
            let first = try await app.page(Route.today.path(), as: alice).text
            #expect(dayMealsSection(first).contains(nameSpan("Porridge")))
            #expect(try await app.page(Route.today.path(), as: alice).text == first, "shown again unchanged")

            try await app.services.store.run("UPDATE meals SET name = 'Granola' WHERE user_id = \(bind: alice.id)")
            let renamed = dayMealsSection(try await app.page(Route.today.path(), as: alice).text)
            #expect(renamed.contains(nameSpan("Granola")) && !renamed.contains(nameSpan("Porridge")))

            let soup = try await app.addMeal("Soup", category: "Lunch", calories: 300, as: alice)
            let html = try await app.page(Route.today.path(), as: alice).text
            #expect(dayMealsSection(html).contains(nameSpan("Soup")))
            #expect(dayTotalsSection(html).contains("<dd>650 kcal</dd>"))

            let bobs = try await app.page(Route.today.path(), as: bob).text
            #expect(!bobs.contains("Granola") && !bobs.contains("Soup"), "Alice's day is hers")

            // A favourite and a saved meal, each shown on a Today already kept.
            #expect(try await app.api(.put, Route.API.favorite.path(soup), as: alice).status == .ok)
            #expect(favoritesSection(try await app.page(Route.today.path(), as: alice).text).contains("Soup"))
            #expect(
                try await app.api(
                    .post, Route.API.savedMeals.path(), as: alice, json: #"{"name": "My usual", "foods": "2 eggs"}"#
                ).status == .created)
            #expect(
                htmlSlice(
                    try await app.page(Route.today.path(), as: alice).text, from: "id=\"saved-heading\"",
                    to: "</section>"
                ).contains("My usual"))
        }
    }

    @Test("the Nutrients view shown again follows the journal and a change of targets at once")
    func nutrientsFollow() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            try await app.createMeal(#"{"foodId": "11457", "amount": "100 g", "date": "10/03/2025"}"#, as: alice)
            let path = Route.nutrients.path(query: ["date": "2025-03-10"])
            let iron = { (html: String) in htmlSlice(html, from: "data-nutrient=\"iron\"", to: "</li>") }
            #expect(iron(try await app.page(path, as: alice).text).contains("2.71 mg"))
            #expect(iron(try await app.page(path, as: alice).text).contains("target 18 mg"))

            let apiPath = Route.API.dayNutrients.path("2025-03-10")
            #expect(try await app.api(.get, apiPath, as: alice).text.contains("\"total\":2.71"))
            try await app.createMeal(
                #"{"foodId": "11457", "amount": "100 g", "date": "10/03/2025", "name": "More spinach"}"#, as: alice)
            #expect(iron(try await app.page(path, as: alice).text).contains("5.42 mg"), "a second 100 g of spinach")
            #expect(try await app.api(.get, apiPath, as: alice).text.contains("\"total\":5.42"))

            #expect(
                try await app.submit(
                    Route.nutrientTargets.path(), as: alice,
                    fields: [("lifeStage", "male-19-30"), ("targets.iron", "")]
                ).status == .seeOther)
            #expect(
                iron(try await app.page(path, as: alice).text).contains("target 8 mg"), "the new life stage's target")
            let api = try await app.api(.get, apiPath, as: alice).text
            #expect(api.contains("\"target\":8"))

            // The week ending on the day is its own view, and what is not the view's (a notice) is the request's.
            let week = try await app.page(
                Route.nutrients.path(query: ["date": "2025-03-10", "span": "week"]), as: alice
            ).text
            let day = try await app.page(path, as: alice).text
            #expect(week.contains("the average of 1 logged day") && !day.contains("the average of"))
            let refused = try await app.page(Route.nutrients.path(query: ["date": "someday"]), as: alice).text
            #expect(refused.contains("“someday” is not a date written yyyy-mm-dd; here is today."))
            let plain = try await app.page(Route.nutrients.path(), as: alice).text
            #expect(!plain.contains("someday"))
        }
    }
}

@Suite("What is kept under a journal's version")
struct JournalCacheUnitTests {
    @Test(
        "an answer is kept per person and version; a newer version drops the older; a request holding an older one keeps nothing"
    )
    func keptByVersion() async throws {
        let cache = JournalCache()
        let alice = UUID()
        let bob = UUID()
        let day = JournalCache.Question.dayPage(date: MealDate(iso: "2025-03-10")!, today: MealDate(iso: "2025-03-10")!)
        var made = 0
        func ask(_ id: UUID, _ version: Int) async -> Int {
            await cache.answer(day, userID: id, version: version) {
                made += 1
                return made
            }
        }
        #expect(await ask(alice, 3) == 1)
        #expect(await ask(alice, 3) == 1, "kept")
        #expect(await ask(bob, 3) == 2, "Bob's is his own")
        #expect(await ask(alice, 4) == 3, "the journal moved on")
        #expect(await ask(alice, 3) == 4, "a request that read the older version is answered afresh…")
        #expect(await ask(alice, 4) == 3, "…and does not displace the newer answer")
    }

    @Test("past its limits it starts again: one person's answers, then everyone's")
    func limits() async throws {
        let cache = JournalCache(perPersonLimit: 2, limit: 3)
        let alice = UUID()
        let bob = UUID()
        var made = 0
        func ask(_ id: UUID, _ day: String) async -> Int {
            let date = MealDate(iso: day)!
            return await cache.answer(.dayPage(date: date, today: date), userID: id, version: 1) {
                made += 1
                return made
            }
        }
        #expect(await ask(alice, "2025-03-01") == 1)
        #expect(await ask(alice, "2025-03-02") == 2)
        #expect(await ask(alice, "2025-03-03") == 3, "a third answer starts Alice's again")
        #expect(await ask(alice, "2025-03-01") == 4)
        #expect(await ask(alice, "2025-03-03") == 3)
        #expect(await ask(bob, "2025-03-01") == 5, "the third answer kept in all")
        #expect(await ask(UUID(), "2025-03-01") == 6, "a fourth starts everyone's again")
        #expect(await ask(alice, "2025-03-03") == 7)
        #expect(await ask(bob, "2025-03-01") == 8)
    }
}
