import Foundation

/// Measures a person's energy expenditure from what they log and what they weigh, as
/// MacroFactor's published method does: what was eaten, minus what the change in stored
/// energy says was not burned. It runs as a Kalman filter over days, with two unknowns, the
/// true weight and the expenditure:
///
/// - each night, the weight moves by (logged intake − expenditure) / ρ, ρ being the energy a
///   kilogram of this body holds (``EnergyDensity``); a day not logged, or plainly not logged
///   in full (under 60 % of the person's usual), says nothing of the expenditure and is left
///   out, never counted as zero;
/// - each weighing says where the weight is, give or take a day's water and gut (about ±1 kg);
/// - the expenditure drifts a little from day to day, so a change in activity shows within
///   weeks;
/// - a sustained change of intake moves it too, by adaptive thermogenesis (Hall's share and
///   time), worked out from the intakes logged: eating 700 kcal under it for three weeks, a
///   body burns about 75 kcal less, which the estimate would otherwise learn late.
///
/// It starts from the formula's figure (``BodyProfile/formulaExpenditure(kilograms:on:)``),
/// held loosely, and moves toward the measured one as days accumulate: the range narrows, and
/// the basis goes from `formula` through `blend` to `measured`. A weighing far from where the
/// weight must be (7.8 for 78) is asked about and moves nothing until confirmed. Three weeks
/// with neither a weighing nor a logged day start it afresh.
///
/// Because intake is what was logged, the expenditure is in logged calories too: a person
/// who logs 10 % short is told 10 % less, and a target set from it is met by logging the same
/// way (the method measures the log, not the plate).
public struct ExpenditureEstimator: Sendable {
    public var profile: BodyProfile?
    /// Weighings the person confirmed after being asked: taken however far from the trend.
    public var confirmed: Set<MealDate>
    public var settings: Settings

    /// The filter's constants, each a measured or chosen figure.
    public struct Settings: Sendable {
        /// A weighing's spread around the true weight, from water, gut and scale, kg.
        public var weighingSpread = 0.9
        /// How far the expenditure may drift in a day, kcal (a random walk).
        public var dailyDrift = 25.0
        /// How far a logged day's intake may be from what was eaten, beyond a steady
        /// under-reporting, kcal.
        public var loggingSpread = 250.0
        /// What a day not logged may have held, around the expenditure, kcal.
        public var unloggedSpread = 700.0
        /// How wrong the formula is for one person, as a share (10–15 % in validation studies).
        public var formulaSpread = 0.13
        /// How much less people log than they eat, typically, as a share: the formula's figure
        /// is of what the body burns, the estimate's of what the log shows, so the start is
        /// the formula's less this.
        public var loggingShortfall = 0.1
        /// Without a body profile: the figure to start from, and how loosely it is held.
        public var startWithoutProfile = 2_000.0
        public var spreadWithoutProfile = 600.0
        /// A logged day under this share of the person's usual is taken as not logged in full.
        public var completeShare = 0.6
        /// A weighing further than this from where the weight must be, in spreads, and at
        /// least ``farKilograms`` away, is asked about.
        public var farSpreads = 5.0
        public var farKilograms = 2.5
        /// Days with neither a weighing nor a logged day after which it starts afresh.
        public var restartGap = 21
        /// Adaptive thermogenesis: the body burns this share of a sustained change of intake
        /// (from what it burned before the change), reached over about ``adaptationDays``
        /// (Hall et al. 2011, Lancet 378:826: β_AT = 0.14, τ_AT = 14 days). A body that adapts
        /// otherwise shows in the daily drift.
        public var adaptationShare = 0.14
        public var adaptationDays = 14.0

        public init() {}
    }

    public init(profile: BodyProfile?, confirmed: Set<MealDate> = [], settings: Settings = Settings()) {
        (self.profile, self.confirmed, self.settings) = (profile, confirmed, settings)
    }

    /// The estimates, one a day from the first weighing through `end`, and the weighings
    /// asked about.
    public struct Run: Sendable {
        public var estimates: [ExpenditureEstimate] = []
        /// Weighings too far from the trend to take until the person confirms them.
        public var doubtful: [MealDate] = []

        public var latest: ExpenditureEstimate? { estimates.last }
    }

    /// Runs the filter over logged energy (kcal by day, days with meals only) and weighings
    /// (kg by day) through `end`.
    public func run(intake: [MealDate: Double], weighings: [MealDate: Double], through end: MealDate) -> Run {
        var run = Run()
        guard let first = weighings.keys.filter({ $0 <= end }).min() else { return run }
        var filter: Filter?
        var recent: [Double] = [] // complete days logged, newest last, for "usual" intake
        var completeDays: [MealDate] = []
        var lastSeen = first
        var day = first
        while day <= end {
            let weighing = weighings[day]
            let logged = intake[day]
            if weighing != nil || logged != nil {
                if lastSeen.days(to: day) > settings.restartGap { filter = nil }
                lastSeen = day
            }
            // The morning's weighing.
            if let weighing {
                if var current = filter {
                    if !current.observe(weighing, confirmed: confirmed.contains(day), settings: settings) {
                        run.doubtful.append(day)
                    }
                    filter = current
                } else {
                    filter = Filter(weight: weighing, prior: prior(kilograms: weighing, on: day), settings: settings)
                }
            }
            guard var current = filter else {
                day = day.adding(days: 1)
                continue
            }
            // The day's intake, if it was logged in full, moves tomorrow's weight.
            var complete: Double?
            if let logged, logged > 0 {
                let usual = recent.count >= 5 ? Self.median(recent) : nil
                if usual.map({ logged >= settings.completeShare * $0 }) ?? (logged >= 800) {
                    complete = logged
                    recent.append(logged)
                    if recent.count > 28 { recent.removeFirst() }
                    completeDays.append(day)
                }
            }
            let start = day.adding(days: -27)
            while let oldest = completeDays.first, oldest < start { completeDays.removeFirst() }
            run.estimates.append(estimate(current, on: day, days: completeDays.count))
            current.advance(intake: complete, density: density(kilograms: current.weight, on: day), settings: settings)
            filter = current
            day = day.adding(days: 1)
        }
        return run
    }

    /// The figure to start from and its spread: the formula's at this weight, or a loose guess.
    private func prior(kilograms: Double, on date: MealDate) -> (kcal: Double, spread: Double) {
        guard let profile else { return (settings.startWithoutProfile, settings.spreadWithoutProfile) }
        let formula = profile.formulaExpenditure(kilograms: kilograms, on: date)
        return (formula * (1 - settings.loggingShortfall), formula * settings.formulaSpread)
    }

    /// The energy a kilogram of this body holds, kcal (``EnergyDensity``).
    func density(kilograms: Double, on date: MealDate) -> Double {
        guard let profile else { return EnergyDensity.unknownBody }
        return EnergyDensity.perKilogram(fatMass: kilograms * profile.fatShare(kilograms: kilograms, on: date))
    }

    private func estimate(_ filter: Filter, on date: MealDate, days: Int) -> ExpenditureEstimate {
        let spread = filter.expenditureVariance.squareRoot()
        let priorSpread = prior(kilograms: filter.weight, on: date).spread
        // How much of the start it still leans on: the share of its spread left.
        let leaning = spread / priorSpread
        let basis: ExpenditureEstimate.Basis = leaning > 0.85 ? .formula : leaning < 0.45 ? .measured : .blend
        return ExpenditureEstimate(
            date: date, kcal: filter.burned, low: filter.burned - 1.96 * spread,
            high: filter.burned + 1.96 * spread, days: days, basis: basis,
            formula: profile?.formulaExpenditure(kilograms: filter.weight, on: date), trendWeight: filter.weight)
    }

    static func median(_ values: some Collection<Double>) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The two unknowns (weight, expenditure) and how sure of them it is.
    struct Filter: Sendable {
        var weight: Double
        var expenditure: Double
        /// The covariance: of weight, between them, of expenditure.
        var ww: Double
        var we: Double
        var ee: Double

        var expenditureVariance: Double { ee }
        /// The adaptation so far, kcal: worked out from the intakes logged against the
        /// expenditure, as a known input, not a third unknown.
        var adaptation = 0.0
        /// What the body burns today: the expenditure before adaptation, and the adaptation.
        var burned: Double { expenditure + adaptation }

        init(weight: Double, prior: (kcal: Double, spread: Double), settings: Settings) {
            self.weight = weight
            expenditure = prior.kcal
            ww = settings.weighingSpread * settings.weighingSpread
            we = 0
            ee = prior.spread * prior.spread
        }

        /// Overnight: the weight moves by what was eaten less what was burned; without a
        /// complete log, by an unknown amount around nothing.
        mutating func advance(intake: Double?, density: Double, settings: Settings) {
            let drift = settings.dailyDrift * settings.dailyDrift
            if let intake {
                let k = 1 / density
                weight += (intake - expenditure - adaptation) * k
                adaptation +=
                    (settings.adaptationShare * (intake - expenditure) - adaptation) / settings.adaptationDays
                // P' = F P Fᵀ + Q with F = [[1, −k], [0, 1]].
                let spread = settings.loggingSpread * k
                ww = ww - 2 * k * we + k * k * ee + spread * spread
                we = we - k * ee
                ee += drift
            } else {
                let spread = settings.unloggedSpread / density
                ww += spread * spread
                ee += drift
            }
        }

        /// A weighing: taken, unless it is far from where the weight must be and not
        /// confirmed (then false, and nothing moves). A confirmed far weighing is taken as a
        /// real change of weight, not of expenditure.
        mutating func observe(_ kilograms: Double, confirmed: Bool, settings: Settings) -> Bool {
            let r = settings.weighingSpread * settings.weighingSpread
            let innovation = kilograms - weight
            let far = abs(innovation) > max(settings.farKilograms, settings.farSpreads * (ww + r).squareRoot())
            if far {
                guard confirmed else { return false }
                ww += innovation * innovation
            }
            let s = ww + r
            let (kw, ke) = (ww / s, we / s)
            weight += kw * innovation
            expenditure += ke * innovation
            // P = (I − K H) P, H = [1, 0].
            (ww, we, ee) = ((1 - kw) * ww, (1 - kw) * we, ee - ke * we)
            return true
        }
    }
}
