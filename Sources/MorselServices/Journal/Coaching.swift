import Foundation
import MorselCore
import MorselData

/// A person's expenditure estimate and weekly check-ins, read from what they logged and
/// weighed. The check-in is made when it is first asked for on or after the person's check-in
/// day (a page, the API, the CLI, or the notification scheduler, whichever comes first), once:
/// the database keeps one a day.
public struct Coaching: Sendable {
    package let store: DatabaseStore
    package let journals: Journals
    package let clock: AppClock

    package init(store: DatabaseStore, journals: Journals, clock: AppClock) {
        (self.store, self.journals, self.clock) = (store, journals, clock)
    }

    /// How far back the estimate reads: a year (a longer gap restarts it anyway).
    public static let window = 365

    package func checkIns(of userID: UUID) -> CheckInRepository {
        CheckInRepository(store: store, ownerID: userID, clock: clock)
    }

    package func weights(of userID: UUID) -> WeightRepository {
        WeightRepository(store: store, ownerID: userID, clock: clock)
    }

    /// The estimate through a date, and the check-ins up to it.
    public struct Report: Sendable {
        public let date: MealDate
        public let goals: Goals
        public let run: ExpenditureEstimator.Run
        /// Logged kcal by day (days with meals), and the weighings, over the window.
        public let intake: [MealDate: Double]
        public let weighings: [WeightEntry]
        /// Newest first.
        public let checkIns: [CheckIn]

        /// The estimate on the date; nil before the first weighing.
        public var estimate: ExpenditureEstimate? { run.latest.flatMap { $0.date == date ? $0 : nil } }
        /// The check-in waiting for an answer: the latest, if it is pending.
        public var pending: CheckIn? { checkIns.first.flatMap { $0.decision == .pending ? $0 : nil } }
        /// Where today's calorie target came from (``CheckIn/source(of:accepted:)``).
        public var acceptedTarget: CheckIn? {
            CheckIn.source(of: goals, accepted: checkIns.first { $0.decision == .accepted })
        }
        /// What the estimate rests on, in a sentence, said plainly when it is little.
        public var status: String {
            guard let estimate else {
                return
                    "No weighing yet: weigh yourself and keep logging, and the estimate starts from the first weighing."
            }
            let start = date.adding(days: -27)
            let weighed = weighings.filter { $0.date >= start }.count
            let rests =
                "\(estimate.days) day\(estimate.days == 1 ? "" : "s") logged in full and \(weighed) weighing\(weighed == 1 ? "" : "s") in the last four weeks"
            switch estimate.basis {
            case .formula where goals.body.profile == nil:
                return
                    "Too little to measure yet (\(rests)): this is a starting guess; give your body details in Settings for the formula's."
            case .formula: return "Too little to measure yet (\(rests)): this is the formula's figure."
            case .blend: return "From \(rests), leaning on the formula until there are more."
            case .measured: return "Measured from \(rests)."
            }
        }

        /// The weighings asked about: far from the trend and not confirmed.
        public var doubtful: [WeightEntry] {
            let days = Set(run.doubtful)
            return weighings.filter { days.contains($0.date) }
        }
    }

    /// The estimate through `date` and the check-ins; on today (in the person's zone), this
    /// week's check-in is made if the plan steers, its day has come and it is not made yet.
    public func report(userID: UUID, goals: Goals, timeZone: TimeZone, on date: MealDate) async throws -> Report {
        let from = date.adding(days: -Self.window)
        let totals = try await journals.of(userID).dailyTotals(from: from, to: date)
        let intake = Dictionary(uniqueKeysWithValues: totals.map { ($0.date, Double($0.nutrition.calories)) })
        let weighings = try await weights(of: userID).entries(from: from, to: date)
        let estimator = ExpenditureEstimator(
            profile: goals.body.profile, confirmed: Set(weighings.filter(\.confirmed).map(\.date)))
        let run = estimator.run(
            intake: intake, weighings: Dictionary(uniqueKeysWithValues: weighings.map { ($0.date, $0.kilograms) }),
            through: date)
        let repository = checkIns(of: userID)
        var checkIns = try await repository.recent(through: date)
        let day = goals.plan.checkInDate(onOrBefore: date)
        if goals.plan.isSteering, date == clock.today(in: timeZone), checkIns.first.map({ $0.date < day }) ?? true,
            let made = Coach(profile: goals.body.profile, plan: goals.plan).checkIn(
                on: day, run: run, intake: intake, currentTarget: goals.dailyCalories, previous: checkIns.first)
        {
            checkIns.insert(try await repository.add(made).stored, at: 0)
        }
        return Report(
            date: date, goals: goals, run: run, intake: intake, weighings: weighings, checkIns: checkIns)
    }

    /// The latest check-in and the latest one taken.
    public struct Standing: Sendable {
        public var latest: CheckIn?
        public var accepted: CheckIn?
        /// The check-in waiting for an answer: the latest, if it is pending.
        public var pending: CheckIn? { latest.flatMap { $0.decision == .pending ? $0 : nil } }

        public init(latest: CheckIn? = nil, accepted: CheckIn? = nil) {
            (self.latest, self.accepted) = (latest, accepted)
        }
    }

    /// Where a person stands with their check-ins today, for Today and the notifications:
    /// nothing read unless the plan steers; this week's check-in made first when it is due and
    /// can be (a weighing on or before its day); else one or two small reads.
    public func standing(userID: UUID, goals: Goals, timeZone: TimeZone) async throws -> Standing {
        guard goals.plan.isSteering else { return Standing() }
        let repository = checkIns(of: userID)
        var latest = try await repository.latest()
        let today = clock.today(in: timeZone)
        let day = goals.plan.checkInDate(onOrBefore: today)
        if latest.map({ $0.date < day }) ?? true, try await weights(of: userID).hasEntry(onOrBefore: day) {
            latest = try await report(userID: userID, goals: goals, timeZone: timeZone, on: today).checkIns.first
        }
        let accepted = latest?.decision == .accepted ? latest : try await repository.latest(.accepted)
        return Standing(latest: latest, accepted: accepted)
    }

    /// Answers the pending check-in of `date`: accepted, its target and macros become the
    /// daily goals; kept, the person's own stay. Refused when it is not the latest, or answered.
    public func decide(_ date: MealDate, _ decision: CheckIn.Decision, userID: UUID, goals: Goals) async throws
        -> CheckIn
    {
        let repository = checkIns(of: userID)
        // Only the latest can be answered (one read); an older one was replaced.
        let latest = try await repository.latest()
        guard let checkIn = latest, checkIn.date == date else {
            guard let latest, try await repository.checkIn(on: date) != nil else { throw DomainError.notFound }
            throw DomainError.conflict("A newer check-in (\(latest.date.longLabel)) replaced this one.")
        }
        try await repository.decide(
            date, decision, goals: decision == .accepted ? checkIn.applied(to: goals) : nil)
        var answered = checkIn
        answered.decision = decision
        return answered
    }
}
