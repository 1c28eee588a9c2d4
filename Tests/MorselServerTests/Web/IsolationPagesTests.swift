import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

// The web half of the isolation tests: every page and form that names one of Alice's objects,
// tried with another person's session. The world, the probes and ``checkRefused(_:)`` are in
// API/IsolationTests.swift.

@Suite("Web: another person's or household's objects are refused")
struct IsolationPagesTests {
    /// Every page and form that names one of Alice's objects, by everyone who must be refused.
    static let probes: [IsolationProbe] = {
        var probes: [IsolationProbe] = []
        // Alice's meal: its pages and forms are 404 to everyone else, an administrator included.
        let everyone = Intruder.everyoneElse
        probes += IsolationProbe.each(.get, Route.meal, on: .meal, by: everyone)
        probes += IsolationProbe.each(.get, Route.editMeal, on: .meal, by: everyone)
        probes += IsolationProbe.each(.get, Route.deleteMeal, on: .meal, by: everyone)
        probes += IsolationProbe.each(.get, Route.mealPhoto, on: .meal, by: everyone)
        probes += IsolationProbe.each(
            .post, Route.editMeal, on: .meal,
            .multipart(
                [("name", "Stolen Cake"), ("category", "Snack"), ("calories", "1"), ("date", "10/03/2025")],
                photo: IsolationWorld.intruderPhoto), by: everyone)
        probes += IsolationProbe.each(.post, Route.deleteMeal, on: .meal, .form([]), by: everyone)
        probes += IsolationProbe.each(.post, Route.favorite, on: .meal, .form([("favorite", "false")]), by: everyone)
        probes += IsolationProbe.each(.post, Route.relog, on: .meal, .form([]), by: everyone)

        // Alice's API token: revoking it from anyone else's Settings is a 404.
        probes += IsolationProbe.each(.post, Route.deleteToken, on: .token, .form([]), by: everyone)

        // The household's plan and grocery list: 404 to another household, its administrator included.
        let outsiders = Intruder.otherHousehold
        probes += IsolationProbe.each(
            .post, Route.movePlanEntry, on: .planEntry, .form([("date", "2025-03-12")]), by: outsiders)
        probes += IsolationProbe.each(.post, Route.deletePlanEntry, on: .planEntry, .form([]), by: outsiders)
        probes += IsolationProbe.each(.post, Route.logPlanEntry, on: .planEntry, .form([]), by: outsiders)
        probes += IsolationProbe.each(
            .post, Route.groceryItem, on: .groceryItem, .form([("done", "true")]), by: outsiders)
        probes += IsolationProbe.each(.post, Route.deleteGroceryItem, on: .groceryItem, .form([]), by: outsiders)

        // Recipes: readable by all, changed only by their creator or an administrator: 403.
        let recipeForm: [(String, String)] = [
            ("name", "Taken Over"), ("category", "Dinner"), ("area", "Italian"), ("servings", "2"),
            ("ingredients", "200g | spaghetti\n2 large eggs"), ("instructions", "Boil.\nServe."),
        ]
        for target in [IsolationTarget.recipe, .catalogRecipe] {
            probes += IsolationProbe.each(
                .get, Route.editRecipe, on: target, by: Intruder.nonAdmins, expecting: .forbidden)
            probes += IsolationProbe.each(
                .post, Route.editRecipe, on: target, .form(recipeForm), by: Intruder.nonAdmins, expecting: .forbidden)
            probes += IsolationProbe.each(
                .post, Route.deleteRecipe, on: target, .form([]), by: Intruder.nonAdmins, expecting: .forbidden)
            probes += IsolationProbe.each(
                .post, Route.recipeLine, on: target, .form([("food", "01123"), ("grams", "50")]),
                by: Intruder.nonAdmins, expecting: .forbidden)
        }
        return probes
    }()

    @Test(
        "a page or form naming someone else's object is refused, answers as for nothing, and changes nothing",
        arguments: IsolationPagesTests.probes)
    func refused(_ probe: IsolationProbe) async throws {
        try await checkRefused(probe)
    }

    @Test(
        "no page shows another person's meals or tokens, nor another household's plan, list or prices",
        arguments: Intruder.everyoneElse)
    func pages(_ intruder: Intruder) async throws {
        try await withApp { app in
            // given
            let world = try await IsolationWorld.make(app)
            let user = world.user(intruder)
            let sharesHousehold = intruder == .bob
            #expect(try await app.page(Route.meals.path(), as: world.alice).text.contains(Route.meal.path(world.meal)))
            #expect(
                try await app.page(Route.settings.path(), as: world.alice).text.contains(
                    Route.deleteToken.path(world.token)))

            // when / then: Alice's journal and tokens are nowhere
            let own = [
                Route.today.path(), Route.meals.path(), Route.categories.path(), Route.day.path("2025-03-10"),
                Route.settings.path(),
            ]
            for path in own {
                let page = try await app.page(path, as: user)
                #expect(page.status == .ok, "\(path) as \(intruder.role)")
                #expect(!page.text.contains(world.meal), "\(path) as \(intruder.role) names Alice's meal")
                #expect(!page.text.contains("Secret Cake"), "\(path) as \(intruder.role) shows Alice's meal")
                #expect(!page.text.contains(world.token), "\(path) as \(intruder.role) names Alice's token")
                #expect(!page.text.contains("kitchen-tablet"), "\(path) as \(intruder.role) shows Alice's token")
            }

            // and the household's things only to its members
            let shared = [
                (Route.plan.path() + "?week=2025-W11", Route.deletePlanEntry.path(world.planEntry)),
                (Route.grocery.path(), Route.deleteGroceryItem.path(world.groceryItem)),
                (Route.prices.path(), "<strong>Pasta, dry, enriched</strong>"),
            ]
            for (path, mark) in shared {
                let page = try await app.page(path, as: user)
                #expect(page.status == .ok, "\(path) as \(intruder.role)")
                #expect(
                    page.text.contains(mark) == sharesHousehold,
                    "\(path) as \(intruder.role) \(sharesHousehold ? "must" : "must not") show the household's \(mark)")
            }
        }
    }

    @Test("removing a price from another household answers as for a food without one, and removes nothing")
    func otherHouseholdsPrice() async throws {
        try await withApp { app in
            // given: Alice's household prices spaghetti (20120); nobody prices eggs (01123)
            let world = try await IsolationWorld.make(app)
            let before = try await IsolationSnapshot.take(app, world)

            for intruder in Intruder.otherHousehold {
                let user = world.user(intruder)
                // when
                let priced = try await app.submit(Route.deletePrice.path("20120"), as: user, fields: [])
                let unpriced = try await app.submit(Route.deletePrice.path("01123"), as: user, fields: [])

                // then: the same answer as for a food nobody priced
                #expect(priced.status == .seeOther, "\(intruder.role)")
                #expect(priced.status == unpriced.status, "\(intruder.role)")
                #expect(priced.headers[.location] == unpriced.headers[.location], "\(intruder.role)")
                #expect(priced.flashNotice == "info:Pasta, dry, enriched had no price.", "\(intruder.role)")
                #expect(unpriced.flashNotice == "info:Egg, whole, raw, fresh had no price.", "\(intruder.role)")
            }

            // and Alice's household still has its price
            #expect(try await IsolationSnapshot.take(app, world).changes(since: before) == [])
            #expect(
                try await app.page(Route.prices.path(), as: world.bob).text.contains(
                    "<strong>Pasta, dry, enriched</strong>"))
        }
    }

    @Test(
        "only an administrator may add people or households, or move anyone between households",
        arguments: Intruder.nonAdmins)
    func adminFormsRefused(_ intruder: Intruder) async throws {
        try await withApp { app in
            // given
            let world = try await IsolationWorld.make(app)
            let user = world.user(intruder)
            let aliceHousehold = try #require(world.alice.account.householdID)
            let elsewhere = intruder == .bob ? world.nextDoor : aliceHousehold
            let before = try await IsolationSnapshot.take(app, world)
            let households = try await app.services.users.households()
            let people = try await app.services.users.count()

            // when
            let moveAlice = try await app.submit(
                Route.userHousehold.path(world.alice.id.uuidString), as: user,
                fields: [("household", world.nextDoor.uuidString)])
            let moveSelf = try await app.submit(
                Route.userHousehold.path(user.id.uuidString), as: user,
                fields: [("household", elsewhere.uuidString)])
            let addPerson = try await app.submit(
                Route.users.path(), as: user,
                fields: [
                    ("username", "mallory"), ("newUserPassword", "mallory-password"),
                    ("household", aliceHousehold.uuidString),
                ])
            let addHousehold = try await app.submit(
                Route.households.path(), as: user, fields: [("householdName", "Takeover")])
            let attempts = [
                ("move Alice next door", moveAlice), ("move themselves into the other household", moveSelf),
                ("add a person to Alice's household", addPerson), ("add a household", addHousehold),
            ]

            // then
            for (what, response) in attempts {
                #expect(response.status == .forbidden, "\(intruder.role) trying to \(what) got \(response.status.code)")
            }
            #expect(try await IsolationSnapshot.take(app, world).changes(since: before) == [])
            #expect(try await app.services.users.households() == households)
            #expect(try await app.services.users.count() == people)
            #expect(try await app.services.users.account(id: user.id)?.householdID == user.account.householdID)
        }
    }

    @Test("others read Alice's recipe without Edit or Delete, and their favourite toggles are their own")
    func sharedCatalog() async throws {
        try await withApp { app in
            // given: Alice has favourited her recipe
            let world = try await IsolationWorld.make(app)
            let before = try await IsolationSnapshot.take(app, world)
            #expect(
                try await app.page(Route.recipe.path(world.recipe), as: world.alice).text.contains(
                    "Remove from favourites"))

            for intruder in Intruder.nonAdmins {
                let user = world.user(intruder)
                // when
                let detail = try await app.page(Route.recipe.path(world.recipe), as: user)
                let confirm = try await app.page(Route.deleteRecipe.path(world.recipe), as: user)

                // then: readable, but not theirs to change, and not their favourite
                #expect(detail.status == .ok, "\(intruder.role)")
                #expect(detail.text.contains("<h1>Garden Pasta</h1>"), "\(intruder.role)")
                #expect(detail.text.contains("Add to favourites"), "Alice's favourite shows as \(intruder.role)'s")
                #expect(
                    !detail.text.contains("Remove from favourites"), "Alice's favourite shows as \(intruder.role)'s")
                #expect(
                    !detail.text.contains("href=\"\(Route.editRecipe.path(world.recipe))\""),
                    "\(intruder.role) is offered Edit")
                #expect(confirm.status == .ok, "\(intruder.role)")
                #expect(
                    !confirm.text.contains("id=\"confirm-heading\""),
                    "\(intruder.role) is asked to confirm a delete they may not make")

                // when: they unmark Alice's recipe and mark the imported one
                let unmarked = try await app.submit(
                    Route.recipeFavorite.path(world.recipe), as: user, fields: [("favorite", "false")])
                let marked = try await app.submit(
                    Route.recipeFavorite.path(world.catalogRecipe), as: user, fields: [("favorite", "true")])

                // then: only their own favourites change
                #expect(unmarked.status == .seeOther, "\(intruder.role)")
                #expect(marked.status == .seeOther, "\(intruder.role)")
                let favourites = try await app.page(Route.recipes.path() + "?favorite=true", as: user).text
                let results = htmlSlice(favourites, from: "id=\"results-heading\"", to: "</section>")
                #expect(results.contains("Imported Stew"), "favourites of \(intruder.role)")
                #expect(!results.contains("Garden Pasta"), "favourites of \(intruder.role)")
            }

            // and Alice's stay as they were
            #expect(try await IsolationSnapshot.take(app, world).changes(since: before) == [])
            #expect(
                try await app.page(Route.recipe.path(world.recipe), as: world.alice).text.contains(
                    "Remove from favourites"))
        }
    }

    @Test("adding a TheMealDB recipe again from Discover does not undo an administrator's changes to it")
    func rediscoverKeepsAdminChanges() async throws {
        try await MealDBFileServer.run { baseURL in
            try await withApp(theMealDB: baseURL) { app in
                // given: an administrator added Corba (52977) and renamed it
                let alice = try await app.user("alice")
                let root = try await app.user("root", admin: true)
                try await app.submit(Route.addDiscovered.path("52977"), as: root, fields: []).checked(
                    .seeOther, "adding Corba")
                let corba = try #require(
                    try await app.api(.get, Route.API.recipes.path() + "?q=corba", as: root).items().first?["id"]
                        as? String)
                try await app.api(.patch, Route.API.recipe.path(corba), as: root, json: #"{"name": "House Corba"}"#)
                    .checked(.ok, "renaming Corba")
                #expect(
                    try await app.api(.get, Route.API.recipe.path(corba), as: alice).jsonObject()["editable"] as? Bool
                        == false)

                // when: Alice, who may not change it, adds it again
                let again = try await app.submit(Route.addDiscovered.path("52977"), as: alice, fields: [])

                // then: the administrator's name stands
                #expect(again.status != .internalServerError)
                #expect(
                    try await app.api(.get, Route.API.recipe.path(corba), as: alice).jsonObject()["name"] as? String
                        == "House Corba",
                    "re-adding from Discover as a non-admin rewrote a recipe only an administrator may change")
            }
        }
    }
}
