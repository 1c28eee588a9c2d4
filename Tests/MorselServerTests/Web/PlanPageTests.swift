import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: the week plan page")
struct PlanPageTests {
    @Test("plan a recipe and a custom item from the page; day headers and the budget show their totals")
    func planFromPage() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            let pasta = try await app.services.recipes.create(
                RecipeFields(name: "Pasta", servings: 2, lines: [RecipeLine(name: "spaghetti", measure: "200g")]),
                ownerID: alice.id)
            let empty = try await app.page(Route.plan.path(), as: alice).text
            #expect(empty.contains("Week 11, 10/03/2025 to 16/03/2025"))
            #expect(empty.contains("aria-current=\"page\">Plan</a>"))
            #expect(empty.contains("<option value=\"\(pasta.id.uuidString)\">Pasta</option>"))
            // when
            let recipe = try await app.submit(
                Route.planEntries.path(), as: alice,
                fields: [
                    ("date", "2025-03-10"), ("slot", "Dinner"), ("recipe", pasta.id.uuidString), ("servings", "2"),
                ])
            #expect(recipe.status == .seeOther)
            #expect(recipe.headers[.location] == "/plan?week=2025-W11")
            _ = try await app.submit(
                Route.planEntries.path(), as: alice,
                fields: [
                    ("date", "2025-03-10"), ("slot", ""), ("recipe", ""), ("name", "Cake"), ("calories", "1400"),
                    ("cost", "6.50"),
                ])
            // then
            let page = try await app.page(Route.plan.path() + "?week=2025-W11", as: alice).text
            #expect(page.contains("Monday · 2,142 kcal · $6.50"))
            #expect(page.contains("<span class=\"badge over\"> over goal</span>"))
            #expect(page.contains("2,142 kcal planned · $6.50 of $50.00 budget"))
            #expect(page.contains("$43.50 left to spend"))
            #expect(page.contains("Tuesday · 0 kcal · $0.00"))
            #expect(page.contains("<form class=\"inline\" method=\"post\" action=\"/grocery/plan\">"))
            #expect(page.contains("<input type=\"hidden\" name=\"week\" value=\"2025-W11\">"))
            #expect(
                !(try await app.page(Route.plan(week: PlanWeek("2025-W12")!), as: alice).text.contains(
                    "action=\"/grocery/plan\"")),
                "an empty week has nothing to shop for")
        }
    }

    @Test("servings typed with a decimal comma are read as the API reads them; words are refused, saying why")
    func decimalCommaServings() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let pasta = try await app.services.recipes.create(
                RecipeFields(name: "Pasta", servings: 2, lines: [RecipeLine(name: "spaghetti", measure: "200g")]),
                ownerID: alice.id)
            let fields = [("date", "2025-03-10"), ("slot", "Dinner"), ("recipe", pasta.id.uuidString)]
            let planned = try await app.submit(
                Route.planEntries.path(), as: alice, fields: fields + [("servings", "1,5")])
            #expect(planned.status == .seeOther)
            let refused = try await app.submit(
                Route.planEntries.path(), as: alice, fields: fields + [("servings", "1e3")])
            #expect(refused.flashNotice?.contains("Servings must be a number, such as 2.") == true)
            let week = try await app.api(.get, "/api/v1/plan?week=2025-W11", as: alice).jsonObject()
            let entries = (week["days"] as? [[String: Any]])?.first?["entries"] as? [[String: Any]]
            #expect(entries?.map { $0["servings"] as? Double } == [1.5])
        }
    }

    @Test("move, log and remove from the page; clear the week")
    func actions() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let plan = try app.services.households.plan(of: alice.account.householdID, by: alice.id)
            let soup = try await plan.add(
                .custom(name: "Soup", calories: 300, costCents: 200), on: MealDate(iso: "2025-03-10")!, slot: .lunch)
            let moved = try await app.submit(
                Route.movePlanEntry.path(soup.id.uuidString), as: alice, fields: [("date", "2025-03-12")])
            #expect(moved.status == .seeOther)
            #expect(
                try await app.page(Route.plan.path() + "?week=2025-W11", as: alice).text.contains(
                    "Wednesday · 300 kcal · $2.00"))
            let logged = try await app.submit(Route.logPlanEntry.path(soup.id.uuidString), as: alice, fields: [])
            #expect(logged.headers[.location] == Route.day.path("2025-03-12"))
            #expect(try await app.api(.get, "/api/v1/days/2025-03-12", as: alice).names("meals") == ["Soup"])
            let removed = try await app.submit(Route.deletePlanEntry.path(soup.id.uuidString), as: alice, fields: [])
            #expect(removed.status == .seeOther)
            _ = try await plan.add(
                .custom(name: "Pie", calories: 500, costCents: nil), on: MealDate(iso: "2025-03-14")!, slot: nil)
            _ = try await app.submit(Route.clearPlan.path(), as: alice, fields: [("week", "2025-W11")])
            #expect(try await app.page(Route.plan.path() + "?week=2025-W11", as: alice).text.contains("0 kcal planned"))
            #expect(
                try await app.submit(Route.deletePlanEntry.path(soup.id.uuidString), as: alice, fields: []).status
                    == .notFound)
        }
    }

    @Test("a bad custom item says why and plans nothing")
    func refused() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let response = try await app.submit(
                Route.planEntries.path(), as: alice,
                fields: [("date", "2025-03-10"), ("recipe", ""), ("name", ""), ("calories", "lots")])
            #expect(response.flashNotice?.hasPrefix("error:Nothing was planned") == true)
            #expect(
                try await app.api(.get, "/api/v1/plan?week=2025-W11", as: alice).jsonObject()["totals"].map {
                    ($0 as? [String: Any])?["calories"] as? Int
                } == 0)
        }
    }
}
