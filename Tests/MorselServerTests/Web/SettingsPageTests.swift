import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Settings: sort order and time zone, password, API tokens, and users for admins.
@Suite("Web: settings page")
struct SettingsPageTests {
    @Test("Settings shows the sort picker on the current order, the time zone, password and tokens")
    func settingsShowsEverySection() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice", timeZone: "Europe/London")
            _ = try await app.services.users.updateSettings(userID: alice.id, sortOrder: "calories", timeZone: nil)

            // when
            let response = try await app.page(Route.settings.path(), as: alice)

            // then
            let html = response.text
            #expect(response.status == .ok)
            #expect(html.contains("<select id=\"sortOrder\" name=\"sortOrder\">"))
            #expect(html.contains("<option value=\"calories\" selected>Calories</option>"))
            #expect(html.contains("<option value=\"date\">Date</option>"))
            #expect(html.contains("<option value=\"name\">Name</option>"))
            #expect(htmlSlice(html, from: "id=\"sortOrder\"", to: "</select>").occurrenceCount(of: " selected>") == 1)
            #expect(html.contains("id=\"timeZone\" name=\"timeZone\" value=\"Europe/London\""))
            #expect(html.contains("action=\"/settings/password\""))
            #expect(html.contains("<label for=\"current\">Current password</label>"))
            #expect(html.contains("id=\"tokens\""))
            #expect(html.contains("<strong>test</strong>"))
            #expect(html.contains(">Create token</button>"))
        }
    }

    @Test("a new token's secret is shown once and works on the API")
    func createdTokenIsShownOnceAndWorks() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submit(Route.tokens.path(), as: alice, fields: [("name", "laptop")])

            // then
            #expect(response.status == .ok)
            #expect(response.text.contains("it is not shown again"))
            let secret = try #require(textBetween(response.text, "<code class=\"token\">", "</code>"))
            #expect(secret.hasPrefix("morsel_"))
            #expect(response.text.contains("<strong>laptop</strong>"))
            let later = try await app.page(Route.settings.path(), as: alice).text
            #expect(later.contains("<strong>laptop</strong>"))
            #expect(!later.contains(secret))
            let viaToken = try await app.api(
                .get, Route.API.settings.path(), headers: [.authorization: "Bearer \(secret)"])
            #expect(viaToken.status == .ok)
            let settings = try viaToken.jsonObject()
            #expect(settings["timeZone"] as? String == "UTC")
            #expect(settings["sortOrder"] as? String == "date")
        }
    }

    @Test("a revoked token no longer opens the API")
    func revokedTokenIsRefused() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let created = try await app.submit(Route.tokens.path(), as: alice, fields: [("name", "laptop")])
            let secret = try #require(textBetween(created.text, "<code class=\"token\">", "</code>"))
            let tokens = try await app.services.credentials.tokens(userID: alice.id)
            let laptopToken = tokens.first { $0.name == "laptop" }
            let laptop = try #require(laptopToken)

            // when
            let response = try await app.submit(Route.deleteToken.path(laptop.id.uuidString), as: alice, fields: [])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.settings.path() + "#tokens")
            #expect(response.flashNotice == "info:Token revoked.")
            let refused = try await app.api(
                .get, Route.API.settings.path(), headers: [.authorization: "Bearer \(secret)"])
            #expect(refused.status == .unauthorized)
            let stillWorks = try await app.api(.get, Route.API.settings.path(), as: alice)
            #expect(stillWorks.status == .ok)
            let page = try await app.page(Route.settings.path(), as: alice).text
            #expect(!page.contains("<strong>laptop</strong>"))
        }
    }

    @Test("an unknown time zone is refused with 422 and changes nothing")
    func unknownTimeZoneIsRefused() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submit(
                Route.settings.path(), as: alice,
                fields: [("sortOrder", "name"), ("timeZone", "Mars/Base")])

            // then
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("“Mars/Base” is not a time zone Morsel knows"))
            #expect(response.text.contains("id=\"timeZone\" name=\"timeZone\" value=\"UTC\""))
            let account = try await app.services.users.account(id: alice.id)
            #expect(account?.timeZoneName == "UTC")
            #expect(account?.sortOrder == MealSortOrder.date)
        }
    }

    @Test("saving a known time zone and order keeps them")
    func validPreferencesAreSaved() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let response = try await app.submit(
                Route.settings.path(), as: alice,
                fields: [("sortOrder", "protein"), ("timeZone", "Europe/Paris")])

            // then
            #expect(response.status == .seeOther)
            #expect(response.flashNotice == "info:Settings saved.")
            let html = try await app.follow(response, as: alice).text
            #expect(html.contains("Settings saved."))
            #expect(html.contains("<option value=\"protein\" selected>Protein</option>"))
            #expect(html.contains("id=\"timeZone\" name=\"timeZone\" value=\"Europe/Paris\""))
        }
    }

    @Test("changing the password needs the current one")
    func passwordChangeNeedsCurrentPassword() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when: the current password is wrong
            let refused = try await app.submit(
                Route.password.path(), as: alice,
                fields: [("current", "not-my-password"), ("password", "brand-new-password")])

            // then
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("The current password is wrong."))
            let stillOld = try await app.services.users.verify(username: "alice", password: "password-alice")
            #expect(stillOld != nil)

            // when: it is right
            let changed = try await app.submit(
                Route.password.path(), as: alice,
                fields: [("current", "password-alice"), ("password", "brand-new-password")])

            // then
            #expect(changed.status == .seeOther)
            #expect(changed.flashNotice == "info:Password changed.")
            let signIn = try await app.submit(
                Route.signIn.path(), as: nil,
                fields: [("username", "alice"), ("password", "brand-new-password")])
            #expect(signIn.status == .seeOther)
            #expect(signIn.cookie(SessionAuthenticator.cookieName) != nil)
        }
    }

    @Test("an administrator sees the Users section and can add a user who can then sign in")
    func adminAddsUser() async throws {
        try await withApp { app in
            // given
            let root = try await app.user("root", admin: true)
            let before = try await app.page(Route.settings.path(), as: root).text
            #expect(before.contains("id=\"users\""))
            #expect(
                before.contains(
                    "<li>root<span class=\"badge\"> admin</span><span class=\"subtle\">root&#39;s household</span></li>"
                ))
            #expect(before.contains(">Add user</button>"))

            // when
            let response = try await app.submit(
                Route.users.path(), as: root,
                fields: [("username", "dora"), ("newUserPassword", "dora-password")])

            // then
            #expect(response.status == .seeOther)
            #expect(response.flashNotice == "info:Added dora.")
            let dora = try await app.services.users.account(username: "dora")
            #expect(dora != nil)
            #expect(dora?.isAdmin == false)
            let after = try await app.page(Route.settings.path(), as: root).text
            #expect(after.contains("<li>dora<span class=\"subtle\">root&#39;s household</span></li>"))
            let signIn = try await app.submit(
                Route.signIn.path(), as: nil,
                fields: [("username", "dora"), ("password", "dora-password")])
            #expect(signIn.status == .seeOther)
        }
    }

    @Test("someone who is not an administrator neither sees Users nor can add one")
    func nonAdminCannotAddUsers() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")

            // when
            let page = try await app.page(Route.settings.path(), as: alice).text
            let response = try await app.submit(
                Route.users.path(), as: alice,
                fields: [("username", "eve"), ("newUserPassword", "eve-password")])

            // then
            #expect(!page.contains("id=\"users\""))
            #expect(!page.contains(">Add user</button>"))
            #expect(response.status == .forbidden)
            #expect(response.text.contains("Only an administrator can add users."))
            let eve = try await app.services.users.account(username: "eve")
            #expect(eve == nil)
        }
    }
}
