import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Meals logged from foods and recipes keep their vitamins and minerals; days and weeks add
/// them up against the person's targets. Figures are SR28's: raw spinach (11457) has 2.71 mg
/// iron and 482.9 µg vitamin K per 100 g.
@Suite("API: nutrients of meals, days and weeks")
struct NutrientsAPITests {
    func nutrient(_ name: String, in list: Any?) -> [String: Any]? {
        (list as? [[String: Any]])?.first { $0["nutrient"] as? String == name }
    }

    @Test(
        "a meal from a food keeps the food's nutrients at its weight and who its figures are from; lists leave the nutrients out; changing its calories drops both"
    )
    func mealFromFood() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let meal = try await app.createMeal(
                #"{"foodId": "11457", "amount": "150 g", "date": "10/03/2025"}"#, as: alice)
            let iron = try #require(nutrient("iron", in: meal["nutrients"]))
            #expect(iron["total"] as? Double == 4.065)
            #expect([iron["known"], iron["of"]] as? [Int] == [1, 1])
            #expect(iron["unit"] as? String == "mg")
            #expect(nutrient("vitaminK", in: meal["nutrients"])?["total"] as? Double == 724.35)
            #expect(meal["source"] as? String == "USDA FoodData Central (SR28)")
            let id = try #require(meal["id"] as? String)

            // Read back from the database, the same.
            let shown = try await app.api(.get, "/api/v1/meals/\(id)", as: alice).jsonObject()
            #expect(nutrient("iron", in: shown["nutrients"])?["total"] as? Double == 4.065)
            #expect(shown["source"] as? String == "USDA FoodData Central (SR28)")
            // A list of meals stays lean.
            let listed = try await app.api(.get, "/api/v1/meals", as: alice).items()
            #expect(listed.first?["nutrients"] == nil)

            // Renaming keeps them; new calories drop them, as nothing says which nutrients changed.
            let renamed = try await app.api(
                .patch, "/api/v1/meals/\(id)", as: alice, json: #"{"name": "Wilted spinach"}"#
            ).jsonObject()
            #expect(
                nutrient("iron", in: renamed["nutrients"]) != nil
                    && renamed["source"] as? String == "USDA FoodData Central (SR28)")
            let changed = try await app.api(.patch, "/api/v1/meals/\(id)", as: alice, json: #"{"calories": 60}"#)
                .jsonObject()
            #expect((changed["nutrients"] as? [Any])?.isEmpty == true)
            #expect(changed["source"] is NSNull, "the figures are the person's own now")

            // A meal typed by hand knows none.
            let typed = try await app.createMeal(#"{"name": "Toast", "calories": 120}"#, as: alice)
            #expect((typed["nutrients"] as? [Any])?.isEmpty == true && typed["source"] is NSNull)
        }
    }

    @Test("a recipe's serving logs its share of the recipe's nutrients; relogging copies them")
    func recipeServing() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let recipe = try await app.api(
                .post, "/api/v1/recipes", as: alice,
                json: """
                    {"name": "Spinach bowl", "servings": 2, "ingredients": [{"name": "spinach", "measure": "200 g"}, {"name": "zzqxv dust", "measure": "1 cup"}]}
                    """
            ).jsonObject()
            let id = try #require(recipe["id"] as? String)
            let logged = try await app.api(.post, "/api/v1/recipes/\(id)/log", as: alice, json: #"{"servings": 1}"#)
            #expect(logged.status == .created)
            let meal = try logged.jsonObject()
            let iron = try #require(nutrient("iron", in: meal["nutrients"]))
            #expect(iron["total"] as? Double == 2.71)
            #expect([iron["known"], iron["of"]] as? [Int] == [1, 2], "the unknown line knows no iron")
            #expect(meal["source"] as? String == "USDA FoodData Central (SR28)", "the table its known line came from")

            let again = try await app.api(
                .post, "/api/v1/meals/\(try #require(meal["id"] as? String))/relog", as: alice
            ).jsonObject()
            #expect(
                nutrient("iron", in: again["nutrients"])?["total"] as? Double == 2.71
                    && again["source"] as? String == "USDA FoodData Central (SR28)")
        }
    }

    @Test("the day answer adds up the day's nutrients, counting a typed meal as one that knows none")
    func dayAnswer() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await app.createMeal(#"{"foodId": "11457", "amount": "100 g", "date": "10/03/2025"}"#, as: alice)
            try await app.createMeal(#"{"name": "Toast", "calories": 120, "date": "10/03/2025"}"#, as: alice)
            let day = try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).jsonObject()
            let iron = try #require(nutrient("iron", in: day["nutrients"]))
            #expect(iron["total"] as? Double == 2.71)
            #expect([iron["known"], iron["of"]] as? [Int] == [1, 2])
        }
    }

    @Test(
        "a meal of foods as eaten (FNDDS) counts like any other: said in words or logged from a food by its portion; what FNDDS lacks stays unknown"
    )
    func foodsAsEaten() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let said = try await app.api(
                .post, "/api/v1/meals/text", as: alice,
                json: #"{"text": "a turkey sandwich and a medium latte", "date": "2025-03-10"}"#)
            #expect(said.status == .created)
            let meal = try #require(try said.jsonObject()["meal"] as? [String: Any])
            let iron = try #require(nutrient("iron", in: meal["nutrients"]))
            #expect([iron["known"], iron["of"]] as? [Int] == [2, 2])
            #expect(
                nutrient("manganese", in: meal["nutrients"]) == nil
                    && nutrient("transFat", in: meal["nutrients"]) == nil,
                "FNDDS has neither: unknown, never 0")
            #expect(meal["source"] as? String == "USDA FNDDS 2021-2023")
            try await app.createMeal(
                #"{"foodId": "fndds:63107010", "amount": "1 banana", "date": "10/03/2025"}"#, as: alice)

            let report = try await app.api(.get, "/api/v1/days/2025-03-10/nutrients", as: alice).jsonObject()
            #expect(report["meals"] as? Int == 2 && report["mealsWithoutNutrients"] as? Int == 0)
            let rows = try #require(report["nutrients"] as? [[String: Any]])
            let potassium = try #require(nutrient("potassium", in: rows))
            #expect([potassium["known"], potassium["of"]] as? [Int] == [3, 3], "every food of both meals knows it")
            #expect(
                (potassium["sources"] as? [[String: Any]])?.contains { $0["name"] as? String == "Banana, raw" } == true)
            #expect(nutrient("manganese", in: rows)?["known"] as? Int == 0)
        }
    }

    @Test(
        "GET /days/{date}/nutrients: every nutrient against the life stage's targets and limits, with the meals that gave most"
    )
    func dayNutrients() async throws {
        try await withApp { app in
            let alice = try await app.user()
            try await app.createMeal(
                #"{"foodId": "11457", "amount": "200 g", "date": "10/03/2025", "name": "Spinach"}"#, as: alice)
            try await app.createMeal(
                #"{"foodId": "09200", "amount": "1 medium", "date": "10/03/2025", "name": "Orange"}"#, as: alice)
            try await app.createMeal(#"{"name": "Toast", "calories": 120, "date": "10/03/2025"}"#, as: alice)

            let report = try await app.api(.get, "/api/v1/days/2025-03-10/nutrients", as: alice).jsonObject()
            #expect(report["from"] as? String == "2025-03-10" && report["to"] as? String == "2025-03-10")
            #expect(report["meals"] as? Int == 3 && report["mealsWithoutNutrients"] as? Int == 1)
            #expect(report["lifeStage"] as? String == "daily-values")
            let rows = try #require(report["nutrients"] as? [[String: Any]])
            #expect(rows.count == 31, "every nutrient, known or not")
            let iron = try #require(nutrient("iron", in: rows))
            #expect([iron["known"], iron["of"]] as? [Int] == [2, 3])
            #expect(iron["target"] as? Double == 18 && iron["upperLimit"] as? Double == 45)
            #expect(iron["group"] as? String == "Minerals")
            let sources = try #require(iron["sources"] as? [[String: Any]])
            #expect(sources.first?["name"] as? String == "Spinach" && sources.first?["amount"] as? Double == 5.42)
            let vitaminC = try #require(nutrient("vitaminC", in: rows))
            #expect((vitaminC["sources"] as? [[String: Any]])?.first?["name"] as? String == "Orange")
            let caffeine = try #require(nutrient("caffeine", in: rows))
            #expect(caffeine["target"] is NSNull)

            // Another life stage and a target of one's own.
            let patched = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: #"{"lifeStage": "male-19-30", "nutrientTargets": {"vitaminC": 150}}"#)
            #expect(patched.status == .ok)
            #expect(try patched.jsonObject()["nutrientTargets"] as? [String: Double] == ["vitaminC": 150])
            let male = try await app.api(.get, "/api/v1/days/2025-03-10/nutrients", as: alice).jsonObject()
            #expect(nutrient("iron", in: male["nutrients"])?["target"] as? Double == 8)
            #expect(nutrient("vitaminC", in: male["nutrients"])?["target"] as? Double == 150)
            // null sets the reference target back.
            _ = try await app.api(
                .patch, "/api/v1/settings", as: alice, json: #"{"nutrientTargets": {"vitaminC": null}}"#)
            let reset = try await app.api(.get, "/api/v1/days/2025-03-10/nutrients", as: alice).jsonObject()
            #expect(nutrient("vitaminC", in: reset["nutrients"])?["target"] as? Double == 90)
        }
    }

    @Test("days=7 averages the logged days of the week ending on the date; other people's meals never count")
    func week() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let bob = try await app.user("bob")
            try await app.createMeal(#"{"foodId": "11457", "amount": "100 g", "date": "04/03/2025"}"#, as: alice)
            try await app.createMeal(#"{"foodId": "11457", "amount": "300 g", "date": "10/03/2025"}"#, as: alice)
            try await app.createMeal(#"{"foodId": "11457", "amount": "100 g", "date": "03/03/2025"}"#, as: alice) // the day before
            try await app.createMeal(#"{"foodId": "11457", "amount": "900 g", "date": "10/03/2025"}"#, as: bob)
            let week = try await app.api(.get, "/api/v1/days/2025-03-10/nutrients?days=7", as: alice).jsonObject()
            #expect(
                week["from"] as? String == "2025-03-04" && week["days"] as? Int == 7 && week["loggedDays"] as? Int == 2)
            #expect(nutrient("iron", in: week["nutrients"])?["total"] as? Double == 5.42, "(2.71 + 8.13) / 2")
        }
    }

    @Test("bad dates, periods, life stages and targets are refused with what was wrong, and change nothing")
    func errors() async throws {
        try await withApp { app in
            let alice = try await app.user()
            #expect(
                try await app.api(.get, "/api/v1/days/2025-02-30/nutrients", as: alice).status == .unprocessableContent)
            #expect(
                try await app.api(.get, "/api/v1/days/2025-03-10/nutrients?days=0", as: alice).status
                    == .unprocessableContent)
            #expect(
                try await app.api(.get, "/api/v1/days/2025-03-10/nutrients?days=32", as: alice).status
                    == .unprocessableContent)
            #expect(try await app.api(.get, "/api/v1/days/2025-03-10/nutrients").status == .unauthorized)

            let refused = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: #"{"lifeStage": "elf", "nutrientTargets": {"iron": -3}, "dailyCalorieGoal": 2500}"#)
            #expect(refused.status == .unprocessableContent)
            let body = String(buffer: refused.body)
            #expect(body.contains("lifeStage") && body.contains("targets.iron"))
            let settings = try await app.api(.get, "/api/v1/settings", as: alice).jsonObject()
            #expect(settings["lifeStage"] as? String == "daily-values")
            #expect(settings["dailyCalorieGoal"] as? Int == 2000, "nothing was saved")
        }
    }

    @Test("an export carries each meal's nutrients and the targets; importing it on another instance keeps them")
    func exportRoundTrip() async throws {
        let exported = try await withAppResult { app in
            let alice = try await app.user()
            try await app.createMeal(#"{"foodId": "11457", "amount": "100 g", "date": "10/03/2025"}"#, as: alice)
            _ = try await app.api(
                .patch, "/api/v1/settings", as: alice,
                json: #"{"lifeStage": "pregnant", "nutrientTargets": {"iron": 30}}"#)
            return Data(buffer: try await app.api(.get, "/api/v1/export?format=json", as: alice).body)
        }
        let export = try UserExport.read(exported)
        #expect(export.meals.first?.nutrients?.contains("iron=2.71/1") == true)
        try await withApp { app in
            let alice = try await app.user()
            let summary = try await export.importing(
                into: alice.account, users: app.services.users, journals: app.services.journals,
                catalog: app.services.recipes, savedMeals: app.services.savedMeals(of: alice.id),
                weights: app.services.weights(of: alice.id))
            #expect(summary.mealsAdded == 1)
            let day = try await app.api(.get, "/api/v1/days/2025-03-10/nutrients", as: alice).jsonObject()
            #expect(day["lifeStage"] as? String == "pregnant")
            #expect(nutrient("iron", in: day["nutrients"])?["total"] as? Double == 2.71)
            #expect(nutrient("iron", in: day["nutrients"])?["target"] as? Double == 30)
        }
    }
}
