import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel log "a turkey sandwich and a medium latte" --meal lunch --user NAME`: a meal said
/// in words, read as foods as eaten, worked out food by food, and logged; a food Morsel is
/// unsure of is listed with its candidates, to pick with `--pick`.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract:
            "Log a meal said in words: \"a turkey sandwich and a medium latte\", \"150 g salmon, a cup of rice\".",
        discussion: """
            Foods are split at commas and "+", and at "and", "with", "&" or "over" unless the \
            words name one dish ("mac and cheese", "a ham & cheese hot pocket"). Each is matched \
            against USDA's foods as eaten (FNDDS) and weighed by its named portions; a food said \
            without an amount is its usual serving. A food Morsel is unsure of is listed with its \
            candidates and nothing is logged: run again with --pick "LINE=FOOD_ID|PORTION|QUANTITY" \
            or --pick "LINE=FOOD_ID|GRAMSg", as the candidates show (LINE counts the foods from 0).
            """)

    @Argument(help: "What was eaten.") var text: String
    @Option(name: .long, help: ArgumentHelp("Whose journal.", valueName: "name")) var user: String
    @Option(name: .long, help: ArgumentHelp("Breakfast, Lunch, Dinner, Snack or your own.", valueName: "category"))
    var meal: String?
    @Option(name: .long, help: ArgumentHelp("yyyy-mm-dd or dd/mm/yyyy; today when not given.", valueName: "date"))
    var date: String?
    @Option(name: .long, help: ArgumentHelp("HH:mm; now when not given and the date is today.", valueName: "time"))
    var time: String?
    @Flag(name: .long, help: "Show the working, log nothing.") var dryRun = false
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A pick for an unsure food: \"LINE=FOOD_ID|PORTION|QUANTITY\", \"LINE=FOOD_ID|150g\" or \"LINE=skip\".",
            valueName: "pick")) var pick: [String] = []
    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        try await database.withServices { services in
            guard let account = try await services.users.account(username: user) else {
                throw ValidationError("There is no user called \(user).")
            }
            let logging = services.textLogging
            let logged: (parsed: MealText, meal: Meal?, warnings: [String])
            do {
                let parsed = try logging.read(text, choices: try pick.map(Self.choice))
                guard parsed.isSure else {
                    // The whole reading, so only the unsure lines need a pick.
                    for (line, food) in parsed.foods.enumerated() where food.isSure {
                        guard let choice = food.choice else { continue }
                        print(
                            "  \(food.said.text): \(choice.food.name), \(choice.working), \(choice.nutrition.calories) kcal (line \(line), sure)"
                        )
                    }
                    print("  Total taking each best reading: \(parsed.total.calories) kcal")
                    for (line, resolution) in parsed.unsure {
                        let food = UnsureFood(resolution, line: line)
                        print("Not sure of “\(food.text)” (line \(food.line)): \(food.reason). Candidates:")
                        for candidate in food.candidates {
                            // A portion's name may hold commas ("cup, NFS"); an amount no portion names goes as grams.
                            let portion =
                                candidate.portion.map {
                                    "|\($0)" + (candidate.quantity.map { "|" + Nutrition.format(amount: $0) } ?? "")
                                }
                                ?? "|\(Nutrition.format(grams: candidate.grams))g"
                            print(
                                "  \(candidate.name): \(candidate.working), \(candidate.calories) kcal   --pick \"\(food.line)=\(candidate.foodID)\(portion)\""
                            )
                        }
                    }
                    throw ValidationError(
                        "Nothing logged. Pick a candidate for each food not sure with --pick (or --pick \"LINE=skip\" to leave it out), or say it another way."
                    )
                }
                logged = try await logging.log(
                    parsed, category: meal, date: date, time: time, dryRun: dryRun,
                    userID: account.id, timeZone: account.timeZone)
            } catch let error as DomainError {
                throw ValidationError("Nothing logged. " + error.message)
            }
            for food in logged.parsed.foods {
                guard let choice = food.choice else { continue }
                print("  \(food.said.text): \(choice.food.name), \(choice.working), \(choice.nutrition.calories) kcal")
            }
            let total = logged.parsed.total
            print(
                "  Total: \(total.calories) kcal, protein \(Nutrition.format(grams: total.protein)) g, fat \(Nutrition.format(grams: total.fat)) g, carbs \(Nutrition.format(grams: total.carbs)) g"
            )
            for warning in logged.warnings { print("  Note: \(warning)") }
            if let meal = logged.meal {
                let when = [meal.date.text, meal.time?.text].compactMap { $0 }.joined(separator: " ")
                print(
                    "Logged “\(meal.name)” for \(account.username) on \(when)\(meal.category.name.isEmpty ? "" : " (\(meal.category.name))")."
                )
            } else {
                print("Dry run: nothing logged.")
            }
            print("Figures: \(logged.parsed.source).")
        }
    }

    /// "1=fndds:92101900|medium|2" or "0=fndds:26137120|150g".
    static func choice(_ pick: String) throws -> TextLogging.Choice {
        let parts = pick.split(separator: "=", maxSplits: 1).map(String.init)
        let fields =
            parts.count == 2
            ? parts[1].split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            } : []
        if parts.count == 2, parts[1].trimmingCharacters(in: .whitespaces) == "skip", let line = Int(parts[0]) {
            return .leaveOut(line: line)
        }
        guard let line = Int(parts[0]), let foodID = fields.first, !foodID.isEmpty, fields.count <= 3 else {
            throw ValidationError(
                "A pick is \"LINE=FOOD_ID|PORTION|QUANTITY\" or \"LINE=FOOD_ID|GRAMSg\", such as \"0=fndds:92101900|medium\"."
            )
        }
        if fields.count == 2, fields[1].hasSuffix("g"), let grams = Double(fields[1].dropLast()) {
            return TextLogging.Choice(line: line, foodID: foodID, grams: grams)
        }
        let quantity = fields.count > 2 ? Double(fields[2]) : nil
        guard fields.count < 3 || quantity != nil else {
            throw ValidationError("“\(fields[2])” in \(pick) is no quantity.")
        }
        return TextLogging.Choice(
            line: line, foodID: foodID, portion: fields.count > 1 && !fields[1].isEmpty ? fields[1] : nil,
            quantity: quantity)
    }
}
