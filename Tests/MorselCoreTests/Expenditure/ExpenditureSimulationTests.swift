import BodySimulator
import Foundation
import MorselCore
import Testing

/// The estimate on a cohort of 200 simulated people (``BodySimulator``), held to floors a little
/// under what `morsel-bench expenditure` prints (seed 37; the estimator's constants were chosen
/// on seed 99), so a change that makes it worse fails. Issue 37 asks for a median of 100 and a
/// 90th percentile of 200 kcal after 21 days, and 100 kcal 21 days after a change: not reached
/// yet (128 / 332, and 111), so the floors hold what is.
@Suite("Expenditure on a simulated cohort")
struct ExpenditureSimulationTests {
    static let cohort = Cohort.members(200)

    @Test(
        "after 21 days the estimate (in logged calories) is nearer the truth than the formula is to what the body burns"
    )
    func accuracy() {
        let figures = ExpenditureStudy.accuracy(Self.cohort)
        #expect(figures.estimate.median <= 140, "median \(figures.estimate.median)")
        #expect(figures.estimate.p90 <= 360, "p90 \(figures.estimate.p90)")
        #expect(figures.estimate.median < figures.formula.median, "formula median \(figures.formula.median)")
        #expect(figures.estimate.p90 < figures.formula.p90, "formula p90 \(figures.formula.p90)")
    }

    @Test("after a step of 300 kcal a day more activity, the estimate follows: 21 days on, it is near the new truth")
    func tracking() {
        let figures = ExpenditureStudy.tracking(Self.cohort)
        #expect(figures.errors.median <= 125, "median \(figures.errors.median)")
        #expect(figures.errors.p90 <= 260, "p90 \(figures.errors.p90)")
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
