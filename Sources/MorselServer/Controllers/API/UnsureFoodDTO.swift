import Foundation
import MorselCore
import MorselData
import MorselServices

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
            (foodId, name, portion, quantity) = (
                candidate.foodID, candidate.name, candidate.portion, candidate.quantity
            )
            (grams, calories, working, source) = (
                candidate.grams, candidate.calories, candidate.working, candidate.credit
            )
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
