import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// First-account setup, sign-in and sign-out, as a browser sees them.
@Suite("Web: account pages")
struct AccountPagesTests {
    @Test("on an empty database every page sends the visitor to /setup")
    func emptyDatabaseRedirectsToSetup() async throws {
        try await withApp { app in
            // given: no accounts at all

            // when
            let home = try await app.page(Route.today.path(), as: nil)
            let signIn = try await app.page(Route.signIn.path(), as: nil)

            // then
            #expect(home.status == .seeOther)
            #expect(home.headers[.location] == Route.setup.path())
            #expect(signIn.status == .seeOther)
            #expect(signIn.headers[.location] == Route.setup.path())
        }
    }

    @Test("/setup shows the form that creates the first account")
    func setupShowsCreateFirstAccountForm() async throws {
        try await withApp { app in
            // given: no accounts

            // when
            let response = try await app.page(Route.setup.path(), as: nil)

            // then
            let html = response.text
            #expect(response.status == .ok)
            #expect(html.contains("<h1>Welcome to Morsel</h1>"))
            #expect(html.contains("Create the first account. It will be the administrator"))
            #expect(html.contains("<form method=\"post\" action=\"/setup\">"))
            #expect(html.contains("<label for=\"username\">Username</label>"))
            #expect(html.contains("<label for=\"password\">Password (at least 8 characters)</label>"))
            #expect(html.contains("name=\"password\""))
            #expect(html.contains(">Create account</button>"))
        }
    }

    @Test("POST /setup creates an admin, signs them in with a safe cookie and goes to Today")
    func setupCreatesAdminAndSignsIn() async throws {
        try await withApp { app in
            // given: no accounts

            // when
            let response = try await app.submit(
                Route.setup.path(), as: nil,
                fields: [("username", "admin"), ("password", "correct-horse")])

            // then: redirected home with a session cookie
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.today.path())
            let secret = try #require(response.cookie(SessionAuthenticator.cookieName))
            #expect(!secret.isEmpty)
            let header = try #require(response.setCookieHeader("morsel_session"))
            #expect(header.contains("HttpOnly"))
            #expect(header.contains("SameSite=Lax"))

            // and the account is an administrator
            let account = try await app.services.users.account(username: "admin")
            #expect(account?.isAdmin == true)

            // and the cookie opens Today, which shows the welcome notice
            var cookies = [(SessionAuthenticator.cookieName, secret)]
            if let notice = response.cookie(FlashNotice.cookieName) { cookies.append((FlashNotice.cookieName, notice)) }
            let today = try await app.browse(Route.today.path(), cookies: cookies)
            #expect(today.status == .ok)
            #expect(today.text.contains("<h1>Today</h1>"))
            #expect(today.text.contains("Welcome, admin! Log your first meal below."))
        }
    }

    @Test("once an account exists, /setup sends visitors to sign in and creates nobody else")
    func setupIsClosedAfterFirstAccount() async throws {
        try await withApp { app in
            // given
            _ = try await app.submit(
                Route.setup.path(), as: nil, fields: [("username", "admin"), ("password", "correct-horse")])

            // when
            let page = try await app.page(Route.setup.path(), as: nil)
            let again = try await app.submit(
                Route.setup.path(), as: nil, fields: [("username", "mallory"), ("password", "mallory-password")])

            // then
            #expect(page.status == .seeOther)
            #expect(page.headers[.location] == Route.signIn.path())
            #expect(again.status == .seeOther)
            #expect(again.headers[.location] == Route.signIn.path())
            let count = try await app.services.users.count()
            #expect(count == 1)
            let mallory = try await app.services.users.account(username: "mallory")
            #expect(mallory == nil)
        }
    }

    @Test("a too-short password re-renders setup with the message and creates nobody")
    func setupRefusesShortPassword() async throws {
        try await withApp { app in
            // given: no accounts

            // when
            let response = try await app.submit(
                Route.setup.path(), as: nil, fields: [("username", "carol"), ("password", "short")])

            // then
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Password must be at least 8 characters."))
            #expect(response.text.contains("value=\"carol\""))
            #expect(response.cookie(SessionAuthenticator.cookieName) == nil)
            let count = try await app.services.users.count()
            #expect(count == 0)
        }
    }

    @Test("signing in with a wrong password is refused with 401 and no cookie")
    func signInWithWrongPassword() async throws {
        try await withApp { app in
            // given
            try await app.user("bob")
            let signInPage = try await app.page(Route.signIn.path(), as: nil)
            #expect(signInPage.status == .ok)
            #expect(signInPage.text.contains("<form method=\"post\" action=\"/signin\">"))

            // when
            let response = try await app.submit(
                Route.signIn.path(), as: nil, fields: [("username", "bob"), ("password", "not-bobs-password")])

            // then
            #expect(response.status == .unauthorized)
            #expect(response.text.contains("The username or password is wrong."))
            #expect(response.text.contains("value=\"bob\""))
            #expect(response.cookie(SessionAuthenticator.cookieName) == nil)
        }
    }

    @Test("signing in with the right password sets a session cookie that opens Today")
    func signInWithRightPassword() async throws {
        try await withApp { app in
            // given
            try await app.user("bob")

            // when
            let response = try await app.submit(
                Route.signIn.path(), as: nil, fields: [("username", "bob"), ("password", "password-bob")])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.today.path())
            let secret = try #require(response.cookie(SessionAuthenticator.cookieName))
            #expect(!secret.isEmpty)
            #expect(response.setCookieHeader(SessionAuthenticator.cookieName)?.contains("HttpOnly") == true)
            let today = try await app.browse(Route.today.path(), cookies: [(SessionAuthenticator.cookieName, secret)])
            #expect(today.status == .ok)
            #expect(today.text.contains(">Sign out</button>"))
        }
    }

    @Test("a stranger is sent to sign in once accounts exist")
    func strangerIsSentToSignIn() async throws {
        try await withApp { app in
            // given
            try await app.user("bob")

            // when
            let response = try await app.page(Route.meals.path(), as: nil)

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.signIn.path())
        }
    }

    @Test("signing out clears the cookie and the old session no longer opens pages")
    func signOutEndsSession() async throws {
        try await withApp { app in
            // given
            let bob = try await app.user("bob")
            let before = try await app.page(Route.today.path(), as: bob)
            #expect(before.status == .ok)

            // when
            let response = try await app.submit(Route.signOut.path(), as: bob, fields: [])

            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == Route.signIn.path())
            #expect(response.cookie(SessionAuthenticator.cookieName) == "")
            #expect(response.setCookieHeader(SessionAuthenticator.cookieName)?.contains("Max-Age=0") == true)
            let after = try await app.page(Route.today.path(), as: bob)
            #expect(after.status == .seeOther)
            #expect(after.headers[.location] == Route.signIn.path())
        }
    }
}
