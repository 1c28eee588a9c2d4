import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Security: headers, cookies, sign-in limits, escaping, health")
struct SecurityTests {
    @Test("every response carries a strict Content-Security-Policy and the other protective headers")
    func headers() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            for response in [
                try await app.page(Route.today.path(), as: alice), try await app.api(.get, "/api/v1/meals", as: alice),
                try await app.page(Route.signIn.path(), as: nil), try await app.page("/no-such-page", as: alice),
            ] {
                let policy = try #require(response.headers[.contentSecurityPolicy])
                #expect(policy.contains("script-src 'self'"))
                #expect(policy.contains("frame-ancestors 'none'"))
                #expect(policy.contains("form-action 'self';"), "no sign-in provider: forms go to Morsel alone")
                #expect(!policy.contains("unsafe-inline"))
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[SecurityHeadersMiddleware.referrerPolicy] == "same-origin")
                #expect(response.headers[.strictTransportSecurity] == nil, "not over TLS")
            }
            // Nothing on the pages needs an inline style or script.
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(!today.contains("style=\""))
            #expect(!today.contains("<script>"))
        }
    }

    @Test("served over https, cookies are Secure and browsers are told to stay on https")
    func secureCookies() async throws {
        try await withApp(publicURL: "https://food.example.org") { app in
            _ = try await app.user("bob")
            let response = try await app.submit(
                Route.signIn.path(), as: nil, fields: [("username", "bob"), ("password", "password-bob")])
            #expect(response.status == .seeOther)
            let cookies = response.headers[values: .setCookie]
            #expect(!cookies.isEmpty)
            #expect(cookies.allSatisfy { $0.contains("; Secure") && $0.contains("HttpOnly") })
            #expect(response.headers[.strictTransportSecurity] == "max-age=31536000")
        }
    }

    @Test("after 5 failed sign-ins for a name, even the right password waits, with the same answer for unknown names")
    func accountLimit() async throws {
        try await withApp { app in
            _ = try await app.user("bob")
            for name in ["bob", "nobody"] {
                for _ in 0..<SignInThrottle.perAccount {
                    let wrong = try await app.submit(
                        Route.signIn.path(), as: nil, fields: [("username", name), ("password", "wrong password")])
                    #expect(wrong.status == .unauthorized)
                    #expect(wrong.text.contains("The username or password is wrong."))
                }
                let refused = try await app.submit(
                    Route.signIn.path(), as: nil, fields: [("username", name), ("password", "password-\(name)")])
                #expect(refused.status == .tooManyRequests)
                #expect(refused.text.contains("Too many failed sign-ins. Try again in 15 minutes."))
                #expect(refused.headers[.retryAfter] == "900")
            }
            // The API's token exchange shares the count.
            let api = try await app.api(
                .post, "/api/v1/auth/tokens", json: #"{"username": "BOB", "password": "password-bob", "name": "x"}"#)
            #expect(api.status == .tooManyRequests)
            #expect(api.headers[.retryAfter] == "900")
            #expect(try api.jsonObject()["detail"] as? String == "Too many failed sign-ins. Try again in 15 minutes.")
        }
    }

    @Test("a successful sign-in starts the count again")
    func successClears() async throws {
        try await withApp { app in
            _ = try await app.user("bob")
            for round in 0..<2 {
                for _ in 0..<(SignInThrottle.perAccount - 1) {
                    _ = try await app.submit(
                        Route.signIn.path(), as: nil, fields: [("username", "bob"), ("password", "wrong password")])
                }
                let right = try await app.submit(
                    Route.signIn.path(), as: nil, fields: [("username", "bob"), ("password", "password-bob")])
                #expect(right.status == .seeOther, "round \(round)")
            }
        }
    }

    @Test("one address trying many names is slowed down too (over real HTTP, where the address is known)")
    func addressLimit() async throws {
        try await withApp(mode: .live) { app in
            for index in 0..<SignInThrottle.perAddress {
                let wrong = try await app.api(
                    .post, "/api/v1/auth/tokens",
                    json: #"{"username": "user\#(index)", "password": "guess", "name": "x"}"#)
                #expect(wrong.status == .unauthorized)
            }
            _ = try await app.user("carol")
            let refused = try await app.api(
                .post, "/api/v1/auth/tokens", json: #"{"username": "carol", "password": "password-carol", "name": "x"}"#
            )
            #expect(refused.status == .tooManyRequests)
        }
    }

    @Test("signing in gives a new session and ends the one the browser had")
    func sessionRenewed() async throws {
        try await withApp { app in
            let bob = try await app.user("bob")
            // The browser is already signed in as bob and signs in again.
            let response = try await app.submit(
                Route.signIn.path(), as: bob, fields: [("username", "bob"), ("password", "password-bob")])
            #expect(response.status == .seeOther)
            let fresh = try #require(response.setCookieHeader(SessionAuthenticator.cookieName))
            #expect(!fresh.contains(bob.session))
            let old = try await app.page(Route.today.path(), as: bob)
            #expect(old.status == .seeOther, "the old session no longer signs in")
            #expect(old.headers[.location] == Route.signIn.path())
        }
    }

    @Test(
        "a meal named like markup is shown as text on every page",
        arguments: [
            "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>",
        ])
    func escaping(name: String) async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let json = try JSONSerialization.data(withJSONObject: [
                "name": name, "category": name, "date": "10/03/2025",
            ])
            let meal = try await app.createMeal(String(decoding: json, as: UTF8.self), as: alice)
            let id = try #require(meal["id"] as? String)
            for path in [
                Route.today.path(), Route.meals.path(), Route.categories.path(), Route.meal.path(id),
                Route.editMeal.path(id),
            ] {
                let html = try await app.page(path, as: alice).text
                #expect(!html.contains(name), "\(path)")
                #expect(html.contains(HTMLNode.escape(name)), "\(path)")
            }
        }
    }

    @Test("/health says the app is alive and /ready that its database answers")
    func health() async throws {
        try await withApp { app in
            let health = try await app.api(.get, "/health")
            #expect(health.status == .ok)
            let ready = try await app.api(.get, "/ready")
            #expect(ready.status == .ok)
            #expect(try ready.jsonObject()["status"] as? String == "ready")
        }
    }
}
