import Foundation
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// A recipe imported from its page, served by a local server as its site served it.
@Suite("Importing a recipe from its address")
struct RecipeURLImportTests {
    static func withImporter(_ body: @escaping @Sendable (TestApp, RecipeURLImport, String) async throws -> Void)
        async throws
    {
        try await withApp { app in
            let http = PageFetcher.makeClient()
            do {
                let importer = RecipeURLImport(
                    // A minute, not the 10 seconds people get: the whole suite running at once on two
                    // cores once kept this local page waiting longer than that.
                    fetcher: PageFetcher(http: http, reach: .privateOnly, timeout: .seconds(60)),
                    recipes: app.services.recipes, metrics: nil)
                try await RecipePageServer.run { base in try await body(app, importer, base) }
            } catch {
                try await http.shutdown()
                throw error
            }
            try await http.shutdown()
        }
    }

    @Test("a page imports as the person's own recipe, lines parsed; importing it again updates that recipe")
    func importsThenUpdates() async throws {
        try await Self.withImporter { app, importer, base in
            let alice = try await app.user()
            let first = try await importer.run(
                "\(base)/pages/swissmilk.ch__swissmilk", ownerID: alice.id, dryRun: false)
            let recipe = try #require(first.recipe)
            #expect(!first.updated)
            #expect(recipe.fields.name == "Tomatenrisotto")
            #expect(recipe.fields.servings == 2)
            #expect(recipe.fields.prepMinutes == 30)
            #expect(recipe.fields.totalMinutes == 30)
            #expect(recipe.fields.description.hasPrefix("Risotto mal anders"))
            #expect(recipe.fields.siteName == "Swissmilk")
            #expect(recipe.fields.lines.count == 13)
            #expect(
                recipe.fields.lines.first.map { [$0.measure, $0.name, $0.text] } == [
                    "1", "Knoblauchzehe, gepresst", "1 Knoblauchzehe, gepresst",
                ])
            #expect(
                recipe.fields.sourceURL
                    == "https://www.swissmilk.ch/de/rezepte-kochideen/rezepte/LM200910_59/tomatenrisotto/")
            #expect(recipe.fields.instructions.hasPrefix("Knoblauch und Zwiebel in Butter andünsten."))
            #expect(recipe.ownerID == alice.id)

            let again = try await importer.run(
                "\(base)/redirect/2/swissmilk.ch__swissmilk", ownerID: alice.id, dryRun: false)
            #expect(again.updated)
            #expect(again.recipe?.id == recipe.id)
            let stored = try await app.services.store.row(
                "SELECT COUNT(*) AS count FROM recipes WHERE owner_id = \(bind: alice.id)")
            #expect(try stored?.int("count") == 1)
        }
    }

    @Test("the same page imported twice at the same moment is one recipe")
    func concurrentImports() async throws {
        try await Self.withImporter { app, importer, base in
            let alice = try await app.user()
            let page = "\(base)/pages/noracooks.com__noracooks"
            async let first = importer.run(page, ownerID: alice.id, dryRun: false)
            async let second = importer.run(page, ownerID: alice.id, dryRun: false)
            let outcomes = try await [first, second]
            #expect(outcomes.map(\.updated).sorted { !$0 && $1 } == [false, true])
            let stored = try await app.services.store.row(
                "SELECT COUNT(*) AS count FROM recipes WHERE owner_id = \(bind: alice.id)")
            #expect(try stored?.int("count") == 1)
        }
    }

    @Test(
        "the page's image is downloaded as the recipe's photo, checked by its bytes; one that is not an image is left out"
    )
    func photo() async throws {
        try await Self.withImporter { app, importer, base in
            let alice = try await app.user()
            let withPhoto = try #require(
                try await importer.run("\(base)/with-photo/png", ownerID: alice.id, dryRun: false).recipe)
            #expect(withPhoto.hasPhoto)
            #expect(try await app.services.recipes.photo(of: withPhoto.id).data == Data(pngBytes))
            let notPhoto = try #require(
                try await importer.run("\(base)/with-photo/html", ownerID: alice.id, dryRun: false).recipe)
            #expect(!notPhoto.hasPhoto)
            #expect(notPhoto.fields.imageURL == "\(base)/photo/html", "the address is kept")
            // A saved page's photo on its real site: refused by a fetcher that keeps to this machine, never fetched.
            let saved = try #require(
                try await importer.run("\(base)/pages/noracooks.com__noracooks", ownerID: alice.id, dryRun: false)
                    .recipe)
            #expect(!saved.hasPhoto)
        }
    }

    @Test("a dry run shows what would be saved and saves nothing")
    func dryRun() async throws {
        try await Self.withImporter { app, importer, base in
            let alice = try await app.user()
            let preview = try await importer.run(
                "\(base)/pages/noracooks.com__noracooks", ownerID: alice.id, dryRun: true)
            #expect(preview.recipe == nil)
            #expect(!preview.fields.name.isEmpty)
            #expect(!preview.fields.lines.isEmpty)
            let stored = try await app.services.store.row(
                "SELECT COUNT(*) AS count FROM recipes WHERE owner_id = \(bind: alice.id)")
            #expect(try stored?.int("count") == 0)
        }
    }

    @Test("a page with no recipe, or one that cannot be fetched, is refused beside the address, saying why")
    func refusals() async throws {
        try await Self.withImporter { app, importer, base in
            let alice = try await app.user()
            for (path, message) in [
                ("/plain", "No recipe found on that page."), ("/missing", "The page answered 404 Not Found."),
            ] {
                do {
                    _ = try await importer.run(base + path, ownerID: alice.id, dryRun: false)
                    Issue.record("\(path) was imported")
                } catch DomainError.invalid(let failure) {
                    #expect(failure.errors.map(\.field) == ["url"])
                    #expect(failure.errors.map(\.message) == [message])
                }
            }
        }
    }
}

@Suite("API: importing a recipe from its address")
struct RecipeURLImportAPITests {
    @Test(
        "POST import-url adds the page's recipe (201), then updates it (200); the answer is the recipe with its nutrition"
    )
    func addsThenUpdates() async throws {
        try await RecipePageServer.run { base in
            try await withApp { app in
                let alice = try await app.user()
                let first = try await app.api(
                    .post, "/api/v1/recipes/import-url", as: alice,
                    json: #"{"url": "\#(base)/pages/noracooks.com__noracooks"}"#)
                #expect(first.status == .created)
                let added = try first.jsonObject()
                #expect(added["status"] as? String == "added")
                let recipe = try #require(added["recipe"] as? [String: Any])
                #expect((recipe["ingredients"] as? [Any])?.isEmpty == false)
                #expect(((recipe["nutrition"] as? [String: Any])?["perServing"] as? [String: Any])?["calories"] != nil)
                #expect(recipe["editable"] as? Bool == true)
                let lines = try #require(recipe["ingredients"] as? [[String: Any]])
                #expect(
                    lines.allSatisfy { !(($0["text"] as? String) ?? "").isEmpty }, "each line keeps the page's text")
                let stated = try #require(recipe["statedNutrition"] as? [String: Any])
                #expect((stated["values"] as? [String: String])?["calories"] == "496 kcal")
                #expect((stated["perServing"] as? [String: Any])?["calories"] as? Int == 496)
                let computed = try #require(
                    ((recipe["nutrition"] as? [String: Any])?["perServing"] as? [String: Any])?["calories"] as? Int)
                #expect(stated["caloriesDifference"] as? Int == computed - 496)
                #expect(recipe["description"] as? String != "")

                let second = try await app.api(
                    .post, "/api/v1/recipes/import-url", as: alice,
                    json: #"{"url": "\#(base)/pages/noracooks.com__noracooks"}"#)
                #expect(second.status == .ok)
                let updated = try second.jsonObject()
                #expect(updated["status"] as? String == "updated")
                #expect((updated["recipe"] as? [String: Any])?["id"] as? String == recipe["id"] as? String)
            }
        }
    }

    @Test("a page with no recipe, or an address refused, is 422 beside url; a body without url is 400; no token is 401")
    func refusals() async throws {
        try await RecipePageServer.run { base in
            try await withApp(importsPrivateAddresses: false) { app in
                let alice = try await app.user()
                let refused = try await app.api(
                    .post, "/api/v1/recipes/import-url", as: alice, json: #"{"url": "\#(base)/plain"}"#)
                #expect(refused.status == .unprocessableContent)
                let errors = try #require(try refused.jsonObject()["errors"] as? [[String: Any]])
                #expect(errors.first?["field"] as? String == "url")
                #expect((errors.first?["message"] as? String)?.contains("private or local address") == true)
                #expect(
                    try await app.api(.post, "/api/v1/recipes/import-url", as: alice, json: #"{"address": "x"}"#).status
                        == .badRequest)
                #expect(
                    try await app.api(.post, "/api/v1/recipes/import-url", json: #"{"url": "\#(base)/plain"}"#).status
                        == .unauthorized)
            }
            try await withApp { app in
                let alice = try await app.user()
                let none = try await app.api(
                    .post, "/api/v1/recipes/import-url", as: alice, json: #"{"url": "\#(base)/plain"}"#)
                #expect(none.status == .unprocessableContent)
                #expect(
                    ((try none.jsonObject()["errors"] as? [[String: Any]])?.first?["message"] as? String)
                        == "No recipe found on that page.")
            }
        }
    }
}
