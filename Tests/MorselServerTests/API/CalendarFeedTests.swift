import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The plan in a calendar: one secret address per person, made, renewed and turned off
/// through the API or Settings; the feed holds the household's plan and nothing else.
@Suite("The plan as a calendar feed")
struct CalendarFeedTests {
    /// The feed's path from the address the API or Settings gave.
    func path(of address: String) throws -> String {
        try #require(URL(string: address)).path
    }

    @Test(
        "a feed address is made once, shows the household's plan at the usual times, and stops working when renewed or turned off"
    )
    func feedLifecycle() async throws {
        try await withApp(publicURL: "https://food.example.org") { app in
            let alice = try await app.user("alice", timeZone: "Europe/London")
            let otherHousehold = try await app.services.users.createHousehold(name: "Next door")
            let carol = try await app.user("carol", household: otherHousehold)
            let pasta = try await app.services.recipes.create(
                RecipeFields(
                    name: "Pasta, tomato & basil", servings: 2, lines: [RecipeLine(name: "spaghetti", measure: "200g")]),
                ownerID: alice.id)
            #expect(
                try await app.api(
                    .post, "/api/v1/plan/entries", as: alice,
                    json: #"{"date": "2025-03-11", "recipeId": "\#(pasta.id)", "servings": 2, "slot": "dinner"}"#
                ).status == .created)
            #expect(
                try await app.api(
                    .post, "/api/v1/plan/entries", as: alice,
                    json: #"{"date": "2025-03-12", "name": "Fruit", "calories": 150}"#
                ).status == .created)
            #expect(
                try await app.api(
                    .post, "/api/v1/plan/entries", as: carol,
                    json: #"{"date": "2025-03-11", "name": "Carol's stew", "calories": 600, "slot": "dinner"}"#
                ).status == .created)
            // Alice usually has dinner at half past six.
            for day in 1...5 {
                try await app.createMeal(
                    #"{"name": "Supper", "category": "Dinner", "calories": 500, "date": "0\#(day)/03/2025", "time": "18:30"}"#,
                    as: alice)
            }

            let none = try await app.api(.get, "/api/v1/calendar", as: alice).jsonObject()
            #expect(none["active"] as? Bool == false && none["createdAt"] is NSNull)
            let made = try await app.api(.post, "/api/v1/calendar", as: alice)
            #expect(made.status == .created)
            let address = try #require(try made.jsonObject()["url"] as? String)
            #expect(address.hasPrefix("https://food.example.org/calendar/cal_") && address.hasSuffix(".ics"))
            let status = try await app.api(.get, "/api/v1/calendar", as: alice).jsonObject()
            #expect(status["active"] as? Bool == true && status["url"] == nil, "the address is shown once")

            let feed = try await app.api(.get, try path(of: address))
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            let text = feed.text.replacingOccurrences(of: "\r\n ", with: "")
            #expect(text.contains("SUMMARY:Dinner: Pasta\\, tomato & basil\r\n"))
            #expect(
                text.contains("DTSTART:20250311T183000Z\r\n"),
                "at the time Alice usually has dinner (London is on GMT in March)")
            #expect(text.contains("URL:https://food.example.org/recipes/\(pasta.id.uuidString)\r\n"))
            #expect(text.contains("DTSTART;VALUE=DATE:20250312\r\n"))
            #expect(text.contains("URL:https://food.example.org/plan?week=2025-W11\r\n"))
            #expect(!text.contains("Carol"), "another household's plan is not in it")
            let read = try await app.api(.get, "/api/v1/calendar", as: alice).jsonObject()
            #expect(read["lastReadAt"] as? String == "2025-03-10T10:00:00Z")

            let renewed = try #require(
                try await app.api(.post, "/api/v1/calendar", as: alice).jsonObject()["url"] as? String)
            #expect(renewed != address)
            #expect(try await app.api(.get, try path(of: address)).status == .notFound, "the old address stops working")
            #expect(try await app.api(.get, try path(of: renewed)).status == .ok)
            #expect(try await app.api(.delete, "/api/v1/calendar", as: alice).status == .noContent)
            #expect(try await app.api(.get, try path(of: renewed)).status == .notFound)
            #expect(try await app.api(.delete, "/api/v1/calendar", as: alice).status == .notFound)
            #expect(try await app.api(.get, Route.calendarFeed.path("cal_guessed")).status == .notFound)
        }
    }

    @Test("Settings makes the address, shows it once, renews it and turns it off")
    func settings() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let before = try await app.page(Route.settings.path(), as: alice).text
            #expect(before.contains("Make a calendar address"))
            let made = try await app.submit(Route.calendarSettings.path(), as: alice, fields: [])
            #expect(made.status == .ok)
            let address = try #require(made.text.firstMatch(of: /http:\/\/[^<"]+\/calendar\/cal_[A-Za-z0-9_-]+\.ics/))
                .output
            #expect(try await app.api(.get, try path(of: String(address))).status == .ok)
            let after = try await app.page(Route.settings.path(), as: alice).text
            #expect(after.contains("not read by a calendar yet") == false && after.contains("last read by a calendar"))
            #expect(!after.contains(String(address)), "shown once")
            let off = try await app.submit(Route.calendarSettingsDelete.path(), as: alice, fields: [])
            #expect(off.status == .seeOther)
            #expect(try await app.api(.get, try path(of: String(address))).status == .notFound)
            // Without the form's token nothing changes.
            #expect(
                try await app.submit(Route.calendarSettings.path(), as: alice, fields: [], csrf: false).status
                    == .forbidden)
        }
    }
}
