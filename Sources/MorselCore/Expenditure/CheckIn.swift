import Foundation

/// A weekly check-in: the expenditure estimate on the day, the calorie target it leads to
/// with protein, fat and carbs, why it changed, and what the person made of it.
public struct CheckIn: Hashable, Sendable {
    public enum Decision: String, Hashable, Sendable, CaseIterable {
        /// Not yet answered: the target in force is still the person's own.
        case pending
        /// Taken: it became the daily goals.
        case accepted
        /// The person kept their own target.
        case kept
    }

    public let date: MealDate
    public let estimate: ExpenditureEstimate
    /// The weight change aimed for, kg a week (negative to lose).
    public let weeklyChange: Double
    public let target: Int
    public let protein: Int
    public let fat: Int
    public let carbs: Int
    /// The daily calorie goal before this check-in.
    public let previousTarget: Int
    /// Why the target is what it is, in a sentence or three.
    public let reason: String
    public var decision: Decision

    public init(
        date: MealDate, estimate: ExpenditureEstimate, weeklyChange: Double, target: Int, protein: Int, fat: Int,
        carbs: Int, previousTarget: Int, reason: String, decision: Decision = .pending
    ) {
        (self.date, self.estimate, self.weeklyChange, self.target) = (date, estimate, weeklyChange, target)
        (self.protein, self.fat, self.carbs, self.previousTarget) = (protein, fat, carbs, previousTarget)
        (self.reason, self.decision) = (reason, decision)
    }

    /// `accepted`/`accept` or `kept`/`keep`, as a form, the API or an assistant sends it.
    public static func answer(_ text: String?) throws -> Decision {
        switch text?.trimmingCharacters(in: .whitespaces).lowercased() {
        case "accepted", "accept": .accepted
        case "kept", "keep": .kept
        default: throw DomainError.invalid("decision", "decision must be accepted or kept.")
        }
    }

    /// The check-in today's calorie target came from: the latest one taken, while the plan
    /// steers and the target is still the one it set; nil when the target is the person's own.
    public static func source(of goals: Goals, accepted: CheckIn?) -> CheckIn? {
        guard goals.plan.isSteering, let accepted, accepted.target == goals.dailyCalories else { return nil }
        return accepted
    }

    /// What answering it did, in a sentence: the new target, or the person's own kept.
    public func answer(ownTarget: Int) -> String {
        decision == .accepted
            ? "Your target is now \(target.grouped) kcal a day, with protein \(protein) g, fat \(fat) g and carbs \(carbs) g."
            : "You kept your own target of \(ownTarget.grouped) kcal."
    }

    /// The goals with this check-in's target, protein, fat and carbs taken.
    public func applied(to goals: Goals) -> Goals {
        var result = goals
        result.dailyCalories = target
        (result.protein, result.fat, result.carbs) = (Double(protein), Double(fat), Double(carbs))
        return result
    }
}
