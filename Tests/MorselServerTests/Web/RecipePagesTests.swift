import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

// MARK: - Helpers for the recipe pages

/// The results card of the browse page (not the random picks).
private func recipeResults(_ html: String) -> String {
    htmlSlice(html, from: "id=\"results-heading\"", to: "</section>")
}

/// The recipe names the browse page's results list, in order.
private func recipeNames(_ html: String) -> [String] {
    recipeResults(html).components(separatedBy: "<span class=\"recipe-name\">").dropFirst()
        .compactMap { $0.components(separatedBy: "</span>").first }
}

/// The recipe id of a redirect to `/recipes/ID`, as the app writes it.
private func redirectedRecipeID(_ response: TestResponse) -> String? {
    guard let location = response.headers[.location], location.hasPrefix("/recipes/") else { return nil }
    let id = String(location.dropFirst("/recipes/".count).prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    return UUID(uuidString: id) == nil ? nil : id
}

/// The markup of one ingredient line of a detail page, found by its name.
private func ingredientLine(_ html: String, named name: String) -> String {
    htmlSlice(html, from: "<strong>\(name)</strong>", to: "</li>")
}

/// `nutrition.perServing.calories` of `GET /api/v1/recipes/ID`.
private func perServingCalories(_ app: TestApp, _ id: String, as user: TestUser) async throws -> Int {
    let recipe = try await app.api(.get, Route.API.recipe.path(id), as: user).jsonObject()
    let nutrition = try #require(recipe["nutrition"] as? [String: Any])
    return try #require((nutrition["perServing"] as? [String: Any])?["calories"] as? Int)
}

/// The recipe pages: browse and search, the starter catalog, detail, Log a serving,
/// the form, permissions, line corrections and favourites.
@Suite("Web: recipes")
struct RecipePagesTests {
    /// 200 g dry pasta 742 kcal + 1 tbsp olive oil 119 kcal = 861 kcal; salt is not counted; 2 servings.
    static let spaghetti = RecipeFields(
        name: "Simple Spaghetti", category: "Dinner", area: "Italian",
        instructions: "Boil the pasta.\nStir in the oil.", servings: 2,
        lines: [
            RecipeLine(name: "spaghetti", measure: "200g"), RecipeLine(name: "olive oil", measure: "1 tbsp"),
            RecipeLine(name: "salt", measure: "to taste"),
        ])

    static let formFields: [(String, String)] = [
        ("name", "Egg Pasta"), ("category", "Dinner"), ("area", "Italian"), ("servings", "2"),
        ("ingredients", "200g | spaghetti\n2 large eggs"), ("instructions", "Boil.\nServe."),
    ]

    @Test(
        "the browse page lists recipes with kcal per serving; name, ingredient, category and cuisine searches narrow it"
    )
    func browseAndSearch() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let recipes = app.services.recipes
            _ = try await recipes.create(
                RecipeFields(
                    name: "Tomato Soup", category: "Lunch", area: "British", servings: 4,
                    lines: [RecipeLine(name: "tomatoes", measure: "1kg")]), ownerID: alice.id)
            _ = try await recipes.create(
                RecipeFields(
                    name: "Red Lentil Dal", category: "Dinner", area: "Indian", servings: 4,
                    lines: [RecipeLine(name: "red lentils", measure: "200g")]), ownerID: alice.id)
            _ = try await recipes.create(
                RecipeFields(
                    name: "Lentil Soup", category: "Lunch", area: "British", servings: 4,
                    lines: [RecipeLine(name: "Lentils", measure: "150g")]), ownerID: alice.id)
            let summaries = try await recipes.list(RecipeRepository.Filter()).items

            // when
            let all = try await app.page(Route.recipes.path(), as: alice)

            // then
            #expect(all.status == .ok)
            #expect(all.text.contains("<a href=\"/recipes\" aria-current=\"page\">Recipes</a>"))
            #expect(all.text.contains("All 3 recipes"))
            #expect(recipeNames(all.text) == ["Lentil Soup", "Red Lentil Dal", "Tomato Soup"])
            #expect(summaries.count == 3)
            for listed in summaries {
                #expect(
                    appearsInOrder(
                        recipeResults(all.text),
                        [
                            "<span class=\"recipe-name\">\(listed.name)</span>",
                            "<span class=\"kcal\">\(listed.perServing.calories.grouped) kcal per serving</span>",
                        ]), "\(listed.name) shows its kcal per serving")
            }

            let searches: [(String, [String])] = [
                ("q=soup", ["Lentil Soup", "Tomato Soup"]),
                ("ingredient=lentil", ["Lentil Soup", "Red Lentil Dal"]),
                ("category=Lunch", ["Lentil Soup", "Tomato Soup"]),
                ("area=Indian", ["Red Lentil Dal"]),
            ]
            for (query, expected) in searches {
                let found = try await app.page(Route.recipes.path() + "?" + query, as: alice)
                #expect(found.status == .ok)
                #expect(recipeNames(found.text) == expected, "?\(query)")
                #expect(
                    found.text.contains("\(expected.count) recipe\(expected.count == 1 ? "" : "s") found"), "?\(query)")
            }

            let nothing = try await app.page(Route.recipes.path() + "?q=zebrafishcake", as: alice)
            #expect(nothing.status == .ok)
            #expect(recipeNames(nothing.text).isEmpty)
            #expect(nothing.text.contains("No recipe matches"))
        }
    }

    @Test("a new installation has the 16 starter recipes; one an admin deletes stays deleted")
    func starterCatalog() async throws {
        try await withApp(starterCatalog: true) { app in
            // given
            let alice = try await app.user("alice")
            let admin = try await app.user("root", admin: true)
            let browse = try await app.page(Route.recipes.path(), as: alice)
            #expect(browse.text.contains("All 16 recipes"))
            #expect(recipeNames(browse.text).contains("Spaghetti Bolognese"))
            #expect(recipeNames(browse.text).contains("Classic Hummus"))
            let bolognese = try #require(
                try await app.services.recipes.list(RecipeRepository.Filter(query: "Bolognese")).items.first)
            let path = Route.deleteRecipe.path(bolognese.id.uuidString)
            #expect(try await app.submit(path, as: alice, fields: []).status == .forbidden)

            // when
            let deleted = try await app.submit(path, as: admin, fields: [])
            try await app.services.recipes.loadStarterCatalogIfNeeded(try StarterCatalog.drafts())

            // then
            #expect(deleted.status == .seeOther)
            #expect(deleted.headers[.location] == Route.recipes.path())
            #expect(deleted.flashNotice == "info:Deleted Spaghetti Bolognese.")
            let after = try await app.follow(deleted, as: admin)
            #expect(after.text.contains("Deleted Spaghetti Bolognese."))
            #expect(after.text.contains("All 15 recipes"))
            #expect(!recipeNames(after.text).contains("Spaghetti Bolognese"))
            #expect(recipeNames(after.text).contains("Classic Hummus"))
            #expect(try await app.services.recipes.list(RecipeRepository.Filter()).total == 15)
            #expect(try await app.page(Route.recipe.path(bolognese.id.uuidString), as: alice).status == .notFound)
        }
    }

    @Test(
        "the detail page shows nutrition with its working, every line's food, numbered steps, the credit and Log a serving"
    )
    func detailPage() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let recipe = try await app.services.recipes.create(Self.spaghetti, ownerID: alice.id)
            let id = recipe.id.uuidString

            // when
            let response = try await app.page(Route.recipe.path(id), as: alice)

            // then
            let html = response.text
            #expect(response.status == .ok)
            #expect(html.contains("<h1>Simple Spaghetti</h1>"))
            #expect(html.contains("<dt>Calories</dt><dd>431 kcal</dd>")) // 861 / 2, rounded
            #expect(try await perServingCalories(app, id, as: alice) == 431)
            #expect(html.contains("Per serving, estimated from 67% of the ingredient lines."))
            let pasta = ingredientLine(html, named: "spaghetti")
            #expect(html.contains("<span class=\"measure\">200g</span> <strong>spaghetti</strong>"))
            #expect(pasta.contains("742 kcal"))
            #expect(pasta.contains("Pasta, dry, enriched"))
            #expect(ingredientLine(html, named: "olive oil").contains("119 kcal"))
            #expect(ingredientLine(html, named: "salt").contains("not counted"))
            #expect(html.contains("<ol class=\"steps\"><li>Boil the pasta.</li><li>Stir in the oil.</li></ol>"))
            #expect(html.contains("USDA FoodData Central (SR28)"))
            #expect(html.contains("<h2 id=\"log-heading\">Log a serving</h2>"))
            #expect(html.contains("action=\"\(Route.logRecipe.path(id))\""))
            #expect(html.contains("id=\"servings\" name=\"servings\" value=\"1\""))
            #expect(html.contains("id=\"log-date\" name=\"date\" value=\"10/03/2025\""))
            #expect(html.contains("<a href=\"/recipes\" aria-current=\"page\">Recipes</a>"))
        }
    }

    @Test("a line corrected to a food as eaten credits that table too, on the page as in the API")
    func creditFollowsCorrections() async throws {
        try await withApp { app in
            // given a recipe whose olive oil is corrected to a food of FNDDS
            let alice = try await app.user("alice")
            var fields = Self.spaghetti
            let eaten = try #require(
                FoodCatalog.bundled.index.search("olive oil", limit: 20, sources: [.asEaten]).first)
            fields.lines[1].foodID = eaten.id
            let recipe = try await app.services.recipes.create(fields, ownerID: alice.id)

            // when the page and the API show it
            let html = try await app.page(Route.recipe.path(recipe.id.uuidString), as: alice).text
            let api = try await app.api(.get, Route.API.recipe.path(recipe.id.uuidString), as: alice).jsonObject()

            // then both credit the two tables its lines came from
            let bought = try #require(
                FoodCatalog.bundled.index.search("spaghetti", limit: 1, sources: [.asBought]).first)
            let credit = FoodSource.credits([bought, eaten])
            #expect(credit.contains(FNDDSTable.credit) && credit.contains(FoodTable.credit))
            #expect(html.contains("Nutrient figures: \(credit)."))
            #expect((api["nutrition"] as? [String: Any])?["source"] as? String == credit)
        }
    }

    @Test(
        "logging servings goes to the day, which lists the meal at servings × per-serving kcal; junk servings are 422")
    func logServing() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let recipe = try await app.services.recipes.create(Self.spaghetti, ownerID: alice.id)
            let id = recipe.id.uuidString

            // when
            let logged = try await app.submit(Route.logRecipe.path(id), as: alice, fields: [("servings", "2")])

            // then
            #expect(logged.status == .seeOther)
            #expect(logged.headers[.location] == Route.day.path("2025-03-10"))
            let day = try await app.follow(logged, as: alice)
            #expect(day.status == .ok)
            #expect(dayMealsSection(day.text).contains(nameSpan("Simple Spaghetti")))
            let meals = try await app.api(.get, Route.API.meals.path(), as: alice).items()
            #expect(meals.count == 1)
            let calories = try #require(meals.first?["calories"] as? Int)
            let perServing = try await perServingCalories(app, id, as: alice)
            #expect(abs(calories - 2 * perServing) <= 1)

            let junk = try await app.submit(Route.logRecipe.path(id), as: alice, fields: [("servings", "abc")])
            #expect(junk.status == .unprocessableContent)
            #expect(junk.text.contains("Servings eaten must be a number"))
            #expect(try await app.api(.get, Route.API.meals.path(), as: alice).items().count == 1)
        }
    }

    @Test(
        "the form creates a recipe, keeps a refused one as typed, guards others' recipes, and a line can be corrected")
    func formEditAndCorrect() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let admin = try await app.user("root", admin: true)

            // when
            let created = try await app.submit(Route.recipes.path(), as: alice, fields: Self.formFields)

            // then
            #expect(created.status == .seeOther)
            let id = try #require(redirectedRecipeID(created))
            #expect(created.flashNotice == "info:Saved Egg Pasta.")
            let page = try await app.follow(created, as: alice)
            #expect(page.status == .ok)
            #expect(page.text.contains("<h1>Egg Pasta</h1>"))
            #expect(page.text.contains("<span class=\"measure\">200g</span> <strong>spaghetti</strong>"))
            #expect(page.text.contains("<span class=\"measure\">2 large</span> <strong>eggs</strong>"))
            #expect(page.text.contains("<ol class=\"steps\"><li>Boil.</li><li>Serve.</li></ol>"))

            // a blank name is refused, with the typed ingredients kept
            let blank = try await app.submit(
                Route.recipes.path(), as: alice,
                fields: [("name", "")] + Self.formFields.filter { $0.0 != "name" })
            #expect(blank.status == .unprocessableContent)
            #expect(blank.text.contains("Name is required."))
            let typed = htmlSlice(blank.text, from: "name=\"ingredients\"", to: "</textarea>")
            #expect(typed.contains("200g | spaghetti"))
            #expect(typed.contains("2 large eggs"))
            #expect(try await app.services.recipes.list(RecipeRepository.Filter()).total == 1)

            // only the creator or an admin may edit
            #expect(try await app.page(Route.editRecipe.path(id), as: bob).status == .forbidden)
            let bobsEdit = try await app.submit(
                Route.editRecipe.path(id), as: bob,
                fields: [("name", "Bob's Pasta")] + Self.formFields.filter { $0.0 != "name" })
            #expect(bobsEdit.status == .forbidden)
            let adminForm = try await app.page(Route.editRecipe.path(id), as: admin)
            #expect(adminForm.status == .ok)
            #expect(adminForm.text.contains("value=\"Egg Pasta\""))
            let adminEdit = try await app.submit(
                Route.editRecipe.path(id), as: admin,
                fields: [("name", "Egg Pasta for Two")] + Self.formFields.filter { $0.0 != "name" })
            #expect(adminEdit.status == .seeOther)
            #expect(adminEdit.headers[.location] == Route.recipe.path(id))
            let uuid = try #require(UUID(uuidString: id))
            #expect(try await app.services.recipes.recipe(uuid).name == "Egg Pasta for Two")

            // correcting line 0 to 50 g of egg
            let before = try await perServingCalories(app, id, as: alice)
            let corrected = try await app.submit(
                Route.recipeLine.path(id, "0"), as: alice, fields: [("food", "01123"), ("grams", "50")])
            #expect(corrected.status == .seeOther)
            #expect(corrected.headers[.location] == Route.recipe.path(id) + "#ingredients")
            let after = try await perServingCalories(app, id, as: alice)
            #expect(after < before)
            let correctedPage = try await app.page(Route.recipe.path(id), as: alice)
            let line = ingredientLine(correctedPage.text, named: "spaghetti")
            #expect(line.contains("Egg, whole, raw, fresh · 50.0 g · weight set by hand"))
            #expect(!line.contains("Pasta, dry, enriched"))
            #expect(correctedPage.text.contains("<dt>Calories</dt><dd>\(after.grouped) kcal</dd>"))
            #expect(!correctedPage.text.contains("<dt>Calories</dt><dd>\(before.grouped) kcal</dd>"))
        }
    }

    @Test(
        "lines typed whole in the form are cut into amount and name, weighed with their working; a heading is shown as one"
    )
    func formWholeLines() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let fields = [
                ("name", "Chili"), ("servings", "4"), ("instructions", "Simmer."),
                (
                    "ingredients",
                    "For the chili:\n2 (15 oz) cans black beans, drained\n1 (14.5 ounce) can diced tomatoes\nJuice of 1 lime"
                ),
            ]

            // when
            let created = try await app.submit(Route.recipes.path(), as: alice, fields: fields)
            let page = try await app.follow(created, as: alice)

            // then
            #expect(page.status == .ok)
            #expect(page.text.contains("<li class=\"ingredient-heading\"><strong>For the chili</strong></li>"))
            #expect(
                page.text.contains(
                    "<span class=\"measure\">2 (15 oz) cans</span> <strong>black beans, drained</strong>"))
            #expect(ingredientLine(page.text, named: "black beans, drained").contains("850.5 g · 2 cans × 425 g"))
            #expect(
                ingredientLine(page.text, named: "diced tomatoes").contains(
                    "Tomatoes, red, ripe, canned, packed in tomato juice · 411.1 g · 1 can × 411 g"))
            #expect(ingredientLine(page.text, named: "lime").contains("Lime juice, raw · 44.0 g"))
        }
    }

    @Test("the favourite toggle puts a recipe under Favourites only, for that person only")
    func favourite() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let bob = try await app.user("bob")
            let dal = try await app.services.recipes.create(
                RecipeFields(
                    name: "Red Lentil Dal", category: "Dinner", area: "Indian", servings: 4,
                    lines: [RecipeLine(name: "red lentils", measure: "200g")]), ownerID: bob.id)
            _ = try await app.services.recipes.create(
                RecipeFields(
                    name: "Tomato Soup", category: "Lunch", area: "British", servings: 4,
                    lines: [RecipeLine(name: "tomatoes", measure: "1kg")]), ownerID: bob.id)
            let id = dal.id.uuidString

            // when
            let response = try await app.submit(
                Route.recipeFavorite.path(id), as: alice, fields: [("favorite", "true")])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.recipe.path(id))
            #expect(response.flashNotice == "info:Added to your favourites.")
            let alicesFavourites = try await app.page(Route.recipes.path() + "?favorite=true", as: alice)
            #expect(recipeNames(alicesFavourites.text) == ["Red Lentil Dal"])
            #expect(alicesFavourites.text.contains("1 recipe found"))
            let bobsFavourites = try await app.page(Route.recipes.path() + "?favorite=true", as: bob)
            #expect(recipeNames(bobsFavourites.text).isEmpty)
            #expect(bobsFavourites.text.contains("No recipe matches"))
            #expect(try await app.page(Route.recipe.path(id), as: alice).text.contains("Remove from favourites"))
            #expect(try await app.page(Route.recipe.path(id), as: bob).text.contains("Add to favourites"))
        }
    }
}
