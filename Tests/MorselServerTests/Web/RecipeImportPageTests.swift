import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: importing a recipe from its page")
struct RecipeImportPageTests {
    @Test("an address is read and shown before saving; saving opens the recipe with its nutrition; again, it updates")
    func previewThenSave() async throws {
        try await RecipePageServer.run { base in
            try await withApp { app in
                let alice = try await app.user("alice")
                let browse = try await app.page(Route.recipes.path(), as: alice).text
                #expect(
                    browse.contains("action=\"\(Route.importRecipePage.path())\""),
                    "an address field on the Recipes page")
                #expect(browse.contains("href=\"\(Route.importPage.path())\""), "and a way to the app imports")

                let address = "\(base)/pages/swissmilk.ch__swissmilk"
                let query = address.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
                let preview = try await app.page(Route.importRecipePage.path() + "?url=\(query)", as: alice)
                #expect(preview.status == .ok)
                #expect(preview.text.contains("<h2 id=\"preview-heading\">Tomatenrisotto</h2>"))
                #expect(preview.text.contains("<li>150 g Risottoreis, z.B. Carnaroli</li>"))
                #expect(preview.text.contains("Save as my recipe"))
                #expect(try await app.api(.get, "/api/v1/recipes?q=tomatenrisotto", as: alice).names().isEmpty)

                let saved = try await app.submit(Route.importRecipePage.path(), as: alice, fields: [("url", address)])
                #expect(saved.status == .seeOther)
                let recipe = try await app.page(try #require(saved.headers[.location]), as: alice).text
                #expect(recipe.contains("<h1>Tomatenrisotto</h1>"))
                #expect(recipe.contains("USDA FoodData Central (SR28)"))
                // The source's figures beside Morsel's, and each line as the page wrote it.
                #expect(recipe.contains("<h2 id=\"stated-heading\">Stated by the source</h2>"))
                #expect(recipe.contains("<th scope=\"row\">Calories</th><td>527</td>"))
                #expect(recipe.contains("<span class=\"written\">1 Knoblauchzehe, gepresst</span>"))
                #expect(recipe.contains("Risotto mal anders"))
                // Vitamins and minerals per serving, each saying how many lines knew it.
                #expect(recipe.contains("<summary>Vitamins, minerals and more, per serving</summary>"))
                #expect(recipe.contains("<th scope=\"row\">Iron</th>"))
                #expect(recipe.contains(" lines</td>") || recipe.contains("<td>every one of the lines</td>"))

                let again = try await app.page(Route.importRecipePage.path() + "?url=\(query)", as: alice).text
                #expect(again.contains("Update my recipe from this page"))
            }
        }
    }

    @Test("a page without a recipe is refused beside the address, and nothing is saved")
    func refused() async throws {
        try await RecipePageServer.run { base in
            try await withApp { app in
                let alice = try await app.user("alice")
                let page = try await app.page(
                    Route.importRecipePage.path() + "?url=" + "\(base)/plain".addingPercentEncoding(
                        withAllowedCharacters: .alphanumerics)!, as: alice)
                #expect(page.status == .unprocessableContent)
                #expect(
                    page.text.contains("<p class=\"field-error\" id=\"url-error\">No recipe found on that page.</p>"))
                #expect(page.text.contains("aria-invalid=\"true\""))
                let posted = try await app.submit(
                    Route.importRecipePage.path(), as: alice, fields: [("url", "\(base)/plain")])
                #expect(posted.status == .unprocessableContent)
                #expect(
                    try await app.api(.get, "/api/v1/recipes?limit=5", as: alice).jsonObject()["total"] as? Int == 0)
            }
        }
    }
}
