import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel import themealdb|morsel|url|mealie|tandoor|paprika|myfitnesspal|cronometer …`:
/// TheMealDB payloads into the shared catalog, a person's export back into an account, recipes
/// from their web pages, and other apps' exports into a person's recipes or journal.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import recipes from web pages or other apps, diaries from trackers, a person's export, or TheMealDB payloads.",
        subcommands: [
            WebPage.self, Mealie.self, Tandoor.self, Paprika.self, MyFitnessPal.self, Cronometer.self,
            MorselExport.self, TheMealDB.self,
        ])

    /// What every import of another app's files takes.
    struct AppFileOptions: ParsableArguments {
        @Argument(help: "One or more export files.") var files: [String]
        @Option(help: "The account whose recipes or journal they go into.") var user: String
        @Flag(help: "Read the files and say what would happen; save nothing.") var dryRun = false
        @Option(
            help: ArgumentHelp(
                "What a weight log without units is in (MyFitnessPal's Measurement-Summary): kg or lb; the person's setting by default.",
                valueName: "unit"))
        var weightUnit: String?
        @OptionGroup var database: DatabaseOptions
    }

    struct Mealie: AppFileCommand {
        static let source = ImportSource.mealie
        static let configuration = AppFile.configuration(source)
        @OptionGroup var options: AppFileOptions
    }

    struct Tandoor: AppFileCommand {
        static let source = ImportSource.tandoor
        static let configuration = AppFile.configuration(source)
        @OptionGroup var options: AppFileOptions
    }

    struct Paprika: AppFileCommand {
        static let source = ImportSource.paprika
        static let configuration = AppFile.configuration(source)
        @OptionGroup var options: AppFileOptions
    }

    struct MyFitnessPal: AppFileCommand {
        static let source = ImportSource.myfitnesspal
        static let configuration = AppFile.configuration(source)
        @OptionGroup var options: AppFileOptions
    }

    struct Cronometer: AppFileCommand {
        static let source = ImportSource.cronometer
        static let configuration = AppFile.configuration(source)
        @OptionGroup var options: AppFileOptions
    }

    /// `morsel import morsel FILE [--user NAME]`: a JSON export back into an account, without duplicates.
    struct MorselExport: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "morsel",
            abstract:
                "Import a JSON export (from `morsel export` or GET /api/v1/export) into an account; what is already there is skipped."
        )

        @Argument(help: "The JSON export.") var file: String
        @Option(help: "The account to import into (default: the export's username).") var user: String?
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ValidationError("Cannot read \(file).")
            }
            let export: UserExport
            do { export = try UserExport.read(data) } catch let error as DomainError {
                throw ValidationError("\(file): \(error.message)")
            }
            let username = user ?? export.username
            try await database.withServices { services in
                guard let account = try await services.users.account(username: username) else {
                    throw ValidationError(
                        "There is no user called \(username); add them first with `morsel user add \(username)`.")
                }
                let summary: UserExport.ImportSummary
                do {
                    summary = try await export.importing(
                        into: account, users: services.users, journals: services.journals, catalog: services.recipes,
                        savedMeals: services.savedMeals(of: account.id),
                        weights: services.weights(of: account.id))
                } catch let error as DomainError {
                    throw ValidationError(error.message)
                }
                print(
                    "Imported into \(account.username): \(summary.mealsAdded) meals added (\(summary.mealsSkipped) already there), "
                        + "\(summary.recipesAdded) recipes added (\(summary.recipesSkipped) already there), \(summary.favoritesAdded) favourites, "
                        + "\(summary.savedMealsAdded) saved meals, \(summary.weightsAdded) weighings, "
                        + "\(summary.checkInsAdded) check-ins.")
            }
        }
    }

    /// `morsel import url URL... --user NAME [--dry-run]`: recipes from their web pages.
    struct WebPage: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "url",
            abstract:
                "Import recipes from their web pages (their schema.org data) as a person's own; a page imported before is updated."
        )

        @Argument(help: "One or more recipe page addresses.") var urls: [String]
        @Option(help: "The account whose recipes they become.") var user: String
        @Flag(help: "Show what each page holds; save nothing.") var dryRun = false
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            var added = 0
            var updated = 0
            var failed: [(String, String)] = []
            let progress = ProgressBar(total: urls.count)
            try await database.withServices { services in
                guard let account = try await services.users.account(username: user) else {
                    throw ValidationError(
                        "There is no user called \(user); add them first with `morsel user add \(user)`.")
                }
                for (index, url) in urls.enumerated() {
                    do {
                        let outcome = try await services.recipeURLImport.run(url, ownerID: account.id, dryRun: dryRun)
                        if outcome.updated { updated += 1 } else { added += 1 }
                        if dryRun {
                            progress.clear()
                            print(Self.describe(outcome, url: url))
                        }
                    } catch let error as DomainError {
                        failed.append((url, error.message))
                    }
                    progress.show(index + 1)
                }
            }
            progress.finish()
            for (url, message) in failed { FileHandle.standardError.write(Data("skipped \(url): \(message)\n".utf8)) }
            let verbs = dryRun ? ("would be added", "would be updated") : ("added", "updated")
            print(
                "\(added) \(verbs.0), \(updated) \(verbs.1), \(failed.count) skipped (\(urls.count) page\(urls.count == 1 ? "" : "s"))."
            )
            if !failed.isEmpty && added + updated == 0 { throw ExitCode.failure }
        }

        /// A page's recipe as a dry run shows it: name, source, servings, lines and steps.
        static func describe(_ outcome: RecipeURLImport.Outcome, url: String) -> String {
            let fields = outcome.fields
            var lines = [
                "\(fields.name)" + (outcome.siteName.map { " (\($0))" } ?? ""), "  from \(fields.sourceURL ?? url)",
                "  serves \(fields.servings)" + (fields.cookMinutes.map { ", \($0) min" } ?? ""),
            ]
            lines += fields.lines.map { "  - " + [$0.measure, $0.name].filter { !$0.isEmpty }.joined(separator: " ") }
            lines += outcome.page.steps.enumerated().map { "  \($0.offset + 1). \($0.element.text)" }
            return lines.joined(separator: "\n")
        }
    }

    struct TheMealDB: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "themealdb",
            abstract:
                "Import TheMealDB payloads ({\"meals\": [...]}); meals already imported are updated, bad records skipped."
        )

        @Argument(help: "One or more JSON files saved from TheMealDB's API.") var files: [String]
        @OptionGroup var database: DatabaseOptions

        func run() async throws {
            var batches: [(file: String, entries: [MealDBPayload.Entry])] = []
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw ValidationError("Cannot read \(file).")
                }
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
                    for chunk in stride(from: 0, to: batch.entries.count, by: 10).map({
                        Array(batch.entries[$0..<min($0 + 10, batch.entries.count)])
                    }) {
                        summary.add(try await services.recipes.importDrafts(chunk, mayUpdate: true), from: batch.file)
                        done += chunk.count
                        progress.show(done)
                    }
                }
            }
            progress.finish()
            for error in summary.errors { FileHandle.standardError.write(Data("skipped \(error.message)\n".utf8)) }
            print(
                "\(summary.imported) imported, \(summary.updated) updated, \(summary.unchanged) unchanged, \(summary.skipped) skipped (\(total) meals in \(files.count) file\(files.count == 1 ? "" : "s"))."
            )
        }
    }
}

/// `morsel import SOURCE FILE... --user NAME [--dry-run]` for one of the other apps.
protocol AppFileCommand: AsyncParsableCommand {
    static var source: ImportSource { get }
    var options: ImportCommand.AppFileOptions { get }
}

enum AppFile {
    static func configuration(_ source: ImportSource) -> CommandConfiguration {
        let what =
            [.myfitnesspal, .cronometer].contains(source)
            ? "diary into a person's journal" : "recipes as a person's own"
        return CommandConfiguration(
            commandName: source.rawValue,
            abstract:
                "Import \(source.title)'s \(what): \(source.fileDescription). Importing a file again adds nothing twice."
        )
    }
}

extension AppFileCommand {
    func run() async throws {
        let options = self.options
        var refused = 0
        try await options.database.withServices { services in
            guard let account = try await services.users.account(username: options.user) else {
                throw ValidationError(
                    "There is no user called \(options.user); add them first with `morsel user add \(options.user)`.")
            }
            let today = MealDate(services.clock.now(), in: account.timeZone)
            var weightUnit = account.goals.weightUnit
            if let text = options.weightUnit {
                guard let unit = WeightUnit(text: text) else {
                    throw ValidationError("--weight-unit is “\(text)”; use kg or lb.")
                }
                weightUnit = unit
            }
            for file in options.files {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("\(file): cannot be read\n".utf8))
                    refused += 1
                    continue
                }
                var bar: ProgressBar?
                do {
                    let report = try await services.fileImport.run(
                        Self.source, data: data, ownerID: account.id, today: today, dryRun: options.dryRun,
                        weightUnit: weightUnit
                    ) { done, total in
                        if bar == nil { bar = ProgressBar(total: total) }
                        bar?.show(done)
                    }
                    bar?.finish()
                    for item in report.skipped {
                        if case .skipped(let reason) = item.outcome {
                            FileHandle.standardError.write(Data("skipped \(item.name): \(reason)\n".utf8))
                        }
                    }
                    print("\(file): \(report.summary)\(options.dryRun ? " (dry run: nothing saved)" : "").")
                } catch let error as DomainError {
                    bar?.finish()
                    FileHandle.standardError.write(Data("\(file): \(error.message)\n".utf8))
                    refused += 1
                }
            }
        }
        if refused > 0 { throw ExitCode.failure }
    }
}
