import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: the Insights page")
struct InsightsPageTests {
    @Test("server-drawn charts with accessible titles and descriptions, a goal line, and the figures as tables")
    func charts() async throws {
        try await withApp { app in
            // given
            let alice = try await app.user("alice")
            try await app.createMeal(
                #"{"name":"Feast","date":"10/03/2025","calories":2600,"protein":100,"fat":40,"carbs":60}"#, as: alice)
            try await app.createMeal(#"{"name":"Soup","date":"09/03/2025","calories":500}"#, as: alice)
            _ = try await app.api(
                .post, "/api/v1/plan/entries", as: alice,
                json: #"{"date": "2025-03-12", "name": "Roast", "calories": 900, "cost": 61}"#)
            // when
            let response = try await app.page(Route.insights.path(), as: alice)
            // then
            #expect(response.status == .ok)
            let html = response.text
            #expect(html.contains("aria-current=\"page\">Insights</a>"))
            #expect(html.contains("<svg class=\"chart\""))
            #expect(html.contains("role=\"img\" aria-labelledby=\"calories-7-title calories-7-desc\""))
            #expect(html.contains("<title id=\"calories-7-title\">Calories per day, 04/03/2025 to 10/03/2025</title>"))
            #expect(
                html.contains(
                    "<desc id=\"calories-7-desc\">7 days with an average of 1,550 kcal on the 2 logged days; 1 over the goal of 2,000 kcal.</desc>"
                ))
            #expect(
                html.contains("<title id=\"calories-all-title\">Calories per day, 09/02/2025 to 10/03/2025</title>"))
            #expect(html.contains("class=\"goal-line\""))
            #expect(html.contains("Goal 2,000 kcal"))
            #expect(html.contains("class=\"bar-calories over\""), "the 2,600 kcal day is drawn as over the goal")
            #expect(html.contains("<title>Monday 10 March 2025: 2,600 kcal</title>"))
            #expect(html.contains("Protein 40%") && html.contains("Fat 36%") && html.contains("Carbs 24%"))
            #expect(html.contains("<desc id=\"spend-desc\">6 weeks against a budget of $50.00; 1 over budget.</desc>"))
            #expect(html.contains("<td>$61.00 (over budget)</td>"))
            #expect(html.contains("<th scope=\"row\">Monday 10 March 2025</th><td>2,600 (over goal)</td>"))
            #expect(html.contains("1,550 kcal"), "the average per logged day")
        }
    }

    @Test("someone who logs calories only is told how to see protein, fat and carbs, not shown an empty chart")
    func noMacros() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            try await app.createMeal(#"{"name":"Soup","date":"09/03/2025","calories":500}"#, as: alice)
            let html = try await app.page(Route.insights.path(), as: alice).text
            #expect(html.contains("id=\"macros-heading\""))
            #expect(html.contains("Log meals with protein, fat or carbs to see them here"))
            #expect(!html.contains("id=\"macros-title\""), "no chart of nothing")
            #expect(!html.contains("Protein, fat and carbs per day (grams)"), "no table of zeros")
            #expect(html.contains("<svg class=\"chart\""), "the calories are still drawn")
        }
    }

    @Test("the charts' captions, the page's summary and the API say one average, rounded, not cut")
    func oneAverage() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            // 3,101 kcal over 2 logged days: 1,550.5, which rounds to 1,551 (integer division said 1,550).
            try await app.createMeal(#"{"name":"Feast","date":"10/03/2025","calories":2600}"#, as: alice)
            try await app.createMeal(#"{"name":"Soup","date":"09/03/2025","calories":501}"#, as: alice)
            let html = try await app.page(Route.insights.path(), as: alice).text
            #expect(
                html.contains("<desc id=\"calories-7-desc\">7 days with an average of 1,551 kcal on the 2 logged days;")
            )
            #expect(
                html.contains(
                    "<desc id=\"calories-all-desc\">30 days with an average of 1,551 kcal on the 2 logged days;"))
            #expect(html.contains("<dd>1,551 kcal</dd>"))
            let api = try await app.api(.get, "/api/v1/insights", as: alice).jsonObject()
            #expect((api["summary"] as? [String: Any])?["averageCalories"] as? Int == 1551)
        }
    }

    @Test("a chosen period, and a bad one falls back to the last 30 days with the problem shown")
    func period() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let week = try await app.page(Route.insights.path() + "?from=2025-03-03&to=2025-03-09", as: alice).text
            #expect(
                week.contains("<title id=\"calories-all-title\">Calories per day, 03/03/2025 to 09/03/2025</title>"))
            #expect(!week.contains("calories-7-title"), "a week needs one chart, not two")
            #expect(week.contains("value=\"2025-03-03\""))
            #expect(week.contains("Nothing logged"))
            let bad = try await app.page(Route.insights.path() + "?from=2025-03-09&to=2025-03-03", as: alice)
            #expect(bad.status == .ok)
            #expect(bad.text.contains("“from” must not be after “to”."))
            #expect(bad.text.contains("Calories per day, 09/02/2025 to 10/03/2025"))
        }
    }

    @Test("signed out, the page asks for a sign-in")
    func signedOut() async throws {
        try await withApp { app in
            _ = try await app.user("alice")
            let response = try await app.page(Route.insights.path(), as: nil)
            #expect(response.status == .seeOther)
        }
    }
}
