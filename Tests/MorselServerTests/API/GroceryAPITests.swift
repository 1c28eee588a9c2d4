import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: the household's grocery list")
struct GroceryAPITests {
    @Test("recipes' ingredients are merged across recipes, scaled, and say where they came from")
    func fromRecipes() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let recipes = app.services.recipes
            let soup = try await recipes.create(
                RecipeFields(
                    name: "Soup", servings: 2,
                    lines: [
                        RecipeLine(name: "Tomatoes", measure: "3"), RecipeLine(name: "Onion", measure: "500g"),
                        RecipeLine(name: "salt", measure: "to taste"),
                    ]), ownerID: alice.id)
            let salad = try await recipes.create(
                RecipeFields(
                    name: "Salad", servings: 2,
                    lines: [
                        RecipeLine(name: "tomatoes", measure: "2"), RecipeLine(name: "onions", measure: "1kg"),
                    ]), ownerID: alice.id)
            #expect(
                try await app.api(.post, "/api/v1/grocery/recipes/\(soup.id)", as: alice, json: "{}").status == .created
            )
            let response = try await app.api(
                .post, "/api/v1/grocery/recipes/\(salad.id)", as: alice, json: #"{"servings": 4}"#)
            let items = try response.items()
            let tomatoes = try #require(items.first { $0["name"] as? String == "Tomatoes" })
            #expect(tomatoes["display"] as? String == "7 tomatoes") // 3 + 2 × 2
            #expect(tomatoes["sources"] as? [String] == ["Soup", "Salad"])
            #expect(tomatoes["group"] as? String == "Vegetables and Vegetable Products")
            let onion = try #require(items.first { $0["name"] as? String == "Onion" })
            #expect(onion["display"] as? String == "2.5 kg") // 500 g + 1 kg × 2
            #expect((onion["quantities"] as? [[String: Any]])?.first?["unit"] as? String == "g")
            #expect(items.first { $0["name"] as? String == "salt" }?["display"] as? String == "to taste")
        }
    }

    @Test("a recipe of whole lines shops for what its lines say; headings are not bought")
    func wholeLines() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let chili = try await app.services.recipes.create(
                RecipeFields(
                    name: "Chili", servings: 4,
                    lines: [
                        RecipeLine(name: "For the chili:", measure: ""),
                        RecipeLine(name: "2 (15 oz) cans black beans, drained", measure: ""),
                        RecipeLine(name: "1 pound ground beef", measure: ""),
                    ]), ownerID: alice.id)
            let items = try await app.api(.post, "/api/v1/grocery/recipes/\(chili.id)", as: alice, json: "{}").items()
            #expect(items.count == 2)
            #expect(items.first { $0["name"] as? String == "black beans, drained" }?["display"] as? String == "850 g")
            #expect(items.first { $0["name"] as? String == "ground beef" }?["display"] as? String == "454 g")
            // a line typed whole on the list is cut the same way
            _ = try await app.api(.post, "/api/v1/grocery", as: alice, json: #"{"name": "2 pints milk"}"#)
            let milk = try #require(
                try await app.api(.get, "/api/v1/grocery", as: alice).items().first { $0["name"] as? String == "milk" })
            #expect(milk["display"] as? String == "2 pints")
        }
    }

    @Test("a planned week goes onto the list; check, delete and clear")
    func planAndChecks() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let pasta = try await app.services.recipes.create(
                RecipeFields(name: "Pasta", servings: 2, lines: [RecipeLine(name: "spaghetti", measure: "200g")]),
                ownerID: alice.id)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-10", "recipeId": "\#(pasta.id)", "servings": 4}"#)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-11", "recipeId": "\#(pasta.id)", "servings": 2}"#)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-12", "name": "Birthday cake", "calories": 2000}"#)
            let salad = try await app.services.recipes.create(
                RecipeFields(name: "Salad", servings: 1, lines: [RecipeLine(name: "lettuce", measure: "1 head")]),
                ownerID: alice.id)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-13", "recipeId": "\#(salad.id)", "servings": 2}"#)
            let list = try await app.api(.post, "/api/v1/grocery/plan?week=2025-W11", as: alice)
            #expect(list.status == .created)
            let spaghetti = try #require(try list.items().first { $0["name"] as? String == "spaghetti" })
            #expect(spaghetti["display"] as? String == "600 g")
            #expect(try list.items().contains { $0["name"] as? String == "Birthday cake" })
            let lettuce = try #require(try list.items().first { $0["name"] as? String == "lettuce" })
            #expect(lettuce["sources"] as? [String] == ["Salad"])
            #expect(
                try await app.api(.delete, "/api/v1/grocery/\(try #require(lettuce["id"] as? String))", as: alice)
                    .status == .noContent)
            _ = try await app.api(.post, "/api/v1/grocery", as: alice, json: #"{"name": "Milk", "measure": "2 pints"}"#)
            let milkID = try #require(
                try await app.api(.get, "/api/v1/grocery", as: alice).items().first {
                    $0["name"] as? String == "Milk"
                }?["id"] as? String)
            let checked = try await app.api(.patch, "/api/v1/grocery/\(milkID)", as: alice, json: #"{"done": true}"#)
            #expect(try checked.items().first { $0["name"] as? String == "Milk" }?["done"] as? Bool == true)
            #expect(try await app.api(.delete, "/api/v1/grocery?done=true", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/grocery", as: alice).items().count == 2)
            let spaghettiID = try #require(spaghetti["id"] as? String)
            #expect(try await app.api(.delete, "/api/v1/grocery/\(spaghettiID)", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/grocery", as: alice).names() == ["Birthday cake"])
            #expect(try await app.api(.delete, "/api/v1/grocery", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/grocery", as: alice).items().isEmpty)
        }
    }

    @Test("the list is the household's: shared by members, a 404 to others; input is checked")
    func scopingAndErrors() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let carol = try await app.user(
                "carol", household: try await app.services.users.createHousehold(name: "Next door"))
            _ = try await app.api(.post, "/api/v1/grocery", as: alice, json: #"{"name": "Bread"}"#)
            let id = try #require(try await app.api(.get, "/api/v1/grocery", as: bob).items().first?["id"] as? String)
            #expect(try await app.api(.get, "/api/v1/grocery", as: carol).items().isEmpty)
            #expect(
                try await app.api(.patch, "/api/v1/grocery/\(id)", as: carol, json: #"{"done": true}"#).status
                    == .notFound)
            #expect(try await app.api(.delete, "/api/v1/grocery/\(id)", as: carol).status == .notFound)
            #expect(
                try await app.api(.post, "/api/v1/grocery", as: alice, json: #"{"name": " "}"#).status
                    == .unprocessableContent)
            #expect(try await app.api(.post, "/api/v1/grocery", as: alice, json: "[").status == .badRequest)
            #expect(try await app.api(.get, "/api/v1/grocery").status == .unauthorized)
        }
    }
}
