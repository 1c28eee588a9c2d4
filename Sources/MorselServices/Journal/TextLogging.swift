import Foundation
import MorselCore
import MorselData

/// Logs a meal said in words ("2 eggs and toast") through the measure parser and the matcher.
public struct TextLogging: Sendable {
    package let journals: Journals
    package let foods: FoodCatalog
    package let clock: AppClock

    public init(journals: Journals, foods: FoodCatalog, clock: AppClock) {
        self.journals = journals
        self.foods = foods
        self.clock = clock
    }

    /// A person's pick for one food of the meal, as sent back after a doubt: a food id with
    /// a number of one of its portions, or with grams.
    public struct Choice: Sendable, Hashable {
        public let line: Int
        public let foodID: String
        public let portion: String?
        public let quantity: Double?
        public let grams: Double?

        public init(line: Int, foodID: String, portion: String? = nil, quantity: Double? = nil, grams: Double? = nil) {
            (self.line, self.foodID, self.portion, self.quantity, self.grams) = (line, foodID, portion, quantity, grams)
        }

        /// Leave the food at `line` out of the meal.
        public static func leaveOut(line: Int) -> Choice { Choice(line: line, foodID: "") }

        public var isLeftOut: Bool { foodID.isEmpty }
    }

    /// The foods read from `text`, with `choices` applied (a food picked, or left out);
    /// refuses a choice that names no food or portion of it.
    public func read(_ text: String, choices: [Choice] = []) throws -> MealText {
        var picks: [MealText.Pick] = []
        for choice in choices {
            if choice.isLeftOut {
                picks.append(MealText.Pick(line: choice.line, choice: nil))
                continue
            }
            guard
                let picked = foods.eaten.choose(
                    foodID: choice.foodID, portion: choice.portion, quantity: choice.quantity, grams: choice.grams)
            else {
                let what =
                    choice.grams != nil
                    ? "\(choice.grams!) g"
                    : "\(Nutrition.format(amount: choice.quantity ?? 1)) × “\(choice.portion ?? FNDDSTable.usualPortion)”"
                throw DomainError.invalid(
                    "choices",
                    "Line \(choice.line) of the breakdown: no food “\(choice.foodID)” with a portion \(what); pick one of the candidates offered, or give grams (more than 0, at most 10 kg)."
                )
            }
            picks.append(MealText.Pick(line: choice.line, choice: picked))
        }
        do { return try MealText(text, resolver: foods.eaten, picks: picks) } catch { throw DomainError.invalid(error) }
    }

    /// The working, and the meal unless `dryRun`, in `category` or else the meal the words
    /// name ("for lunch I had …"). Dates are yyyy-mm-dd or dd/mm/yyyy (today
    /// when absent); without a time, a meal of today is logged now. A food that is not sure
    /// is refused with the choices weighed (``DomainError/unsure(_:)``), dry run or not, and
    /// nothing is logged: the person picks, and sends the picks as `choices`.
    public func log(
        _ text: String, choices: [Choice] = [], category: String?, date: String?, time: String?, dryRun: Bool,
        userID: UUID, timeZone: TimeZone
    ) async throws -> (parsed: MealText, meal: Meal?, warnings: [String]) {
        try await log(
            read(text, choices: choices), category: category, date: date, time: time, dryRun: dryRun, userID: userID,
            timeZone: timeZone)
    }

    /// The same for foods already read.
    public func log(
        _ parsed: MealText, category: String?, date: String?, time: String?, dryRun: Bool,
        userID: UUID, timeZone: TimeZone
    ) async throws -> (parsed: MealText, meal: Meal?, warnings: [String]) {
        try parsed.requireSure()
        let today = MealDate(clock.now(), in: timeZone)
        let day = try MealDate.read(date, field: "date") ?? today
        let now = day == today ? TimeOfDay(clock.now(), in: timeZone) : nil
        // A category chosen wins over one the words name ("for lunch I had …").
        let named =
            category.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? parsed.category?.rawValue
        var input = MealInput(parsed.meal(category: MealCategory(named ?? ""), date: day, time: now))
        if let time { input.time = .text(time) }
        let validated = try input.validated(today: today)
        guard !dryRun else { return (parsed, nil, validated.warnings) }
        return (parsed, try await journals.of(userID).create(validated.details), validated.warnings)
    }
}
