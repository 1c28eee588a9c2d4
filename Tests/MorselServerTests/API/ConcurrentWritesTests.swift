import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Requests that change the same thing at the same moment: each is answered as if it came
/// alone and the stored result is whole. On PostgreSQL (`scripts/test-postgres`) these race
/// for real; a DELETE then INSERT of a unique row answered 500 there until they were one
/// statement.
@Suite("Writes sent at the same moment")
struct ConcurrentWritesTests {
    @Test("photos sent for one meal and one recipe at once are all taken; each keeps one photo")
    func photos() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let meal = try #require(try await app.createMeal(#"{"name":"Salad"}"#, as: alice)["id"] as? String)
            let recipe = try await Self.recipe(app, as: alice)
            let statuses = try await Self.atOnce(16) { number in
                let path = number.isMultiple(of: 2) ? "/api/v1/meals/\(meal)/photo" : "/api/v1/recipes/\(recipe)/photo"
                return try await app.api(
                    .put, path, as: alice, body: ByteBuffer(bytes: pngBytes), headers: [.contentType: "image/png"]
                ).status
            }
            #expect(statuses == Array(repeating: .ok, count: 16))
            for path in ["/api/v1/meals/\(meal)/photo", "/api/v1/recipes/\(recipe)/photo"] {
                #expect(Array(try await app.api(.get, path, as: alice).body.readableBytesView) == pngBytes)
            }
            let stored = try await app.services.store.row(
                """
                SELECT (SELECT COUNT(*) FROM meal_photos) AS meals, (SELECT COUNT(*) FROM recipe_photos) AS recipes
                """)
            #expect(try stored?.int("meals") == 1)
            #expect(try stored?.int("recipes") == 1)
        }
    }

    @Test(
        "a recipe favourited, then unfavourited, eight times at once: every answer a success, one favourite, then none")
    func favorites() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let recipe = try await Self.recipe(app, as: alice)
            for method in [HTTPRequest.Method.put, .delete] {
                let statuses = try await Self.atOnce(8) { _ in
                    try await app.api(method, "/api/v1/recipes/\(recipe)/favorite", as: alice).status
                }
                #expect(statuses == Array(repeating: method == .put ? .ok : .noContent, count: 8))
                let favorites = try await app.api(.get, "/api/v1/recipes?favorite=true", as: alice).items()
                #expect(favorites.count == (method == .put ? 1 : 0))
            }
        }
    }

    @Test("price lists sent at once: every one taken, and the list kept is one of them whole")
    func priceLists() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let foods = ["20120", "01123", "11529", "09003"]
            // List n prices the first n % 4 + 1 foods at n cents a kilogram more than 1.
            let lists = (0..<8).map { number in
                Set(foods.prefix(number % 4 + 1).map { "\($0):\(100 + number)" })
            }
            let statuses = try await Self.atOnce(lists.count) { number in
                let items = foods.prefix(number % 4 + 1).map {
                    #"{"foodId": "\#($0)", "unit": "kg", "price": \#(Double(100 + number) / 100)}"#
                }
                return try await app.api(
                    .put, "/api/v1/prices", as: alice, json: #"{"items": [\#(items.joined(separator: ", "))]}"#
                ).status
            }
            #expect(statuses == Array(repeating: .ok, count: lists.count))
            let kept = Set(
                try await app.services.households.prices(of: alice.account.householdID).all().values.map {
                    "\($0.foodID):\($0.cents)"
                })
            #expect(lists.contains(kept), "\(kept)")
        }
    }

    @Test("one food's price set eight times at once: no error, and one price for it, one of those set")
    func onePrice() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let prices = try app.services.households.prices(of: alice.account.householdID)
            _ = try await Self.atOnce(8) { number in
                try await prices.set(FoodPrice(foodID: "20120", unit: .kilogram, cents: 200 + number))
            }
            let kept = try await prices.all()
            #expect(kept.count == 1)
            #expect((200..<208).contains(kept["20120"]?.cents ?? 0))
        }
    }

    @Test("six sign-ups with one name at once: one account, and the others are told the name is taken")
    func signUps() async throws {
        try await withApp { app in
            let outcomes = try await Self.atOnce(6) { number in
                do {
                    _ = try await app.services.users.create(
                        username: number.isMultiple(of: 2) ? "dana" : "Dana", password: "password-dana", isAdmin: false)
                    return "added"
                } catch DomainError.invalid(let failure) {
                    return failure.errors.map(\.message).joined()
                }
            }
            #expect(outcomes.filter { $0 == "added" }.count == 1)
            #expect(outcomes.filter { $0.hasSuffix("is taken.") }.count == 5, "\(outcomes)")
            let accounts = try await app.services.store.row(
                "SELECT COUNT(*) AS count FROM users WHERE username_key = 'dana'")
            #expect(try accounts?.int("count") == 1)
        }
    }

    @Test("one TheMealDB payload imported four times at once: every import answers, and each recipe is there once")
    func imports() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let payload =
                #"{"meals": [{"idMeal": "990001", "strMeal": "Stew", "strIngredient1": "beef", "strMeasure1": "500g"}, {"idMeal": "990002", "strMeal": "Soup", "strIngredient1": "leek", "strMeasure1": "2"}]}"#
            // Each import's recipes, imported or found unchanged.
            let counted = try await Self.atOnce(4) { _ in
                let summary = try await app.api(.post, "/api/v1/recipes/import", as: alice, json: payload).jsonObject()
                return (summary["imported"] as? Int ?? 0) + (summary["unchanged"] as? Int ?? 0)
            }
            #expect(counted == [2, 2, 2, 2])
            let stored = try await app.services.store.row(
                "SELECT COUNT(*) AS count FROM recipes WHERE external_id IN ('990001', '990002')")
            #expect(try stored?.int("count") == 2)
        }
    }

    @Test("one exported meal put back four times at once: it is added once, and the others say it was there")
    func restores() async throws {
        try await withApp { app in
            let alice = try await app.user()
            let meal = Meal(
                id: UUID(),
                details: MealDetails(
                    name: "Exported lunch", category: MealCategory("Lunch"),
                    nutrition: Nutrition(calories: 500, protein: 20, fat: 10, carbs: 60),
                    date: MealDate(iso: "2025-03-09")!), createdAt: fixedNow, updatedAt: fixedNow)
            let added = try await Self.atOnce(4) { _ in
                try await app.services.journals.of(alice.id).restore(
                    meal, photo: (contentType: "image/png", data: Data(pngBytes)))
            }
            #expect(added.filter { $0 }.count == 1)
            #expect(try await app.services.journals.of(alice.id).meal(meal.id).hasPhoto)
        }
    }

    private static func recipe(_ app: TestApp, as user: TestUser) async throws -> String {
        try #require(
            try await app.api(
                .post, "/api/v1/recipes", as: user,
                json: #"""
                    {"name":"Pasta","servings":2,"ingredients":[{"name":"spaghetti","measure":"200g"}],"instructions":"Boil."}
                    """#
            ).jsonObject()["id"] as? String)
    }

    /// `count` calls of `body` at once, their results in any order.
    private static func atOnce<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) async throws -> T)
        async throws -> [T]
    {
        try await withThrowingTaskGroup(of: T.self) { group in
            for number in 0..<count { group.addTask { try await body(number) } }
            return try await group.reduce(into: [T]()) { $0.append($1) }
        }
    }
}
