import ArgumentParser
import Foundation
import MorselCore
import MorselServer

/// `morsel log "2 eggs and toast" --meal breakfast --user NAME`: a meal said in words,
/// worked out food by food with the same parser and matcher as recipes, and logged.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log a meal said in words: \"2 eggs and toast\", \"150 g chicken breast, 1 cup rice\".",
        discussion: """
            Foods are split at commas, "+" and, after an amount, "and" or "with"; a food without \
            an amount is one of it. Each is matched against the USDA table and weighed; a food \
            that cannot be is named and nothing is logged.
            """)

    @Argument(help: "What was eaten.") var text: String
    @Option(name: .long, help: ArgumentHelp("Whose journal.", valueName: "name")) var user: String
    @Option(name: .long, help: ArgumentHelp("Breakfast, Lunch, Dinner, Snack or your own.", valueName: "category")) var meal: String?
    @Option(name: .long, help: ArgumentHelp("yyyy-mm-dd or dd/mm/yyyy; today when not given.", valueName: "date")) var date: String?
    @Option(name: .long, help: ArgumentHelp("HH:mm; now when not given and the date is today.", valueName: "time")) var time: String?
    @Flag(name: .long, help: "Show the working, log nothing.") var dryRun = false
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await database.withServices { services in
            guard let account = try await services.users.account(username: user) else {
                throw ValidationError("There is no user called \(user).")
            }
            let logged: (parsed: MealText, meal: Meal?, warnings: [String])
            do {
                logged = try await TextLogging(services: services).log(text, category: meal, date: date, time: time, dryRun: dryRun,
                                                                       userID: account.id, timeZone: account.timeZone)
            } catch let error as DomainError {
                throw ValidationError("Nothing logged. " + error.message)
            }
            for line in logged.parsed.estimate.lines {
                let grams = Nutrition.format(grams: line.grams ?? 0)
                print("  \(line.name): \(line.food?.name ?? "?"), \(grams) g, \(line.nutrition.calories) kcal")
            }
            let total = logged.parsed.estimate.total
            print("  Total: \(total.calories) kcal, protein \(Nutrition.format(grams: total.protein)) g, fat \(Nutrition.format(grams: total.fat)) g, carbs \(Nutrition.format(grams: total.carbs)) g")
            for warning in logged.warnings { print("  Note: \(warning)") }
            if let meal = logged.meal {
                let when = [meal.date.text, meal.time?.text].compactMap { $0 }.joined(separator: " ")
                print("Logged “\(meal.name)” for \(account.username) on \(when)\(meal.category.name.isEmpty ? "" : " (\(meal.category.name))").")
            } else {
                print("Dry run: nothing logged.")
            }
        }
    }
}
