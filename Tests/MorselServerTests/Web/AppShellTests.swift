import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("The installable app: manifest, service worker, nothing kept after sign-out")
struct AppShellTests {
    @Test("the manifest names the app, starts at Today, and lists icons that are served")
    func manifest() async throws {
        try await withApp { app in
            // when
            let response = try await app.page(Route.manifest.path(), as: nil)
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/manifest+json")
            let manifest = try response.jsonObject()
            #expect(manifest["name"] as? String == "Morsel")
            #expect(manifest["start_url"] as? String == Route.today.path())
            #expect(manifest["display"] as? String == "standalone")
            let icons = try #require(manifest["icons"] as? [[String: Any]])
            #expect(icons.contains { $0["sizes"] as? String == "192x192" })
            #expect(icons.contains { $0["sizes"] as? String == "512x512" && $0["purpose"] == nil })
            for icon in icons {
                let source = try #require(icon["src"] as? String)
                let image = try await app.page(source, as: nil)
                #expect(image.status == .ok, "\(source)")
                #expect(image.headers[.contentType] == icon["type"] as? String, "\(source)")
            }
        }
    }

    @Test(
        "the service worker is served from the root as script, never from an HTTP cache, and keeps Today, the meal form and meals logged offline"
    )
    func serviceWorker() async throws {
        try await withApp { app in
            // when
            let response = try await app.page(Route.serviceWorker.path(), as: nil)
            // then
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(response.headers[.cacheControl] == "no-cache")
            // Every asset it caches ahead of time exists.
            let script = response.text
            let precached = script.matches(of: /'(\/static\/[^']+)'/).map { String($0.1) }
            #expect(precached.count >= 4)
            for asset in precached {
                #expect(try await app.page(asset, as: nil).status == .ok, "\(asset)")
            }
            #expect(script.contains("var TODAY = '\(Route.today.path())'"))
            #expect(script.contains("var SIGN_OUT = '\(Route.signOut.path())'"))
            #expect(script.contains("var KEPT = [TODAY, '\(Route.newMeal.path())']"))
            #expect(
                script.contains("var MEALS = '\(Route.meals.path())'")
                    && script.contains("var WORDS = '\(Route.mealText.path())'"))
            #expect(script.contains("'Idempotency-Key': meal.key"))
        }
    }

    @Test("every page links the manifest and the script that registers the worker")
    func pagesLinkTheApp() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            for page in [
                try await app.page(Route.today.path(), as: alice), try await app.page(Route.signIn.path(), as: nil),
            ] {
                #expect(page.text.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
                #expect(page.text.contains(##"<meta name="theme-color" content="#a03f0c">"##))
            }
            let script = try await app.page(Route.asset("app.js"), as: nil).text
            #expect(script.contains("navigator.serviceWorker.register('/sw.js'"))
        }
    }

    @Test("signing out tells the browser to forget its cached pages and the worker's storage")
    func signOutClearsTheCache() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            // when
            let response = try await app.submit(Route.signOut.path(), as: alice, fields: [])
            // then
            #expect(response.status == .seeOther)
            #expect(response.headers[AccountWebController.clearSiteData] == #""cache", "storage""#)
        }
    }
}
