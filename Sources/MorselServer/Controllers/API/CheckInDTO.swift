import Foundation
import MorselCore

/// A weekly check-in as answered: the estimate it was made from, the target it set with
/// protein, fat and carbs, why, and what the person made of it.
struct CheckInDTO: Encodable, Sendable {
    /// `yyyy-mm-dd`
    let date: String
    let expenditure: Int
    let low: Int
    let high: Int
    let basis: String
    let days: Int
    /// The trend weight that day, and the change aimed for a week, in the person's unit.
    let trendWeight: Double
    let weeklyChange: Double
    let target: Int
    let protein: Int
    let fat: Int
    let carbs: Int
    let previousTarget: Int
    let reason: String
    /// `pending`, `accepted` or `kept`.
    let decision: String

    init(_ checkIn: CheckIn, unit: WeightUnit) {
        date = checkIn.date.iso
        let estimate = ExpenditureDTO.Figures(checkIn.estimate)
        (expenditure, low, high, basis, days) = (
            estimate.kcal, estimate.low, estimate.high, estimate.basis, estimate.days
        )
        trendWeight = (unit.amount(ofKilograms: checkIn.estimate.trendWeight) * 10).rounded() / 10
        weeklyChange = (unit.amount(ofKilograms: checkIn.weeklyChange) * 100).rounded() / 100
        (target, protein, fat, carbs) = (checkIn.target, checkIn.protein, checkIn.fat, checkIn.carbs)
        previousTarget = checkIn.previousTarget
        reason = checkIn.reason
        decision = checkIn.decision.rawValue
    }
}
