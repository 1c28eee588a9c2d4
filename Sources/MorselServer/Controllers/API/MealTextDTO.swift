import Foundation
import MorselCore
import MorselData
import MorselServices

/// What `POST /api/v1/meals/text` answers: the meal (null on a dry run or when unsure), each
/// food's best reading with its candidates, and the total the best readings make.
struct MealTextDTO: Encodable, Sendable {
    struct Line: Encodable, Sendable {
        let text: String
        /// The best reading's food; null when no food matches the words.
        @EncodedAsNull var food: EstimateDTO.FoodRef?
        @EncodedAsNull var grams: Double?
        /// How the grams were found: "1 medium = 480 g", "usual serving, 130 g", "weighed".
        @EncodedAsNull var note: String?
        /// The food's portion and how many of it, to send back as a choice; null when weighed.
        @EncodedAsNull var portion: String?
        @EncodedAsNull var quantity: Double?
        /// How sure the match is, 0–1; only sure foods are logged unasked.
        let confidence: Double
        /// Whether it would be logged unasked; when not, `reason` says why.
        let sure: Bool
        @EncodedAsNull var reason: String?
        @EncodedAsNull var calories: Int?
        @EncodedAsNull var protein: Double?
        @EncodedAsNull var fat: Double?
        @EncodedAsNull var carbs: Double?
        /// Whose figures: "USDA FNDDS 2021-2023" or "USDA FoodData Central (SR28)".
        @EncodedAsNull var source: String?
        /// The other foods weighed for it, best first.
        let alternatives: [UnsureFoodDTO.Candidate]

        init(_ food: EatenFoodResolver.Resolution) {
            let choice = food.choice
            let nutrition = choice?.nutrition
            text = food.said.text
            self.food = choice.map { EstimateDTO.FoodRef(id: $0.food.id, name: $0.food.name) }
            grams = choice.map { ($0.grams * 10).rounded() / 10 }
            note = choice?.working
            portion = choice?.portion
            quantity = choice?.quantity
            confidence = (food.confidence * 100).rounded() / 100
            sure = food.isSure
            reason = food.doubt
            (calories, protein, fat, carbs) = (
                nutrition?.calories, nutrition?.protein, nutrition?.fat, nutrition?.carbs
            )
            source = choice?.food.credit
            alternatives = food.alternatives.map { UnsureFoodDTO.Candidate(UnsureFood.Candidate($0)) }
        }
    }
    @EncodedAsNull var meal: MealDTO?
    let lines: [Line]
    /// The meal as the best readings make it (on a 422, as it would be if each were taken).
    let total: NutrientTotalsDTO
    /// The sources of the foods' figures, each once.
    let source: String
    /// The meal the words name ("for lunch I had …"), if any: the category used when none is given.
    @EncodedAsNull var category: String?

    init(_ parsed: MealText, meal: Meal?, warnings: [String] = [], version: APIVersion) {
        self.meal = meal.map { MealDTO($0, warnings: warnings, version: version) }
        lines = parsed.foods.map(Line.init)
        total = NutrientTotalsDTO(parsed.total)
        source = parsed.source
        category = parsed.category?.rawValue
    }
}

/// The 422 of `POST /api/v1/meals/text` when a food is not sure: a problem (RFC 9457) that
/// keeps the answer's own shape, so a client asks about the unsure lines only and keeps the rest.
struct UnsureMealTextDTO: Encodable, Sendable {
    let type = "about:blank"
    let title = "Unprocessable Content"
    let status = 422
    let detail: String
    @EncodedAsNull var meal: MealDTO?
    let lines: [MealTextDTO.Line]
    let total: NutrientTotalsDTO
    let source: String
    @EncodedAsNull var category: String?
    /// The lines to confirm, each with its candidates, to send back as `choices`.
    let unsure: [UnsureFoodDTO]

    init(_ parsed: MealText) {
        let answer = MealTextDTO(parsed, meal: nil, version: .latest)
        let unsure = parsed.unsure.map { UnsureFood($0.resolution, line: $0.line) }
        detail = DomainError.unsure(unsure).message + " Nothing was logged."
        (lines, total, source, category) = (answer.lines, answer.total, answer.source, answer.category)
        self.unsure = unsure.map(UnsureFoodDTO.init)
    }
}
