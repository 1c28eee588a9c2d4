import ArgumentParser
import Foundation
import Logging
import MorselData
import MorselServer
import MorselServices

/// `morsel mcp --user NAME`: Morsel as an MCP server on standard input and output, for an
/// assistant on this machine (Claude Desktop, an IDE, any MCP client that starts servers).
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract:
            "Serve one person's Morsel to an assistant over the Model Context Protocol (standard input and output).",
        discussion: """
            Give an MCP client this command, for example in Claude Desktop's configuration:
              {"mcpServers": {"morsel": {"command": "morsel", "args": ["mcp", "--user", "alice", "--data-dir", "/var/lib/morsel"]}}}
            Its tools log meals said in words, search foods, look up barcodes, show a day against \
            the goals, read and fill the household's week plan and grocery list, search recipes \
            and import one from its page. Messages go to standard error only.
            """)

    @Option(name: .long, help: ArgumentHelp("Whose Morsel the assistant uses.", valueName: "name")) var user: String
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await database.withServices { services in
            guard let account = try await services.users.account(username: user) else {
                throw ValidationError("There is no user called \(user).")
            }
            // Standard output is the protocol's: log to standard error only.
            var logger = Logger(label: "morsel-mcp") { StreamLogHandler.standardError(label: $0) }
            logger.logLevel = .warning
            try await MorselMCP.serveStandardIO(account: account, services: services, logger: logger)
        }
    }
}
