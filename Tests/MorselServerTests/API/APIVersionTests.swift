import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselServer

/// A meal's date, read in either form and answered in the form the client's version asks for.
@Suite("API: versions, and a meal's date in ISO")
struct APIVersionTests {
    static let version2: HTTPFields = [APIVersion.header: "2"]

    @Test("a meal's date may be sent yyyy-mm-dd or dd/mm/yyyy, to create, change and copy, and both mean the same day")
    func bodiesTakeBoth() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let iso = try await app.createMeal(#"{"name":"Toast","date":"2025-03-08"}"#, as: alice)
            let typed = try await app.createMeal(#"{"name":"Tea","date":"08/03/2025"}"#, as: alice)
            #expect(iso["date"] as? String == "08/03/2025")
            #expect(typed["date"] as? String == "08/03/2025")
            #expect((iso["warnings"] as? [String]) == [])
            let id = try #require(iso["id"] as? String)
            let moved = try await app.api(.patch, "/api/v1/meals/\(id)", as: alice, json: #"{"date":"2025-03-09"}"#)
                .jsonObject()
            #expect(moved["date"] as? String == "09/03/2025")
            let day = try await app.api(.get, "/api/v1/days/2025-03-08", as: alice).jsonObject()
            #expect((day["meals"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Tea"])
        }
    }

    @Test("without the header an answer is version 1: dd/mm/yyyy, as old clients read it, and says so")
    func version1ByDefault() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await app.createMeal(#"{"name":"Toast","date":"2025-03-08"}"#, as: alice)
            let list = try await app.api(.get, "/api/v1/meals", as: alice)
            #expect(list.headers[APIVersion.header] == "1")
            #expect(try list.items().first?["date"] as? String == "08/03/2025")
        }
    }

    @Test(
        "with Morsel-API-Version: 2 every meal's date is yyyy-mm-dd: one, a list, a day, favourites, logged from words")
    func version2AnswersISO() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let v2 = Self.version2
            let created = try await app.api(
                .post, "/api/v1/meals", as: alice, json: #"{"name":"Toast","date":"08/03/2025","calories":200}"#,
                headers: v2)
            #expect(created.status == .created)
            #expect(created.headers[APIVersion.header] == "2")
            let meal = try created.jsonObject()
            #expect(meal["date"] as? String == "2025-03-08")
            let id = try #require(meal["id"] as? String)

            let one = try await app.api(.get, "/api/v1/meals/\(id)", as: alice, headers: v2).jsonObject()
            #expect(one["date"] as? String == "2025-03-08")
            let list = try await app.api(.get, "/api/v1/meals", as: alice, headers: v2).items()
            #expect(list.map { $0["date"] as? String } == ["2025-03-08"])
            let day = try await app.api(.get, "/api/v1/days/2025-03-08", as: alice, headers: v2).jsonObject()
            #expect(day["date"] as? String == "2025-03-08")
            #expect((day["meals"] as? [[String: Any]])?.first?["date"] as? String == "2025-03-08")
            let favorite = try await app.api(.put, "/api/v1/meals/\(id)/favorite", as: alice, headers: v2).jsonObject()
            #expect(favorite["date"] as? String == "2025-03-08")
            let words = try await app.api(
                .post, "/api/v1/meals/text", as: alice, json: #"{"text":"an apple","date":"2025-03-07"}"#, headers: v2)
            #expect(words.status == .created)
            #expect((try words.jsonObject()["meal"] as? [String: Any])?["date"] as? String == "2025-03-07")
        }
    }

    @Test("a version not offered is a 400 that names those that are, and changes nothing")
    func unknownVersionRefused() async throws {
        try await withApp { app in
            let alice = try await app.user()
            for text in ["3", "two", "", "1.5"] {
                let response = try await app.api(
                    .post, "/api/v1/meals", as: alice, json: #"{"name":"Toast"}"#, headers: [APIVersion.header: text])
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("Morsel-API-Version must be 1 or 2."))
            }
            #expect(try await app.api(.get, "/api/v1/meals", as: alice).items().isEmpty)
        }
    }
}
