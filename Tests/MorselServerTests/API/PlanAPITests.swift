import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: the household's week plan")
struct PlanAPITests {
    @Test("plan a recipe and a custom item; the week shows day totals, budget and goal")
    func planWeek() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let pasta = try await app.services.recipes.create(
                RecipeFields(name: "Pasta", servings: 2, lines: [RecipeLine(name: "spaghetti", measure: "200g")]),
                ownerID: alice.id)
            // when
            let added = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-10", "recipeId": "\#(pasta.id)", "servings": 3, "slot": "dinner"}"#)
            #expect(added.status == .created)
            #expect(try added.jsonObject()["calories"] as? Int == 1113) // 742 kcal for 2 servings, × 3/2
            let custom = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-10", "name": "Sandwich", "calories": 450, "cost": 4.5, "slot": "Lunch"}"#)
            #expect(custom.status == .created)
            // then
            let week = try await app.api(.get, "/api/v1/plan?week=2025-W11", as: alice).jsonObject()
            #expect(week["week"] as? String == "2025-W11")
            #expect(week["weeklyBudget"] as? Double == 50)
            #expect(week["dailyCalorieGoal"] as? Int == 2000)
            let days = try #require(week["days"] as? [[String: Any]])
            #expect(days.count == 7)
            #expect(days[0]["weekday"] as? String == "Monday")
            #expect(
                (days[0]["entries"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Sandwich", "Pasta"])
            #expect((days[0]["totals"] as? [String: Any])?["calories"] as? Int == 1563)
            #expect((days[0]["totals"] as? [String: Any])?["cost"] as? Double == 4.5)
            #expect((week["totals"] as? [String: Any])?["cost"] as? Double == 4.5)
            #expect(week["overBudget"] as? Bool == false)
            // the current week by default (10 March 2025 is in 2025-W11)
            #expect(try await app.api(.get, "/api/v1/plan", as: alice).jsonObject()["week"] as? String == "2025-W11")
        }
    }

    @Test("a planned recipe that is deleted stays in the plan by name, no longer linked, and can still be changed")
    func deletedRecipeStaysPlanned() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let pasta = try await app.services.recipes.create(
                RecipeFields(name: "Pasta", servings: 2, lines: [RecipeLine(name: "spaghetti", measure: "200g")]),
                ownerID: alice.id)
            let added = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-10", "recipeId": "\#(pasta.id)", "servings": 2, "slot": "dinner"}"#)
            let entryID = try #require(try added.jsonObject()["id"] as? String)

            #expect(try await app.api(.delete, "/api/v1/recipes/\(pasta.id)", as: alice).status == .noContent)

            // The database's ON DELETE SET NULL ran: the entry keeps its name and figures, without the link.
            let week = try await app.api(.get, "/api/v1/plan?week=2025-W11", as: alice).jsonObject()
            let entry = try #require(((week["days"] as? [[String: Any]])?[0]["entries"] as? [[String: Any]])?.first)
            #expect(entry["name"] as? String == "Pasta")
            #expect(entry["recipeId"] is NSNull)
            let moved = try await app.api(
                .patch, "/api/v1/plan/entries/\(entryID)", as: alice, json: #"{"servings": 4}"#)
            #expect(moved.status == .ok)
        }
    }

    /// The id of a new plan entry of `json`.
    static func planned(_ json: String, in app: TestApp, as user: TestUser) async throws -> String {
        try #require(
            try await app.api(.post, "/api/v1/plan/entries", as: user, json: json).jsonObject()["id"] as? String)
    }

    @Test("move, resize and remove entries; clear a day and a week")
    func change() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let id = try await Self.planned(
                #"{"date": "2025-03-10", "name": "Soup", "calories": 300, "cost": 2}"#, in: app, as: alice)
            let moved = try await app.api(
                .patch, "/api/v1/plan/entries/\(id)", as: alice,
                json: #"{"date": "2025-03-12", "servings": 2, "slot": "snack"}"#
            ).jsonObject()
            #expect(moved["date"] as? String == "2025-03-12")
            #expect(moved["calories"] as? Int == 600)
            #expect(moved["cost"] as? Double == 4)
            #expect(moved["slot"] as? String == "Snack")
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-13", "name": "Toast", "calories": 200}"#)
            #expect(try await app.api(.delete, "/api/v1/plan?date=2025-03-13", as: alice).status == .noContent)
            #expect(try await app.api(.delete, "/api/v1/plan/entries/\(id)", as: alice).status == .noContent)
            #expect(try await app.api(.delete, "/api/v1/plan/entries/\(id)", as: alice).status == .notFound)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-14", "name": "Pie", "calories": 500}"#)
            #expect(try await app.api(.delete, "/api/v1/plan?week=2025-W11", as: alice).status == .noContent)
            let week = try await app.api(.get, "/api/v1/plan?week=2025-W11", as: alice).jsonObject()
            #expect((week["totals"] as? [String: Any])?["calories"] as? Int == 0)
        }
    }

    @Test("a resize whose figures would pass the limit or round to nothing is refused, and the entry is kept")
    func resizeLimits() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let id = try await Self.planned(
                #"{"date": "2025-03-10", "name": "Pizza", "calories": 2000, "cost": 12}"#, in: app, as: alice)
            // Found by fuzzing: 5e-324 servings, then 100, made the factor infinite and stopped the server.
            let sliver = try await app.api(
                .patch, "/api/v1/plan/entries/\(id)", as: alice, json: #"{"servings": 5e-324}"#)
            #expect(sliver.status == .unprocessableContent)
            #expect(
                try sliver.jsonObject()["detail"] as? String == "Too few servings: its calories would round to nothing."
            )
            let over = try await app.api(.patch, "/api/v1/plan/entries/\(id)", as: alice, json: #"{"servings": 100}"#)
            #expect(over.status == .unprocessableContent)
            #expect(
                try over.jsonObject()["detail"] as? String
                    == "Its calories or cost for that many servings would be over the limit (100,000).")
            #expect(
                try await app.api(.patch, "/api/v1/plan/entries/\(id)", as: alice, json: #"{"servings": 2}"#)
                    .jsonObject()["calories"] as? Int == 4000)
            let back = try await app.api(.patch, "/api/v1/plan/entries/\(id)", as: alice, json: #"{"servings": 1}"#)
                .jsonObject()
            #expect(back["calories"] as? Int == 2000)
            #expect(back["cost"] as? Double == 12)
        }
    }

    @Test("Log it turns a planned item into a journal meal on its day")
    func logIt() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let id = try #require(
                try await app.api(
                    .post, "/api/v1/plan/entries", as: alice,
                    json: #"{"date": "2025-03-10", "name": "Curry night", "calories": 850, "slot": "dinner"}"#
                ).jsonObject()["id"] as? String)
            let logged = try await app.api(.post, "/api/v1/plan/entries/\(id)/log", as: alice)
            #expect(logged.status == .created)
            let meal = try logged.jsonObject()
            #expect(meal["name"] as? String == "Curry night")
            #expect(meal["calories"] as? Int == 850)
            #expect(meal["category"] as? String == "Dinner")
            #expect(meal["date"] as? String == "10/03/2025")
            #expect(try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).names("meals") == ["Curry night"])
        }
    }

    @Test("the plan is shared within a household and invisible to another")
    func householdScoping() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let bob = try await app.user("bob") // joins the first household
            let other = try await app.services.users.createHousehold(name: "Next door")
            let carol = try await app.user("carol", household: other)
            let id = try #require(
                try await app.api(
                    .post, "/api/v1/plan/entries", as: alice,
                    json: #"{"date": "2025-03-10", "name": "Roast", "calories": 900}"#
                ).jsonObject()["id"] as? String)
            let bobsWeek = try await app.api(.get, "/api/v1/plan?week=2025-W11", as: bob).jsonObject()
            #expect((bobsWeek["totals"] as? [String: Any])?["calories"] as? Int == 900)
            let carolsWeek = try await app.api(.get, "/api/v1/plan?week=2025-W11", as: carol).jsonObject()
            #expect((carolsWeek["totals"] as? [String: Any])?["calories"] as? Int == 0)
            #expect(
                try await app.api(.patch, "/api/v1/plan/entries/\(id)", as: carol, json: #"{"servings": 2}"#).status
                    == .notFound)
            #expect(try await app.api(.delete, "/api/v1/plan/entries/\(id)", as: carol).status == .notFound)
            #expect(try await app.api(.post, "/api/v1/plan/entries/\(id)/log", as: carol).status == .notFound)
        }
    }

    @Test(
        "bad input is 422 naming the field; no token is 401; malformed JSON 400",
        arguments: [
            (#"{"name": "x", "calories": 1}"#, "date"), (#"{"date": "10/03/2025", "name": "x"}"#, "date"),
            (#"{"date": "2025-03-10", "name": " "}"#, "name"),
            (#"{"date": "2025-03-10", "name": "x", "slot": "elevenses"}"#, "slot"),
            (#"{"date": "2025-03-10", "name": "x", "cost": -1}"#, "cost"),
            (#"{"date": "2025-03-10", "recipeId": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "servings": 0}"#, "servings"),
        ])
    func invalid(json: String, field: String) async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let response = try await app.api(.post, "/api/v1/plan/entries", as: alice, json: json)
            #expect(response.status == .unprocessableContent)
            #expect((try response.jsonObject()["errors"] as? [[String: String]])?.first?["field"] == field)
            #expect(try await app.api(.get, "/api/v1/plan?week=2025-W60", as: alice).status == .unprocessableContent)
            #expect(try await app.api(.get, "/api/v1/plan").status == .unauthorized)
            #expect(try await app.api(.post, "/api/v1/plan/entries", as: alice, json: "{").status == .badRequest)
        }
    }
}
