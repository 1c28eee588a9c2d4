import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

@Suite("API: foods, estimates and logging from a food")
struct FoodsAPITests {
    @Test("food search: ranked, with per-100 g figures, unknown nutrients null, and portions")
    func search() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(.get, "/api/v1/foods?q=butter&limit=5", as: alice)
            #expect(response.status == .ok)
            let items = try response.items()
            #expect(items.count == 5)
            let first = try #require(items.first)
            #expect((first["name"] as? String)?.hasPrefix("Butter") == true)
            let per100g = try #require(first["per100g"] as? [String: Any])
            #expect(per100g["calories"] as? Double != nil)
            #expect(per100g.keys.contains("fiber"))
            #expect((first["portions"] as? [[String: Any]])?.isEmpty == false)
            #expect(first["source"] as? String == "USDA FoodData Central (SR28)")
        }
    }

    @Test("search needs words; limit is checked; unknown ids are 404; a token is needed")
    func searchErrors() async throws {
        try await withApp { app in
            let alice = try await app.user()
            #expect(try await app.api(.get, "/api/v1/foods?q=%20", as: alice).status == .unprocessableContent)
            #expect(
                try await app.api(.get, "/api/v1/foods?q=egg&limit=1000", as: alice).status == .unprocessableContent)
            #expect(try await app.api(.get, "/api/v1/foods?q=zzqxv", as: alice).items().isEmpty)
            #expect(try await app.api(.get, "/api/v1/foods/99999", as: alice).status == .notFound)
            #expect(try await app.api(.get, "/api/v1/foods?q=egg").status == .unauthorized)
        }
    }

    @Test("one food by its SR number: raw whole egg")
    func show() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let egg = try await app.api(.get, "/api/v1/foods/01123", as: alice).jsonObject()
            #expect(egg["name"] as? String == "Egg, whole, raw, fresh")
            let per100g = try #require(egg["per100g"] as? [String: Any])
            #expect(per100g["calories"] as? Double == 143)
            #expect(per100g["protein"] as? Double == 12.56)
        }
    }

    @Test("an estimate shows its working: status, food, grams and nutrients per line")
    func estimate() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(
                .post, "/api/v1/nutrition/estimate", as: alice,
                json: """
                    {"servings": 2, "ingredients": [
                      {"name": "Butter", "measure": "100g"},
                      {"name": "Salt", "measure": "to taste"},
                      {"name": "Unobtainium flakes", "measure": "1 cup"}
                    ]}
                    """)
            #expect(response.status == .ok)
            let body = try response.jsonObject()
            #expect(body["servings"] as? Int == 2)
            #expect(body["coverage"] as? Double == 0.333)
            let lines = try #require(body["lines"] as? [[String: Any]])
            #expect(lines.map { $0["status"] as? String } == ["resolved", "unquantified", "unmatched"])
            #expect(lines[0]["grams"] as? Double == 100)
            #expect(lines[0]["calories"] as? Int == 717) // salted butter, 717 kcal per 100 g
            #expect((lines[0]["food"] as? [String: Any])?["id"] as? String == "01001")
            #expect(lines[2]["food"] is NSNull)
            #expect((body["total"] as? [String: Any])?["calories"] as? Int == 717)
            #expect((body["perServing"] as? [String: Any])?["calories"] as? Int == 359)
        }
    }

    @Test("a line given whole, with no measure, is read as a whole line, with its working")
    func estimateWholeLines() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(
                .post, "/api/v1/nutrition/estimate", as: alice,
                json: """
                    {"servings": 1, "ingredients": [
                      {"name": "1 (14.5 ounce) can diced tomatoes"},
                      {"name": "sweetened condensed milk", "measure": "1 – 14-ounce can"},
                      {"name": "For the sauce:"},
                      {"name": "juice of 1 lime"}
                    ]}
                    """)
            #expect(response.status == .ok)
            let lines = try #require(try response.jsonObject()["lines"] as? [[String: Any]])
            #expect(lines.map { $0["status"] as? String } == ["resolved", "resolved", "heading", "resolved"])
            #expect((lines[0]["food"] as? [String: Any])?["id"] as? String == "11531") // canned, not raw, tomatoes
            #expect(lines[0]["grams"] as? Double == 411.1) // 14.5 oz
            #expect(lines[0]["note"] as? String == "1 can × 411 g")
            #expect(lines[1]["calories"] as? Int == 1274) // 397 g, not 3,000 g
            #expect(lines[3]["grams"] as? Double == 44) // USDA: 1 lime yields 44 g of juice
            #expect(try response.jsonObject()["coverage"] as? Double == 1)
        }
    }

    @Test("an estimate carries every micronutrient its lines knew, each with how many of them knew it")
    func micronutrients() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let response = try await app.api(
                .post, "/api/v1/nutrition/estimate", as: alice,
                json: """
                    {"servings": 2, "ingredients": [{"name": "spinach", "measure": "100 g"}, {"name": "Unobtainium flakes", "measure": "1 cup"}]}
                    """)
            #expect(response.status == .ok)
            let nutrients = try #require(try response.jsonObject()["nutrients"] as? [[String: Any]])
            let vitaminK = try #require(nutrients.first { $0["nutrient"] as? String == "vitaminK" })
            // SR28 food 11457, spinach, raw: 482.9 µg of vitamin K in 100 g; the unknown line knows none.
            #expect(vitaminK["total"] as? Double == 482.9)
            #expect(vitaminK["perServing"] as? Double == 241.45)
            #expect(vitaminK["unit"] as? String == "µg")
            #expect([vitaminK["known"], vitaminK["of"]] as? [Int] == [1, 2])
            #expect(nutrients.first { $0["nutrient"] as? String == "iron" }?["total"] as? Double == 2.71)
        }
    }

    @Test("estimate input is checked: malformed 400, bad servings 422")
    func estimateErrors() async throws {
        try await withApp { app in
            let alice = try await app.user()
            #expect(try await app.api(.post, "/api/v1/nutrition/estimate", as: alice, json: "{").status == .badRequest)
            #expect(
                try await app.api(.post, "/api/v1/nutrition/estimate", as: alice, json: #"{"ingredients": "butter"}"#)
                    .status == .badRequest)
            #expect(
                try await app.api(
                    .post, "/api/v1/nutrition/estimate", as: alice, json: #"{"servings": 0, "ingredients": []}"#
                ).status == .unprocessableContent)
        }
    }

    @Test("a meal logged from a food and an amount gets the food's nutrition and name")
    func mealFromFood() async throws {
        try await withApp { app in
            let alice = try await app.user()
            // 2 large eggs: USDA's large egg weighs 50 g; 143 kcal and 12.56 g protein per 100 g.
            let meal = try await app.createMeal(
                #"{"foodId": "01123", "amount": "2 large", "category": "Breakfast"}"#, as: alice)
            #expect(meal["name"] as? String == "Egg, whole, raw, fresh")
            #expect(meal["calories"] as? Int == 143)
            #expect(meal["protein"] as? Double == 12.6)
            // grams as a number, and a name of one's own
            let butter = try await app.createMeal(
                #"{"foodId": "01001", "amount": 10, "name": "Butter on toast"}"#, as: alice)
            #expect(butter["name"] as? String == "Butter on toast")
            #expect(butter["calories"] as? Int == 72)
        }
    }

    @Test("logging from a food: unknown food, missing or unweighable amount are 422")
    func mealFromFoodErrors() async throws {
        try await withApp { app in
            let alice = try await app.user()
            for (json, field) in [
                (#"{"foodId": "nope", "amount": "1 cup"}"#, "foodId"), (#"{"foodId": "01123"}"#, "amount"),
                (#"{"foodId": "01123", "amount": "a pinch"}"#, "amount"),
            ] {
                let response = try await app.api(.post, "/api/v1/meals", as: alice, json: json)
                #expect(response.status == .unprocessableContent)
                #expect((try response.jsonObject()["errors"] as? [[String: String]])?.first?["field"] == field)
            }
            #expect(try await app.api(.get, "/api/v1/meals", as: alice).jsonObject()["total"] as? Int == 0)
        }
    }
}
