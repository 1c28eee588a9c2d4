import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Households in Settings: an administrator creates them, adds people to one and moves
/// people between them; the plan and the grocery list follow the household.
@Suite("Web: households in settings")
struct HouseholdSettingsTests {
    @Test("an administrator creates a household and adds someone to it, who then plans and shops apart")
    func adminCreatesHouseholdAndAddsUser() async throws {
        try await withApp { app in
            // given
            let root = try await app.user("root", admin: true)
            let roast = try await app.api(
                .post, Route.API.planEntries.path(), as: root,
                json: #"{"date": "2025-03-10", "name": "Roast", "calories": 900}"#)
            #expect(roast.status == .created)
            let bread = try await app.api(.post, Route.API.grocery.path(), as: root, json: #"{"name": "Bread"}"#)
            #expect(bread.status == .created)

            // when
            let created = try await app.submit(
                Route.households.path(), as: root, fields: [("householdName", "  Smiths ")])
            let households = try await app.services.users.households()
            let found = households.first { $0.name == "Smiths" }
            let smiths = try #require(found)
            let added = try await app.submit(
                Route.users.path(), as: root,
                fields: [
                    ("username", "sam"), ("newUserPassword", "sam-password"), ("household", smiths.id.uuidString),
                ])

            // then
            #expect(created.status == .seeOther)
            #expect(created.flashNotice == "info:Created the household Smiths.")
            #expect(added.status == .seeOther)
            #expect(added.flashNotice == "info:Added sam.")
            let settings = try await app.follow(added, as: root).text
            #expect(settings.contains("Added sam."))
            #expect(settings.contains("<li>sam<span class=\"subtle\">Smiths</span>"))
            #expect(
                settings.contains(
                    "<li>root<span class=\"badge\"> admin</span><span class=\"subtle\">root&#39;s household</span>"))
            let account = try await app.services.users.account(username: "sam")
            #expect(account?.householdID == smiths.id)
            let sam = try await app.signedIn(try #require(account))
            #expect(!(try await app.page(Route.plan.path(), as: sam).text.contains("Roast")))
            let samsWeek = try await app.api(.get, Route.API.plan.path() + "?week=2025-W11", as: sam).jsonObject()
            #expect((samsWeek["totals"] as? [String: Any])?["calories"] as? Int == 0)
            #expect(try await app.api(.get, Route.API.grocery.path(), as: sam).items().isEmpty)
            #expect(!(try await app.page(Route.grocery.path(), as: sam).text.contains("Bread")))
            // the first household still has its own
            #expect(try await app.page(Route.plan.path(), as: root).text.contains("Roast"))
            #expect(try await app.page(Route.grocery.path(), as: root).text.contains("Bread"))
        }
    }

    @Test("moving someone to another household changes whose plan they see")
    func movingChangesThePlan() async throws {
        try await withApp { app in
            // given
            let root = try await app.user("root", admin: true)
            let home = try #require(root.account.householdID)
            let smiths = try await app.services.users.createHousehold(name: "Smiths")
            let dora = try await app.user("dora", household: smiths)
            _ = try await app.api(
                .post, Route.API.planEntries.path(), as: root,
                json: #"{"date": "2025-03-10", "name": "Roast", "calories": 900}"#)
            _ = try await app.api(
                .post, Route.API.planEntries.path(), as: dora,
                json: #"{"date": "2025-03-10", "name": "Fish pie", "calories": 600}"#)
            let before = try await app.page(Route.plan.path(), as: dora).text
            #expect(before.contains("Fish pie"))
            #expect(!before.contains("Roast"))
            let settings = try await app.page(Route.settings.path(), as: root).text
            let doraRow = htmlSlice(settings, from: "<li>dora<", to: "</li>")
            #expect(doraRow.contains("<span class=\"subtle\">Smiths</span>"))
            #expect(doraRow.contains("action=\"\(Route.userHousehold.path(dora.id.uuidString))\""))
            #expect(doraRow.contains("<option value=\"\(smiths.uuidString)\" selected>Smiths</option>"))

            // when
            let moved = try await app.submit(
                Route.userHousehold.path(dora.id.uuidString), as: root,
                fields: [("household", home.uuidString)])

            // then
            #expect(moved.status == .seeOther)
            #expect(moved.flashNotice == "info:Moved dora to root's household.")
            let after = try await app.page(Route.plan.path(), as: dora).text
            #expect(after.contains("Roast"))
            #expect(!after.contains("Fish pie"))
            let week = try await app.api(.get, Route.API.plan.path() + "?week=2025-W11", as: dora).jsonObject()
            #expect((week["totals"] as? [String: Any])?["calories"] as? Int == 900)
            #expect(try await app.services.users.account(id: dora.id)?.householdID == home)
            let page = try await app.follow(moved, as: root).text
            #expect(page.contains("Moved dora to root&#39;s household."))
            #expect(
                htmlSlice(page, from: "<li>dora<", to: "</li>").contains(
                    "<span class=\"subtle\">root&#39;s household</span>"))
        }
    }

    @Test(
        "the add-user form offers every household, the administrator's own chosen, and keeps what was typed when refused"
    )
    func addUserFormKeepsTypedValues() async throws {
        try await withApp { app in
            // given
            let root = try await app.user("root", admin: true)
            let home = try #require(root.account.householdID)
            let smiths = try await app.services.users.createHousehold(name: "Smiths")
            let page = try await app.page(Route.settings.path(), as: root).text
            let form = htmlSlice(page, from: "action=\"\(Route.users.path())\"", to: "</form>")
            #expect(form.contains("<option value=\"\(home.uuidString)\" selected>root&#39;s household</option>"))
            #expect(form.contains("<option value=\"\(smiths.uuidString)\">Smiths</option>"))

            // when
            let response = try await app.submit(
                Route.users.path(), as: root,
                fields: [
                    ("username", "sam"), ("newUserPassword", "short"), ("household", smiths.uuidString),
                    ("admin", "true"),
                ])

            // then
            #expect(response.status == .unprocessableContent)
            let refused = htmlSlice(response.text, from: "action=\"\(Route.users.path())\"", to: "</form>")
            #expect(refused.contains("Password must be at least 8 characters."))
            #expect(refused.contains("name=\"username\" value=\"sam\""))
            #expect(refused.contains("<option value=\"\(smiths.uuidString)\" selected>Smiths</option>"))
            #expect(refused.contains("name=\"admin\" value=\"true\" checked"))
            #expect(try await app.services.users.account(username: "sam") == nil)
        }
    }

    @Test("a household name already taken, whatever its case, is refused beside the field with what was typed")
    func duplicateHouseholdName() async throws {
        try await withApp { app in
            // given
            let root = try await app.user("root", admin: true)
            try await app.services.users.createHousehold(name: "Smiths")

            // when
            let response = try await app.submit(
                Route.households.path(), as: root, fields: [("householdName", "smiths")])

            // then
            #expect(response.status == .unprocessableContent)
            let html = response.text
            #expect(
                html.contains(
                    "<p class=\"field-error\" id=\"householdName-error\">There is already a household called “Smiths”.</p>"
                ))
            #expect(html.contains("name=\"householdName\" value=\"smiths\""))
            #expect(html.contains("<div class=\"field has-error\"><label for=\"household-name\">New household</label>"))
            #expect(try await app.services.users.households().count == 2)
        }
    }

    @Test("someone who is not an administrator can neither create a household nor move anyone")
    func nonAdminIsForbidden() async throws {
        try await withApp { app in
            // given
            let root = try await app.user("root", admin: true)
            let alice = try await app.user("alice")
            let smiths = try await app.services.users.createHousehold(name: "Smiths")

            // when
            let create = try await app.submit(
                Route.households.path(), as: alice, fields: [("householdName", "Alice and co")])
            let move = try await app.submit(
                Route.userHousehold.path(alice.id.uuidString), as: alice,
                fields: [("household", smiths.uuidString)])
            let add = try await app.submit(
                Route.users.path(), as: alice,
                fields: [
                    ("username", "eve"), ("newUserPassword", "eve-password"), ("household", smiths.uuidString),
                ])

            // then
            #expect(create.status == .forbidden)
            #expect(create.text.contains("Only an administrator can add households."))
            #expect(move.status == .forbidden)
            #expect(move.text.contains("Only an administrator can move users between households."))
            #expect(add.status == .forbidden)
            #expect(try await app.services.users.households().count == 2)
            #expect(try await app.services.users.account(id: alice.id)?.householdID == root.account.householdID)
            #expect(try await app.services.users.account(username: "eve") == nil)
            let page = try await app.page(Route.settings.path(), as: alice).text
            #expect(!page.contains(">Create household</button>"))
        }
    }

    @Test(
        "household names are trimmed, 1 to 60 characters and unique regardless of case; a move needs a real person and household"
    )
    func repositoryRules() async throws {
        try await withApp { app in
            // given
            let root = try await app.user("root", admin: true)
            let smiths = try await app.services.users.createHousehold(name: "  Smiths  ")
            let longest = String(repeating: "y", count: AccountRules.maxHouseholdNameLength)

            // when / then
            #expect(try await app.services.users.households().first { $0.id == smiths }?.name == "Smiths")
            #expect(
                try await app.services.users.households().first { $0.id == root.account.householdID }?.memberCount == 1)
            _ = try await app.services.users.createHousehold(name: longest)
            for name in ["", "   ", longest + "y", "SMITHS"] {
                let error = await refusal { _ = try await app.services.users.createHousehold(name: name) }
                #expect(error?.fieldErrors.map(\.field) == ["householdName"], "\(name)")
            }
            #expect(
                await refusal { _ = try await app.services.users.moveUser(userID: root.id, to: UUID()) } == .notFound)
            #expect(
                await refusal { _ = try await app.services.users.moveUser(userID: UUID(), to: smiths) } == .notFound)
            let unknown = try await app.submit(
                Route.userHousehold.path(root.id.uuidString), as: root, fields: [("household", UUID().uuidString)])
            #expect(unknown.status == .notFound)
            #expect(try await app.services.users.account(id: root.id)?.householdID == root.account.householdID)
        }
    }
}

/// The app's error a call ends in, or nil when it succeeds (or fails some other way).
private func refusal(_ body: () async throws -> Void) async -> DomainError? {
    do {
        try await body()
        return nil
    } catch let error as DomainError {
        return error
    } catch {
        return nil
    }
}

extension TestApp {
    /// A session and a token for an account made some other way than ``user(_:admin:timeZone:household:)``.
    fileprivate func signedIn(_ account: Account) async throws -> TestUser {
        let token = try await services.credentials.createToken(userID: account.id, name: "test").secret
        let session = try await services.credentials.startSession(userID: account.id)
        let csrf = try await services.credentials.session(secret: session)!.1.csrfToken
        return TestUser(account: account, token: token, session: session, csrf: csrf)
    }
}
