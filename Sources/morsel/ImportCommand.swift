import ArgumentParser
import Foundation
import MorselCore
import MorselServer

/// `morsel import themealdb FILE...`: TheMealDB payloads into the shared catalog.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import recipes into the catalog, or a person's export.", subcommands: [TheMealDB.self, MorselExport.self])

    /// `morsel import morsel FILE [--user NAME]`: a JSON export back into an account, without duplicates.
    struct MorselExport: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "morsel",
            abstract: "Import a JSON export (from `morsel export` or GET /api/v1/export) into an account; what is already there is skipped.")

        @Argument(help: "The JSON export.") var file: String
        @Option(help: "The account to import into (default: the export's username).") var user: String?
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("Cannot read \(file).") }
            let export: UserExport
            do { export = try UserExport.read(data) } catch let error as DomainError { throw ValidationError("\(file): \(error.message)") }
            let username = user ?? export.username
            try await database.withServices { services in
                guard let account = try await services.users.account(username: username) else {
                    throw ValidationError("There is no user called \(username); add them first with `morsel user add \(username)`.")
                }
                let summary: UserExport.ImportSummary
                do { summary = try await export.importing(into: account, users: services.users, journals: services.journals, catalog: services.recipes) } catch let error as DomainError {
                    throw ValidationError(error.message)
                }
                print("Imported into \(account.username): \(summary.mealsAdded) meals added (\(summary.mealsSkipped) already there), "
                      + "\(summary.recipesAdded) recipes added (\(summary.recipesSkipped) already there), \(summary.favoritesAdded) favourites.")
            }
        }
    }

    struct TheMealDB: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "themealdb",
            abstract: "Import TheMealDB payloads ({\"meals\": [...]}); meals already imported are updated, bad records skipped.")

        @Argument(help: "One or more JSON files saved from TheMealDB's API.") var files: [String]
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            var batches: [(file: String, entries: [MealDBPayload.Entry])] = []
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { throw ValidationError("Cannot read \(file).") }
                do {
                    batches.append((file, try MealDBPayload.parse(data)))
                } catch {
                    throw ValidationError("\(file) is not a TheMealDB payload: \(error.message)")
                }
            }
            let total = batches.reduce(0) { $0 + $1.entries.count }
            var summary = RecipeRepository.ImportSummary()
            var done = 0
            let progress = ProgressBar(total: total)
            try await database.withServices { services in
                for batch in batches {
                    // A few meals at a time, so the bar moves and each step is one short transaction.
                    for chunk in stride(from: 0, to: batch.entries.count, by: 10).map({ Array(batch.entries[$0..<min($0 + 10, batch.entries.count)]) }) {
                        summary.add(try await services.recipes.importDrafts(chunk, mayUpdate: true), from: batch.file)
                        done += chunk.count
                        progress.show(done)
                    }
                }
            }
            progress.finish()
            for error in summary.errors { FileHandle.standardError.write(Data("skipped \(error.message)\n".utf8)) }
            print("\(summary.imported) imported, \(summary.updated) updated, \(summary.unchanged) unchanged, \(summary.skipped) skipped (\(total) meals in \(files.count) file\(files.count == 1 ? "" : "s")).")
        }
    }
}

/// A one-line progress bar on standard error, drawn only on a terminal.
final class ProgressBar {
    let total: Int
    let isTerminal = isatty(STDERR_FILENO) == 1

    init(total: Int) { self.total = total }

    func show(_ done: Int) {
        guard isTerminal, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
