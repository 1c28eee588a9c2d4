import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: the recipe catalog")
struct RecipesAPITests {
    static let pasta = """
        {"name": "Simple Spaghetti", "category": "Dinner", "area": "Italian", "servings": 2, "cookMinutes": 15,
         "tags": ["quick"], "instructions": "STEP 1\\r\\nBoil the pasta.\\r\\n\\r\\nSTEP 2\\r\\nStir in the oil.",
         "ingredients": [{"name": "spaghetti", "measure": "200g"}, {"name": "olive oil", "measure": "1 tbsp"}, {"name": "salt", "measure": "to taste"}]}
        """

    @Test("creating a recipe answers 201 with numbered steps and its estimate, with the working")
    func create() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(.post, "/api/v1/recipes", as: alice, json: Self.pasta)
            #expect(response.status == .created)
            let recipe = try response.jsonObject()
            #expect(recipe["steps"] as? [String] == ["Boil the pasta.", "Stir in the oil."])
            #expect(recipe["editable"] as? Bool == true)
            let nutrition = try #require(recipe["nutrition"] as? [String: Any])
            // 200 g dry pasta 742 kcal + 1 tbsp olive oil 119 kcal = 861, over 2 servings.
            #expect((nutrition["total"] as? [String: Any])?["calories"] as? Int == 861)
            #expect((nutrition["perServing"] as? [String: Any])?["calories"] as? Int == 431)
            #expect(nutrition["coverage"] as? Double == 0.667)
            let lines = try #require(nutrition["lines"] as? [[String: Any]])
            #expect(lines.map { $0["status"] as? String } == ["resolved", "resolved", "unquantified"])
            #expect((lines[0]["food"] as? [String: Any])?["name"] as? String == "Pasta, dry, enriched")
        }
    }

    @Test(
        "a line may be sent whole, as text: it is read by the parser and kept as written; the source's fields are kept")
    func wholeLinesAndSourceFields() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(
                .post, "/api/v1/recipes", as: alice,
                json: """
                    {"name": "Beans on toast", "description": "A classic.", "notes": "Keeps a day.", "prepMinutes": 5, "totalMinutes": 15,
                     "yieldText": "2 plates", "ingredients": [{"text": "1 (15 oz) can baked beans, warmed"}, {"name": "bread", "measure": "2 slices"}]}
                    """)
            #expect(response.status == .created)
            let recipe = try response.jsonObject()
            let lines = try #require(recipe["ingredients"] as? [[String: Any]])
            #expect(
                lines.map { [$0["measure"] as? String, $0["name"] as? String, $0["text"] as? String] } == [
                    ["1 (15 oz) can", "baked beans, warmed", "1 (15 oz) can baked beans, warmed"],
                    ["2 slices", "bread", "2 slices bread"],
                ])
            #expect(recipe["description"] as? String == "A classic.")
            #expect(recipe["notes"] as? String == "Keeps a day.")
            #expect([recipe["prepMinutes"] as? Int, recipe["totalMinutes"] as? Int] == [5, 15])
            #expect(recipe["yieldText"] as? String == "2 plates")
            #expect(recipe["statedNutrition"] is NSNull)

            let id = try #require(recipe["id"] as? String)
            let patched = try await app.api(
                .patch, "/api/v1/recipes/\(id)", as: alice, json: #"{"totalMinutes": 20000}"#)
            #expect(patched.status == .unprocessableContent)
            #expect((try patched.jsonObject()["errors"] as? [[String: String]])?.first?["field"] == "totalMinutes")
            let neither = try await app.api(
                .patch, "/api/v1/recipes/\(id)", as: alice, json: #"{"ingredients": [{"measure": "1 cup"}]}"#)
            #expect(neither.status == .unprocessableContent)
            #expect((try neither.jsonObject()["errors"] as? [[String: String]])?.first?["field"] == "ingredients")
            let kept = try await app.api(.get, "/api/v1/recipes/\(id)", as: alice).jsonObject()
            #expect((kept["ingredients"] as? [Any])?.count == 2, "a refused change changes nothing")
        }
    }

    @Test("bad recipes are 422 naming the field; malformed JSON is 400")
    func invalid() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let blank = try await app.api(
                .post, "/api/v1/recipes", as: alice, json: #"{"name": " ", "servings": 0, "imageUrl": "ftp://x"}"#)
            #expect(blank.status == .unprocessableContent)
            let fields = (try blank.jsonObject()["errors"] as? [[String: String]])?.compactMap { $0["field"] }
            #expect(fields == ["name", "servings", "imageUrl"])
            #expect(try await app.api(.post, "/api/v1/recipes", as: alice, json: "{nope").status == .badRequest)
            #expect(try await app.api(.get, "/api/v1/recipes").status == .unauthorized)
        }
    }

    @Test(
        "every recipe field is one field: the API's answer, the edit form and the export carry the same keys and values; null clears, a number that does not read is named"
    )
    func oneFieldList() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let created = try await app.api(.post, "/api/v1/recipes", as: alice, json: Self.pasta).jsonObject()
            let id = try #require(created["id"] as? String)
            let patched = try await app.api(
                .patch, "/api/v1/recipes/\(id)", as: alice,
                json:
                    #"{"servings": "3", "prepMinutes": 10, "cookMinutes": null, "tags": "quick, weeknight", "sourceUrl": "https://example.com/pasta"}"#
            )
            #expect(patched.status == .ok)
            let recipe = try patched.jsonObject()
            #expect(recipe["servings"] as? Int == 3 && recipe["prepMinutes"] as? Int == 10)
            #expect(recipe["cookMinutes"] is NSNull, "null clears a time")
            #expect(recipe["tags"] as? [String] == ["quick", "weeknight"])
            let form = try await app.page(Route.editRecipe.path(id), as: alice).text
            let export = try await app.api(.get, "/api/v1/export", as: alice).jsonObject()
            let exported = try #require((export["recipes"] as? [[String: Any]])?.first)
            for field in RecipeInput.fields {
                let answered = recipe[field.key]
                let shown: String =
                    switch answered {
                    case let items as [String]: items.joined(separator: ", ")
                    case let text as String: text
                    case let number as Int: String(number)
                    default: ""
                    }
                #expect(form.contains(#"name="\#(field.key)""#), "\(field.key) on the form")
                #expect(
                    form.contains(#"name="\#(field.key)" value="\#(shown)""#) || form.contains(">\(shown)</textarea>"),
                    "\(field.key): \(shown)")
                #expect("\(exported[field.key] ?? NSNull())" == "\(answered ?? NSNull())", "\(field.key) exported")
            }
            let unread = try await app.api(
                .patch, "/api/v1/recipes/\(id)", as: alice, json: #"{"servings": "six", "totalMinutes": 1.5}"#)
            #expect(unread.status == .unprocessableContent)
            #expect(
                (try unread.jsonObject()["errors"] as? [[String: String]])?.map { $0["message"] ?? "" } == [
                    "Servings must be a whole number.", "Total time must be a whole number.",
                ])
        }
    }

    @Test("the catalog is shared to read, but only the creator or an admin may change it")
    func permissions() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let admin = try await app.user("root", admin: true)
            let id = try #require(
                try await app.api(.post, "/api/v1/recipes", as: alice, json: Self.pasta).jsonObject()["id"] as? String)
            let seenByBob = try await app.api(.get, "/api/v1/recipes/\(id)", as: bob).jsonObject()
            #expect(seenByBob["name"] as? String == "Simple Spaghetti")
            #expect(seenByBob["editable"] as? Bool == false)
            #expect(
                try await app.api(.patch, "/api/v1/recipes/\(id)", as: bob, json: #"{"name": "Mine now"}"#).status
                    == .forbidden)
            #expect(try await app.api(.delete, "/api/v1/recipes/\(id)", as: bob).status == .forbidden)
            let renamed = try await app.api(.patch, "/api/v1/recipes/\(id)", as: admin, json: #"{"servings": 4}"#)
                .jsonObject()
            #expect(
                (renamed["nutrition"] as? [String: Any]).flatMap {
                    ($0["perServing"] as? [String: Any])?["calories"] as? Int
                } == 215)
            #expect(try await app.api(.delete, "/api/v1/recipes/\(id)", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/recipes/\(id)", as: alice).status == .notFound)
            #expect(try await app.api(.get, "/api/v1/recipes/not-a-uuid", as: alice).status == .notFound)
        }
    }

    @Test("a corrected line changes the estimate, and survives other edits")
    func correction() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let id = try #require(
                try await app.api(.post, "/api/v1/recipes", as: alice, json: Self.pasta).jsonObject()["id"] as? String)
            let corrected = try await app.api(
                .patch, "/api/v1/recipes/\(id)", as: alice,
                json: """
                    {"ingredients": [{"name": "spaghetti", "measure": "200g"}, {"name": "olive oil", "measure": "1 tbsp", "grams": 27}, {"name": "salt", "measure": "to taste"}]}
                    """
            ).jsonObject()
            let lines = try #require((corrected["nutrition"] as? [String: Any])?["lines"] as? [[String: Any]])
            #expect(lines[1]["grams"] as? Double == 27)
            #expect(lines[1]["note"] as? String == "weight set by hand")
            #expect(lines[1]["calories"] as? Int == 239)
        }
    }

    @Test("search by name, ingredient, category and area; favourites are per person; paging counts all")
    func listing() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let repository = app.services.recipes
            _ = try await repository.create(
                RecipeFields(
                    name: "Tomato Soup", category: "Lunch", area: "British",
                    lines: [RecipeLine(name: "tomatoes", measure: "1kg")]), ownerID: nil)
            let dal = try await repository.create(
                RecipeFields(
                    name: "Red Lentil Dal", category: "Dinner", area: "Indian",
                    lines: [RecipeLine(name: "red lentils", measure: "200g")]), ownerID: nil)
            _ = try await repository.create(
                RecipeFields(
                    name: "Lentil Soup", category: "Lunch", area: "British",
                    lines: [RecipeLine(name: "Lentils", measure: "150g")]), ownerID: nil)
            func names(_ query: String, as user: TestUser) async throws -> [String] {
                try await app.api(.get, "/api/v1/recipes?\(query)", as: user).names()
            }
            #expect(try await names("q=soup", as: alice) == ["Lentil Soup", "Tomato Soup"])
            #expect(try await names("q=tom", as: alice) == ["Tomato Soup"])
            #expect(try await names("ingredient=lentil", as: alice) == ["Lentil Soup", "Red Lentil Dal"])
            #expect(try await names("category=lunch&area=british", as: alice) == ["Lentil Soup", "Tomato Soup"])
            #expect(try await names("area=Indian", as: alice) == ["Red Lentil Dal"])
            let page = try await app.api(.get, "/api/v1/recipes?limit=1&offset=1", as: alice)
            #expect(try page.names() == ["Red Lentil Dal"])
            #expect(try page.jsonObject()["total"] as? Int == 3)
            // A word search's total on a full page, on the last page, past it, and on one page.
            for (query, names, total) in [
                ("q=soup&limit=1", ["Lentil Soup"], 2), ("q=soup&limit=1&offset=1", ["Tomato Soup"], 2),
                ("q=soup&limit=1&offset=5", [], 2),
                ("ingredient=lentil&limit=5", ["Lentil Soup", "Red Lentil Dal"], 2),
                ("q=nothing", [], 0),
            ] {
                let answer = try await app.api(.get, "/api/v1/recipes?\(query)", as: alice)
                #expect(try answer.names() == names, "\(query)")
                #expect(try answer.jsonObject()["total"] as? Int == total, "\(query)")
            }
            #expect(try await app.api(.put, "/api/v1/recipes/\(dal.id)/favorite", as: alice).status == .ok)
            #expect(try await names("favorite=true", as: alice) == ["Red Lentil Dal"])
            #expect(try await names("favorite=true", as: bob).isEmpty)
            #expect(try await app.api(.get, "/api/v1/recipes/random?count=2", as: bob).items().count == 2)
            // Picks are different recipes, and never more than the catalog holds.
            let picks = try await app.api(.get, "/api/v1/recipes/random?count=20", as: bob).items().compactMap {
                $0["id"] as? String
            }
            let catalogSize =
                try await app.api(.get, "/api/v1/recipes?limit=100", as: bob).jsonObject()["total"] as? Int
            #expect(Set(picks).count == picks.count)
            #expect(picks.count == min(20, catalogSize ?? 0))
            #expect(try await app.api(.get, "/api/v1/recipes/random?count=50", as: bob).status == .unprocessableContent)
        }
    }

    @Test(
        "word search: prefixes of name words, whole ingredient words, accents folded; an edit or a delete is searched at once"
    )
    func wordSearch() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let repository = app.services.recipes
            let poppers = try await repository.create(
                RecipeFields(
                    name: "Jalapeño Poppers",
                    lines: [
                        RecipeLine(name: "jalapeños", measure: "6"),
                        RecipeLine(name: "cream cheese", measure: "100g"),
                    ]), ownerID: nil)
            let soup = try await repository.create(
                RecipeFields(name: "Tomato Soup", lines: [RecipeLine(name: "tomatoes", measure: "1kg")]), ownerID: nil)
            func names(_ query: String) async throws -> [String] {
                try await app.api(.get, "/api/v1/recipes?\(query)", as: alice).names()
            }
            #expect(try await names("q=jalapeno") == ["Jalapeño Poppers"])
            #expect(try await names("q=JALAP") == ["Jalapeño Poppers"])
            #expect(try await names("q=popper+jal") == ["Jalapeño Poppers"], "every word, in any order")
            #expect(try await names("q=poppers+soup").isEmpty)
            #expect(try await names("ingredient=cheese") == ["Jalapeño Poppers"])
            #expect(try await names("ingredient=chee").isEmpty, "an ingredient word is matched whole")
            #expect(try await names("q=pop&ingredient=tomato").isEmpty)
            // Part of a word in a script with combining signs; a word sent hundreds of times.
            _ = try await repository.create(RecipeFields(name: "पनीर टिक्का", lines: []), ownerID: nil)
            #expect(try await names("q=%E0%A4%AA%E0%A4%A8") == ["पनीर टिक्का"])
            #expect(
                try await names("q=" + Array(repeating: "jal", count: 300).joined(separator: "+")) == [
                    "Jalapeño Poppers"
                ])
            _ = try await repository.update(
                soup, to: RecipeFields(name: "Gazpacho", lines: [RecipeLine(name: "cucumber", measure: "1")]))
            #expect(try await names("q=tom").isEmpty)
            #expect(try await names("ingredient=tomato").isEmpty)
            #expect(try await names("q=gaz") == ["Gazpacho"])
            #expect(try await names("ingredient=cucumber") == ["Gazpacho"])
            try await repository.delete(poppers.id)
            #expect(try await names("q=jalapeno").isEmpty)
            #expect(try await app.api(.get, "/api/v1/recipes?q=jalapeno", as: alice).jsonObject()["total"] as? Int == 0)
        }
    }

    @Test("logging a serving creates a journal meal with the per-serving nutrition times the servings")
    func logServing() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let id = try #require(
                try await app.api(.post, "/api/v1/recipes", as: alice, json: Self.pasta).jsonObject()["id"] as? String)
            let response = try await app.api(
                .post, "/api/v1/recipes/\(id)/log", as: alice, json: #"{"servings": 1.5, "category": "lunch"}"#)
            #expect(response.status == .created)
            let meal = try response.jsonObject()
            #expect(meal["name"] as? String == "Simple Spaghetti")
            #expect(meal["calories"] as? Int == 646) // 430.5 × 1.5
            #expect(meal["category"] as? String == "Lunch")
            #expect(meal["date"] as? String == "10/03/2025")
            #expect(meal["time"] as? String == "10:00")
            #expect(
                try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).names("meals") == ["Simple Spaghetti"])
            #expect(
                try await app.api(.post, "/api/v1/recipes/\(id)/log", as: alice, json: #"{"servings": 0}"#).status
                    == .unprocessableContent)
        }
    }

    @Test("importing TheMealDB's 178 meals gives 178 recipes with nutrition, and a second import changes nothing")
    func importMealDB() async throws {
        let payload = try TestFixture.data("themealdb/search_s_all.json")
        try await withApp { app in
            let alice = try await app.user()
            let first = try await app.api(.post, "/api/v1/recipes/import", as: alice, body: ByteBuffer(bytes: payload))
                .jsonObject()
            #expect(first["imported"] as? Int == 178)
            #expect(first["skipped"] as? Int == 0)
            let second = try await app.api(.post, "/api/v1/recipes/import", as: alice, body: ByteBuffer(bytes: payload))
                .jsonObject()
            #expect(second["imported"] as? Int == 0)
            #expect(second["updated"] as? Int == 0)
            #expect(second["unchanged"] as? Int == 178)
            let list = try await app.api(.get, "/api/v1/recipes?limit=100", as: alice)
            #expect(try list.jsonObject()["total"] as? Int == 178)
            #expect(
                try list.items().allSatisfy { (($0["perServing"] as? [String: Any])?["calories"] as? Int ?? 0) > 0 })
        }
    }

    @Test("a bad record is reported and skipped; the rest import; no-results and junk are handled")
    func importTolerance() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let payload =
                #"{"meals": [{"idMeal": "1", "strMeal": "Toast", "strIngredient1": "Bread", "strMeasure1": "2 slices", "strIngredient2": " ", "strMeasure2": null}, 42, {"idMeal": "2", "strMeal": "  "}]}"#
            let summary = try await app.api(.post, "/api/v1/recipes/import", as: alice, json: payload).jsonObject()
            #expect(summary["imported"] as? Int == 1)
            #expect(summary["skipped"] as? Int == 2)
            #expect((summary["errors"] as? [[String: Any]])?.compactMap { $0["index"] as? Int } == [1, 2])
            #expect(
                try await app.api(.post, "/api/v1/recipes/import", as: alice, json: #"{"meals": null}"#).jsonObject()[
                    "imported"] as? Int == 0)
            #expect(try await app.api(.post, "/api/v1/recipes/import", as: alice, json: "<html>").status == .badRequest)
        }
    }
}
