import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: saved meals")
struct SavedMealsPageTests {
    @Test("save a meal on its page, then log it from Today in one tap; a refused one comes back as typed")
    func saveThenLog() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let empty = try await app.page(Route.today.path(), as: alice).text
            #expect(htmlSlice(empty, from: "id=\"saved-heading\"", to: "</section>").contains("href=\"/saved-meals\""))

            let refused = try await app.submit(
                Route.savedMeals.path(), as: alice, fields: [("name", "Usual"), ("foods", "2 eggs\nzzqxv")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("No food matches “zzqxv”"))
            #expect(refused.text.contains(">2 eggs\nzzqxv</textarea>"))
            #expect(refused.text.contains("value=\"Usual\""))

            let saved = try await app.submit(
                Route.savedMeals.path(), as: alice,
                fields: [
                    ("name", "My usual breakfast"), ("category", "Breakfast"), ("foods", "2 large eggs\n1 slice toast"),
                ])
            #expect(saved.status == .seeOther)
            let list = try await app.follow(saved, as: alice).text
            #expect(list.contains("Saved My usual breakfast."))
            #expect(list.contains("2 large eggs · 1 slice toast"))

            let today = try await app.page(Route.today.path(), as: alice).text
            let section = htmlSlice(today, from: "id=\"saved-heading\"", to: "</section>")
            #expect(section.contains("My usual breakfast"))
            let id = try #require(try await app.services.savedMeals(of: alice.id).all().first?.id)
            let logged = try await app.submit(Route.logSavedMeal.path(id), as: alice, fields: [("return", "/")])
            let after = try await app.follow(logged, as: alice).text
            #expect(after.contains("Logged My usual breakfast:"))
            #expect(dayMealsSection(after).contains("My usual breakfast"))

            let deleted = try await app.submit(Route.deleteSavedMeal.path(id), as: alice, fields: [])
            #expect(try await app.follow(deleted, as: alice).text.contains("Deleted My usual breakfast."))
        }
    }
}
