import Foundation
import MorselCore

/// A meal as the API shows it.
struct MealDTO: Encodable, Sendable {
    let id: UUID
    let name: String
    let category: String
    let isStandardCategory: Bool
    let calories: Int
    let protein: Double
    let fat: Double
    let carbs: Double
    /// `dd/mm/yyyy`
    let date: String
    /// `HH:mm` or null
    @EncodedAsNull var time: String?
    let rating: Int
    let notes: String
    let favorite: Bool
    @EncodedAsNull var photoUrl: String?
    let createdAt: Date
    let updatedAt: Date
    /// Present on create and update responses: what was accepted but changed.
    let warnings: [String]?
    /// Present where one meal is answered (not in lists): what it knows beyond its macros,
    /// empty for a meal typed by hand.
    let nutrients: [NutrientAmountDTO]?
    /// Who the figures are from ("USDA FNDDS 2021-2023"); null for a meal typed by hand.
    @EncodedAsNull var source: String?

    /// One meal on its own, with its nutrients.
    init(_ meal: Meal, warnings: [String]? = nil) { self.init(meal, warnings: warnings, nutrients: true) }

    /// A meal in a list, without its nutrients.
    init(listed meal: Meal) { self.init(meal, warnings: nil, nutrients: false) }

    private init(_ meal: Meal, warnings: [String]?, nutrients: Bool) {
        id = meal.id
        name = meal.name
        category = meal.category.name
        isStandardCategory = meal.category.isStandard
        calories = meal.nutrition.calories
        protein = meal.nutrition.protein
        fat = meal.nutrition.fat
        carbs = meal.nutrition.carbs
        date = meal.date.text
        time = meal.time?.text
        rating = meal.rating
        notes = meal.details.notes
        favorite = meal.isFavorite
        photoUrl = meal.hasPhoto ? Route.API.photo.path(meal.id) : nil
        createdAt = meal.createdAt
        updatedAt = meal.updatedAt
        self.warnings = warnings
        self.nutrients = nutrients ? NutrientAmountDTO.list(meal.details.nutrients ?? NutrientTotals()) : nil
        source = meal.details.source
    }
}

/// The body of `POST /api/v1/meals` and `PATCH /api/v1/meals/{id}`. Numbers may come as
/// JSON numbers or as text; unknown keys are ignored; every field is optional here and
/// the domain decides what is required.
struct MealRequest: Decodable, Sendable {
    var fields: [String: InputValue] = [:]
    /// Keys sent as JSON null.
    var nulls: Set<String> = []
    /// Logging from a USDA food: its id and an amount ("150 g", "1 cup"), in place of the nutrition fields.
    var foodID: String?
    var amount: String?
    /// Set by ``withFood(from:)``: the food's nutrients for the amount.
    var nutrients: MealInput.KnownNutrients?

    static let keys = ["name", "category", "calories", "protein", "fat", "carbs", "date", "time", "rating", "notes"]

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        foodID = try? container.decodeIfPresent(String.self, forKey: Key(stringValue: "foodId"))
        if let text = try? container.decodeIfPresent(String.self, forKey: Key(stringValue: "amount")) {
            amount = text
        } else if let grams = try? container.decodeIfPresent(Double.self, forKey: Key(stringValue: "amount")) {
            amount = "\(grams) g"
        }
        for name in Self.keys {
            let key = Key(stringValue: name)
            guard container.contains(key) else { continue }
            if try container.decodeNil(forKey: key) {
                nulls.insert(name)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                fields[name] = .number(number)
            } else if let text = try? container.decode(String.self, forKey: key) {
                fields[name] = .text(text)
            } else {
                throw DomainError.invalid(name, "\(name) must be a string or a number.")
            }
        }
    }

    /// With `foodId` (a USDA food, or `product:` and a barcode): the food's nutrition for
    /// `amount` fills the nutrition fields not sent, and its name stands in when no name is sent.
    func withFood(from products: Products) async throws -> MealRequest {
        guard let foodID else { return self }
        guard let food = try await products.food(id: foodID) else { throw DomainError.invalid("foodId", "There is no food \(foodID).") }
        guard let amount, !amount.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw DomainError.invalid("amount", "Say how much of the food, such as “150 g”, “1 cup”, “2 large” or “1 serving”.")
        }
        let known = try products.foods.meal(of: food, amount: amount).known
        let nutrition = known.nutrition
        var request = self
        request.nutrients = known
        let values: [String: Double] = ["calories": Double(nutrition.calories), "protein": nutrition.protein, "fat": nutrition.fat, "carbs": nutrition.carbs]
        for (key, value) in values where request.fields[key] == nil { request.fields[key] = .number(value) }
        if request.fields["name"] == nil { request.fields["name"] = .text(food.name) }
        return request
    }

    /// Applies the request on top of `base`: sent fields replace, null clears, absent keeps.
    func applied(to base: MealInput) -> MealInput {
        var input = base
        func value(_ name: String, _ current: InputValue?) -> InputValue? {
            if let sent = fields[name] { return sent }
            if nulls.contains(name) { return name == "date" ? current : .text("") }
            return current
        }
        input.name = value("name", input.name)
        input.category = value("category", input.category)
        input.calories = value("calories", input.calories)
        input.protein = value("protein", input.protein)
        input.fat = value("fat", input.fat)
        input.carbs = value("carbs", input.carbs)
        input.date = value("date", input.date)
        input.time = value("time", input.time)
        input.rating = value("rating", input.rating)
        input.notes = value("notes", input.notes)
        if let nutrients { input.nutrients = nutrients }
        return input
    }
}

/// The body of `POST /api/v1/meals/{id}/relog` (optional) and `POST /api/v1/days/{date}/copy`.
struct CopyRequest: Decodable, Sendable {
    /// yyyy-mm-dd or dd/mm/yyyy: the day to log on (relog: today, now, when absent).
    let date: String?
    /// Copying a day: the day to copy to (today when absent), and only this meal slot when given.
    let to: String?
    let category: String?
}

/// The body of `POST /api/v1/meals/text`: a meal said in words.
struct MealTextRequest: Decodable, Sendable {
    let text: String
    let category: String?
    /// yyyy-mm-dd or dd/mm/yyyy; today when absent.
    let date: String?
    /// HH:mm; now when absent and the date is today.
    let time: String?
    /// Work it out, save nothing.
    let dryRun: Bool?
    /// Picks for foods that were not sure, as a 422's `unsure` offered them.
    let choices: [Choice]?

    struct Choice: Decodable, Sendable {
        /// The food's place in the meal (the `line` of the unsure food).
        let line: Int
        let foodId: String
        /// One of the food's portions ("medium", "cup"); its usual serving when absent.
        let portion: String?
        let quantity: Double?
        /// Weighed instead: grams of the food.
        let grams: Double?

        var value: TextLogging.Choice {
            TextLogging.Choice(line: line, foodID: foodId, portion: portion, quantity: quantity, grams: grams)
        }
    }
}

/// What `POST /api/v1/meals/text` answers: the meal (null on a dry run) and each food's working.
struct MealTextDTO: Encodable, Sendable {
    struct Line: Encodable, Sendable {
        let text: String
        let food: EstimateDTO.FoodRef?
        let grams: Double?
        /// How the grams were found: "1 medium = 480 g", "usual serving, 130 g", "weighed".
        let note: String
        /// The food's portion and how many of it, to send back as a choice; null when weighed.
        @EncodedAsNull var portion: String?
        @EncodedAsNull var quantity: Double?
        /// How sure the match is, 0–1; only sure foods are logged unasked.
        let confidence: Double
        let calories: Int
        let protein: Double
        let fat: Double
        let carbs: Double
        /// Whose figures: "USDA FNDDS 2021-2023" or "USDA FoodData Central (SR28)".
        let source: String
        /// The other foods weighed for it, best first.
        let alternatives: [UnsureFoodDTO.Candidate]
    }
    @EncodedAsNull var meal: MealDTO?
    let lines: [Line]
    let total: NutrientTotalsDTO
    /// The sources of the foods' figures, each once.
    let source: String

    init(_ parsed: MealText, meal: Meal?, warnings: [String] = []) {
        self.meal = meal.map { MealDTO($0, warnings: warnings) }
        lines = parsed.foods.map { food in
            let choice = food.choice!, nutrition = choice.nutrition
            return Line(text: food.said.text, food: EstimateDTO.FoodRef(id: choice.food.id, name: choice.food.name),
                        grams: (choice.grams * 10).rounded() / 10, note: choice.working, portion: choice.portion, quantity: choice.quantity,
                        confidence: (food.confidence * 100).rounded() / 100, calories: nutrition.calories,
                        protein: nutrition.protein, fat: nutrition.fat, carbs: nutrition.carbs, source: choice.food.credit,
                        alternatives: food.alternatives.map { UnsureFoodDTO.Candidate(UnsureFood.Candidate($0)) })
        }
        total = NutrientTotalsDTO(parsed.total)
        source = FoodSource.credits(parsed.foods.compactMap { $0.choice?.food })
    }
}

struct MealListDTO: Encodable, Sendable {
    let items: [MealDTO]
    let total: Int
}

struct FavoritesDTO: Encodable, Sendable {
    let items: [MealDTO]
}

struct CategoriesDTO: Encodable, Sendable {
    struct Section: Encodable, Sendable {
        let name: String
        let meals: [MealDTO]
    }
    let sections: [Section]
}

struct DayDTO: Encodable, Sendable {
    /// `yyyy-mm-dd`, as in the URL.
    let date: String
    let meals: [MealDTO]
    let totals: NutrientTotalsDTO
    /// Vitamins, minerals and the rest over the day's meals, each with how many meals knew it.
    let nutrients: [NutrientAmountDTO]
    let goals: Targets
    /// Goal minus eaten (negative when over); null where there is no goal.
    let remaining: Targets

    struct Targets: Encodable, Sendable {
        let calories: Double
        @EncodedAsNull var protein: Double?
        @EncodedAsNull var fat: Double?
        @EncodedAsNull var carbs: Double?
    }

    init(_ summary: DailySummary, goals: Goals) {
        date = summary.date.iso
        meals = summary.meals.map { MealDTO(listed: $0) }
        let t = summary.totals
        totals = NutrientTotalsDTO(t)
        nutrients = NutrientAmountDTO.list(summary.nutrients)
        self.goals = Targets(goals)
        func left(_ goal: Double?, _ eaten: Double) -> Double? { goal.map { (($0 - eaten) * 10).rounded() / 10 } }
        remaining = Targets(calories: Double(goals.dailyCalories - t.calories), protein: left(goals.protein, t.protein),
                            fat: left(goals.fat, t.fat), carbs: left(goals.carbs, t.carbs))
    }
}

extension DayDTO.Targets {
    /// The daily goals; null where there is none.
    init(_ goals: Goals) {
        self.init(calories: Double(goals.dailyCalories), protein: goals.protein, fat: goals.fat, carbs: goals.carbs)
    }
}

// MARK: JSON written directly (the hot routes); `JSONWriterTests` holds them to the encoder's bytes.

extension MealDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("calories", calories)
            json.field("carbs", carbs)
            json.field("category", category)
            json.field("createdAt", createdAt)
            json.field("date", date)
            json.field("fat", fat)
            json.field("favorite", favorite)
            json.field("id", id)
            json.field("isStandardCategory", isStandardCategory)
            json.field("name", name)
            json.field("notes", notes)
            json.field("nutrients", ifPresent: nutrients)
            json.field("photoUrl", orNull: photoUrl)
            json.field("protein", protein)
            json.field("rating", rating)
            json.field("source", orNull: source)
            json.field("time", orNull: time)
            json.field("updatedAt", updatedAt)
            json.field("warnings", ifPresent: warnings)
        }
    }
}

extension MealListDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("items", items)
            json.field("total", total)
        }
    }
}

extension DayDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("date", date)
            json.field("goals", goals)
            json.field("meals", meals)
            json.field("nutrients", nutrients)
            json.field("remaining", remaining)
            json.field("totals", totals)
        }
    }
}

extension NutrientTotalsDTO: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("calories", calories)
            json.field("carbs", carbs)
            json.field("fat", fat)
            json.field("protein", protein)
        }
    }
}

extension DayDTO.Targets: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("calories", calories)
            json.field("carbs", orNull: carbs)
            json.field("fat", orNull: fat)
            json.field("protein", orNull: protein)
        }
    }
}

/// A food of a meal in words that was not sure, in a 422's `unsure`: why, and the choices
/// weighed, each ready to send back as a choice (`line`, `foodId`, `portion`, `quantity`).
struct UnsureFoodDTO: Encodable, Sendable {
    struct Candidate: Encodable, Sendable {
        let foodId: String
        let name: String
        @EncodedAsNull var portion: String?
        @EncodedAsNull var quantity: Double?
        let grams: Double
        let calories: Int
        let working: String
        let source: String

        init(_ candidate: UnsureFood.Candidate) {
            (foodId, name, portion, quantity) = (candidate.foodID, candidate.name, candidate.portion, candidate.quantity)
            (grams, calories, working, source) = (candidate.grams, candidate.calories, candidate.working, candidate.credit)
        }
    }
    let line: Int
    let text: String
    let reason: String
    let candidates: [Candidate]

    init(_ food: UnsureFood) {
        line = food.line
        text = food.text
        reason = food.reason
        candidates = food.candidates.map(Candidate.init)
    }
}
