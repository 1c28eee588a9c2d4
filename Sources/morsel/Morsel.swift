import ArgumentParser
import Foundation
import Logging
import MorselData
import MorselServer
import MorselServices

/// `morsel`: the meal journal's server and its administration commands.
@main
struct Morsel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Morsel, a self-hosted meal tracker.",
        subcommands: [
            Serve.self, Migrate.self, UserCommand.self, Demo.self, LogCommand.self, WeightCommand.self,
            CoachCommand.self,
            ImportCommand.self, FoodsCommand.self, RecipesCommand.self,
            BackupCommand.self, RestoreCommand.self, ExportCommand.self, MCPCommand.self,
        ],
        defaultSubcommand: Serve.self)
}

/// Where the data lives; every command that touches the database takes these.
struct DatabaseOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("Directory for the SQLite database (env MORSEL_DATA_DIR).", valueName: "dir"))
    var dataDir: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Database URL, overriding --data-dir: sqlite:///path/file.sqlite or postgres://user:pass@host/db (env MORSEL_DATABASE_URL).",
            valueName: "url"))
    var databaseUrl: String?

    /// The settings from these flags (and `host`/`port` for `serve`), the environment and the
    /// defaults, checked; a setting that cannot work stops the command with its reason.
    func configuration(host: String? = nil, port: Int? = nil) throws -> (AppConfiguration, logLevel: Logger.Level) {
        try AppConfiguration.read(
            flags: .init(host: host, port: port, dataDirectory: dataDir, databaseURL: databaseUrl),
            environment: ProcessInfo.processInfo.environment)
    }

    /// Opens and migrates the database alone (no starter recipes), runs `body`, and always closes it.
    func withStore<T>(_ body: (DatabaseStore) async throws -> T) async throws -> T {
        var logger = Logger(label: "morsel")
        logger.logLevel = .warning
        let store = try DatabaseStore(location: try configuration().0.databaseLocation(), logger: logger)
        do {
            try await store.open()
            let result = try await body(store)
            await store.shutdown()
            return result
        } catch {
            await store.shutdown()
            throw error
        }
    }

    /// Opens and migrates the database, runs `body`, and always closes it.
    func withServices<T>(_ body: (AppServices) async throws -> T) async throws -> T {
        var logger = Logger(label: "morsel")
        logger.logLevel = .warning // a command's own output is what matters, not the migrator's
        let services = try await MorselApp.services(try configuration().0, logger: logger)
        do {
            let result = try await body(services)
            await services.store.shutdown()
            return result
        } catch {
            await services.store.shutdown()
            throw error
        }
    }
}

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Create or update the database schema, then exit.")

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await database.withServices { _ in print("The database is up to date.") }
    }
}
