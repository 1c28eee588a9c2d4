import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: a recipe's uploaded photo")
struct RecipePhotoTests {
    @Test("a photo uploaded with the recipe form is shown on its page and in the catalog")
    func upload() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            // when
            let saved = try await app.submitMultipart(
                Route.recipes.path(), as: alice,
                fields: [("name", "Red Salad"), ("ingredients", "1 | tomato")], photo: pngBytes)
            // then
            #expect(saved.status == .seeOther)
            let location = try #require(saved.headers[.location])
            let id = String(location.split(separator: "/").last!)
            let page = try await app.page(location, as: alice).text
            #expect(page.contains("src=\"\(Route.recipePhoto.path(id))\""))
            let photo = try await app.page(Route.recipePhoto.path(id), as: alice)
            #expect(photo.headers[.contentType] == "image/png")
            #expect(
                try await app.api(.get, "/api/v1/recipes/\(id)", as: alice).jsonObject()["imageUrl"] as? String
                    == "/api/v1/recipes/\(id)/photo")
        }
    }

    @Test("a file that is not an image is refused beside the field, and no recipe is saved")
    func refused() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let response = try await app.submitMultipart(
                Route.recipes.path(), as: alice,
                fields: [("name", "Red Salad"), ("ingredients", "1 | tomato")], photo: Array("not an image".utf8))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("A photo must be a JPEG, PNG, WebP or GIF image."))
            #expect(response.text.contains("value=\"Red Salad\""))
            #expect(try await app.api(.get, "/api/v1/recipes", as: alice).jsonObject()["total"] as? Int == 0)
        }
    }
}
