import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("Goals: settings, the day's remaining, and Today's bars")
struct GoalsAPITests {
    @Test("settings show the default goals and take new ones; null clears a macro goal")
    func settings() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let initial = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(initial["dailyCalorieGoal"] as? Int == 2000)
            #expect(initial["weeklyBudget"] as? Double == 50)
            #expect(initial["currency"] as? String == "USD")
            #expect(initial["proteinGoal"] is NSNull)
            #expect(initial["reminderTime"] is NSNull)
            let changed = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: """
                    {"dailyCalorieGoal": 1800, "proteinGoal": 120, "carbsGoal": "200", "weeklyBudget": 62.5, "currency": "gbp",
                     "notificationsEnabled": true, "reminderTime": "13:00"}
                    """
            ).jsonObject()
            #expect(changed["dailyCalorieGoal"] as? Int == 1800)
            #expect(changed["proteinGoal"] as? Double == 120)
            #expect(changed["weeklyBudget"] as? Double == 62.5)
            #expect(changed["currency"] as? String == "GBP")
            #expect(changed["reminderTime"] as? String == "13:00")
            let cleared = try await app.api(.patch, "/api/v1/settings", as: alice, json: #"{"proteinGoal": null}"#)
                .jsonObject()
            #expect(cleared["proteinGoal"] is NSNull)
            #expect(cleared["carbsGoal"] as? Double == 200)
        }
    }

    @Test("invalid goals are 422 naming each field, and a refused request changes nothing")
    func invalid() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: #"{"sortOrder": "name", "dailyCalorieGoal": 12, "currency": "euro"}"#)
            #expect(response.status == .unprocessableContent)
            let fields = (try response.jsonObject()["errors"] as? [[String: String]])?.compactMap { $0["field"] }
            #expect(fields == ["dailyCalorieGoal", "currency"])
            let after = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(after["sortOrder"] as? String == "date")
            #expect(after["dailyCalorieGoal"] as? Int == 2000)
        }
    }

    @Test("a day carries goals and what remains; Today shows a bar per goal, marked when over")
    func dayProgress() async throws {
        try await withApp { app in
            let alice = try await app.user()
            _ = try await app.api(
                .patch, "/api/v1/settings", as: alice, json: #"{"dailyCalorieGoal": 2000, "proteinGoal": 100}"#)
            try await app.createMeal(#"{"name":"Feast","calories":2300,"protein":40,"date":"10/03/2025"}"#, as: alice)
            let day = try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).jsonObject()
            #expect((day["goals"] as? [String: Any])?["calories"] as? Double == 2000)
            let remaining = try #require(day["remaining"] as? [String: Any])
            #expect(remaining["calories"] as? Double == -300)
            #expect(remaining["protein"] as? Double == 60)
            #expect(remaining["fat"] is NSNull)

            let today = try await app.page(Route.today.path(), as: alice).text
            #expect(today.contains("<li class=\"goal over\">"))
            #expect(today.contains("Calories: 2,300 of 2,000 kcal, 300 kcal over"))
            #expect(today.contains("Protein: 40.0 of 100.0 g, 60.0 g left"))
            #expect(today.contains("<rect class=\"fill\" width=\"40\" height=\"1\">"))
        }
    }

    @Test("the API's remaining and Today's bars are one figure, to the tenth, left or over")
    func remainingAgrees() async throws {
        try await withApp { app in
            let alice = try await app.user()
            _ = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: #"{"dailyCalorieGoal": 1800, "proteinGoal": 100, "fatGoal": 60.5, "carbsGoal": 200}"#)
            try await app.createMeal(
                #"{"name":"Oats","calories":411,"protein":33.3,"fat":60.6,"carbs":120,"date":"10/03/2025"}"#, as: alice)
            try await app.createMeal(
                #"{"name":"Soup","calories":289,"protein":16.6,"fat":0,"carbs":79.9,"date":"10/03/2025"}"#, as: alice)
            let remaining = try #require(
                try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).jsonObject()["remaining"]
                    as? [String: Double])
            let today = try await app.page(Route.today.path(), as: alice).text
            // 200 − 199.9 is 0.0999… in binary: both say 0.1.
            for (measure, figure, bar) in [
                ("calories", 1100.0, "Calories: 700 of 1,800 kcal, 1,100 kcal left"),
                ("protein", 50.1, "Protein: 49.9 of 100.0 g, 50.1 g left"),
                ("fat", -0.1, "Fat: 60.6 of 60.5 g, 0.1 g over"),
                ("carbs", 0.1, "Carbs: 199.9 of 200.0 g, 0.1 g left"),
            ] {
                #expect(remaining[measure] == figure, "\(measure)")
                #expect(today.contains(bar), "\(bar)")
            }
        }
    }

    @Test("the Settings page saves goals from its form, and shows errors beside the fields")
    func settingsForm() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let page = try await app.page(Route.settings.path(), as: alice).text
            #expect(page.contains("id=\"dailyCalorieGoal\" name=\"dailyCalorieGoal\" value=\"2000\""))
            #expect(page.contains("value=\"50.00\""))
            let saved = try await app.submit(
                Route.goals.path(), as: alice,
                fields: [
                    ("dailyCalorieGoal", "1900"), ("proteinGoal", ""), ("fatGoal", "70"), ("carbsGoal", ""),
                    ("weeklyBudget", "75"),
                    ("currency", "EUR"), ("reminderTime", ""),
                ])
            #expect(saved.status == .seeOther)
            let settings = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(settings["dailyCalorieGoal"] as? Int == 1900)
            #expect(settings["fatGoal"] as? Double == 70)
            #expect(settings["currency"] as? String == "EUR")
            let refused = try await app.submit(Route.goals.path(), as: alice, fields: [("dailyCalorieGoal", "99999")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("The daily calorie goal must be a whole number from 500 to 10,000 kcal."))
        }
    }

    @Test("every goal is one field: the API's settings, the page's form and the export carry the same keys and values")
    func oneFieldList() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let sent = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: """
                    {"dailyCalorieGoal": "2100", "fatGoal": 65.5, "weeklyBudget": "62,5", "currency": "eur",
                     "notificationsEnabled": true, "reminderTime": "12:30", "weightUnit": "lb",
                     "sex": "Female", "birthYear": "1990", "heightCm": 170.5, "activity": "very-active",
                     "goalDirection": "lose", "goalRatePercent": "0.75", "targetWeight": 150,
                     "targetDate": "2027-03-31", "checkInDay": "Sunday", "proteinPerKg": 2, "fatPercent": "25"}
                    """)
            #expect(sent.status == .ok)
            let settings = try sent.jsonObject()
            let page = try await app.page(Route.settings.path(), as: alice).text
            let export = try await app.api(.get, "/api/v1/export", as: alice).jsonObject()
            let exported = try #require(export["settings"] as? [String: Any])
            let expected: [String: (json: String, form: String)] = [
                "dailyCalorieGoal": ("2100", #"name="dailyCalorieGoal" value="2100""#),
                "proteinGoal": ("null", #"name="proteinGoal" value="""#),
                "fatGoal": ("65.5", #"name="fatGoal" value="65.5""#),
                "carbsGoal": ("null", #"name="carbsGoal" value="""#),
                "weeklyBudget": ("62.5", #"name="weeklyBudget" value="62.50""#),
                "currency": ("EUR", #"name="currency" value="EUR""#),
                "notificationsEnabled": ("1", #"name="notificationsEnabled" value="true" checked"#),
                "reminderTime": ("12:30", #"name="reminderTime" value="12:30""#),
                "weightUnit": ("lb", #"<option value="lb" selected>"#),
                "sex": ("female", #"<option value="female" selected>"#),
                "birthYear": ("1990", #"name="birthYear" value="1990""#),
                "heightCm": ("170.5", #"name="heightCm" value="170.5""#),
                "activity": ("very-active", #"<option value="very-active" selected>"#),
                "goalDirection": ("lose", #"<option value="lose" selected>"#),
                "goalRatePercent": ("0.75", #"name="goalRatePercent" value="0.75""#),
                // In pounds, as the person weighs.
                "targetWeight": ("150", #"name="targetWeight" value="150""#),
                "targetDate": ("2027-03-31", #"name="targetDate" value="31/03/2027""#),
                "checkInDay": ("sunday", #"<option value="sunday" selected>"#),
                "proteinPerKg": ("2", #"name="proteinPerKg" value="2""#),
                "fatPercent": ("25", #"name="fatPercent" value="25""#),
            ]
            #expect(Set(expected.keys) == Set(GoalsInput.fields.map(\.key)))
            for (key, figure) in expected {
                #expect(
                    "\(settings[key] ?? "absent")".replacingOccurrences(of: "<null>", with: "null") == figure.json,
                    "\(key)")
                #expect(page.contains(figure.form), "\(key)")
                // The export leaves out a goal that is not set, as it always has.
                #expect(
                    "\(exported[key] ?? NSNull())".replacingOccurrences(of: "<null>", with: "null") == figure.json,
                    "\(key)")
            }
            let refused = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: #"{"notificationsEnabled": "maybe", "weightUnit": "stone"}"#)
            #expect(refused.status == .unprocessableContent)
            #expect(
                (try refused.jsonObject()["errors"] as? [[String: String]])?.compactMap { $0["field"] } == [
                    "notificationsEnabled", "weightUnit",
                ])
        }
    }
}
