import BodySimulator
import Foundation
import MorselCore
import Testing

/// The estimate on a cohort of 200 simulated people (``BodySimulator``), held to floors a little
/// under what `morsel-bench expenditure` prints (seed 37; the estimator's constants were chosen
/// on seed 99), so a change that makes it worse fails. Issue 37 asks for a median of 100 and a
/// 90th percentile of 200 kcal after 21 days, and 100 kcal 21 days after a change: not reached
/// (117 / 310, and 112), and the first not reachable by any estimator on these weighings
/// (``ExpenditureStudy/bound(_:days:settle:after:change:)``: 109 / 242, and 92 knowing the
/// change's day), so the floors hold what is and how near the bound it is.
@Suite("Expenditure on a simulated cohort")
struct ExpenditureSimulationTests {
    static let cohort = Cohort.members(200)

    @Test(
        "after 21 days the estimate (in logged calories) is nearer the truth than the formula is to what the body burns"
    )
    func accuracy() {
        let figures = ExpenditureStudy.accuracy(Self.cohort)
        #expect(figures.estimate.median <= 125, "median \(figures.estimate.median)")
        #expect(figures.estimate.p90 <= 330, "p90 \(figures.estimate.p90)")
        #expect(figures.estimate.median < figures.formula.median, "formula median \(figures.formula.median)")
        #expect(figures.estimate.p90 < figures.formula.p90, "formula p90 \(figures.formula.p90)")
    }

    @Test("after a step of 300 kcal a day more activity, the estimate follows: 21 days on, it is near the new truth")
    func tracking() {
        let figures = ExpenditureStudy.tracking(Self.cohort)
        #expect(figures.errors.median <= 125, "median \(figures.errors.median)")
        #expect(figures.errors.p90 <= 260, "p90 \(figures.errors.p90)")
    }

    @Test(
        "bodies eating under what they burned adapt and burn less; reckoning with it brings the 21-day estimate nearer, and a change is followed as well"
    )
    func adaptation() {
        var unadapted = ExpenditureEstimator.Settings()
        unadapted.adaptationShare = 0
        let with = ExpenditureStudy.accuracy(Self.cohort)
        let without = ExpenditureStudy.accuracy(Self.cohort, settings: unadapted)
        #expect(
            with.estimate.median < without.estimate.median - 5,
            "\(with.estimate.median) against \(without.estimate.median)")
        #expect(with.estimate.p90 < without.estimate.p90 - 10, "\(with.estimate.p90) against \(without.estimate.p90)")
        let tracking = ExpenditureStudy.tracking(Self.cohort)
        #expect(tracking.errors.median <= ExpenditureStudy.tracking(Self.cohort, settings: unadapted).errors.median + 5)
    }

    @Test(
        "an estimator told everything but the level does better, as it must, and ours stays within 15 % of it at the median"
    )
    func nearTheBound() {
        let bound = ExpenditureStudy.bound(Self.cohort)
        let accuracy = ExpenditureStudy.accuracy(Self.cohort)
        #expect(bound.accuracy.median < accuracy.estimate.median)
        #expect(bound.accuracy.p90 < accuracy.estimate.p90)
        #expect(accuracy.estimate.median <= 1.15 * bound.accuracy.median, "bound \(bound.accuracy.median)")
        // The 21-day figure lies past what the weighings can tell.
        #expect(bound.accuracy.p90 > 200, "bound p90 \(bound.accuracy.p90)")
        let tracking = ExpenditureStudy.tracking(Self.cohort)
        #expect(bound.tracking.errors.median < tracking.errors.median)
        #expect(tracking.errors.median <= 1.3 * bound.tracking.errors.median)
    }
}

@Suite("Weekly check-ins on a simulated cohort")
struct SteeringSimulationTests {
    @Test(
        "followed for 12 weeks, the check-ins bring the median person within 0.1 kg a week of the chosen rate, under-reporters too"
    )
    func steering() {
        let figures = ExpenditureStudy.steering(ExpenditureSimulationTests.cohort)
        #expect(figures.errors.count == 200)
        #expect(figures.median <= 0.1, "median \(figures.median)")
        #expect(figures.p90 <= 0.25, "p90 \(figures.p90)")
        #expect(figures.median(underReportingAtLeast: 0.1) <= 0.1)
        // Losing, keeping and gaining each went the way chosen, at the median.
        let plans = ExpenditureStudy.plans
        for (index, plan) in plans.enumerated() {
            let lived = figures.lived.enumerated().filter { $0.offset % plans.count == index }.map(\.element)
            switch plan.direction {
            case .lose?: #expect(lived.quantile(0.5) < -0.2)
            case .gain?: #expect(lived.quantile(0.5) > 0.1)
            default: #expect(abs(lived.quantile(0.5)) < 0.1)
            }
        }
    }
}
