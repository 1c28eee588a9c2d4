import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel export --user NAME --format json|csv`: one person's data, to standard output or a file.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Export one person's data: journal (photos included in JSON), favourites, settings and their recipes.",
        discussion: "JSON re-imports with `morsel import morsel FILE`; CSV is the journal for spreadsheets.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @Option(help: "The account to export.") var user: String
    @Option(help: "json or csv.") var format: Format = .json
    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.") var output: String?
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let data = try await database.withServices { services in
            guard let account = try await services.users.account(username: user) else {
                throw ValidationError("There is no user called \(user).")
            }
            let export = try await UserExport.make(
                for: account, journals: services.journals, catalog: services.recipes,
                savedMeals: services.savedMeals(of: account.id),
                weights: services.weights(of: account.id), clock: services.clock)
            return format == .json ? try export.json() : Data(export.csv().utf8)
        }
        if let output {
            try data.write(to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}
