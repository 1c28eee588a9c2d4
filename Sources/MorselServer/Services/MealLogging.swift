import Foundation
import MorselCore

/// Puts a recipe's servings or a planned item into a person's journal as a meal.
struct MealLogging: Sendable {
    let journals: Journals
    let recipes: RecipeRepository
    let households: Households
    let clock: AppClock

    /// Logs `servings` servings of a recipe in the person's journal, with the recipe's
    /// per-serving estimate times the servings. Date and time default to now; the date
    /// follows the journal's dd/mm/yyyy rule, with its warning.
    func logServing(of recipeID: UUID, servings: Double?, date: String?, time: String?, category: String?,
                    userID: UUID, timeZone: TimeZone) async throws -> (meal: Meal, warnings: [String]) {
        let eaten = servings ?? 1
        guard eaten > 0, eaten <= 50 else { throw DomainError.invalid("servings", "Servings eaten must be more than 0 and at most 50.") }
        let recipe = try await recipes.recipe(recipeID)
        let estimate = recipes.foods.estimate(of: recipe)
        let now = clock.now()
        let standard = MealCategory(recipe.fields.category).isStandard ? recipe.fields.category : ""
        let details = recipe.meal(servings: eaten, estimate: estimate, date: MealDate(now, in: timeZone),
                                  time: TimeOfDay(now, in: timeZone), category: MealCategory(category ?? standard))
        var input = MealInput(details)
        if let date { input.date = .text(date) }
        if let time { input.time = .text(time) }
        let validated = try input.validated(today: clock.today(in: timeZone))
        return (try await journals.of(userID).create(validated.details), validated.warnings)
    }

    /// Logs a planned item as a journal meal on its planned day, in its slot: a recipe's
    /// servings through ``logServing(of:servings:date:time:category:userID:timeZone:)``, a
    /// custom item with its own calories.
    func logPlanned(_ entryID: UUID, userID: UUID, householdID: UUID?, timeZone: TimeZone) async throws -> (meal: Meal, warnings: [String]) {
        let entry = try await households.plan(of: householdID).entry(entryID)
        let isToday = entry.date == clock.today(in: timeZone)
        let time = isToday ? TimeOfDay(clock.now(), in: timeZone).text : ""
        if let recipeID = entry.recipeID {
            return try await logServing(of: recipeID, servings: entry.servings, date: entry.date.text, time: time,
                                        category: entry.slot?.rawValue, userID: userID, timeZone: timeZone)
        }
        let input = MealInput(name: .text(entry.name), category: .text(entry.slot?.rawValue ?? ""), calories: .number(Double(entry.calories)),
                              date: .text(entry.date.text), time: .text(time), notes: .text("From the meal plan"))
        let validated = try input.validated(today: clock.today(in: timeZone))
        return (try await journals.of(userID).create(validated.details), validated.warnings)
    }
}

/// Copies what someone ate to another day: a whole day, or one meal slot of it ("yesterday's
/// breakfast"), at the meals' own times, photos included.
struct MealCopying: Sendable {
    let journal: MealRepository

    /// The copies; a day (or slot) with nothing in it is refused, saying so.
    func copy(_ date: MealDate, category: String?, to target: MealDate) async throws -> [Meal] {
        guard target != date else { throw DomainError.invalid("to", "Pick a day other than \(date.text) to copy to.") }
        var meals = try await journal.day(date).meals
        let slot = category.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : MealCategory($0) }
        if let slot { meals = meals.filter { $0.category.name.lowercased() == slot.name.lowercased() } }
        guard !meals.isEmpty else {
            let what = slot.map { "No \($0.name.lowercased()) is" } ?? "Nothing is"
            throw DomainError.invalid(slot == nil ? "date" : "category", "\(what) logged on \(date.text), so there is nothing to copy.")
        }
        return try await journal.copy(meals, to: .day(target))
    }
}

/// Logs a meal said in words ("2 eggs and toast") through the measure parser and the matcher.
public struct TextLogging: Sendable {
    let journals: Journals
    let foods: FoodCatalog
    let clock: AppClock

    public init(services: AppServices) {
        self.init(journals: services.journals, foods: services.foods, clock: services.clock)
    }

    init(journals: Journals, foods: FoodCatalog, clock: AppClock) {
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
    }

    /// The foods read from `text`, with `choices` applied; refuses one that matches nothing,
    /// and a choice that names no food or portion of it.
    public func read(_ text: String, choices: [Choice] = []) throws -> MealText {
        var picks: [MealText.Pick] = []
        for choice in choices {
            guard let picked = foods.eaten.choose(foodID: choice.foodID, portion: choice.portion, quantity: choice.quantity, grams: choice.grams) else {
                let what = choice.grams != nil ? "\(choice.grams!) g" : "\(Nutrition.format(amount: choice.quantity ?? 1)) × “\(choice.portion ?? FNDDSTable.usualPortion)”"
                throw DomainError.invalid("choices", "Line \(choice.line) of the breakdown: no food “\(choice.foodID)” with a portion \(what); pick one of the candidates offered, or give grams (more than 0, at most 10 kg).")
            }
            picks.append(MealText.Pick(line: choice.line, choice: picked))
        }
        do { return try MealText(text, resolver: foods.eaten, picks: picks) } catch { throw DomainError.invalid(error) }
    }

    /// The working, and the meal unless `dryRun`. Dates are yyyy-mm-dd or dd/mm/yyyy (today
    /// when absent); without a time, a meal of today is logged now. A food that is not sure
    /// is refused with the choices weighed (``DomainError/unsure(_:)``), dry run or not, and
    /// nothing is logged: the person picks, and sends the picks as `choices`.
    public func log(_ text: String, choices: [Choice] = [], category: String?, date: String?, time: String?, dryRun: Bool,
                    userID: UUID, timeZone: TimeZone) async throws -> (parsed: MealText, meal: Meal?, warnings: [String]) {
        try await log(read(text, choices: choices), category: category, date: date, time: time, dryRun: dryRun, userID: userID, timeZone: timeZone)
    }

    /// The same for foods already read.
    public func log(_ parsed: MealText, category: String?, date: String?, time: String?, dryRun: Bool,
                    userID: UUID, timeZone: TimeZone) async throws -> (parsed: MealText, meal: Meal?, warnings: [String]) {
        try parsed.requireSure()
        let today = MealDate(clock.now(), in: timeZone)
        let day = try MealDate.read(date, field: "date") ?? today
        let now = day == today ? TimeOfDay(clock.now(), in: timeZone) : nil
        var input = MealInput(parsed.meal(category: MealCategory(category ?? ""), date: day, time: now))
        if let time { input.time = .text(time) }
        let validated = try input.validated(today: today)
        guard !dryRun else { return (parsed, nil, validated.warnings) }
        return (parsed, try await journals.of(userID).create(validated.details), validated.warnings)
    }
}
