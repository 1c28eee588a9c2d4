import Foundation
import Logging
import MCP
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// Morsel for an assistant, over the Model Context Protocol: tools that log, look up and plan
/// for one person, each a thin call into the services the JSON API uses and answering with
/// the same JSON; resources (today, this week's plan, the grocery list); and two prompts.
/// One server per person and conversation (`morsel mcp --user`) or per request (`/mcp`),
/// so everything is scoped to that person exactly as the API is.
public enum MorselMCP {
    static let name = "morsel"
    static let version = "1.0"

    /// `morsel mcp`: serves `account` on standard input and output until the client closes
    /// them. Links start with MORSEL_PUBLIC_URL, else the address `morsel serve` would listen on.
    public static func serveStandardIO(account: Account, services: AppServices, logger: Logger) async throws {
        let configuration = services.configuration
        let site = configuration.siteAddress ?? "http://\(configuration.host):\(configuration.port)"
        let server = await server(
            for: CurrentUser(account, session: nil), services: services, site: site, logger: logger)
        try await server.start(transport: StdioTransport(logger: logger))
        await server.waitUntilCompleted()
    }

    /// A server for `user`, its handlers registered, not yet started. `site` starts the links
    /// it gives (`https://food.example.org`).
    static func server(for user: CurrentUser, services: AppServices, site: String, logger: Logger) async -> Server {
        let server = Server(
            name: name, version: version, title: "Morsel",
            instructions: """
                Morsel is \(user.username)'s meal tracker: log what they ate in plain words (log_meal), \
                see a day against their goals (day_totals), look foods up (search_foods, look_up_barcode), \
                plan the household's week (week_plan, search_recipes, plan_recipe, import_recipe) and \
                shop from its grocery list (grocery_list, add_to_grocery_list). Dates are yyyy-mm-dd.
                """,
            capabilities: .init(
                prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                tools: .init(listChanged: false)))
        let tools = MorselTools(user: user, services: services, site: site, logger: logger)
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: MorselTools.list) }
        await server.withMethodHandler(CallTool.self) { call in await tools.call(call.name, call.arguments ?? [:]) }
        await server.withMethodHandler(ListResources.self) { _ in ListResources.Result(resources: MorselTools.resources)
        }
        await server.withMethodHandler(ReadResource.self) { read in
            try await MorselTools.invalidParams { try await tools.read(read.uri) }
        }
        await server.withMethodHandler(ListPrompts.self) { _ in ListPrompts.Result(prompts: MorselTools.prompts) }
        await server.withMethodHandler(GetPrompt.self) { get in
            try await MorselTools.invalidParams { try await tools.prompt(get.name, get.arguments ?? [:]) }
        }
        return server
    }
}
