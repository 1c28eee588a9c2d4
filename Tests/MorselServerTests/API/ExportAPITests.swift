import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import NIOCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Export and re-import of a person's data")
struct ExportAPITests {
    /// Alice's journal (one meal with a photo, one favourite), a recipe of hers, a favourite of bob's recipe, and goals.
    func fillAlice(_ app: TestApp) async throws -> (alice: TestUser, bob: TestUser) {
        let alice = try await app.user("alice")
        let bob = try await app.user("bob")
        let salad = try #require(
            try await app.createMeal(
                #"{"name":"Salad","category":"Lunch","calories":320,"protein":12.5,"rating":4,"date":"10/03/2025","time":"12:30","notes":"with feta"}"#,
                as: alice)["id"] as? String)
        _ = try await app.api(
            .put, "/api/v1/meals/\(salad)/photo", as: alice, body: ByteBuffer(bytes: pngBytes),
            headers: [.contentType: "image/png"])
        _ = try await app.api(.put, "/api/v1/meals/\(salad)/favorite", as: alice)
        try await app.createMeal(#"{"name":"=HYPERLINK(\"x\"), a formula","date":"09/03/2025"}"#, as: alice)
        try await app.createMeal(#"{"name":"Bob's toast","date":"10/03/2025"}"#, as: bob)
        _ = try await app.api(
            .post, "/api/v1/recipes", as: alice,
            json:
                #"{"name":"Alice's pasta","servings":2,"ingredients":[{"text":"200g spaghetti"}],"instructions":"Boil.","description":"Quick.","yieldText":"2 bowls","prepMinutes":5}"#
        )
        let bobs = try #require(
            try await app.api(
                .post, "/api/v1/recipes", as: bob,
                json: #"{"name":"Bob's soup","servings":4,"ingredients":[{"name":"lentils","measure":"200g"}]}"#
            ).jsonObject()["id"] as? String)
        _ = try await app.api(.put, "/api/v1/recipes/\(bobs)/favorite", as: alice)
        _ = try await app.api(
            .patch, "/api/v1/settings", as: alice,
            json: #"{"dailyCalorieGoal":1800,"proteinGoal":110,"currency":"EUR","sortOrder":"name"}"#)
        return (alice, bob)
    }

    @Test("JSON holds the person's journal with photos, favourites, settings and own recipes, and nobody else's")
    func json() async throws {
        try await withApp { app in
            let (alice, _) = try await fillAlice(app)
            let response = try await app.api(.get, "/api/v1/export?format=json", as: alice)
            #expect(response.status == .ok)
            #expect(response.headers[.contentDisposition] == "attachment; filename=\"morsel-alice-2025-03-10.json\"")
            let export = try UserExport.read(Data(buffer: response.body))
            #expect(export.username == "alice")
            #expect(Set(export.meals.map(\.name)) == ["Salad", "=HYPERLINK(\"x\"), a formula"])
            let salad = try #require(export.meals.first { $0.name == "Salad" })
            #expect(salad.photo?.data == Data(pngBytes))
            #expect(salad.favorite)
            // Each field under its own key, as exports have always written them: old files read, new ones too.
            let file = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
            let written = try #require((file["meals"] as? [[String: Any]])?.first { $0["name"] as? String == "Salad" })
            #expect(written["time"] as? String == "12:30" && written["notes"] as? String == "with feta")
            #expect(written["date"] as? String == "2025-03-10" && written["calories"] as? Int == 320)
            #expect(written["protein"] as? Double == 12.5 && written["rating"] as? Int == 4)
            #expect(export.recipes.map(\.name) == ["Alice's pasta"])
            #expect(export.favoriteRecipes.count == 1)
            #expect(
                export.settings.goals["dailyCalorieGoal"] == .integer(1800)
                    && export.settings.goals["currency"] == .text("EUR")
                    && export.settings.sortOrder == "name")
        }
    }

    @Test("CSV is the journal, one meal per row, quoted, with formulas defused")
    func csv() async throws {
        try await withApp { app in
            let (alice, _) = try await fillAlice(app)
            let response = try await app.api(.get, "/api/v1/export?format=csv", as: alice)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/csv; charset=utf-8")
            let lines = String(buffer: response.body).components(separatedBy: "\r\n")
            #expect(lines[0] == "date,time,name,category,calories,protein,fat,carbs,rating,notes,place,favorite")
            #expect(lines.contains("2025-03-10,12:30,Salad,Lunch,320,12.5,0.0,0.0,4,with feta,,yes"))
            #expect(lines.contains("2025-03-09,,\"'=HYPERLINK(\"\"x\"\"), a formula\",,0,0.0,0.0,0.0,0,,,no"))
            #expect(!lines.contains { $0.contains("Bob") })
            #expect(try await app.api(.get, "/api/v1/export?format=xml", as: alice).status == .unprocessableContent)
            #expect(try await app.api(.get, "/api/v1/export").status == .unauthorized)
        }
    }

    @Test("a JSON export re-imports into another instance, and a second import adds nothing")
    func reimport() async throws {
        let exported = try await withAppResult { app in
            let (alice, _) = try await fillAlice(app)
            // What only an import sets: the source's site and its stated nutrition.
            let pasta = try #require(try await app.services.recipes.owned(by: alice.id).first)
            var fields = pasta.fields
            fields.siteName = "Pasta Weekly"
            fields.stated = StatedNutrition(["calories": "400 kcal"])
            _ = try await app.services.recipes.update(pasta, to: fields)
            return Data(buffer: try await app.api(.get, "/api/v1/export", as: alice).body)
        }
        try await withApp { app in
            // Bob's recipe is not on this instance: alice's favourite of it is skipped, nothing else is.
            let alice = try await app.user("alice")
            let export = try UserExport.read(exported)
            let first = try await export.importing(
                into: alice.account, users: app.services.users, journals: app.services.journals,
                catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: alice.id),
                weights: app.services.weights(of: alice.id))
            #expect(
                first
                    == UserExport.ImportSummary(
                        mealsAdded: 2, mealsSkipped: 0, recipesAdded: 1, recipesSkipped: 0, favoritesAdded: 0))
            let again = try await export.importing(
                into: alice.account, users: app.services.users, journals: app.services.journals,
                catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: alice.id),
                weights: app.services.weights(of: alice.id))
            #expect(
                again
                    == UserExport.ImportSummary(
                        mealsAdded: 0, mealsSkipped: 2, recipesAdded: 0, recipesSkipped: 1, favoritesAdded: 0))
            let meals = try await app.services.journals.of(alice.id).all(order: .date)
            #expect(meals.count == 2)
            let salad = try #require(meals.first { $0.name == "Salad" })
            #expect(salad.id == export.meals.first { $0.name == "Salad" }?.id)
            #expect(salad.isFavorite && salad.details.rating == 4 && salad.details.time?.text == "12:30")
            #expect(try await app.services.journals.of(alice.id).photo(of: salad.id).data == Data(pngBytes))
            let settings = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(settings["dailyCalorieGoal"] as? Int == 1800)
            #expect(settings["currency"] as? String == "EUR")
            let pasta = try #require(try await app.services.recipes.owned(by: alice.id).first?.fields)
            #expect([pasta.description, pasta.yieldText, pasta.siteName] == ["Quick.", "2 bowls", "Pasta Weekly"])
            #expect(pasta.prepMinutes == 5)
            #expect(pasta.lines.map(\.text) == ["200g spaghetti"])
            #expect(pasta.stated?.values == ["calories": "400 kcal"])
            // And the same export back into the instance it came from changes nothing.
            #expect(throws: DomainError.self) { _ = try UserExport.read(Data("{\"meals\": []}".utf8)) }
        }
    }

    @Test("of two weighings exported for one day, the first is imported, once; one already logged that day stays")
    func weighingsOfOneDay() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let weights = app.services.weights(of: alice.id)
            let export = try await UserExport.make(
                for: alice.account, journals: app.services.journals, catalog: app.services.recipes,
                savedMeals: app.services.savedMeals(of: alice.id), weights: weights, clock: app.services.clock)
            var twice = export
            twice.weights = [
                .init(date: "2025-03-01", kilograms: 70, note: "first"),
                .init(date: "2025-03-01", kilograms: 72, note: "second"),
                .init(date: "2025-03-02", kilograms: 71, note: ""),
            ]
            try await weights.save(
                try WeightEntry.validated(
                    date: MealDate(iso: "2025-03-02")!, weight: .number(80), unit: .kilograms, note: "here"))
            _ = try await twice.importing(
                into: alice.account, users: app.services.users, journals: app.services.journals,
                catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: alice.id), weights: weights)
            let entries = try await weights.entries()
            #expect(entries.map(\.date.iso) == ["2025-03-01", "2025-03-02"])
            #expect(entries.map(\.kilograms) == [70, 80] && entries.map(\.note) == ["first", "here"])
        }
    }
}

/// ``withApp`` for a test that needs a value out of one app to use in another.
func withAppResult<T: Sendable>(_ body: @escaping @Sendable (TestApp) async throws -> T) async throws -> T {
    let box = ResultBox<T>()
    try await withApp { app in box.value = try await body(app) }
    guard let value = box.value else { throw TestFailure("no result") }
    return value
}

final class ResultBox<T: Sendable>: @unchecked Sendable {
    var value: T?
}
