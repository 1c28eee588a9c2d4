import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: insights over a period")
struct InsightsAPITests {
    @Test("each day's totals against the goal, energy shares, and planned spend per week against the budget")
    func period() async throws {
        try await withApp { app in
            // given: two logged days in the week of Monday 10 March 2025, and a planned week
            let alice = try await app.user("alice")
            try await app.createMeal(
                #"{"name":"Porridge","date":"10/03/2025","calories":1500,"protein":100,"fat":40,"carbs":60}"#, as: alice
            )
            try await app.createMeal(#"{"name":"Pizza","date":"10/03/2025","calories":900}"#, as: alice)
            try await app.createMeal(
                #"{"name":"Salad","date":"08/03/2025","calories":400,"protein":10,"fat":10,"carbs":10}"#, as: alice)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-12", "name": "Roast", "calories": 900, "cost": 42.5}"#)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-16", "name": "Fish", "calories": 600, "cost": 12}"#)
            // when
            let response = try await app.api(.get, "/api/v1/insights?from=2025-03-04&to=2025-03-10", as: alice)
            // then
            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body["from"] as? String == "2025-03-04")
            #expect(body["to"] as? String == "2025-03-10")
            #expect((body["goals"] as? [String: Any])?["calories"] as? Double == 2000)
            let days = try #require(body["days"] as? [[String: Any]])
            #expect(days.count == 7)
            #expect(
                days.compactMap { ($0["totals"] as? [String: Any])?["calories"] as? Int } == [0, 0, 0, 0, 400, 0, 2400])
            #expect(days.compactMap { $0["overGoal"] as? Bool } == [false, false, false, false, false, false, true])
            #expect(days[6]["meals"] as? Int == 2)
            #expect(days[0]["energyShares"] is NSNull)
            // 100 g protein (400 kcal), 40 g fat (360 kcal), 60 g carbs (240 kcal)
            let shares = try #require(days[6]["energyShares"] as? [String: Double])
            #expect(shares == ["protein": 0.4, "fat": 0.36, "carbs": 0.24])
            let summary = try #require(body["summary"] as? [String: Any])
            #expect(summary["loggedDays"] as? Int == 2)
            #expect(summary["averageCalories"] as? Int == 1400)
            #expect(summary["daysOverGoal"] as? Int == 1)
            // 3–9 March is 2025-W10, 10–16 March 2025-W11 with 54.50 planned against 50.00
            let weeks = try #require(body["weeks"] as? [[String: Any]])
            #expect(weeks.compactMap { $0["week"] as? String } == ["2025-W10", "2025-W11"])
            #expect(weeks.compactMap { $0["planned"] as? Double } == [0, 54.5])
            #expect(weeks.compactMap { $0["overBudget"] as? Bool } == [false, true])
            #expect(weeks[1]["budget"] as? Double == 50)
        }
    }

    @Test("by default the 30 days up to today where the person is")
    func defaults() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let body = try await app.api(.get, "/api/v1/insights", as: alice).jsonObject()
            #expect(body["from"] as? String == "2025-02-09")
            #expect(body["to"] as? String == "2025-03-10")
            #expect((body["days"] as? [Any])?.count == 30)
            #expect((body["summary"] as? [String: Any])?["averageCalories"] is NSNull)
        }
    }

    @Test("only the person's own journal and their own household's plan count")
    func scoping() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob") // shares alice's household, not her journal
            let other = try await app.services.users.createHousehold(name: "Next door")
            let carol = try await app.user("carol", household: other)
            try await app.createMeal(#"{"name":"Cake","date":"10/03/2025","calories":800}"#, as: alice)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-10", "name": "Roast", "calories": 900, "cost": 20}"#)
            let query = "/api/v1/insights?from=2025-03-10&to=2025-03-10"
            let bobs = try await app.api(.get, query, as: bob).jsonObject()
            #expect((bobs["summary"] as? [String: Any])?["loggedDays"] as? Int == 0)
            #expect((bobs["weeks"] as? [[String: Any]])?.first?["planned"] as? Double == 20)
            let carols = try await app.api(.get, query, as: carol).jsonObject()
            #expect((carols["weeks"] as? [[String: Any]])?.first?["planned"] as? Double == 0)
            #expect((carols["summary"] as? [String: Any])?["loggedDays"] as? Int == 0)
        }
    }

    @Test(
        "a bad period is 422 naming the parameter; no token is 401",
        arguments: [
            ("from=2025-03-10&to=2025-03-01", "from"), ("from=10/03/2025", "from"), ("to=tomorrow", "to"),
            ("from=2020-01-01&to=2025-03-10", "from"),
        ])
    func invalid(query: String, field: String) async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let response = try await app.api(.get, "/api/v1/insights?\(query)", as: alice)
            #expect(response.status == .unprocessableContent)
            let fields = (try response.jsonObject()["errors"] as? [[String: String]])?.compactMap { $0["field"] }
            #expect(fields == [field])
            #expect(try await app.api(.get, "/api/v1/insights").status == .unauthorized)
        }
    }
}
