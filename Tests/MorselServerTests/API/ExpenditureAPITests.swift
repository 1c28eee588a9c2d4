import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import NIOFoundationCompat
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The expenditure estimate and the weekly check-in as a person meets them: the settings
/// that steer it, the estimate on the API, a check-in on Today taken or left, a weighing far
/// from the trend asked about, and the check-in sent as a notification.
@Suite("API and pages: the expenditure estimate and the weekly check-in")
struct ExpenditureAPITests {
    /// Monday 10 March 2025, the tests' today.
    static let today = MealDate(iso: "2025-03-10")!

    /// A man of 80 kg who steers to lose 0.5 % a week, checking in on Mondays.
    static let steering = """
        {"sex": "male", "birthYear": 1995, "heightCm": 180, "activity": "moderate", "goalDirection": "lose",
         "goalRatePercent": 0.5, "checkInDay": "monday"}
        """

    /// Four weeks up to yesterday: 2,400 kcal logged a day and a steady 80 kg each morning, today's weighing too.
    static func fourSteadyWeeks(_ app: TestApp, _ user: TestUser) async throws {
        let meals = (1...28).map { back in
            MealDetails(
                name: "Day's food", category: MealCategory("Dinner"),
                nutrition: Nutrition(calories: 2_400, protein: 120, fat: 80, carbs: 290),
                date: today.adding(days: -back))
        }
        _ = try await app.services.journals.of(user.id).create(meals)
        for back in 0...28 {
            try await app.services.weights(of: user.id).save(
                WeightEntry(date: today.adding(days: -back), kilograms: 80 + (back % 2 == 0 ? 0.4 : -0.4)))
        }
    }

    @Test("the body details and the plan are settings: checked, every problem at once, nothing saved on a refusal")
    func settings() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let refused = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: """
                    {"sex": "x", "heightCm": 300, "goalDirection": "shrink", "goalRatePercent": 3,
                     "targetWeight": 70, "checkInDay": "funday", "fatPercent": 80, "dailyCalorieGoal": 1800}
                    """)
            #expect(refused.status == .unprocessableContent)
            let fields = (try refused.jsonObject()["errors"] as? [[String: String]])?.compactMap { $0["field"] } ?? []
            #expect(
                Set(fields) == [
                    "sex", "heightCm", "goalDirection", "goalRatePercent", "targetDate", "checkInDay", "fatPercent",
                ], "\(fields)")
            let unchanged = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(unchanged["dailyCalorieGoal"] as? Int == 2000 && unchanged["goalDirection"] is NSNull)
            // The Settings page's second form changes the body and the plan and leaves the goals' switch alone.
            _ = try await app.api(
                .patch, "/api/v1/settings", as: alice, json: #"{"notificationsEnabled": true, "reminderTime": "12:00"}"#
            )
            let saved = try await app.submit(
                Route.goals.path(), as: alice,
                fields: [
                    ("form", "steering"), ("sex", "female"), ("birthYear", "1990"), ("heightCm", "165"),
                    ("activity", "light"), ("goalDirection", "keep"), ("goalRatePercent", "0.5"),
                    ("targetWeight", ""), ("targetDate", ""), ("checkInDay", "friday"), ("proteinPerKg", "1.8"),
                    ("fatPercent", "30"),
                ])
            #expect(saved.status == .seeOther)
            let settings = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(settings["goalDirection"] as? String == "keep" && settings["checkInDay"] as? String == "friday")
            #expect(settings["notificationsEnabled"] as? Bool == true, "the other form's switch stays on")
            let page = try await app.page(Route.settings.path(), as: alice).text
            #expect(page.contains("Your body, and a target that steers itself"))
            #expect(page.contains(#"<option value="friday" selected>"#))
        }
    }

    @Test("with no weighing it says so; with a weighing and body details, the formula's figure, said to be one")
    func littleData() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let empty = try await app.api(.get, "/api/v1/expenditure", as: alice).jsonObject()
            #expect(empty["basis"] as? String == "none" && empty["kcal"] is NSNull)
            #expect((empty["status"] as? String)?.hasPrefix("No weighing yet") == true)
            _ = try await app.api(.patch, "/api/v1/settings", as: alice, json: Self.steering)
            _ = try await app.api(.put, "/api/v1/weights/2025-03-10", as: alice, json: #"{"weight": 80}"#)
            let first = try await app.api(.get, "/api/v1/expenditure?date=2025-03-10", as: alice).jsonObject()
            #expect(first["basis"] as? String == "formula")
            // Mifflin–St Jeor, 10 × 80 + 6.25 × 180 − 5 × 30 + 5 = 1,780, × 1.55 moderate = 2,759; less a tenth.
            #expect(first["formula"] as? Int == 2_759)
            #expect(first["kcal"] as? Int == 2_483)
            #expect((first["status"] as? String)?.contains("the formula's figure") == true)
            let bad = try await app.api(.get, "/api/v1/expenditure?date=2025-13-01", as: alice)
            #expect(bad.status == .unprocessableContent)
        }
    }

    @Test(
        "on the check-in day the estimate sets a target with protein, fat and carbs; taken, it becomes the goals; answered twice, refused"
    )
    func checkInAccepted() async throws {
        try await withApp { app in
            let alice = try await app.user("alice", timeZone: "UTC")
            _ = try await app.api(.patch, "/api/v1/settings", as: alice, json: Self.steering)
            try await Self.fourSteadyWeeks(app, alice)
            let answer = try await app.api(.get, "/api/v1/expenditure?from=2025-03-01", as: alice)
            #expect(answer.status == .ok)
            let report = try answer.jsonObject()
            #expect(report["basis"] as? String == "measured", "\(report)")
            let kcal = try #require(report["kcal"] as? Int)
            #expect(abs(kcal - 2_400) < 120, "steady on 2,400 logged: \(kcal)")
            #expect((report["history"] as? [[String: Any]])?.count == 10)
            let pending = try #require(report["pending"] as? [String: Any])
            #expect(pending["date"] as? String == "2025-03-10" && pending["decision"] as? String == "pending")
            let target = try #require(pending["target"] as? Int)
            // 0.4 kg a week at ~6,850 kcal/kg is ~390 kcal a day under the expenditure.
            #expect(abs(target - (kcal - 390)) <= 30, "\(target) from \(kcal)")
            #expect(pending["protein"] as? Int == 130 && pending["previousTarget"] as? Int == 2000)
            #expect((pending["reason"] as? String)?.contains("To lose 0.4 kg a week") == true)
            #expect((report["target"] as? [String: Any])?["source"] as? String == "own")

            // Today shows it, with the two answers.
            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(today.contains("Check-in: Monday 10 March 2025"))
            #expect(today.contains("Use \(target.grouped) kcal") && today.contains("Keep my own (2,000 kcal)"))
            let taken = try await app.submit(
                Route.checkIn.path(), as: alice,
                fields: [("date", "2025-03-10"), ("decision", "accepted"), ("return", Route.today.path())])
            #expect(taken.status == .seeOther && taken.headers[.location]?.hasPrefix("/") == true)
            let settings = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(settings["dailyCalorieGoal"] as? Int == target)
            #expect(settings["proteinGoal"] as? Double == 130)
            let after = try await app.page(Route.today.path(), as: alice).text
            #expect(!after.contains("Check-in: Monday"))
            #expect(after.contains("Target \(target.grouped) kcal, from your check-in of Monday 10 March 2025."))
            let again = try await app.api(
                .post, "/api/v1/check-ins/2025-03-10", as: alice, json: #"{"decision": "kept"}"#)
            #expect(again.status == .conflict)
            let none = try await app.api(
                .post, "/api/v1/check-ins/2025-03-03", as: alice, json: #"{"decision": "kept"}"#)
            #expect(none.status == .notFound)
            let insights = try await app.page(Route.insights.path(), as: alice).text
            #expect(insights.contains("What you burn") && insights.contains("expenditure-chart"))
            #expect(insights.contains("Check-ins") && insights.contains("Used"))
        }
    }

    @Test("kept: the person's own target stays; a bad answer is refused naming the field")
    func checkInKept() async throws {
        try await withApp { app in
            let bob = try await app.user("bob", timeZone: "UTC")
            _ = try await app.api(.patch, "/api/v1/settings", as: bob, json: Self.steering)
            try await Self.fourSteadyWeeks(app, bob)
            _ = try await app.api(.get, "/api/v1/expenditure", as: bob)
            let bad = try await app.api(.post, "/api/v1/check-ins/2025-03-10", as: bob, json: #"{"decision": "maybe"}"#)
            #expect(bad.status == .unprocessableContent)
            let kept = try await app.api(.post, "/api/v1/check-ins/2025-03-10", as: bob, json: #"{"decision": "keep"}"#)
            #expect(kept.status == .ok)
            #expect(try kept.jsonObject()["decision"] as? String == "kept")
            let settings = try await app.api(.get, "/api/v1/settings", as: bob).jsonObject()
            #expect(settings["dailyCalorieGoal"] as? Int == 2000)
        }
    }

    @Test("a weighing far from the trend (7.8 for 78) is asked about and moves nothing until confirmed")
    func doubtfulWeighing() async throws {
        try await withApp { app in
            let alice = try await app.user("alice", timeZone: "UTC")
            try await Self.fourSteadyWeeks(app, alice)
            _ = try await app.api(.delete, "/api/v1/weights/2025-03-10", as: alice)
            let before = try await app.api(.get, "/api/v1/expenditure", as: alice).jsonObject()
            // 7.8 is refused as no one's weight; 60 kg is a weight, but far from an 80 kg trend.
            let typo = try await app.api(.put, "/api/v1/weights/2025-03-10", as: alice, json: #"{"weight": 7.8}"#)
            #expect(typo.status == .unprocessableContent)
            _ = try await app.api(.put, "/api/v1/weights/2025-03-10", as: alice, json: #"{"weight": 60}"#)
            let asked = try await app.api(.get, "/api/v1/expenditure", as: alice).jsonObject()
            let doubtful = try #require(asked["doubtfulWeighings"] as? [[String: Any]])
            #expect(doubtful.first?["date"] as? String == "2025-03-10")
            #expect(asked["kcal"] as? Int == before["kcal"] as? Int, "nothing moved")
            #expect(try await app.page(Route.insights.path(), as: alice).text.contains("Is it right?"))
            let confirmed = try await app.submit(
                Route.confirmWeight.path(), as: alice, fields: [("date", "2025-03-10")])
            #expect(confirmed.status == .seeOther)
            let taken = try await app.api(.get, "/api/v1/expenditure", as: alice).jsonObject()
            #expect((taken["doubtfulWeighings"] as? [Any])?.isEmpty == true)
            #expect((taken["trendWeight"] as? Double).map { $0 < 70 } == true, "taken as a real change of weight")
        }
    }

    @Test("the check-in is sent once as a notification, and the export carries the check-ins and settings back")
    func notifiedAndExported() async throws {
        try await NotificationReceiver.run { receiver, received in
            try await withApp { app in
                let alice = try await app.user("alice", timeZone: "UTC")
                _ = try await app.api(.patch, "/api/v1/settings", as: alice, json: Self.steering)
                try await Self.fourSteadyWeeks(app, alice)
                let target = try await app.api(
                    .put, "/api/v1/notifications", as: alice,
                    json: #"{"kind": "ntfy", "url": "\#(receiver)/alice", "mealReminder": false, "checkIn": true}"#)
                #expect((try target.jsonObject()["target"] as? [String: Any])?["checkIn"] as? Bool == true)
                try await NotificationsTests.scheduler(app, at: fixedNow).tick()
                try await NotificationsTests.scheduler(app, at: fixedNow.addingTimeInterval(60)).tick()
                #expect(received.deliveries.count == 1)
                let title = received.deliveries.first?.headers[HTTPFields.Element.Name("Title")!] ?? ""
                #expect(title.hasPrefix("Your check-in: ") && title.hasSuffix(" kcal a day"), "\(title)")

                let export = try await app.api(.get, "/api/v1/export", as: alice)
                let json = try export.jsonObject()
                let checkIns = try #require(json["checkIns"] as? [[String: Any]])
                #expect(checkIns.count == 1 && checkIns.first?["decision"] as? String == "pending")
                #expect((json["settings"] as? [String: Any])?["goalDirection"] as? String == "lose")
                let bob = try await app.user("bob")
                let summary = try await UserExport.read(Data(buffer: export.body)).importing(
                    into: bob.account, users: app.services.users, journals: app.services.journals,
                    catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: bob.id),
                    weights: app.services.weights(of: bob.id))
                #expect(summary.checkInsAdded == 1 && summary.weightsAdded == 29)
                let moved = try await app.api(.get, "/api/v1/expenditure", as: bob).jsonObject()
                #expect((moved["checkIns"] as? [Any])?.count == 1)
                #expect((moved["settings"] as? [String: Any])?["heightCm"] as? Double == 180)
            }
        }
    }
}
