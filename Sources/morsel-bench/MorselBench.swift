import ArgumentParser
import Foundation
import Logging
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel-bench`: benchmarks, run through `scripts/bench` (food reference, in process; file imports) and
/// `scripts/bench-http` (the server under wrk, on a database that `seed` fills).
@main
struct MorselBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Morsel's benchmarks: figures are printed, nothing is asserted.",
        subcommands: [
            FoodsBenchmark.self, WordsBenchmark.self, Seed.self, ImportBenchmark.self, JSONEncodingBenchmark.self,
            ExpenditureBenchmark.self,
        ], defaultSubcommand: FoodsBenchmark.self)
}

/// Fills a database (migrated first, starter recipes included) with synthetic people,
/// meals and recipes; see ``SyntheticData``.
struct Seed: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fill a database with synthetic people, meals and recipes.")

    @Option(help: "sqlite:///abs/path.sqlite or postgres://user:pass@host/db") var databaseUrl: String
    @Option(help: "How many people to add.") var users = 1000
    @Option(help: "Meals each person has, four a day back from today.") var mealsPerUser = 1000
    @Option(help: "How many recipes to add to the catalog.") var recipes = 10000

    func run() async throws {
        var logger = Logger(label: "morsel-bench")
        logger.logLevel = .warning
        // A low bcrypt cost: the people are made up, and adding a thousand of them should take seconds.
        let configuration = AppConfiguration(databaseURL: databaseUrl, defaultTimeZone: "UTC", bcryptCost: 4)
        let services = try await MorselApp.services(configuration, logger: logger)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try await services.syntheticData.seed(
                users: users, mealsPerUser: mealsPerUser, recipes: recipes,
                today: MealDate(Date(), in: TimeZone(identifier: "UTC")!)
            ) {
                print("  \($0) (\(clock.now - start))")
            }
        } catch {
            await services.store.shutdown()
            throw error
        }
        await services.store.shutdown()
    }
}
