import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import NIOCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

// Isolation: every request that names an object by its id is tried by people it does not
// belong to. Another person's meal or token is the same 404 as one that does not exist;
// a household's plan entries, grocery items and prices are shared by its members and the
// same 404 to every other household; the recipe catalog is read by everyone but changed
// only by a recipe's creator or an administrator (403 to anyone else, as the recipe itself
// is not secret). After each refusal nothing of Alice's has changed, and the very same
// request made by someone entitled to it succeeds, so a refusal is never a mistyped route.
//
// The world, the probes and the checks here are shared with Web/IsolationPagesTests.swift.

// MARK: - Who tries, and on what

/// Someone trying to reach Alice's things.
enum Intruder: String, Sendable, CustomTestStringConvertible {
    /// In Alice's household: shares its plan, grocery list and prices, never her journal or tokens.
    case bob
    /// In another household ("Next door").
    case carol
    /// An administrator in that other household: being an admin opens nobody's journal or household.
    case root

    var role: String {
        switch self {
        case .bob: "bob (Alice's household, another person)"
        case .carol: "carol (another household)"
        case .root: "root (an administrator in another household)"
        }
    }

    var testDescription: String { role }

    /// Everyone but Alice: for what is hers alone.
    static let everyoneElse: [Intruder] = [.bob, .carol, .root]
    /// Those outside Alice's household: for what her household shares.
    static let otherHousehold: [Intruder] = [.carol, .root]
    /// Those who neither created a recipe nor administer the instance.
    static let nonAdmins: [Intruder] = [.bob, .carol]
}

/// The kind of object a request names; the raw value says whose it is.
enum IsolationTarget: String, Sendable {
    case meal = "Alice's meal"
    case planEntry = "her household's plan entry"
    case groceryItem = "her household's grocery item"
    case recipe = "Alice's own recipe"
    case catalogRecipe = "an imported recipe, which nobody owns"
    case token = "Alice's API token"
}

/// What a probe sends with its request.
enum ProbeBody: Sendable {
    case empty
    /// A JSON body, for the API.
    case json(String)
    /// Raw image bytes, for the API's photo uploads.
    case image([UInt8])
    /// A url-encoded form, sent with the intruder's own session and CSRF token.
    case form([(String, String)])
    /// The meal form: multipart, with a photo.
    case multipart([(String, String)], photo: [UInt8])
}

/// One request by one intruder on one of Alice's objects, and the status it must get.
struct IsolationProbe: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    let method: HTTPRequest.Method
    let route: Route
    let target: IsolationTarget
    let body: ProbeBody
    let intruder: Intruder
    let expected: HTTPResponse.Status

    var description: String {
        "\(method.rawValue) \(route.pattern) on \(target.rawValue), by \(intruder.role), must be \(expected.code)"
    }

    var testDescription: String { description }

    /// The request's path for the object `id` (a recipe's line 0 where the route names a line).
    func path(_ id: String) -> String {
        route == .recipeLine ? route.path(id, "0") : route.path(id)
    }

    /// The same request by each of `intruders`.
    static func each(
        _ method: HTTPRequest.Method, _ route: Route, on target: IsolationTarget, _ body: ProbeBody = .empty,
        by intruders: [Intruder], expecting expected: HTTPResponse.Status = .notFound
    ) -> [IsolationProbe] {
        intruders.map {
            IsolationProbe(method: method, route: route, target: target, body: body, intruder: $0, expected: expected)
        }
    }
}

// MARK: - Alice's world

/// Four people in two households, and one of each of Alice's objects:
/// - Alice and Bob share the first household; Carol and Root (an administrator) the second, "Next door".
/// - Alice has a meal with a photo, marked favourite; an API token "kitchen-tablet"; a recipe of her own,
///   which she has favourited. Her household has a plan entry, a grocery item and a price.
/// - The catalog also holds an imported recipe that nobody owns.
struct IsolationWorld: Sendable {
    let alice: TestUser
    let bob: TestUser
    let carol: TestUser
    let root: TestUser
    let nextDoor: UUID
    let meal: String
    let planEntry: String
    let groceryItem: String
    let recipe: String
    let catalogRecipe: String
    let token: String

    /// What an intruder uploads: a GIF, so a photo it managed to replace would show.
    static let intruderPhoto: [UInt8] = Array("GIF89a, not Alice's photo".utf8)

    static func make(_ app: TestApp) async throws -> IsolationWorld {
        let alice = try await app.user("alice")
        let bob = try await app.user("bob") // joins Alice's household, the first
        let nextDoor = try await app.services.users.createHousehold(name: "Next door")
        let carol = try await app.user("carol", household: nextDoor)
        let root = try await app.user("root", admin: true, household: nextDoor)

        let meal = try await app.addMeal(
            "Secret Cake", category: "Snack", calories: 900, time: "15:30", notes: "Alice's alone", as: alice)
        try await app.api(.put, Route.API.photo.path(meal), as: alice, body: ByteBuffer(bytes: pngBytes)).checked(
            .ok, "Alice's meal photo")
        try await app.api(.put, Route.API.favorite.path(meal), as: alice).checked(.ok, "Alice's favourite meal")

        let entry = try await app.api(
            .post, Route.API.planEntries.path(), as: alice,
            json: #"{"date": "2025-03-10", "name": "Roast", "calories": 900, "cost": 12, "slot": "dinner"}"#
        )
        .checked(.created, "the household's plan entry")
        guard let planEntry = try entry.jsonObject()["id"] as? String else {
            throw TestFailure("the plan entry has no id")
        }

        let list = try await app.api(
            .post, Route.API.grocery.path(), as: alice, json: #"{"name": "Bread", "measure": "1 loaf"}"#
        )
        .checked(.created, "the household's grocery item")
        guard let groceryItem = try list.items().first(where: { $0["name"] as? String == "Bread" })?["id"] as? String
        else {
            throw TestFailure("the grocery list has no Bread: \(list.text)")
        }

        try await app.api(
            .put, Route.API.prices.path(), as: alice,
            json: #"{"items": [{"foodId": "20120", "unit": "kg", "price": 2}]}"#
        )
        .checked(.ok, "the household's price")

        let recipes = app.services.recipes
        let recipe = try await recipes.create(
            RecipeFields(
                name: "Garden Pasta", category: "Dinner", servings: 2,
                lines: [
                    RecipeLine(name: "spaghetti", measure: "200g"), RecipeLine(name: "olive oil", measure: "1 tbsp"),
                ]), ownerID: alice.id)
        try await recipes.setFavorite(recipe.id, of: alice.id, true)
        let imported = try await recipes.create(
            RecipeFields(
                name: "Imported Stew", category: "Dinner", servings: 4,
                lines: [
                    RecipeLine(name: "beef", measure: "500g"), RecipeLine(name: "onions", measure: "2"),
                ]), ownerID: nil, externalID: "52900")

        let token = try await app.services.credentials.createToken(userID: alice.id, name: "kitchen-tablet").info.id
            .uuidString

        return IsolationWorld(
            alice: alice, bob: bob, carol: carol, root: root, nextDoor: nextDoor, meal: meal, planEntry: planEntry,
            groceryItem: groceryItem, recipe: recipe.id.uuidString, catalogRecipe: imported.id.uuidString, token: token)
    }

    func user(_ intruder: Intruder) -> TestUser {
        switch intruder {
        case .bob: bob
        case .carol: carol
        case .root: root
        }
    }

    func id(of target: IsolationTarget) -> String {
        switch target {
        case .meal: meal
        case .planEntry: planEntry
        case .groceryItem: groceryItem
        case .recipe: recipe
        case .catalogRecipe: catalogRecipe
        case .token: token
        }
    }

    /// Someone entitled to what a probe tries: Alice, or an administrator for the imported recipe.
    func permitted(for target: IsolationTarget) -> (name: String, user: TestUser) {
        target == .catalogRecipe ? (name: "root, an administrator", user: root) : (name: "alice", user: alice)
    }
}

// MARK: - What must not change

/// Everything a refused request could have touched, read back through the API as its owners
/// see it; two snapshots are compared part by part, so a failure names what changed.
struct IsolationSnapshot: Sendable, Equatable {
    let parts: [String: String]

    static func take(_ app: TestApp, _ world: IsolationWorld) async throws -> IsolationSnapshot {
        var parts: [String: String] = [:]
        let reads: [(String, String, TestUser)] = [
            ("Alice's meal", Route.API.meal.path(world.meal), world.alice),
            ("Alice's journal", Route.API.meals.path(), world.alice),
            ("Alice's favourite meals", Route.API.favorites.path(), world.alice),
            ("bob's journal", Route.API.meals.path(), world.bob),
            ("carol's journal", Route.API.meals.path(), world.carol),
            ("root's journal", Route.API.meals.path(), world.root),
            ("the household's plan", Route.API.plan.path() + "?week=2025-W11", world.alice),
            ("the household's grocery list", Route.API.grocery.path(), world.alice),
            ("the household's prices", Route.API.prices.path(), world.alice),
            ("Alice's recipe", Route.API.recipe.path(world.recipe), world.alice),
            ("the imported recipe", Route.API.recipe.path(world.catalogRecipe), world.alice),
            ("Alice's favourite recipes", Route.API.recipes.path() + "?favorite=true", world.alice),
        ]
        for (name, uri, user) in reads {
            let response = try await app.api(.get, uri, as: user)
            parts[name] = "\(response.status.code) \(response.text)"
        }
        let photos: [(String, String)] = [
            ("Alice's meal photo", Route.API.photo.path(world.meal)),
            ("Alice's recipe photo", Route.API.recipePhoto.path(world.recipe)),
            ("the imported recipe's photo", Route.API.recipePhoto.path(world.catalogRecipe)),
        ]
        for (name, uri) in photos {
            let response = try await app.api(.get, uri, as: world.alice)
            parts[name] =
                "\(response.status.code) \(response.headers[.contentType] ?? "") \(Array(response.body.readableBytesView))"
        }
        let tokens = try await app.services.credentials.tokens(userID: world.alice.id)
        parts["Alice's API tokens"] = tokens.map { "\($0.id) \($0.name)" }.sorted().joined(separator: ", ")
        let account = try await app.services.users.account(id: world.alice.id)
        parts["Alice's account"] =
            account.map { "\($0.username) admin: \($0.isAdmin) household: \($0.householdID?.uuidString ?? "none")" }
            ?? "gone"
        return IsolationSnapshot(parts: parts)
    }

    /// The names of the parts that differ from `earlier`, sorted; empty when nothing changed.
    func changes(since earlier: IsolationSnapshot) -> [String] {
        Set(parts.keys).union(earlier.parts.keys).filter { parts[$0] != earlier.parts[$0] }.sorted()
    }
}

// MARK: - Sending a probe and checking the refusal

extension TestApp {
    /// Sends `probe` naming the object `id`, as `user`, the way its client would: a script with
    /// its token under `/api/`, otherwise a browser with its session (and CSRF token on forms).
    func send(_ probe: IsolationProbe, id: String, as user: TestUser) async throws -> TestResponse {
        let uri = probe.path(id)
        if uri.hasPrefix(Route.API.prefix) {
            switch probe.body {
            case .json(let json): return try await api(probe.method, uri, as: user, json: json)
            case .image(let bytes): return try await api(probe.method, uri, as: user, body: ByteBuffer(bytes: bytes))
            case .empty, .form, .multipart: return try await api(probe.method, uri, as: user)
            }
        }
        switch probe.body {
        case .multipart(let fields, let photo):
            return try await submitMultipart(uri, as: user, fields: fields, photo: photo)
        case .form(let fields): return try await submit(uri, as: user, fields: fields)
        case .empty, .json, .image:
            if probe.method == .get { return try await page(uri, as: user) }
            return try await submit(uri, as: user, fields: [])
        }
    }
}

extension TestResponse {
    /// This response, or a failure saying which step of a test's set-up went wrong.
    @discardableResult
    func checked(_ status: HTTPResponse.Status, _ what: String) throws -> TestResponse {
        guard self.status == status else {
            throw TestFailure("\(what): expected \(status.code), got \(self.status.code) \(text)")
        }
        return self
    }
}

/// Runs `probe` against a fresh world and checks that:
/// 1. the intruder gets the expected status;
/// 2. a 404 is word for word the answer for an id that names nothing;
/// 3. nothing of Alice's (or of her household's) changed, and no intruder's journal gained a copy;
/// 4. the same request by someone entitled to it succeeds, so the refusal is the app's doing
///    and not a route or body the app would never accept.
func checkRefused(_ probe: IsolationProbe) async throws {
    try await withApp { app in
        // given
        let world = try await IsolationWorld.make(app)
        let intruder = world.user(probe.intruder)
        let id = world.id(of: probe.target)
        let before = try await IsolationSnapshot.take(app, world)

        // when
        let refused = try await app.send(probe, id: id, as: intruder)
        let missing = try await app.send(probe, id: UUID().uuidString, as: intruder)

        // then
        #expect(refused.status == probe.expected, "\(probe); got \(refused.status.code): \(refused.text.prefix(300))")
        if probe.expected == .notFound {
            #expect(missing.status == .notFound, "\(probe), on an id that names nothing; got \(missing.status.code)")
            #expect(
                refused.text == missing.text,
                "\(probe): the refusal must read exactly like the answer for an id that names nothing")
        }
        if probe.expected == .forbidden {
            #expect(
                refused.text.contains("Only the person who added this recipe, or an administrator, can change it."),
                "\(probe)")
        }
        let changed = try await IsolationSnapshot.take(app, world).changes(since: before)
        #expect(changed == [], "\(probe): changed what it was refused")

        // and the same request, by someone who may, is a real one
        let (name, user) = world.permitted(for: probe.target)
        let allowed = try await app.send(probe, id: id, as: user)
        #expect(
            (200..<400).contains(allowed.status.code),
            "\(probe): the same request by \(name) got \(allowed.status.code) \(allowed.text.prefix(300)), so the refusal proves nothing"
        )
    }
}

// MARK: - The JSON API

@Suite("API: another person's or household's objects are refused")
struct IsolationTests {
    /// Every API request that names one of Alice's objects, by everyone who must be refused.
    static let probes: [IsolationProbe] = {
        var probes: [IsolationProbe] = []
        // Alice's journal is hers alone: 404 to her household and to an administrator too.
        let everyone = Intruder.everyoneElse
        probes += IsolationProbe.each(.get, Route.API.meal, on: .meal, by: everyone)
        probes += IsolationProbe.each(
            .patch, Route.API.meal, on: .meal, .json(#"{"name": "Stolen", "calories": 1}"#), by: everyone)
        probes += IsolationProbe.each(.delete, Route.API.meal, on: .meal, by: everyone)
        probes += IsolationProbe.each(.get, Route.API.photo, on: .meal, by: everyone)
        probes += IsolationProbe.each(
            .put, Route.API.photo, on: .meal, .image(IsolationWorld.intruderPhoto), by: everyone)
        probes += IsolationProbe.each(.delete, Route.API.photo, on: .meal, by: everyone)
        probes += IsolationProbe.each(.put, Route.API.favorite, on: .meal, by: everyone)
        probes += IsolationProbe.each(.delete, Route.API.favorite, on: .meal, by: everyone)
        probes += IsolationProbe.each(.post, Route.API.relog, on: .meal, by: everyone)

        // The household's plan and grocery list: 404 to another household, its administrator included.
        let outsiders = Intruder.otherHousehold
        probes += IsolationProbe.each(
            .patch, Route.API.planEntry, on: .planEntry,
            .json(#"{"date": "2025-03-12", "servings": 2, "slot": "lunch"}"#), by: outsiders)
        probes += IsolationProbe.each(.delete, Route.API.planEntry, on: .planEntry, by: outsiders)
        probes += IsolationProbe.each(.post, Route.API.logPlanEntry, on: .planEntry, by: outsiders)
        probes += IsolationProbe.each(
            .patch, Route.API.groceryItem, on: .groceryItem, .json(#"{"done": true}"#), by: outsiders)
        probes += IsolationProbe.each(.delete, Route.API.groceryItem, on: .groceryItem, by: outsiders)

        // The catalog is everyone's to read; changing a recipe is its creator's or an administrator's: 403.
        for target in [IsolationTarget.recipe, .catalogRecipe] {
            probes += IsolationProbe.each(
                .patch, Route.API.recipe, on: target, .json(#"{"name": "Mine now", "servings": 8}"#),
                by: Intruder.nonAdmins, expecting: .forbidden)
            probes += IsolationProbe.each(
                .delete, Route.API.recipe, on: target, by: Intruder.nonAdmins, expecting: .forbidden)
            probes += IsolationProbe.each(
                .put, Route.API.recipePhoto, on: target, .image(IsolationWorld.intruderPhoto),
                by: Intruder.nonAdmins, expecting: .forbidden)
        }
        return probes
    }()

    @Test(
        "a request naming someone else's object is refused, answers as for nothing, and changes nothing",
        arguments: IsolationTests.probes)
    func refused(_ probe: IsolationProbe) async throws {
        try await checkRefused(probe)
    }

    @Test(
        "lists show nobody else's meals, and the household's plan, list and prices only to its members",
        arguments: Intruder.everyoneElse)
    func lists(_ intruder: Intruder) async throws {
        try await withApp { app in
            // given
            let world = try await IsolationWorld.make(app)
            let user = world.user(intruder)
            let sharesHousehold = intruder == .bob
            #expect(try await app.api(.get, Route.API.meals.path(), as: world.alice).text.contains(world.meal))

            // when / then: the journal's lists
            let journal = [
                Route.API.meals.path(), Route.API.favorites.path(), Route.API.categories.path(),
                Route.API.day.path("2025-03-10"),
            ]
            for path in journal {
                let response = try await app.api(.get, path, as: user)
                #expect(response.status == .ok, "\(path) as \(intruder.role)")
                #expect(!response.text.contains(world.meal), "\(path) as \(intruder.role) names Alice's meal")
                #expect(!response.text.contains("Secret Cake"), "\(path) as \(intruder.role) shows Alice's meal")
            }

            // and the household's
            let shared = [
                (Route.API.plan.path() + "?week=2025-W11", world.planEntry),
                (Route.API.grocery.path(), world.groceryItem),
            ]
            for (path, id) in shared {
                let response = try await app.api(.get, path, as: user)
                #expect(response.status == .ok, "\(path) as \(intruder.role)")
                #expect(
                    response.text.contains(id) == sharesHousehold,
                    "\(path) as \(intruder.role) \(sharesHousehold ? "must" : "must not") list the household's item")
            }
            let prices = try await app.api(.get, Route.API.prices.path(), as: user).items().compactMap {
                $0["foodId"] as? String
            }
            #expect(prices == (sharesHousehold ? ["20120"] : []), "prices as \(intruder.role)")
        }
    }

    @Test("a household's members share its plan and list; another household's bulk changes leave them alone")
    func householdSharing() async throws {
        try await withApp { app in
            // given
            let world = try await IsolationWorld.make(app)

            // when: Bob, in Alice's household, changes what they share
            let moved = try await app.api(
                .patch, Route.API.planEntry.path(world.planEntry), as: world.bob, json: #"{"date": "2025-03-12"}"#)
            let ticked = try await app.api(
                .patch, Route.API.groceryItem.path(world.groceryItem), as: world.bob, json: #"{"done": true}"#)

            // then
            #expect(moved.status == .ok)
            #expect(try moved.jsonObject()["date"] as? String == "2025-03-12")
            #expect(ticked.status == .ok)
            #expect(try ticked.items().first { $0["id"] as? String == world.groceryItem }?["done"] as? Bool == true)

            // when: next door clears its week and its list and replaces its prices
            let before = try await IsolationSnapshot.take(app, world)
            let cleared = try await app.api(.delete, Route.API.plan.path() + "?week=2025-W11", as: world.carol)
            let emptied = try await app.api(.delete, Route.API.grocery.path(), as: world.root)
            let repriced = try await app.api(
                .put, Route.API.prices.path(), as: world.carol,
                json: #"{"items": [{"foodId": "01123", "unit": "item", "price": 0.5}]}"#)

            // then: only next door's own
            #expect(cleared.status == .noContent)
            #expect(emptied.status == .noContent)
            #expect(repriced.status == .ok)
            #expect(try await IsolationSnapshot.take(app, world).changes(since: before) == [])
            #expect(
                try await app.api(.get, Route.API.prices.path(), as: world.root).items().compactMap {
                    $0["foodId"] as? String
                } == ["01123"])
            #expect(
                try await app.api(.get, Route.API.prices.path(), as: world.bob).items().compactMap {
                    $0["foodId"] as? String
                } == ["20120"])
        }
    }

    @Test("recipe favourites are each person's own: Alice's never shows as anyone else's, and theirs leave hers alone")
    func recipeFavourites() async throws {
        try await withApp { app in
            // given: Alice has favourited her recipe, nobody the imported one
            let world = try await IsolationWorld.make(app)
            let before = try await IsolationSnapshot.take(app, world)
            #expect(
                try await app.api(.get, Route.API.recipe.path(world.recipe), as: world.alice).jsonObject()["favorite"]
                    as? Bool == true)

            for intruder in Intruder.everyoneElse {
                let user = world.user(intruder)
                // then: hers is not theirs
                #expect(
                    try await app.api(.get, Route.API.recipe.path(world.recipe), as: user).jsonObject()["favorite"]
                        as? Bool == false,
                    "Alice's favourite, as \(intruder.role)")
                #expect(
                    try await app.api(.get, Route.API.recipes.path() + "?favorite=true", as: user).names().isEmpty,
                    "favourites of \(intruder.role)")

                // when: they unmark hers, and mark the imported one
                let unmarked = try await app.api(.delete, Route.API.recipeFavorite.path(world.recipe), as: user)
                let marked = try await app.api(.put, Route.API.recipeFavorite.path(world.catalogRecipe), as: user)

                // then: their own favourites change
                #expect(unmarked.status == .noContent, "\(intruder.role)")
                #expect(marked.status == .ok, "\(intruder.role)")
                #expect(try marked.jsonObject()["favorite"] as? Bool == true, "\(intruder.role)")
                #expect(
                    try await app.api(.get, Route.API.recipes.path() + "?favorite=true", as: user).names() == [
                        "Imported Stew"
                    ],
                    "favourites of \(intruder.role)")
            }

            // and Alice's do not
            #expect(try await IsolationSnapshot.take(app, world).changes(since: before) == [])
            #expect(
                try await app.api(.get, Route.API.recipes.path() + "?favorite=true", as: world.alice).names() == [
                    "Garden Pasta"
                ])
        }
    }

    @Test("an import cannot change a recipe already in the catalog unless an administrator sends it")
    func importCannotOverwrite() async throws {
        try await withApp { app in
            // given: the imported recipe is TheMealDB's 52900, which only an administrator may change
            let world = try await IsolationWorld.make(app)
            let before = try await IsolationSnapshot.take(app, world)
            let payload =
                #"{"meals": [{"idMeal": "52900", "strMeal": "Vandalised Stew", "strInstructions": "Add a kilo of sugar.", "strIngredient1": "sugar", "strMeasure1": "1kg"}]}"#

            for intruder in Intruder.nonAdmins {
                // when
                let response = try await app.api(
                    .post, Route.API.importRecipes.path(), as: world.user(intruder), json: payload)

                // then: refused, or reported as not updated; either way the recipe is as it was
                let updated = (try? response.jsonObject())?["updated"] as? Int
                #expect(
                    updated == nil || updated == 0,
                    "\(intruder.role) updated the imported recipe: \(response.status.code) \(response.text)")
                #expect(
                    try await IsolationSnapshot.take(app, world).changes(since: before) == [],
                    "after an import by \(intruder.role)")
            }

            // and the same import by an administrator does update it, so the payload is a real one
            let refreshed = try await app.api(.post, Route.API.importRecipes.path(), as: world.root, json: payload)
            #expect(refreshed.status == .ok)
            #expect(try refreshed.jsonObject()["updated"] as? Int == 1)
            #expect(
                try await app.api(.get, Route.API.recipe.path(world.catalogRecipe), as: world.alice).jsonObject()[
                    "name"] as? String == "Vandalised Stew")
        }
    }

    @Test("using Alice's recipe puts it in the user's own journal, plan and list, never hers")
    func sharedCatalogStaysYours() async throws {
        try await withApp { app in
            // given
            let world = try await IsolationWorld.make(app)
            let before = try await IsolationSnapshot.take(app, world)

            // when: Carol, next door, logs, plans and shops for Alice's recipe
            let logged = try await app.api(
                .post, Route.API.logRecipe.path(world.recipe), as: world.carol, json: #"{"servings": 1}"#)
            let planned = try await app.api(
                .post, Route.API.planEntries.path(), as: world.carol,
                json: #"{"date": "2025-03-11", "recipeId": "\#(world.recipe)", "servings": 2}"#)
            let listed = try await app.api(
                .post, Route.API.groceryRecipe.path(world.recipe), as: world.carol, json: "{}")

            // then: all of it is Carol's (and her household's)
            #expect(logged.status == .created)
            #expect(planned.status == .created)
            #expect(listed.status == .created)
            #expect(try await IsolationSnapshot.take(app, world).changes(since: before) == ["carol's journal"])
            #expect(try await app.mealNames(of: world.carol) == ["Garden Pasta"])
            let plannedID = try #require(try planned.jsonObject()["id"] as? String)
            #expect(
                try await app.api(.get, Route.API.plan.path() + "?week=2025-W11", as: world.root).text.contains(
                    plannedID))
            #expect(try await app.api(.get, Route.API.grocery.path(), as: world.root).names().contains("spaghetti"))
        }
    }
}
