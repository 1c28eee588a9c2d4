import Foundation
import Hummingbird
import HummingbirdTesting
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: Settings → Import")
struct ImportPageTests {
    @Test("Settings links to Import; a file is uploaded and imported, with what happened and why items were skipped")
    func uploads() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            #expect(
                try await app.page(Route.settings.path(), as: alice).text.contains(
                    "href=\"\(Route.importPage.path())\""))
            let page = try await app.page(Route.importPage.path(), as: alice).text
            #expect(page.contains("<option value=\"tandoor\">Tandoor: the export zip"))
            #expect(page.contains("action=\"\(Route.importRecipePage.path())\""), "an address can be pasted here too")

            let bytes = [UInt8](try TestFixture.data("imports/tandoor/export.zip"))
            let checked = try await app.submitMultipart(
                Route.importPage.path(), as: alice, fields: [("source", "tandoor"), ("dryRun", "true")],
                photo: bytes, fileField: "file", fileName: "export.zip")
            #expect(checked.status == .ok)
            #expect(checked.text.contains("6 imported, 0 updated, 0 unchanged, 1 skipped. Nothing was saved."))
            #expect(try await app.api(.get, "/api/v1/recipes", as: alice).names().isEmpty)

            let imported = try await app.submitMultipart(
                Route.importPage.path(), as: alice, fields: [("source", "tandoor")],
                photo: bytes, fileField: "file", fileName: "export.zip")
            #expect(imported.text.contains("<h2 id=\"summary-heading\">Tandoor: imported</h2>"))
            #expect(
                imported.text.contains(
                    "<li><strong>40.zip</strong>: it is not a JSON object: broken or not a recipe</li>"))
            #expect(imported.text.contains("See your recipes"))
            #expect(try await app.api(.get, "/api/v1/recipes?limit=100", as: alice).names().count == 6)
        }
    }

    @Test("a file of another app, or none, comes back beside the field; nothing is saved")
    func refused() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let wrong = try await app.submitMultipart(
                Route.importPage.path(), as: alice, fields: [("source", "myfitnesspal")],
                photo: [UInt8](try TestFixture.data("imports/cronometer/servings.csv")), fileField: "file",
                fileName: "servings.csv")
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.text.contains("This file is not a MyFitnessPal Nutrition Summary"))
            #expect(wrong.text.contains("<option value=\"myfitnesspal\" selected>"))
            let none = try await app.submitMultipart(
                Route.importPage.path(), as: alice, fields: [("source", "mealie")], fileField: "file")
            #expect(none.status == .unprocessableContent)
            #expect(none.text.contains("Choose the export file to import."))
            #expect(try await app.api(.get, "/api/v1/meals", as: alice).jsonObject()["total"] as? Int == 0)
        }
    }
}
