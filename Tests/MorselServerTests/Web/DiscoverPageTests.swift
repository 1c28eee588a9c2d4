import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: finding recipes on TheMealDB", .serialized)
struct DiscoverPageTests {
    @Test("search TheMealDB over HTTP, add a meal to the catalog with its nutrition, and see it marked as added")
    func searchAndAdd() async throws {
        try await MealDBFileServer.run { baseURL in
            try await withApp(theMealDB: baseURL) { app in
                // given
                let alice = try await app.user("alice")
                // when searching
                let results = try await app.page(Route.discover.path() + "?q=corba", as: alice)
                // then TheMealDB's meal is offered
                #expect(results.status == .ok)
                #expect(results.text.contains("<h2>Corba</h2>"))
                #expect(results.text.contains("action=\"\(Route.addDiscovered.path("52977"))\""))

                // when adding it
                let added = try await app.submit(Route.addDiscovered.path("52977"), as: alice, fields: [])
                // then it is in the catalog with an estimate, and the search says so
                #expect(added.status == .seeOther)
                let location = try #require(added.headers[.location])
                let recipe = try await app.page(location, as: alice).text
                #expect(recipe.contains("<h1>Corba</h1>"))
                #expect(recipe.contains("Lentils, raw · 192.0 g"))
                #expect(recipe.contains("USDA FoodData Central (SR28)"))
                let again = try await app.page(Route.discover.path() + "?q=corba", as: alice).text
                #expect(again.contains("In the catalog: open"))
                #expect(try await app.api(.get, "/api/v1/recipes?q=corba", as: alice).names() == ["Corba"])
            }
        }
    }

    @Test("a random pick and an unknown name are answered from the server")
    func randomAndMissing() async throws {
        try await MealDBFileServer.run { baseURL in
            try await withApp(theMealDB: baseURL) { app in
                let alice = try await app.user("alice")
                #expect(
                    try await app.page(Route.discover.path() + "?random=1", as: alice).text.contains("<h2>Corba</h2>"))
                #expect(
                    try await app.page(Route.discover.path() + "?q=zzqx", as: alice).text.contains(
                        "TheMealDB has no recipe called “zzqx”."))
            }
        }
    }

    @Test("offline, the page says so clearly and the local catalog keeps working")
    func offline() async throws {
        try await withApp(starterCatalog: true) { app in
            let alice = try await app.user("alice")
            let page = try await app.page(Route.discover.path() + "?q=pie", as: alice)
            #expect(page.status == .ok)
            #expect(page.text.contains("TheMealDB cannot be reached"))
            #expect(page.text.contains("The local catalog still works."))
            #expect(
                try await app.page(Route.recipes.path() + "?q=bolognese", as: alice).text.contains(
                    "Spaghetti Bolognese"))
        }
    }
}
