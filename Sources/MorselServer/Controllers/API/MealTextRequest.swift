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

extension MealTextRequest {
    /// What saying a meal came to: the meal logged (or only worked out, with `dryRun`), or
    /// the words read with a food not sure, nothing logged, for the person to pick.
    enum Outcome {
        case logged(parsed: MealText, meal: Meal?, warnings: [String])
        case unsure(MealText)
    }

    /// Reads the words with the choices sent, and logs them for `user` when every food is sure:
    /// the one way the API and an assistant (MCP `log_meal`) log a meal in words.
    func log(with logging: TextLogging, for user: CurrentUser) async throws -> Outcome {
        let parsed = try logging.read(text, choices: try (choices ?? []).map { try $0.value() })
        guard parsed.isSure else { return .unsure(parsed) }
        let logged = try await logging.log(
            parsed, category: category, date: date, time: time, dryRun: dryRun ?? false, userID: user.id,
            timeZone: user.timeZone)
        return .logged(parsed: logged.parsed, meal: logged.meal, warnings: logged.warnings)
    }
}
