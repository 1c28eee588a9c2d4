import Foundation
import MorselCore

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
        source = parsed.source
    }
}
