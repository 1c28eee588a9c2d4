import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: settings saved exactly as shown")
struct SettingsRoundTripTests {
    @Test(
        "saving the settings form unchanged succeeds, whatever zone the server gave the account",
        arguments: ["Etc/UTC", "UTC", "America/Argentina/Buenos_Aires"])
    func unchangedSave(zone: String) async throws {
        try await withApp { app in
            // given an account in a zone as the server named it
            let alice = try await app.user("alice", timeZone: zone)
            let page = try await app.page(Route.settings.path(), as: alice).text
            #expect(page.contains("value=\"\(zone)\""))
            // when the form is saved with only the sort order changed
            let response = try await app.submit(
                Route.settings.path(), as: alice, fields: [("sortOrder", "name"), ("timeZone", zone)])
            // then it is saved
            #expect(response.status == .seeOther)
            #expect(
                try await app.api(.get, Route.API.settings.path(), as: alice).jsonObject()["sortOrder"] as? String
                    == "name")
        }
    }
}
