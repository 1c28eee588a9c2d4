import ArgumentParser
import Foundation
import Logging
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// Importing another app's export: the same file into several fresh accounts (each import a
/// first one), then again into each (every item found unchanged). Printed; nothing is asserted.
struct ImportBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "File import rate (items/s), first imports and repeats.")

    @Option(help: "sqlite:///abs/path.sqlite or postgres://user:pass@host/db (an empty database)") var databaseUrl:
        String
    @Option(help: "The export file.") var file: String
    @Option(help: "Which app made it: \(ImportSource.allCases.map(\.rawValue).joined(separator: ", ")).") var source:
        String
    @Option(help: "How many accounts to import it into.") var times = 20

    func run() async throws {
        guard let source = ImportSource(rawValue: source) else { throw ValidationError("Unknown source \(source).") }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("Cannot read \(file).")
        }
        var logger = Logger(label: "morsel-bench")
        logger.logLevel = .warning
        let services = try await MorselApp.services(
            AppConfiguration(databaseURL: databaseUrl, defaultTimeZone: "UTC", bcryptCost: 4), logger: logger)
        do {
            var accounts: [Account] = []
            for number in 1...times {
                accounts.append(
                    try await services.users.create(
                        username: "importer\(number)-\(UUID().uuidString.prefix(6))", password: "a long password",
                        isAdmin: false))
            }
            let today = MealDate(Date(), in: TimeZone(identifier: "UTC")!)
            for (label, expect) in [
                ("first import", \ImportReport.imported), ("again (unchanged)", \ImportReport.unchanged),
            ] {
                let clock = ContinuousClock()
                let start = clock.now
                var items = 0
                for account in accounts {
                    let report = try await services.fileImport.run(
                        source, data: data, ownerID: account.id, today: today, dryRun: false)
                    items += report[keyPath: expect]
                }
                let seconds =
                    Double((clock.now - start).components.attoseconds) / 1e18
                    + Double((clock.now - start).components.seconds)
                print(
                    "\(source.title) \(label): \(items) items in \(String(format: "%.2f", seconds)) s, \(String(format: "%.0f", Double(items) / seconds)) items/s (\(times) × \((file as NSString).lastPathComponent), \(data.count / 1024) KB)"
                )
            }
        } catch {
            await services.store.shutdown()
            throw error
        }
        await services.store.shutdown()
    }
}
