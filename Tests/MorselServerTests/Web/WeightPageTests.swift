import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Web: the weight log on Insights")
struct WeightPageTests {
    @Test("Insights logs a weighing and draws it with its trend beside the calories; a bad one says why")
    func logAndDraw() async throws {
        try await withApp { app in
            let alice = try await app.user("alice")
            let empty = try await app.page(Route.insights.path(), as: alice).text
            #expect(empty.contains("id=\"weight-heading\">Weight</h2>"))
            #expect(empty.contains("No weighings in this period."))
            #expect(empty.contains("id=\"weight-date\" name=\"date\" value=\"2025-03-10\""))

            for (date, weight) in [("2025-03-01", "80"), ("2025-03-05", "81"), ("2025-03-10", "79")] {
                let logged = try await app.submit(
                    Route.weights.path(), as: alice, fields: [("date", date), ("weight", weight), ("note", "")])
                #expect(logged.status == .seeOther)
            }
            let refused = try await app.submit(
                Route.weights.path(), as: alice, fields: [("date", "2025-03-09"), ("weight", "8")])
            let refusedPage = try await app.follow(refused, as: alice).text
            #expect(
                refusedPage.contains("Not logged: A weight must be from 20 to 400 kg."),
                "\(htmlSlice(refusedPage, from: "<main", to: "</h1>"))")

            let html = try await app.page(Route.insights.path(), as: alice).text
            let section = htmlSlice(html, from: "id=\"weight\"", to: "</section>")
            #expect(section.contains("Trend 80.0 kg"))
            #expect(section.contains("class=\"chart weight-chart\""))
            #expect(section.occurrenceCount(of: "class=\"weight-dot\"") == 3)
            #expect(section.contains("class=\"weight-trend\""))
            #expect(section.contains("Monday 10 March 2025: 79.0 kg"))
            // Beside the calories: between the calories chart and the macros.
            #expect(
                appearsInOrder(html, ["id=\"calories-heading\"", "id=\"weight-heading\"", "id=\"macros-heading\""]))

            // In pounds once Settings says so.
            let saved = try await app.submit(
                Route.goals.path(), as: alice,
                fields: [
                    ("dailyCalorieGoal", "2000"), ("weightUnit", "lb"),
                    ("weeklyBudget", "50"), ("currency", "USD"),
                ])
            #expect(saved.status == .seeOther)
            let pounds = try await app.page(Route.insights.path(), as: alice).text
            #expect(
                pounds.contains("Weight (lb)") && pounds.contains("Trend 176.3 lb"),
                "\(htmlSlice(pounds, from: "Trend", to: "</p>"))")
            #expect(
                try await app.page(Route.settings.path(), as: alice).text.contains("<option value=\"lb\" selected>"))
        }
    }
}
