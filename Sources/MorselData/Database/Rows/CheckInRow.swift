import Foundation
import MorselCore

/// A row of `check_ins`: one person's weekly check-in, with the estimate it was made from.
package enum CheckInRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        /// ISO `yyyy-mm-dd`, so text order is date order; one a day at most.
        case date
        // The expenditure estimate that day.
        case kcal, low, high, basis, days
        case trendKilograms = "trend_kg"
        case formula
        case weeklyChange = "weekly_change"
        // The target it set.
        case target, protein, fat, carbs
        case previousTarget = "previous_target"
        case reason
        /// pending, accepted or kept.
        case decision
        case createdAt = "created_at"
        case decidedAt = "decided_at"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .kcal, .low, .high, .trendKilograms, .formula, .weeklyChange: .real
            case .days, .target, .protein, .fat, .carbs, .previousTarget: .integer
            case .date, .basis, .reason, .decision: .text
            case .createdAt, .decidedAt: .time
            }
        }

        package static let table = "check_ins"
        package static let list = columnList()
    }

    package static func values(of checkIn: CheckIn, userID: UUID, at now: Date) -> [Column: any Encodable & Sendable] {
        let estimate = checkIn.estimate
        return [
            .id: UUID(), .userID: userID, .date: checkIn.date.iso, .kcal: estimate.kcal, .low: estimate.low,
            .high: estimate.high, .basis: estimate.basis.rawValue, .days: estimate.days,
            .trendKilograms: estimate.trendWeight, .formula: estimate.formula, .weeklyChange: checkIn.weeklyChange,
            .target: checkIn.target, .protein: checkIn.protein, .fat: checkIn.fat, .carbs: checkIn.carbs,
            .previousTarget: checkIn.previousTarget, .reason: checkIn.reason, .decision: checkIn.decision.rawValue,
            .createdAt: now, .decidedAt: checkIn.decision == .pending ? nil : now,
        ]
    }

    package static func checkIn(_ row: Row) throws -> CheckIn {
        func text(_ column: Column) throws -> String { try row.string(column.rawValue) }
        func number(_ column: Column) throws -> Double { try row.double(column.rawValue) }
        func whole(_ column: Column) throws -> Int { try row.int(column.rawValue) }
        guard let date = MealDate(iso: try text(.date)) else {
            throw DatabaseError.damaged("check_ins.date holds “\(try text(.date))”")
        }
        let estimate = ExpenditureEstimate(
            date: date, kcal: try number(.kcal), low: try number(.low), high: try number(.high),
            days: try whole(.days), basis: ExpenditureEstimate.Basis(rawValue: try text(.basis)) ?? .formula,
            formula: try row.optional(Column.formula.rawValue, row.double), trendWeight: try number(.trendKilograms))
        return CheckIn(
            date: date, estimate: estimate, weeklyChange: try number(.weeklyChange), target: try whole(.target),
            protein: try whole(.protein), fat: try whole(.fat), carbs: try whole(.carbs),
            previousTarget: try whole(.previousTarget), reason: try text(.reason),
            decision: CheckIn.Decision(rawValue: try text(.decision)) ?? .pending)
    }
}
