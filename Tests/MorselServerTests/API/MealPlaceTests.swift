import Foundation
import Hummingbird
import HummingbirdTesting
import MCP
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Where a meal was eaten: a field added by describing it once (``MealField/place``), which
/// then travels every edge a meal's fields do. One test per edge.
@Suite("A meal's place, said once, everywhere")
struct MealPlaceTests {
    @Test("the API takes it, answers it, clears it with null and refuses one too long, saving nothing")
    func api() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let meal = try await app.createMeal(#"{"name":"Pho","calories":450,"place":"  Pho 99  "}"#, as: alice)
            #expect(meal["place"] as? String == "Pho 99")
            let id = try #require(meal["id"] as? String)
            let long = String(repeating: "x", count: 101)
            let refused = try await app.api(
                .patch, "/api/v1/meals/\(id)", as: alice, json: #"{"place":"\#(long)","name":"Soup"}"#)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Where must be at most 100 characters."))
            let kept = try await app.api(.get, "/api/v1/meals/\(id)", as: alice).jsonObject()
            #expect(kept["place"] as? String == "Pho 99" && kept["name"] as? String == "Pho")
            let cleared = try await app.api(.patch, "/api/v1/meals/\(id)", as: alice, json: #"{"place":null}"#)
                .jsonObject()
            #expect(cleared["place"] as? String == "")
            let untouched = try await app.createMeal(#"{"name":"Toast"}"#, as: alice)
            #expect(untouched["place"] as? String == "")
        }
    }

    @Test("the form has a Where field; what is typed is saved, shown on the meal's page and filled in to edit")
    func form() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let form = try await app.page(Route.newMeal.path(), as: alice).text
            #expect(form.contains(#"<label for="place">Where</label>"#))
            let saved = try await app.submitMultipart(
                Route.meals.path(), as: alice,
                fields: [("name", "Lunch out"), ("calories", "700"), ("date", "10/03/2025"), ("place", "Luigi's")])
            #expect(saved.status == .seeOther)
            let id = try #require(try await app.api(.get, "/api/v1/meals", as: alice).items().first?["id"] as? String)
            let page = try await app.page(Route.meal.path(UUID(uuidString: id)!), as: alice).text
            #expect(page.contains("<dt>Where</dt><dd>Luigi&#39;s</dd>"))
            let edit = try await app.page(Route.editMeal.path(UUID(uuidString: id)!), as: alice).text
            #expect(edit.contains(#"name="place" value="Luigi&#39;s""#))
        }
    }

    @Test("an export carries it, an import into another Morsel puts it back, and the CSV has its column")
    func exportAndImport() async throws {
        let exported = try await withAppResult { app in
            let alice = try await app.user("alice")
            try await app.createMeal(#"{"name":"Pho","calories":450,"date":"2025-03-09","place":"Pho 99"}"#, as: alice)
            let csv = try await app.api(.get, "/api/v1/export?format=csv", as: alice).text
            #expect(csv.hasPrefix("date,time,name,category,calories,protein,fat,carbs,rating,notes,place,favorite\r\n"))
            #expect(csv.contains(",Pho 99,no\r\n"))
            return Data(buffer: try await app.api(.get, "/api/v1/export", as: alice).body)
        }
        try await withApp { app in
            let carol = try await app.user("carol")
            let export = try UserExport.read(exported)
            _ = try await export.importing(
                into: carol.account, users: app.services.users, journals: app.services.journals,
                catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: carol.id),
                weights: app.services.weights(of: carol.id))
            let meals = try await app.api(.get, "/api/v1/meals", as: carol).items()
            #expect(meals.map { $0["place"] as? String } == ["Pho 99"])
        }
    }

    @Test("a backup and restore keep it")
    func backup() async throws {
        let backups = BackupTests()
        let file = backups.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try await withApp { app in
            let alice = try await app.user("alice")
            try await app.createMeal(#"{"name":"Pho","calories":450,"place":"Pho 99"}"#, as: alice)
            _ = try await Backup.write(from: app.services.store, to: file, now: fixedNow)
        }
        try await backups.withEmptyStore { store in
            _ = try await Backup.restore(from: file, into: store, replacing: false)
            let services = AppServices(store: store, clock: .fixed(fixedNow), configuration: AppConfiguration())
            let alice = try #require(try await services.users.account(username: "alice"))
            #expect(try await services.journals.of(alice.id).all(order: .date).map(\.details.place) == ["Pho 99"])
        }
    }

    @Test("an assistant reading the day sees it")
    func mcp() async throws {
        try await withApp(mode: .live) { app in
            let alice = try await app.user("alice")
            try await app.createMeal(#"{"name":"Pho","calories":450,"place":"Pho 99"}"#, as: alice)
            let client = try await MCPTests().connect(app, as: alice)
            let day = try MCPTests().object(
                try await client.callTool(name: "day_totals", arguments: ["date": "2025-03-10"]).content)
            #expect((day["meals"] as? [[String: Any]])?.first?["place"] as? String == "Pho 99")
        }
    }
}
