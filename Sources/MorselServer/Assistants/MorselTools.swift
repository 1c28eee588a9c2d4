import Foundation
import Logging
import MCP
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// The tools, resources and prompts of ``MorselMCP``, for one person.
struct MorselTools: Sendable {
    let user: CurrentUser
    let services: AppServices
    let site: String
    let logger: Logger
    var products: Products { services.packagedFoods }

    // MARK: Tools

    /// A tool that adds to what the person has, and only that.
    static let adds = Tool.Annotations(
        readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false)
    static let limits = 1...100, defaultLimit = 10
    static let limitSchema = integer(
        "How many, \(limits.lowerBound)–\(limits.upperBound) (default \(defaultLimit)).", limits)

    static let list: [Tool] = [
        Tool(
            name: "log_meal", title: "Log a meal",
            description:
                "Logs what the person ate, said in words (\"a turkey sandwich and a medium latte\", \"150 g chicken breast, 1 cup rice\"): each food is matched against USDA's foods as eaten (FNDDS) with its usual portions, and the answer gives the breakdown food by food. Sentences work (\"for lunch I had a tuna sandwich and an apple\"): the meal they name is the category when none is given. When Morsel is unsure of a food, nothing is logged and the error gives the whole reading as JSON: every line with its best reading, the total those make, and `unsure`, the lines to confirm with their candidates (foodId, portion, quantity, grams, kcal): ask the person about those lines only, then call again with a choice for each (or skip: true to leave one out). With dryRun, only the breakdown.",
            // The body of POST /api/v1/meals/text, as the API's document describes it: the same
            // keys (camelCase), limits and words, read by the same type.
            inputSchema: apiSchema("MealTextRequest"),
            annotations: adds),
        Tool(
            name: "search_foods", title: "Search foods",
            description:
                "USDA reference foods and packaged products matching the words, best first, with nutrients per 100 g and portions.",
            inputSchema: object(
                ["query": string("Words such as \"chicken breast\"."), "limit": limitSchema],
                required: ["query"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "look_up_barcode", title: "Look up a barcode",
            description:
                "The packaged food with this EAN-8, EAN-13 or UPC-A barcode (its check digit verified), with its nutrients and serving.",
            inputSchema: object(["code": string("The digits under the barcode.")], required: ["code"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "day_totals", title: "A day against the goals",
            description:
                "A day's meals, their totals, what remains of each goal (negative when over) and the nutrients they carry.",
            inputSchema: object(["date": string("yyyy-mm-dd; today when absent.")], required: []),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "get_expenditure", title: "What the person burns, and their weekly check-in",
            description:
                "The person's energy expenditure as Morsel measures it from their log and weighings (kcal a day, the likely range, the days it rests on, and basis: formula, blend or measured), what it rests on in a sentence, weighings far from the trend left out until confirmed, the calorie target and where it came from, the check-in waiting for an answer (accepting is the person's to do, in Morsel), the check-ins so far, and the body details and plan. The same answer as GET /api/v1/expenditure; on the person's check-in day it makes that week's check-in if none is made yet.",
            inputSchema: object(
                [
                    "date": string("yyyy-mm-dd; today when absent."),
                    "from": string("yyyy-mm-dd: the day-by-day history from here (default 27 days before date)."),
                ], required: []),
            annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false)),
        Tool(
            name: "week_plan", title: "The week's plan",
            description:
                "The household's plan for a week: each day's entries and totals against the calorie goal, the week's cost against the budget.",
            inputSchema: object(["week": string("An ISO week such as 2026-W48; this week when absent.")], required: []),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "plan_recipe", title: "Plan a recipe",
            description:
                "Plans servings of a recipe (by its id, from search_recipes) on a day of the household's plan.",
            inputSchema: object(
                [
                    "recipeId": string("The recipe's id."), "date": string("yyyy-mm-dd."),
                    "slot": string("Breakfast, Lunch, Dinner or Snack; any time when absent."),
                    "servings": [
                        "type": "number", "description": "How many servings (default 1).", "exclusiveMinimum": 0,
                    ],
                ],
                required: ["recipeId", "date"]),
            annotations: adds),
        Tool(
            name: "grocery_list", title: "The grocery list",
            description: "The household's grocery list, quantities merged, each line with whether it is done.",
            inputSchema: object([:], required: []), annotations: .init(readOnlyHint: true)),
        Tool(
            name: "add_to_grocery_list", title: "Add to the grocery list",
            description: "Adds a line to the household's grocery list; the answer is the whole list.",
            inputSchema: object(
                [
                    "name": string("What to buy, such as \"Milk\"."),
                    "measure": string("How much, such as \"2 pints\"."),
                ],
                required: ["name"]),
            annotations: adds),
        Tool(
            name: "search_recipes", title: "Search recipes",
            description:
                "Recipes of the instance's catalog whose names match the words, with calories and macros per serving.",
            inputSchema: object(
                ["query": string("Words of the name, such as \"lentil soup\"."), "limit": limitSchema],
                required: ["query"]),
            annotations: .init(readOnlyHint: true)),
        Tool(
            name: "import_recipe", title: "Import a recipe from its web page",
            description:
                "Fetches the page at the address, reads its recipe (schema.org data) and saves it as the person's own, its nutrition worked out from its ingredients; the same page again updates it.",
            inputSchema: object(["url": string("The recipe page's address (http or https).")], required: ["url"]),
            annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true)),
    ]

    /// Runs a tool: its JSON answer, or the refusal as an error result the assistant can read.
    func call(_ name: String, _ arguments: [String: Value]) async -> CallTool.Result {
        // Keys as the API writes them; an assistant written for the first, snake_case names
        // (dry_run, food_id, recipe_id) is still understood.
        let arguments = Self.camelCased(arguments)
        do {
            let answer: String
            switch name {
            case "log_meal": answer = try await logMeal(arguments)
            case "search_foods": answer = try await searchFoods(arguments)
            case "look_up_barcode": answer = try await lookUpBarcode(arguments)
            case "day_totals":
                answer = try await dayTotals(try MealDate.readISO(arguments["date"]?.stringValue, field: "date"))
            case "get_expenditure": answer = try await expenditure(arguments)
            case "week_plan": answer = try await weekPlan(arguments["week"]?.stringValue)
            case "plan_recipe": answer = try await planRecipe(arguments)
            case "grocery_list": answer = try await groceryList()
            case "add_to_grocery_list":
                try await services.households.grocery(of: user.householdID, by: user.id).add(
                    name: try Self.text(arguments, "name"),
                    measure: arguments["measure"]?.stringValue ?? "")
                answer = try await groceryList()
            case "search_recipes": answer = try await searchRecipes(arguments)
            case "import_recipe": answer = try await importRecipe(arguments)
            default: return Self.refusal("There is no tool called \(name).")
            }
            return CallTool.Result(content: [.text(text: answer, annotations: nil, _meta: nil)], isError: false)
        } catch let error where Self.refusalMessage(error) != nil {
            return Self.refusal(Self.refusalMessage(error)!)
        } catch {
            logger.error(
                "An assistant's tool call failed",
                metadata: ["tool": "\(name)", "error": "\(String(reflecting: error))"])
            return Self.refusal("Something went wrong on Morsel's side; it has been logged.")
        }
    }

    private func logMeal(_ arguments: [String: Value]) async throws -> String {
        let body: MealTextRequest
        do {
            body = try JSONDecoder().decode(
                MealTextRequest.self, from: try JSONEncoder().encode(Value.object(arguments)))
        } catch let error as DomainError {
            throw error
        } catch {
            throw DomainError.invalid("arguments", "log_meal's arguments must be as its input schema describes them.")
        }
        switch try await body.log(with: services.textLogging, for: user) {
        case .unsure(let parsed):
            // Every line and the total the best readings make, as JSON after the words, so the
            // assistant asks about the unsure lines only and calls again with choices for them.
            let answer = UnsureMealTextDTO(parsed)
            throw UnsureMealRefusal(
                message: answer.detail
                    + " Ask only about the lines in `unsure` (the others are sure), then call log_meal"
                    + " again with a choice for each (or skip: true to leave one out). The reading: "
                    + (try Self.json(answer)))
        case .logged(let parsed, let meal, let warnings):
            return try Self.json(MealTextDTO(parsed, meal: meal, warnings: warnings, version: .latest))
        }
    }

    private func searchFoods(_ arguments: [String: Value]) async throws -> String {
        let foods = try await products.search(
            try Self.text(arguments, "query"), limit: try Self.limit(arguments), ranking: .eaten)
        return try Self.json(FoodListDTO(items: foods.map(FoodDTO.init)))
    }

    private func lookUpBarcode(_ arguments: [String: Value]) async throws -> String {
        let code = try Self.text(arguments, "code")
        let products = products
        guard let product = try await products.lookUp(code) else {
            throw AppError.notFound(
                products.unknown(code)
                    + " It can be added by hand from its label at \(site)\(Route.newProduct.path(query: ["code": code]))."
            )
        }
        return try Self.json(FoodDTO(product.food))
    }

    private func dayTotals(_ date: MealDate?) async throws -> String {
        let day = date ?? services.clock.today(for: user)
        return try Self.json(
            DayDTO(try await services.journals.of(user.id).day(day), goals: user.goals, version: .latest))
    }

    /// As `GET /api/v1/expenditure`; on today, this week's check-in is made if it is due.
    private func expenditure(_ arguments: [String: Value]) async throws -> String {
        let (date, from) = try ExpenditureAPIController.period(
            date: arguments["date"]?.stringValue, from: arguments["from"]?.stringValue,
            today: services.clock.today(for: user))
        let report = try await services.coaching.report(
            userID: user.id, goals: user.goals, timeZone: user.timeZone, on: date)
        return try Self.json(ExpenditureDTO(report, from: from))
    }

    private func weekPlan(_ text: String?) async throws -> String {
        let week = try PlanWeek.read(text, today: services.clock.today(for: user))
        return try Self.json(
            PlanAPIController.WeekDTO(
                try await services.households.plan(of: user.householdID, by: user.id).week(week, goals: user.goals)))
    }

    private func planRecipe(_ arguments: [String: Value]) async throws -> String {
        guard let id = arguments["recipeId"]?.stringValue.flatMap(UUID.init(uuidString:)) else {
            throw DomainError.invalid("recipeId", "recipeId must be a recipe's id, as search_recipes gives it.")
        }
        guard let date = try MealDate.readISO(arguments["date"]?.stringValue, field: "date") else {
            throw DomainError.invalid("date", "date is required, written yyyy-mm-dd.")
        }
        var servings = 1.0
        if let value = arguments["servings"] {
            guard let number = value.doubleValue ?? value.intValue.map(Double.init) else {
                throw DomainError.invalid("servings", "servings must be a number, such as 2 or 1.5.")
            }
            servings = number
        }
        let entry = try await services.households.plan(of: user.householdID, by: user.id)
            .add(
                .recipe(id, servings: servings), on: date,
                slot: try StandardCategory.slot(arguments["slot"]?.stringValue))
        return try Self.json(PlanAPIController.EntryDTO(entry))
    }

    private func groceryList() async throws -> String {
        let items = try await services.households.grocery(of: user.householdID, by: user.id).items()
        return try Self.json(GroceryAPIController.ListDTO(items: items.map(GroceryAPIController.ItemDTO.init)))
    }

    private func searchRecipes(_ arguments: [String: Value]) async throws -> String {
        let filter = RecipeRepository.Filter(query: try Self.text(arguments, "query"))
        let page = try await services.recipes.list(filter, limit: try Self.limit(arguments), offset: 0)
        return try Self.json(RecipeListDTO(items: page.items.map(RecipeSummaryDTO.init), total: page.total))
    }

    private func importRecipe(_ arguments: [String: Value]) async throws -> String {
        let outcome = try await services.recipeURLImport.run(
            try Self.text(arguments, "url"), ownerID: user.id, dryRun: false)
        return try Self.json(
            try await RecipeImportDTO(outcome, for: user, recipes: services.recipes, foods: services.foods))
    }

    // MARK: Resources

    static let resources = [
        Resource(
            name: "today", uri: "morsel://today", title: "Today",
            description: "Today's meals, totals and what remains of each goal.", mimeType: "application/json"),
        Resource(
            name: "plan", uri: "morsel://plan/this-week", title: "This week's plan",
            description: "The household's plan for this week, against the calorie goal and the budget.",
            mimeType: "application/json"),
        Resource(
            name: "grocery-list", uri: "morsel://grocery-list", title: "The grocery list",
            description: "The household's grocery list.", mimeType: "application/json"),
    ]

    func read(_ uri: String) async throws -> ReadResource.Result {
        let text: String
        switch uri {
        case "morsel://today": text = try await dayTotals(nil)
        case "morsel://plan/this-week": text = try await weekPlan(nil)
        case "morsel://grocery-list": text = try await groceryList()
        default: throw MCPError.invalidParams("There is no resource \(uri); see resources/list.")
        }
        return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: "application/json")])
    }

    // MARK: Prompts

    static let prompts = [
        Prompt(
            name: "plan_my_week", title: "Plan my week within budget",
            description:
                "Fill the household's week plan with recipes that keep each day near the calorie goal and the week within its budget.",
            arguments: [
                .init(
                    name: "week", description: "An ISO week such as 2026-W48; this week when absent.", required: false)
            ]),
        Prompt(
            name: "meet_protein_goal", title: "What should I eat to meet today's protein goal?",
            description: "Suggests foods and amounts for the protein still to eat today, within the calories left."),
    ]

    func prompt(_ name: String, _ arguments: [String: String]) async throws -> GetPrompt.Result {
        let goals = user.goals
        switch name {
        case "plan_my_week":
            let week = try PlanWeek.read(arguments["week"], today: services.clock.today(for: user)).description
            let text = """
                Plan my household's meals for the week \(week). Our daily calorie goal is \(goals.dailyCalories.grouped) kcal and our weekly \
                budget is \(goals.money(goals.weeklyBudgetCents)). First read the week as it stands with week_plan (week \(week)). Then \
                find recipes with search_recipes and plan them with plan_recipe (a slot and servings for each) so that every day \
                comes close to the calorie goal without going over, and the week's cost stays within the budget. Keep what is \
                already planned. Finish with the week's plan and what it costs.
                """
            return GetPrompt.Result(
                description: "Plan the week \(week) within \(goals.money(goals.weeklyBudgetCents)).",
                messages: [.user(.text(text: text))])
        case "meet_protein_goal":
            let today = try await services.journals.of(user.id).day(services.clock.today(for: user))
            let eaten = today.totals
            let goalText =
                goals.protein.map { "My protein goal is \(Nutrition.format(grams: $0)) g" }
                ?? "I have set no protein goal; take 1.6 g per kg of body weight"
            let text = """
                \(goalText). So far today I have eaten \(Nutrition.format(grams: eaten.protein)) g of protein and \
                \(eaten.calories.grouped) kcal of my \(goals.dailyCalories.grouped) kcal goal. What should I eat for the rest of the day to reach \
                it without going over my calories? Use search_foods to check the protein and calories of what you suggest (per \
                100 g), give amounts, and offer to log them with log_meal.
                """
            return GetPrompt.Result(description: "Protein still to eat today.", messages: [.user(.text(text: text))])
        default:
            throw MCPError.invalidParams("There is no prompt called \(name).")
        }
    }

    // MARK: Arguments and answers

    /// A refusal (no household, a bad week) as the protocol's invalid params, as tools answer it.
    static func invalidParams<T>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch let error where refusalMessage(error) != nil {
            throw MCPError.invalidParams(refusalMessage(error)!)
        }
    }

    /// What a refusal of the domain or the app says; nil for any other error (a fault).
    static func refusalMessage(_ error: any Error) -> String? {
        (error as? DomainError)?.message ?? (error as? AppError)?.message ?? (error as? UnsureMealRefusal)?.message
    }

    /// log_meal's refusal of a meal with unsure foods: the words, then the candidates as JSON.
    struct UnsureMealRefusal: Error {
        let message: String
    }

    static func refusal(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message, annotations: nil, _meta: nil)], isError: true)
    }

    static func text(_ arguments: [String: Value], _ name: String) throws -> String {
        guard let text = arguments[name]?.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty
        else {
            throw DomainError.invalid(name, "\(name) is required.")
        }
        return text
    }

    static func limit(_ arguments: [String: Value]) throws -> Int {
        guard let value = arguments["limit"] else { return defaultLimit }
        guard let limit = value.intValue ?? value.doubleValue.flatMap({ $0.rounded() == $0 ? Int(exactly: $0) : nil }),
            limits.contains(limit)
        else {
            throw DomainError.invalid(
                "limit", "limit must be a whole number from \(limits.lowerBound) to \(limits.upperBound).")
        }
        return limit
    }

    /// The JSON the API answers with for the same value.
    static func json<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONResponse.encoder.encode(value), as: UTF8.self)
    }

    // MARK: Schemas

    /// A schema of the API's OpenAPI document, its references drawn in: a tool that does what
    /// a route does takes what the route takes.
    static func apiSchema(_ name: String) -> Value {
        let document = try! JSONDecoder().decode(Value.self, from: Data(buffer: MorselApp.openAPIDocument))
        let schemas = document.objectValue?["components"]?.objectValue?["schemas"]?.objectValue ?? [:]
        func drawn(_ value: Value) -> Value {
            switch value {
            case .object(let object):
                if let reference = object["$ref"]?.stringValue, let target = reference.split(separator: "/").last,
                    let schema = schemas[String(target)]
                {
                    return drawn(schema)
                }
                return .object(object.mapValues(drawn))
            case .array(let array): return .array(array.map(drawn))
            default: return value
            }
        }
        return drawn(schemas[name]!)
    }

    /// `dry_run` → `dryRun`, in every object, however deep.
    static func camelCased(_ arguments: [String: Value]) -> [String: Value] {
        func camel(_ key: String) -> String {
            let words = key.split(separator: "_")
            return words.first.map { String($0) + words.dropFirst().map(\.capitalized).joined() } ?? key
        }
        func walk(_ value: Value) -> Value {
            switch value {
            case .object(let object): .object(camelCased(object))
            case .array(let array): .array(array.map(walk))
            default: value
            }
        }
        return Dictionary(arguments.map { (camel($0.key), walk($0.value)) }, uniquingKeysWith: { first, _ in first })
    }

    static func object(_ properties: [String: Value], required: [String]) -> Value {
        [
            "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
            "additionalProperties": false,
        ]
    }

    static func string(_ description: String) -> Value { ["type": "string", "description": .string(description)] }

    static func integer(_ description: String, _ range: ClosedRange<Int>) -> Value {
        [
            "type": "integer", "description": .string(description), "minimum": .int(range.lowerBound),
            "maximum": .int(range.upperBound),
        ]
    }
}
