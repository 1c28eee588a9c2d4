import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: lists, categories, days, favourites and settings")
struct MealListsAPITests {
    /// Four meals whose every sort order differs.
    static func seed(_ app: TestApp, _ user: TestUser) async throws {
        try await app.createMeal(
            #"{"name":"banana","category":"Snack","calories":100,"protein":1,"fat":0.3,"carbs":27,"date":"08/03/2025","time":"16:00"}"#,
            as: user)
        try await app.createMeal(
            #"{"name":"Omelette","category":"Breakfast","calories":300,"protein":20,"fat":22,"carbs":2,"date":"10/03/2025","time":"08:00"}"#,
            as: user)
        try await app.createMeal(
            #"{"name":"Curry","category":"Dinner","calories":800,"protein":35,"fat":30,"carbs":90,"date":"09/03/2025","time":"19:30"}"#,
            as: user)
        try await app.createMeal(
            #"{"name":"apple pie","category":"Dessert","calories":400,"protein":4,"fat":18,"carbs":55,"date":"10/03/2025"}"#,
            as: user)
    }

    @Test(
        "sort orders",
        arguments: [
            ("date", ["Omelette", "apple pie", "Curry", "banana"]),
            ("calories", ["Curry", "apple pie", "Omelette", "banana"]),
            ("protein", ["Curry", "Omelette", "apple pie", "banana"]),
            ("fat", ["Curry", "Omelette", "apple pie", "banana"]),
            ("carbs", ["Curry", "apple pie", "banana", "Omelette"]),
            ("name", ["apple pie", "banana", "Curry", "Omelette"]),
            ("category", ["Omelette", "Curry", "banana", "apple pie"]),
        ])
    func sortOrders(sort: String, expected: [String]) async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await Self.seed(app, alice)
            let response = try await app.api(.get, "/api/v1/meals?sort=\(sort)", as: alice)
            #expect(response.status == .ok)
            #expect(try response.names() == expected)
            #expect(try response.jsonObject()["total"] as? Int == 4)
        }
    }

    @Test("the list follows the user's sort setting when none is given")
    func followsSetting() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await Self.seed(app, alice)
            #expect(
                try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"sortOrder":"name"}"#).status == .ok)
            #expect(
                try await app.api(.get, "/api/v1/meals", as: alice).names() == [
                    "apple pie", "banana", "Curry", "Omelette",
                ])
        }
    }

    @Test("filters and paging: category, from/to, limit and offset; total counts every match")
    func filtersAndPaging() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await Self.seed(app, alice)
            #expect(try await app.api(.get, "/api/v1/meals?category=breakfast", as: alice).names() == ["Omelette"])
            #expect(try await app.api(.get, "/api/v1/meals?category=dessert", as: alice).names() == ["apple pie"])
            #expect(
                try await app.api(.get, "/api/v1/meals?from=2025-03-09&to=2025-03-09", as: alice).names() == ["Curry"])
            let page = try await app.api(.get, "/api/v1/meals?sort=name&limit=2&offset=1", as: alice)
            #expect(try page.names() == ["banana", "Curry"])
            #expect(try page.jsonObject()["total"] as? Int == 4)
            // Past the last page: no meals, and still the count of all that match.
            let beyond = try await app.api(.get, "/api/v1/meals?category=breakfast&limit=2&offset=5", as: alice)
            #expect(try beyond.names() == [])
            #expect(try beyond.jsonObject()["total"] as? Int == 1)
        }
    }

    @Test(
        "bad list parameters are 422 naming the parameter",
        arguments: [
            ("sort=tastiness", "sort"), ("from=10/03/2025", "from"), ("to=2025-02-30", "to"), ("limit=0", "limit"),
            ("limit=501", "limit"), ("offset=-1", "offset"),
        ])
    func badParameters(query: String, field: String) async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(.get, "/api/v1/meals?\(query)", as: alice)
            #expect(response.status == .unprocessableContent)
            let errors = try response.jsonObject()["errors"] as? [[String: String]]
            #expect(errors?.first?["field"] == field)
        }
    }

    @Test("categories: always five sections in order, Other holding the rest")
    func categories() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await Self.seed(app, alice)
            try await app.createMeal(#"{"name":"Mystery","date":"10/03/2025"}"#, as: alice)
            let response = try await app.api(.get, "/api/v1/categories?sort=name", as: alice)
            #expect(response.status == .ok)
            let sections = try #require(try response.jsonObject()["sections"] as? [[String: Any]])
            #expect(sections.map { $0["name"] as? String } == ["Breakfast", "Lunch", "Dinner", "Snack", "Other"])
            let names = sections.map { ($0["meals"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
            #expect(names == [["Omelette"], [], ["Curry"], ["banana"], ["apple pie", "Mystery"]])
        }
    }

    @Test("a day: its meals earliest first, untimed last, with totals")
    func day() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await Self.seed(app, alice)
            let response = try await app.api(.get, "/api/v1/days/2025-03-10", as: alice)
            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body["date"] as? String == "2025-03-10")
            #expect(try response.names("meals") == ["Omelette", "apple pie"])
            let totals = try #require(body["totals"] as? [String: Any])
            #expect(totals["calories"] as? Int == 700)
            #expect(totals["protein"] as? Double == 24)
            #expect(totals["fat"] as? Double == 40)
            #expect(totals["carbs"] as? Double == 57)
            #expect(try await app.api(.get, "/api/v1/days/10-03-2025", as: alice).status == .unprocessableContent)
            #expect(try await app.api(.get, "/api/v1/days/2025-02-30", as: alice).status == .unprocessableContent)
        }
    }

    @Test("favourites: marked and unmarked, listed by name, logged again as a new meal now")
    func favorites() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice", timeZone: "America/New_York")
            let curry = try #require(
                try await app.createMeal(
                    #"{"name":"Curry","category":"Dinner","calories":800,"date":"01/03/2025","time":"19:30","rating":5}"#,
                    as: alice)["id"] as? String)
            let apple = try #require(
                try await app.createMeal(#"{"name":"apple","calories":80}"#, as: alice)["id"] as? String)
            // when
            #expect(try await app.api(.put, "/api/v1/meals/\(curry)/favorite", as: alice).status == .ok)
            #expect(
                try await app.api(.put, "/api/v1/meals/\(apple)/favorite", as: alice).jsonObject()["favorite"] as? Bool
                    == true)
            // then
            #expect(try await app.api(.get, "/api/v1/favorites", as: alice).names() == ["apple", "Curry"])
            #expect(try await app.api(.delete, "/api/v1/meals/\(apple)/favorite", as: alice).status == .noContent)
            #expect(try await app.api(.get, "/api/v1/favorites", as: alice).names() == ["Curry"])

            let relogged = try await app.api(.post, "/api/v1/meals/\(curry)/relog", as: alice)
            #expect(relogged.status == .created)
            let copy = try relogged.jsonObject()
            #expect(copy["id"] as? String != curry)
            #expect(copy["name"] as? String == "Curry")
            #expect(copy["category"] as? String == "Dinner")
            #expect(copy["calories"] as? Int == 800)
            #expect(copy["date"] as? String == "10/03/2025") // 10:00 UTC is 06:00 in New York (EDT)
            #expect(copy["time"] as? String == "06:00")
            #expect(try await app.api(.get, "/api/v1/meals", as: alice).jsonObject()["total"] as? Int == 3)
        }
    }

    @Test("settings: read, change, and refuse unknown values with 422")
    func settings() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let initial = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(initial["sortOrder"] as? String == "date")
            #expect(initial["timeZone"] as? String == "UTC")
            let changed = try await app.api(
                .patch, "/api/v1/settings", as: alice, json: #"{"sortOrder":"Calories","timeZone":"Europe/Paris"}"#)
            #expect(changed.status == .ok)
            #expect(try changed.jsonObject()["sortOrder"] as? String == "calories")
            #expect(try changed.jsonObject()["timeZone"] as? String == "Europe/Paris")
            // Debian servers report their zone as Etc/UTC: it must be accepted back.
            #expect(
                try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"timeZone":"Etc/UTC"}"#).status == .ok
            )
            #expect(
                try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"timeZone":"EST"}"#).status
                    == .unprocessableContent)
            _ = try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"timeZone":"Europe/Paris"}"#)
            let badZone = try await app.api(
                .patch, "/api/v1/settings", as: alice, json: #"{"timeZone":"Mars/Olympus_Mons"}"#)
            #expect(badZone.status == .unprocessableContent)
            let badSort = try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"sortOrder":"colour"}"#)
            #expect(badSort.status == .unprocessableContent)
            #expect(try await app.api(.patch, "/api/v1/settings", as: alice, json: "nope").status == .badRequest)
            #expect(
                try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()["timeZone"] as? String
                    == "Europe/Paris")
        }
    }
}
