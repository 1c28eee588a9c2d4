import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Logging in one tap through the API: meals in words, the meals eaten often, logging one
/// again on another day, and copying a day or one meal slot.
@Suite("API: logging in one tap")
struct OneTapLoggingAPITests {
    @Test(
        "a meal in words is logged as one meal with each food's working; a dry run saves nothing; an unknown food is named"
    )
    func mealInWords() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let dry = try await app.api(
                .post, "/api/v1/meals/text", as: alice, json: #"{"text": "2 eggs and toast", "dryRun": true}"#)
            #expect(dry.status == .ok)
            let working = try dry.jsonObject()
            #expect(working["meal"] is NSNull)
            #expect(try await app.mealNames(of: alice).isEmpty)

            let logged = try await app.api(
                .post, "/api/v1/meals/text", as: alice,
                json: #"{"text": "2 eggs and toast", "category": "breakfast", "date": "2025-03-09", "time": "08:15"}"#)
            #expect(logged.status == .created)
            let body = try logged.jsonObject()
            let lines = try #require(body["lines"] as? [[String: Any]])
            #expect(
                lines.compactMap { ($0["food"] as? [String: Any])?["id"] as? String }.allSatisfy {
                    $0.hasPrefix("fndds:")
                }, "foods as eaten")
            #expect(lines.map { $0["text"] as? String } == ["2 eggs", "toast"])
            #expect(
                lines[0]["quantity"] as? Double == 2 && lines[0]["portion"] as? String == "egg"
                    && lines[0]["confidence"] as? Double == 1)
            #expect(lines.allSatisfy { $0["source"] as? String == "USDA FNDDS 2021-2023" })
            #expect((lines[1]["note"] as? String)?.hasPrefix("usual serving, ") == true)
            let meal = try #require(body["meal"] as? [String: Any])
            #expect(meal["name"] as? String == "2 eggs and toast" && meal["category"] as? String == "Breakfast")
            #expect(meal["date"] as? String == "09/03/2025" && meal["time"] as? String == "08:15")
            #expect(meal["calories"] as? Int == (body["total"] as? [String: Any])?["calories"] as? Int)
            #expect(
                ((meal["nutrients"] as? [[String: Any]])?.first { $0["nutrient"] as? String == "iron" })?["of"] as? Int
                    == 2)

            // A food that matches nothing is asked about; the rest of the meal is kept in the answer.
            let unknown = try await app.api(
                .post, "/api/v1/meals/text", as: alice, json: #"{"text": "3 eggs and zzqxv"}"#)
            #expect(unknown.status == .unprocessableContent)
            let problem = try unknown.jsonObject()
            let read = try #require(problem["lines"] as? [[String: Any]])
            #expect(
                read.map { $0["sure"] as? Bool } == [true, false] && read[1]["food"] is NSNull
                    && read[1]["reason"] as? String == "no food matches it")
            #expect((problem["total"] as? [String: Any])?["calories"] as? Int == read[0]["calories"] as? Int)
            #expect((problem["unsure"] as? [[String: Any]])?.map { $0["line"] as? Int } == [1])
            #expect(
                try await app.api(
                    .post, "/api/v1/meals/text", as: alice, json: #"{"text": "1 egg", "date": "31/02/2025"}"#
                ).status == .unprocessableContent)
            #expect(
                try await app.api(.post, "/api/v1/meals/text", as: alice, json: #"{"words": "1 egg"}"#).status
                    == .badRequest)
            #expect(try await app.mealNames(of: alice) == ["2 eggs and toast"], "nothing refused was saved")
        }
    }

    @Test(
        "a food Morsel is unsure of is a 422 naming it with its candidates, nothing saved; sent back as choices, the meal is logged"
    )
    func unsureAndChoices() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let said = #"{"text": "a bowl of stuff, a medium latte", "category": "Lunch"}"#
            for body in [said, #"{"text": "a bowl of stuff, a medium latte", "dryRun": true}"#] {
                let unsure = try await app.api(.post, "/api/v1/meals/text", as: alice, json: body)
                #expect(unsure.status == .unprocessableContent)
                #expect(unsure.headers[.contentType] == "application/problem+json")
                let problem = try unsure.jsonObject()
                #expect((problem["detail"] as? String)?.contains("Not sure of “a bowl of stuff”") == true)
                let foods = try #require(problem["unsure"] as? [[String: Any]])
                #expect(
                    foods.count == 1 && foods[0]["line"] as? Int == 0
                        && foods[0]["text"] as? String == "a bowl of stuff")
                // The answer's own shape: every line with its best reading, the total they make.
                let lines = try #require(problem["lines"] as? [[String: Any]])
                #expect(lines.map { $0["sure"] as? Bool } == [false, true] && lines[1]["calories"] as? Int == 206)
                #expect(
                    (problem["total"] as? [String: Any])?["calories"] as? Int
                        == lines.compactMap { $0["calories"] as? Int }.reduce(0, +))
                #expect(problem["meal"] is NSNull)
                let candidates = try #require(foods[0]["candidates"] as? [[String: Any]])
                #expect((1...5).contains(candidates.count))
                #expect(
                    candidates.allSatisfy {
                        ($0["foodId"] as? String) != nil && ($0["grams"] as? Double ?? 0) > 0 && $0["calories"] is Int
                    })
            }
            #expect(try await app.mealNames(of: alice).isEmpty, "nothing unsure is saved")

            // The person picks: a cup and a half of chicken noodle soup, by one of its portions.
            let picked = try await app.api(
                .post, "/api/v1/meals/text", as: alice,
                json: """
                    {"text": "a bowl of stuff, a medium latte", "choices": [{"line": 0, "foodId": "fndds:58403040", "portion": "cup", "quantity": 1.5}]}
                    """)
            #expect(picked.status == .created, "\(picked.text)")
            let body = try picked.jsonObject()
            let lines = try #require(body["lines"] as? [[String: Any]])
            #expect(lines.map { $0["calories"] as? Int } == [195, 206])
            #expect((body["meal"] as? [String: Any])?["calories"] as? Int == 401)
            // Or by weight.
            let weighed = try await app.api(
                .post, "/api/v1/meals/text", as: alice,
                json: """
                    {"text": "a bowl of stuff", "dryRun": true, "choices": [{"line": 0, "foodId": "fndds:58403040", "grams": 245}]}
                    """)
            let weighedLines = try weighed.jsonObject()["lines"] as? [[String: Any]]
            #expect(weighed.status == .ok && weighedLines?.first?["grams"] as? Double == 245)
            for bad in [
                #"[{"line": 0, "foodId": "fndds:00000000"}]"#,
                #"[{"line": 0, "foodId": "fndds:58403040", "portion": "wheelbarrow"}]"#,
                #"[{"line": 4, "foodId": "fndds:58403040"}]"#,
                #"[{"line": 0, "foodId": "fndds:58403040", "grams": -1}]"#,
            ] {
                let refused = try await app.api(
                    .post, "/api/v1/meals/text", as: alice, json: #"{"text": "a bowl of stuff", "choices": \#(bad)}"#)
                #expect(
                    refused.status == .unprocessableContent && refused.text.contains("choices"),
                    "\(bad): \(refused.text)")
            }
            #expect(try await app.mealNames(of: alice) == ["a bowl of stuff, a medium latte"])
            // Or left out: the rest is logged.
            let skipped = try await app.api(
                .post, "/api/v1/meals/text", as: alice,
                json: """
                    {"text": "a bowl of stuff, a medium latte", "dryRun": true, "choices": [{"line": 0, "skip": true}]}
                    """)
            #expect(skipped.status == .ok, "\(skipped.text)")
            let kept = try #require(try skipped.jsonObject()["lines"] as? [[String: Any]])
            #expect(kept.map { $0["text"] as? String } == ["a medium latte"])
            let nothing = try await app.api(
                .post, "/api/v1/meals/text", as: alice,
                json: #"{"text": "zzqxv", "choices": [{"line": 0, "skip": true}]}"#)
            #expect(nothing.status == .unprocessableContent && nothing.text.contains("nothing to log"))
        }
    }

    @Test(
        "a sentence: the framing is not food, the meal it names is the category; “something to drink” alone is asked about"
    )
    func sentences() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let lunch = try await app.api(
                .post, "/api/v1/meals/text", as: alice,
                json: #"{"text": "For lunch I had a turkey sandwich and a medium latte", "date": "2025-03-10"}"#)
            #expect(lunch.status == .created, "\(lunch.text)")
            let body = try lunch.jsonObject()
            let lines = try #require(body["lines"] as? [[String: Any]])
            #expect(lines.map { $0["calories"] as? Int } == [217, 206] && body["category"] as? String == "Lunch")
            #expect((body["meal"] as? [String: Any])?["category"] as? String == "Lunch")
            // A category chosen wins over the one said.
            let chosen = try await app.api(
                .post, "/api/v1/meals/text", as: alice, json: #"{"text": "an apple as a snack", "category": "Dinner"}"#)
            #expect((try chosen.jsonObject()["meal"] as? [String: Any])?["category"] as? String == "Dinner")

            let drink = try await app.api(
                .post, "/api/v1/meals/text", as: alice, json: #"{"text": "A burger, fries and something to drink"}"#)
            #expect(drink.status == .unprocessableContent)
            let read = try drink.jsonObject()
            #expect((read["lines"] as? [[String: Any]])?.map { $0["sure"] as? Bool } == [true, true, false])
            #expect((read["unsure"] as? [[String: Any]])?.map { $0["text"] as? String } == ["something to drink"])
        }
    }

    @Test("“a turkey sandwich and a medium latte”: two foods as eaten, about 217 and 206 kcal, logged without asking")
    func turkeySandwichAndLatte() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let logged = try await app.api(
                .post, "/api/v1/meals/text", as: alice, json: #"{"text": "a turkey sandwich and a medium latte"}"#)
            #expect(logged.status == .created)
            let lines = try #require(try logged.jsonObject()["lines"] as? [[String: Any]])
            #expect(lines.map { $0["calories"] as? Int } == [217, 206])
            #expect(
                lines.map { ($0["food"] as? [String: Any])?["name"] as? String } == [
                    "Turkey sandwich on white", "Coffee, Latte",
                ])
            #expect(lines.map { $0["note"] as? String } == ["usual serving, 115.0 g", "1 medium = 480.0 g"])
        }
    }

    @Test("the meals eaten often and lately come first, each name once, and only one's own")
    func frequent() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let bob = try await app.user("bob")
            for date in ["10/03/2025", "09/03/2025", "08/03/2025"] {
                try await app.addMeal("Porridge", calories: 350, date: date, as: alice)
            }
            try await app.addMeal("Apple", calories: 80, date: "10/03/2025", as: alice)
            try await app.addMeal("Curry", calories: 700, date: "01/01/2025", as: alice) // over four weeks ago
            for _ in 0..<5 { try await app.addMeal("Bob's stew", date: "10/03/2025", as: bob) }
            let items = try await app.api(.get, "/api/v1/meals/frequent", as: alice).items()
            #expect(items.map { $0["name"] as? String } == ["Porridge", "Apple"])
            #expect(items.first?["date"] as? String == "10/03/2025")
            #expect(try await app.api(.get, "/api/v1/meals/frequent?limit=1", as: alice).items().count == 1)
            #expect(
                try await app.api(.get, "/api/v1/meals/frequent?limit=0", as: alice).status == .unprocessableContent)
        }
    }

    @Test("the meals eaten often, read from the database, are those the rule ranks over six weeks of varied meals")
    func frequentRankedAsTheRule() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let journal = app.services.journals.of(alice.id)
            let today = try #require(MealDate(iso: "2025-03-10"))
            var random = SplitMix(seed: 14)
            // Names that differ only by case are one meal; logged times repeat, so ties are met.
            let names = [
                "Porridge", "porridge", "Toast", "Curry", "Apple", "Soup", "Eggs", "Salad", "Rice", "Tea", "Yoghurt",
            ]
            for calories in 0..<300 {
                let details = MealDetails(
                    name: names[Int(random.next() % UInt64(names.count))], category: MealCategory("Lunch"),
                    nutrition: Nutrition(calories: calories, protein: 1, fat: 1, carbs: 1),
                    date: today.adding(days: 2 - Int(random.next() % 40)), time: nil)
                let created = Date(timeIntervalSince1970: 1_741_000_000 + Double(random.next() % 40))
                #expect(try await journal.restore(Meal(id: UUID(), details: details, createdAt: created), photo: nil))
            }
            let rule = FrequentMeals.rank(try await journal.all(order: .date), today: today, limit: 20)
            let ranked = try await journal.frequent(today: today, limit: 20)
            #expect(ranked.map(\.id) == rule.map(\.id))
            #expect(ranked.count == 10, "porridge twice counts once")
            #expect(try await journal.frequent(today: today, limit: 3).map(\.id) == Array(rule.prefix(3)).map(\.id))
        }
    }

    @Test("logging again on another day keeps the meal's time, nutrients and photo; without a body it is now")
    func relogOnADay() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let meal = try await app.createMeal(
                #"{"foodId": "11457", "amount": "100 g", "date": "09/03/2025", "time": "12:30"}"#, as: alice)
            let id = try #require(meal["id"] as? String)
            _ = try await app.api(.put, "/api/v1/meals/\(id)/photo", as: alice, body: ByteBuffer(bytes: pngBytes))
            let copy = try await app.api(
                .post, "/api/v1/meals/\(id)/relog", as: alice, json: #"{"date": "2025-03-11"}"#)
            #expect(copy.status == .created)
            let copied = try copy.jsonObject()
            #expect(copied["date"] as? String == "11/03/2025" && copied["time"] as? String == "12:30")
            #expect(copied["photoUrl"] as? String != nil)
            #expect(
                ((copied["nutrients"] as? [[String: Any]])?.first { $0["nutrient"] as? String == "iron" })?["total"]
                    as? Double == 2.71)
            let now = try await app.api(.post, "/api/v1/meals/\(id)/relog", as: alice).jsonObject()
            #expect(now["date"] as? String == "10/03/2025")
            #expect(
                try await app.api(.post, "/api/v1/meals/\(id)/relog", as: alice, json: #"{"date": "someday"}"#).status
                    == .unprocessableContent)
        }
    }

    @Test("yesterday's breakfast, or the whole day, copied to today at their own times; an empty slot is refused")
    func copyDay() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let bob = try await app.user("bob")
            try await app.addMeal(
                "Porridge", category: "Breakfast", calories: 350, date: "09/03/2025", time: "07:30", as: alice)
            try await app.addMeal("Coffee", category: "breakfast", calories: 5, date: "09/03/2025", as: alice)
            try await app.addMeal("Soup", category: "Lunch", calories: 300, date: "09/03/2025", as: alice)
            let breakfast = try await app.api(
                .post, "/api/v1/days/2025-03-09/copy", as: alice, json: #"{"category": "Breakfast"}"#)
            #expect(breakfast.status == .created)
            #expect(Set(try breakfast.names()) == ["Porridge", "Coffee"])
            let today = try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).jsonObject()
            let meals = try #require(today["meals"] as? [[String: Any]])
            #expect(meals.first?["name"] as? String == "Porridge" && meals.first?["time"] as? String == "07:30")

            let whole = try await app.api(
                .post, "/api/v1/days/2025-03-09/copy", as: alice, json: #"{"to": "20/03/2025"}"#)
            #expect(try whole.names().count == 3)
            let empty = try await app.api(
                .post, "/api/v1/days/2025-03-09/copy", as: alice, json: #"{"category": "Dinner"}"#)
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains("No dinner is logged on 09/03/2025"))
            // Bob's copy of Alice's day is of his own (empty) day.
            #expect(
                try await app.api(.post, "/api/v1/days/2025-03-09/copy", as: bob, json: "{}").status
                    == .unprocessableContent)
            #expect(
                try await app.api(.post, "/api/v1/days/2025-03-09/copy", as: alice, json: #"{"to": "tomorrow"}"#).status
                    == .unprocessableContent)
            let onto = try await app.api(
                .post, "/api/v1/days/2025-03-09/copy", as: alice, json: #"{"to": "2025-03-09"}"#)
            #expect(onto.status == .unprocessableContent && onto.text.contains("Pick a day other than 09/03/2025"))
        }
    }

    @Test("a day of 3,000 meals copies whole, past the bound values one statement may hold")
    func copyLargeDay() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let details = (1...3000).map {
                MealDetails(
                    name: "Snack \($0)", category: MealCategory("Snack"),
                    nutrition: Nutrition(calories: $0, protein: 1, fat: 1, carbs: 1),
                    date: MealDate(iso: "2025-03-09")!)
            }
            _ = try await app.services.journals.of(alice.id).create(details)
            let copied = try await app.api(
                .post, "/api/v1/days/2025-03-09/copy", as: alice, json: #"{"to": "2025-03-12"}"#)
            #expect(copied.status == .created)
            let day = try await app.api(.get, "/api/v1/days/2025-03-12", as: alice).jsonObject()
            #expect((day["meals"] as? [Any])?.count == 3000)
        }
    }
}
