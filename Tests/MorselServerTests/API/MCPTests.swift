import Foundation
import Hummingbird
import HummingbirdTesting
import MCP
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Morsel's MCP server driven by the official Swift SDK's client over the Streamable HTTP
/// transport at `/mcp`, on a live server, as an assistant would: the tools answer what the
/// API answers, for the token's owner only. (`tests/clients` drives both transports with
/// Python's MCP client too.)
@Suite("An MCP server for assistants")
struct MCPTests {
    /// The live app's `/mcp`.
    func endpoint(_ app: TestApp) throws -> URL {
        let port = try #require(app.client.port)
        return try #require(URL(string: "http://127.0.0.1:\(port)" + Route.mcp.path()))
    }

    /// The SDK's client, connected to the live app's `/mcp` with `user`'s token.
    func connect(_ app: TestApp, as user: TestUser) async throws -> Client {
        let token = user.token
        // JSON answers, no event stream: the server answers each POST in full.
        let transport = HTTPClientTransport(endpoint: try endpoint(app), streaming: false) { request in
            var request = request
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            return request
        }
        let client = Client(name: "morsel-tests", version: "1.0")
        _ = try await client.connect(transport: transport)
        return client
    }

    func text(_ content: [Tool.Content]) -> String {
        content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined()
    }

    func object(_ content: [Tool.Content]) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text(content).utf8)) as? [String: Any])
    }

    @Test("the tools log a meal said in words with its breakdown, and show the day against the goals")
    func logAndTotals() async throws {
        try await withApp(mode: .live) { app in
            let alice = try await app.user("alice")
            let client = try await connect(app, as: alice)
            let tools = try await client.listTools().tools
            #expect(
                Set(tools.map(\.name)) == [
                    "log_meal", "search_foods", "look_up_barcode", "day_totals", "week_plan", "plan_recipe",
                    "grocery_list", "add_to_grocery_list", "search_recipes", "import_recipe", "get_expenditure",
                ])
            let logMeal = try #require(tools.first { $0.name == "log_meal" })
            #expect(logMeal.inputSchema.objectValue?["required"] == ["text"])
            // The API's own description of POST /api/v1/meals/text: one list of keys and limits.
            #expect(logMeal.inputSchema == MorselTools.apiSchema("MealTextRequest"))
            #expect(
                logMeal.inputSchema.objectValue?["properties"]?.objectValue?.keys.sorted() == [
                    "category", "choices", "date", "dryRun", "text", "time",
                ])

            let (content, isError) = try await client.callTool(
                name: "log_meal", arguments: ["text": "2 eggs and toast", "category": "Breakfast"])
            #expect(isError == false)
            let logged = try object(content)
            let meal = try #require(logged["meal"] as? [String: Any])
            #expect(meal["name"] as? String == "2 eggs and toast" && meal["category"] as? String == "Breakfast")
            let lines = try #require(logged["lines"] as? [[String: Any]])
            #expect(lines.count == 2)
            #expect(
                lines.compactMap { ($0["food"] as? [String: Any])?["name"] as? String }.first?.hasPrefix("Egg, whole")
                    == true)

            let day = try object(
                try await client.callTool(name: "day_totals", arguments: ["date": "2025-03-10"]).content)
            #expect((day["meals"] as? [[String: Any]])?.count == 1)
            #expect((day["totals"] as? [String: Any])?["calories"] as? Int == meal["calories"] as? Int)
            #expect(
                (day["remaining"] as? [String: Any])?["calories"] as? Double
                    == Double(2000 - (meal["calories"] as? Int ?? 0)))
            // The same day through the API: the same answer.
            let api = try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).jsonObject()
            #expect(
                (api["totals"] as? [String: Any])?["calories"] as? Int == (day["totals"] as? [String: Any])?["calories"]
                    as? Int)

            let refused = try await client.callTool(name: "log_meal", arguments: ["text": "3 zorbleberries"])
            #expect(refused.isError == true && text(refused.content).contains("zorbleberries"))
            // Unsure: a tool error carrying the whole reading as JSON (every line, the total, and the
            // unsure lines with their candidates), so the assistant asks about those only.
            let unsure = try await client.callTool(
                name: "log_meal", arguments: ["text": "a bowl of stuff and an apple"])
            let words = text(unsure.content)
            #expect(
                unsure.isError == true && words.contains("Not sure of “a bowl of stuff”")
                    && words.contains("\"foodId\":\"fndds:"))
            let reading = try #require(words.range(of: "The reading: ").map { String(words[$0.upperBound...]) })
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(reading.utf8)) as? [String: Any])
            let unsureLines = try #require(parsed["unsure"] as? [[String: Any]])
            #expect(
                unsureLines.first?["line"] as? Int == 0
                    && (unsureLines.first?["candidates"] as? [Any])?.isEmpty == false)
            #expect((parsed["lines"] as? [[String: Any]])?.map { $0["sure"] as? Bool } == [false, true])
            #expect((parsed["total"] as? [String: Any])?["calories"] is Int)
            // The API's keys, as the tool's schema (the API's own) gives them.
            let chosen = try await client.callTool(
                name: "log_meal",
                arguments: [
                    "text": "a bowl of stuff", "dryRun": true,
                    "choices": [["line": 0, "foodId": "fndds:58403040", "portion": "cup", "quantity": 1.5]],
                ])
            #expect(chosen.isError == false, "\(text(chosen.content))")
            #expect((try object(chosen.content)["total"] as? [String: Any])?["calories"] as? Int == 195)
            // An assistant written for the first, snake_case names is still understood.
            let older = try await client.callTool(
                name: "log_meal",
                arguments: [
                    "text": "a bowl of stuff", "dry_run": true,
                    "choices": [["line": 0, "food_id": "fndds:58403040", "portion": "cup", "quantity": 1.5]],
                ])
            #expect((try object(older.content)["total"] as? [String: Any])?["calories"] as? Int == 195)
            let badChoice = try await client.callTool(
                name: "log_meal", arguments: ["text": "a bowl of stuff", "choices": [["line": "first"]]])
            #expect(badChoice.isError == true && text(badChoice.content).contains("input schema"))
            #expect(
                try await app.api(.get, "/api/v1/days/2025-03-10", as: alice).jsonObject()["meals"].map {
                    ($0 as? [Any])?.count
                } == 1,
                "a refused meal logs nothing")
            let badDate = try await client.callTool(name: "day_totals", arguments: ["date": "10/03/2025"])
            #expect(badDate.isError == true && text(badDate.content).contains("yyyy-mm-dd"))
            await client.disconnect()
        }
    }

    @Test("foods, recipes, the plan and the grocery list through tools, resources and prompts")
    func planAndShop() async throws {
        try await withApp(mode: .live) { app in
            let alice = try await app.user("alice")
            let soup = try await app.services.recipes.create(
                RecipeFields(
                    name: "Red lentil soup", servings: 4, lines: [RecipeLine(name: "red lentils", measure: "250 g")]),
                ownerID: alice.id)
            let client = try await connect(app, as: alice)

            let foods = try object(
                try await client.callTool(name: "search_foods", arguments: ["query": "chicken breast", "limit": 3])
                    .content)
            #expect((foods["items"] as? [[String: Any]])?.count == 3)
            let recipes = try object(
                try await client.callTool(name: "search_recipes", arguments: ["query": "lentil"]).content)
            #expect((recipes["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Red lentil soup"])
            // What the person burns: with no weighing, it says so rather than guess.
            _ = try await app.api(.put, "/api/v1/weights/2025-03-10", as: alice, json: #"{"weight": 72}"#)
            let burned = try object(
                try await client.callTool(name: "get_expenditure", arguments: ["date": "2025-03-10"]).content)
            #expect(burned["basis"] as? String == "formula" && burned["kcal"] as? Int == 2_000)
            #expect((burned["status"] as? String)?.contains("starting guess") == true)
            let badDay = try await client.callTool(name: "get_expenditure", arguments: ["date": "10 March"])
            #expect(badDay.isError == true)

            let wordy = try await client.callTool(
                name: "plan_recipe",
                arguments: [
                    "recipe_id": .string(soup.id.uuidString), "date": "2025-03-11", "slot": "Dinner", "servings": "two",
                ])
            #expect(
                wordy.isError == true && text(wordy.content).contains("servings must be a number"),
                "not quietly one serving")
            let planned = try await client.callTool(
                name: "plan_recipe",
                arguments: [
                    "recipeId": .string(soup.id.uuidString), "date": "2025-03-11", "slot": "Dinner", "servings": 2,
                ])
            #expect(planned.isError == false)
            let week = try object(try await client.callTool(name: "week_plan", arguments: ["week": "2025-W11"]).content)
            let tuesday = try #require((week["days"] as? [[String: Any]])?[1])
            #expect((tuesday["entries"] as? [[String: Any]])?.first?["name"] as? String == "Red lentil soup")

            let list = try object(
                try await client.callTool(name: "add_to_grocery_list", arguments: ["name": "Lemons", "measure": "2"])
                    .content)
            #expect((list["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Lemons"])

            let resources = try await client.listResources().resources.map(\.uri)
            #expect(resources == ["morsel://today", "morsel://plan/this-week", "morsel://grocery-list"])
            let grocery = try await client.readResource(uri: "morsel://grocery-list")
            #expect(grocery.first?.text?.contains("Lemons") == true && grocery.first?.mimeType == "application/json")
            let plan = try await client.readResource(uri: "morsel://plan/this-week")
            #expect(plan.first?.text?.contains("Red lentil soup") == true)

            let prompts = try await client.listPrompts().prompts.map(\.name)
            #expect(prompts == ["plan_my_week", "meet_protein_goal"])
            let planWeek = try await client.getPrompt(name: "plan_my_week", arguments: ["week": "2025-W12"])
            guard case .text(let instructions) = try #require(planWeek.messages.first).content else {
                Issue.record("not text")
                return
            }
            #expect(
                instructions.contains("2025-W12") && instructions.contains("2,000 kcal")
                    && instructions.contains("plan_recipe"))
            await client.disconnect()
        }
    }

    @Test("each token sees its owner's Morsel only; no token, or another's, is refused")
    func isolation() async throws {
        try await withApp(mode: .live) { app in
            let alice = try await app.user("alice")
            let next = try await app.services.users.createHousehold(name: "Next door")
            let bob = try await app.user("bob", household: next)
            let asAlice = try await connect(app, as: alice)
            _ = try await asAlice.callTool(name: "log_meal", arguments: ["text": "1 apple"])
            _ = try await asAlice.callTool(name: "add_to_grocery_list", arguments: ["name": "Alice's flour"])

            let asBob = try await connect(app, as: bob)
            let day = try object(try await asBob.callTool(name: "day_totals", arguments: [:]).content)
            #expect((day["meals"] as? [Any])?.isEmpty == true)
            let list = try object(try await asBob.callTool(name: "grocery_list", arguments: [:]).content)
            #expect((list["items"] as? [Any])?.isEmpty == true)

            var request = URLRequest(url: try endpoint(app))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue("application/json, text/event-stream", forHTTPHeaderField: "Accept")
            request.httpBody = Data(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#.utf8)
            let (_, unsigned) = try await URLSession.shared.data(for: request)
            #expect((unsigned as? HTTPURLResponse)?.statusCode == 401)
            request.setValue("Bearer morsel_not-a-token", forHTTPHeaderField: "Authorization")
            #expect((try await URLSession.shared.data(for: request).1 as? HTTPURLResponse)?.statusCode == 401)
            request.setValue("Bearer \(alice.token)", forHTTPHeaderField: "Authorization")
            request.httpMethod = "GET"
            request.httpBody = nil
            #expect(
                (try await URLSession.shared.data(for: request).1 as? HTTPURLResponse)?.statusCode == 405,
                "no stream of the server's own messages")
            request.httpMethod = "DELETE"
            #expect(
                (try await URLSession.shared.data(for: request).1 as? HTTPURLResponse)?.statusCode == 405,
                "no session to end")
            await asAlice.disconnect()
            await asBob.disconnect()
        }
    }
}
