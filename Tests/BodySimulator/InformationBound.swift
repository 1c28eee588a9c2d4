import Foundation
import MorselCore

/// How well any estimator could do with the weighings a simulated person gives: the yardstick
/// beside issue 37's figures.
///
/// The estimator measured here is told everything but the one figure sought. It knows what
/// each day's food really held (in the person's logged calories), how their body stores a
/// kilogram (Forbes' split at their fat mass), the shape of their expenditure day by day, and
/// the exact law of the noise on the scale (the water swing's spread and persistence, the
/// scale's own 0.25 kg). Only the level of expenditure is unknown, and it reads that from the
/// slope of the weighings by generalised least squares (the best linear unbiased estimate for
/// that noise), then joins it to the formula's estimate, corrected by the cohort's own mean
/// and weighted by the cohort's own spread: the Bayes estimate when the errors are normal.
/// A real estimator knows less, so it cannot do better than this on the same people.
extension ExpenditureStudy {
    public struct Bound: Sendable {
        /// After `days` days from nothing: the formula's estimate joined to the weighings'.
        public let accuracy: Errors
        /// `after` days after a change of activity, knowing the day it came, the level before
        /// it exactly, and nothing of its size.
        public let tracking: Tracking
    }

    public static func bound(
        _ members: [Cohort.Member], days: Int = 21, settle: Int = 42, after: Int = 21, change: Double = 300
    ) -> Bound {
        // After `days` days: the weighings' measure and the formula's, per person.
        var measured: [(truth: Double, measure: Double, variance: Double, formula: Double)] = []
        for member in members {
            let record = SimulatedRecord(member, days: days) { person, _ in
                member.traits.intakeShare * person.maintenance
            }
            let last = days - 1
            guard let slope = slopeError(record, member, from: 0) else { continue }
            let truth = record.truth(at: last).logged
            measured.append(
                (
                    truth, truth - slope.error, slope.variance,
                    member.profile.formulaExpenditure(kilograms: record.days[last].kilograms, on: record.date(last))
                ))
        }
        // The formula, corrected by the cohort's mean share and weighted by its spread.
        let share = measured.map { $0.truth / $0.formula }.reduce(0, +) / Double(measured.count)
        let priorVariance =
            measured.map { pow(share * $0.formula - $0.truth, 2) }.reduce(0, +) / Double(measured.count)
        let accuracy = measured.map { person in
            let prior = share * person.formula
            let joined =
                (prior / priorVariance + person.measure / person.variance)
                / (1 / priorVariance + 1 / person.variance)
            return abs(joined - person.truth)
        }

        var tracking: [Double] = []
        for var member in members {
            (member.traits.activityChange, member.traits.activityChangeDay) = (change, settle)
            let record = SimulatedRecord(member, days: settle + after + 1) { person, _ in
                member.traits.intakeShare * person.maintenance
            }
            guard let slope = slopeError(record, member, from: settle) else { continue }
            tracking.append(abs(slope.error))
        }
        return Bound(
            accuracy: Errors(values: accuracy), tracking: Tracking(errors: Errors(values: tracking), after: after))
    }

    /// The error, in the person's logged kcal a day, of the expenditure read from the slope of
    /// their weighings since day `from` (before it, the level is known), and its variance.
    /// What the body really weighed is known, so the error is the slope of the noise alone.
    private static func slopeError(_ record: SimulatedRecord, _ member: Cohort.Member, from start: Int)
        -> (error: Double, variance: Double)?
    {
        let weighed = record.days.filter { $0.weighing != nil }
        guard weighed.filter({ $0.index > start }).count >= 2 else { return nil }
        let times = weighed.map { Double($0.index) }
        let noise = weighed.map { $0.weighing! - $0.kilograms }
        let spread = member.traits.waterSwing / 2
        let persistence = member.traits.waterPersistence
        let covariance = Matrix(size: times.count) { row, column in
            spread * spread * pow(persistence, abs(times[row] - times[column])) + (row == column ? 0.25 * 0.25 : 0)
        }
        // Columns: the weight where it starts, and the slope since `start`.
        let columns = [times.map { _ in 1.0 }, times.map { max($0 - Double(start), 0) }]
        guard let factor = covariance.cholesky() else { return nil }
        let whitened = columns.map(factor.solveLower)
        let whiteNoise = factor.solveLower(noise)
        func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map(*).reduce(0, +) }
        let (a, b, d) = (dot(whitened[0], whitened[0]), dot(whitened[0], whitened[1]), dot(whitened[1], whitened[1]))
        let determinant = a * d - b * b
        guard determinant > 0 else { return nil }
        let (y0, y1) = (dot(whitened[0], whiteNoise), dot(whitened[1], whiteNoise))
        let slope = (a * y1 - b * y0) / determinant
        let slopeVariance = a / determinant
        // A kilogram stored, by Forbes' split at this body's fat, in the person's logged calories.
        let fat = member.traits.kilograms * member.traits.fatShare
        let leanPerFat = 10.4 / fat
        let kcalPerKilogram =
            (9_441 + 1_816 * leanPerFat) / (1 + leanPerFat) * (1 - member.traits.underReporting)
        return (slope * kcalPerKilogram, slopeVariance * kcalPerKilogram * kcalPerKilogram)
    }
}

/// A small symmetric matrix, row by row, enough for a Cholesky factor and its solves.
private struct Matrix {
    let size: Int
    var values: [Double]

    init(size: Int, _ entry: (Int, Int) -> Double) {
        self.size = size
        values = (0..<size * size).map { entry($0 / size, $0 % size) }
    }

    subscript(row: Int, column: Int) -> Double {
        get { values[row * size + column] }
        set { values[row * size + column] = newValue }
    }

    /// L with L·Lᵀ = self; nil when not positive definite.
    func cholesky() -> Matrix? {
        var factor = Matrix(size: size) { _, _ in 0 }
        for row in 0..<size {
            for column in 0...row {
                var sum = self[row, column]
                for k in 0..<column { sum -= factor[row, k] * factor[column, k] }
                if row == column {
                    guard sum > 0 else { return nil }
                    factor[row, row] = sum.squareRoot()
                } else {
                    factor[row, column] = sum / factor[column, column]
                }
            }
        }
        return factor
    }

    /// x with L·x = b, for a lower-triangular L.
    func solveLower(_ b: [Double]) -> [Double] {
        var x = b
        for row in 0..<size {
            for k in 0..<row { x[row] -= self[row, k] * x[k] }
            x[row] /= self[row, row]
        }
        return x
    }
}
