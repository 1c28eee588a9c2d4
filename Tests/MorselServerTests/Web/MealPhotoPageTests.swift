import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: a meal's photo through the edit form")
struct MealPhotoPageTests {
    @Test("the edit form can remove the photo; leaving the box unticked keeps it")
    func removePhoto() async throws {
        try await withApp { app in
            // given a meal with a photo
            let alice = try await app.user("alice")
            let id = try await app.addMeal("Salad", category: "Lunch", calories: 200, as: alice)
            _ = try await app.api(.put, Route.API.photo.path(id), as: alice, body: ByteBuffer(bytes: pngBytes))
            let form = try await app.page(Route.editMeal.path(id), as: alice).text
            #expect(form.contains("Remove the current photo"))
            let fields = [("name", "Salad"), ("category", "Lunch"), ("calories", "210"), ("date", "10/03/2025")]

            // when saved without ticking the box
            let kept = try await app.submitMultipart(Route.editMeal.path(id), as: alice, fields: fields)
            // then the photo stays
            #expect(kept.status == .seeOther)
            #expect(try await app.page(Route.mealPhoto.path(id), as: alice).status == .ok)

            // when saved with the box ticked
            let removed = try await app.submitMultipart(
                Route.editMeal.path(id), as: alice, fields: fields + [("removePhoto", "true")])
            // then it is gone, and the page shows the category image again
            #expect(removed.status == .seeOther)
            #expect(try await app.page(Route.mealPhoto.path(id), as: alice).status == .notFound)
            let detail = try await app.page(Route.meal.path(id), as: alice).text
            #expect(!detail.contains("class=\"photo\""))
            #expect(detail.contains("category-lunch.svg"))
            #expect(try await app.api(.get, Route.API.meal.path(id), as: alice).jsonObject()["calories"] as? Int == 210)
        }
    }

    @Test("a bad replacement photo changes nothing, not even the other fields")
    func badReplacementChangesNothing() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let id = try await app.addMeal("Salad", category: "Lunch", calories: 200, as: alice)
            let response = try await app.submitMultipart(
                Route.editMeal.path(id), as: alice,
                fields: [("name", "Renamed"), ("date", "10/03/2025")], photo: Array("GIF but not really".utf8))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("A photo must be a JPEG, PNG, WebP or GIF image."))
            #expect(response.text.contains("value=\"Renamed\""))
            let meal = try await app.api(.get, Route.API.meal.path(id), as: alice).jsonObject()
            #expect(meal["name"] as? String == "Salad")
        }
    }
}
