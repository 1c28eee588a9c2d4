import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Saved meals ("my usual breakfast"): checked when saved, logged as one meal in one tap.
@Suite("API: saved meals")
struct SavedMealsAPITests {
    @Test(
        "a saved meal is checked against the food table, listed with its figures, and logged as one meal with its nutrients"
    )
    func saveAndLog() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let created = try await app.api(
                .post, "/api/v1/saved-meals", as: alice,
                json:
                    #"{"name": "My usual breakfast", "category": "breakfast", "foods": "2 large eggs\n1 slice toast\n250 ml milk"}"#
            )
            #expect(created.status == .created)
            let saved = try created.jsonObject()
            #expect(saved["category"] as? String == "Breakfast")
            let id = try #require(saved["id"] as? String)
            let calories = try #require((saved["nutrition"] as? [String: Any])?["calories"] as? Int)
            #expect(
                calories > 250 && calories < 450, "two eggs, a slice of toast and a glass of milk: \(calories) kcal")
            #expect(try await app.api(.get, "/api/v1/saved-meals", as: alice).names() == ["My usual breakfast"])

            let logged = try await app.api(
                .post, "/api/v1/saved-meals/\(id)/log", as: alice, json: #"{"date": "2025-03-09", "time": "07:15"}"#)
            #expect(logged.status == .created)
            let meal = try logged.jsonObject()
            #expect(meal["name"] as? String == "My usual breakfast" && meal["calories"] as? Int == calories)
            #expect(
                meal["date"] as? String == "09/03/2025" && meal["time"] as? String == "07:15"
                    && meal["category"] as? String == "Breakfast")
            let iron = (meal["nutrients"] as? [[String: Any]])?.first { $0["nutrient"] as? String == "iron" }
            #expect(iron?["of"] as? Int == 3, "one item per food")
            // Without a body: today, now.
            let now = try await app.api(.post, "/api/v1/saved-meals/\(id)/log", as: alice).jsonObject()
            #expect(now["date"] as? String == "10/03/2025")
        }
    }

    @Test(
        "a food that does not match, a blank name or one already saved is refused; another person's saved meal is not there"
    )
    func refusals() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let bob = try await app.user("bob")
            let bad = try await app.api(
                .post, "/api/v1/saved-meals", as: alice, json: #"{"name": " ", "foods": "2 eggs\nzzqxv"}"#)
            #expect(bad.status == .unprocessableContent)
            let body = String(buffer: bad.body)
            #expect(body.contains("No food matches “zzqxv”") && body.contains("Name the meal"))
            // A body without a name or foods is read by the same field list: a 422 naming each, not a 400.
            let empty = try await app.api(.post, "/api/v1/saved-meals", as: alice, json: #"{"category": 3}"#)
            #expect(empty.status == .unprocessableContent)
            #expect(
                (try empty.jsonObject()["errors"] as? [[String: String]])?.compactMap { $0["field"] } == [
                    "name", "foods",
                ])
            let first = try await app.api(
                .post, "/api/v1/saved-meals", as: alice, json: #"{"name": "Lunch box", "foods": "1 apple"}"#)
            let id = try #require(try first.jsonObject()["id"] as? String)
            let again = try await app.api(
                .post, "/api/v1/saved-meals", as: alice, json: #"{"name": "lunch BOX", "foods": "1 pear"}"#)
            #expect(again.status == .unprocessableContent)
            #expect(String(buffer: again.body).contains("already have a saved meal called"))

            #expect(try await app.api(.get, "/api/v1/saved-meals", as: bob).names().isEmpty)
            #expect(try await app.api(.post, "/api/v1/saved-meals/\(id)/log", as: bob).status == .notFound)
            #expect(try await app.api(.delete, "/api/v1/saved-meals/\(id)", as: bob).status == .notFound)
            #expect(try await app.api(.delete, "/api/v1/saved-meals/\(id)", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/saved-meals", as: alice).names().isEmpty)
        }
    }

    @Test(
        "a saved meal whose food is no longer sure (saved before foods were read as eaten) is not logged: the API names it with its candidates, the page says where to change it"
    )
    func savedBeforeFoodsAsEaten() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            // As an older release saved it, checked by the recipe matcher only.
            let saved = try await app.services.savedMeals(of: alice.id).create(
                SavedMeal(
                    id: UUID(), name: "Mystery bowl", category: MealCategory("Lunch"),
                    foods: "an apple\na bowl of stuff"))
            let refused = try await app.api(.post, "/api/v1/saved-meals/\(saved.id)/log", as: alice)
            #expect(refused.status == .unprocessableContent)
            let unsure = try #require(try refused.jsonObject()["unsure"] as? [[String: Any]])
            #expect(unsure.first?["line"] as? Int == 1 && (unsure.first?["candidates"] as? [Any])?.isEmpty == false)
            let page = try await app.submit(Route.logSavedMeal.path(saved.id), as: alice, fields: [("return", "/")])
            #expect(try await app.follow(page, as: alice).text.contains("Not logged: Not sure of “a bowl of stuff”"))
            #expect(try await app.mealNames(of: alice).isEmpty)
        }
    }

    @Test("an export carries saved meals; importing it elsewhere adds those not already there")
    func export() async throws {
        let exported = try await withAppResult { app in
            let alice = try await app.user()
            _ = try await app.api(
                .post, "/api/v1/saved-meals", as: alice,
                json: #"{"name": "Lunch box", "category": "Lunch", "foods": "1 apple\n30 g cheddar"}"#)
            return Data(buffer: try await app.api(.get, "/api/v1/export?format=json", as: alice).body)
        }
        try await withApp { app in
            let alice = try await app.user()
            let export = try UserExport.read(exported)
            let summary = try await export.importing(
                into: alice.account, users: app.services.users, journals: app.services.journals,
                catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: alice.id),
                weights: app.services.weights(of: alice.id))
            #expect(summary.savedMealsAdded == 1)
            let saved = try await app.api(.get, "/api/v1/saved-meals", as: alice).items()
            #expect(
                saved.first?["foods"] as? String == "1 apple\n30 g cheddar"
                    && saved.first?["category"] as? String == "Lunch")
            let again = try await export.importing(
                into: alice.account, users: app.services.users, journals: app.services.journals,
                catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: alice.id),
                weights: app.services.weights(of: alice.id))
            #expect(again.savedMealsAdded == 0)
        }
    }
}
