import Foundation
import MorselCore
import MorselData
import MorselServices

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
        /// A candidate's food; absent when the food is left out.
        let foodId: String?
        /// Leave the food out of the meal.
        let skip: Bool?
        /// One of the food's portions ("medium", "cup"); its usual serving when absent.
        let portion: String?
        let quantity: Double?
        /// Weighed instead: grams of the food.
        let grams: Double?

        func value() throws -> TextLogging.Choice {
            if skip == true { return .leaveOut(line: line) }
            guard let foodId, !foodId.isEmpty else {
                throw DomainError.invalid(
                    "choices",
                    "Choice \(line) needs a foodId from the candidates offered, or \"skip\": true to leave the food out."
                )
            }
            return TextLogging.Choice(line: line, foodID: foodId, portion: portion, quantity: quantity, grams: grams)
        }
    }
}
