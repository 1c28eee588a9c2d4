/// A food of a meal in words that Morsel will not log unasked: why, and the choices it
/// weighed, each complete enough to send back as a pick (food id, portion, quantity) and to
/// show (name, grams, kcal).
public struct UnsureFood: Sendable, Hashable {
    public struct Candidate: Sendable, Hashable {
        public let foodID: String
        public let name: String
        /// The food's portion ("medium", "cup", "Quantity not specified"); nil when weighed.
        public let portion: String?
        public let quantity: Double?
        public let grams: Double
        public let calories: Int
        /// How the grams were found: "1 medium = 480 g".
        public let working: String
        /// Whose figures: "USDA FNDDS 2021-2023".
        public let credit: String

        public init(_ choice: EatenFoodResolver.Choice) {
            foodID = choice.food.id
            name = choice.food.name
            portion = choice.portion
            quantity = choice.quantity
            grams = (choice.grams * 10).rounded() / 10
            calories = choice.nutrition.calories
            working = choice.working
            credit = choice.food.credit
        }
    }

    /// The food's place in the meal (0 for the first), as a pick names it.
    public let line: Int
    public let text: String
    public let reason: String
    public let candidates: [Candidate]

    public init(_ resolution: EatenFoodResolver.Resolution, line: Int = 0) {
        self.line = line
        text = resolution.said.text
        reason = resolution.doubt ?? "it is not sure"
        candidates = resolution.candidates.map(Candidate.init)
    }

    /// In words: “Not sure of “a bowl of stuff” (no food has “stuff” in its name); it could be:
    /// Stuffing, bread (1 cup, 200 kcal); ….”
    public var message: String {
        if candidates.isEmpty, reason == EatenFoodResolver.noMatch {
            return "No food matches “\(text)”; name it another way, or log it by hand."
        }
        let options = candidates.map { "\($0.name) (\($0.working), \($0.calories.grouped) kcal)" }
        let choices =
            options.isEmpty
            ? "name it another way, or give its weight." : "it could be: " + options.joined(separator: "; ") + "."
        return "Not sure of “\(text)” (\(reason)); \(choices)"
    }
}
