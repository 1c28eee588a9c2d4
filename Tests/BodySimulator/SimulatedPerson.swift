import Foundation

/// A person in a simulation: a body that stores and burns energy by a published model, who
/// eats, logs what they eat (short, and not every day) and weighs themselves (through a day's
/// water, and not every day). The truth it knows is what an estimate of expenditure is
/// measured against.
///
/// The body is Hall's two-compartment model (Hall 2008, Int J Obes 32:573; Chow & Hall 2008,
/// PLoS Comput Biol 4:e1000045; the NIH Body Weight Planner's core, Hall et al. 2011, Lancet
/// 378:826): fat F and lean L; a change of energy balance splits by Forbes' law (lean tissue
/// changes C/F kg for each kg of fat, C = 10.4 kg), fat holding 9,441 kcal/kg and lean 1,816 kcal/kg; resting energy
/// K + 22 L + 3.2 F kcal a day; the thermic effect of food 10 % of intake; activity
/// proportional to body weight; and adaptive thermogenesis, 14 % of the change in intake from
/// where the body was steady, reached over about two weeks.
public struct SimulatedPerson: Sendable {
    public struct Traits: Sendable {
        public var male: Bool
        public var age: Double
        public var heightCentimetres: Double
        public var kilograms: Double
        public var fatShare: Double
        /// Physical activity level: expenditure over resting energy at the start.
        public var activityLevel: Double
        /// How far this body's resting energy is from the formula's, as a share (people differ by ±5–10 %).
        public var restingOffset: Double
        /// The daily intake as a share of what keeps the weight steady at the start (0.75: a deficit).
        public var intakeShare: Double
        /// Logging: the share left out of every logged day, days not logged, days logged in part.
        public var underReporting: Double
        public var unloggedDays: Double
        public var halfLoggedDays: Double
        /// Weighing: days skipped, and the size of a day's water and gut swings, kg.
        public var skippedWeighings: Double
        public var waterSwing: Double
        /// How much of yesterday's water swing is left today (0: each day's is its own).
        public var waterPersistence = 0.5
        /// A change of activity partway through, kcal a day, and the day it starts.
        public var activityChange: Double
        public var activityChangeDay: Int

        public init(
            male: Bool, age: Double, heightCentimetres: Double, kilograms: Double, fatShare: Double,
            activityLevel: Double, restingOffset: Double = 0, intakeShare: Double = 1, underReporting: Double = 0,
            unloggedDays: Double = 0, halfLoggedDays: Double = 0, skippedWeighings: Double = 0, waterSwing: Double = 1,
            activityChange: Double = 0, activityChangeDay: Int = .max
        ) {
            (self.male, self.age, self.heightCentimetres, self.kilograms, self.fatShare) = (
                male, age, heightCentimetres, kilograms, fatShare
            )
            (self.activityLevel, self.restingOffset, self.intakeShare) = (activityLevel, restingOffset, intakeShare)
            (self.underReporting, self.unloggedDays, self.halfLoggedDays) = (
                underReporting, unloggedDays, halfLoggedDays
            )
            (self.skippedWeighings, self.waterSwing) = (skippedWeighings, waterSwing)
            (self.activityChange, self.activityChangeDay) = (activityChange, activityChangeDay)
        }
    }

    /// One simulated day: what the person logged and weighed, and the truth.
    public struct Day: Sendable {
        public let index: Int
        /// What they logged, kcal; nil on a day not logged.
        public let logged: Double?
        /// The morning's weighing, kg; nil when skipped.
        public let weighing: Double?
        public let eaten: Double
        /// What the body burned, kcal.
        public let expenditure: Double
        /// The same in the calories this person logs: what, logged their way, keeps them steady.
        public let loggedExpenditure: Double
        public let kilograms: Double
    }

    public let traits: Traits
    public private(set) var fat: Double
    public private(set) var lean: Double
    private var random: SplitMix64
    private let restingConstant: Double
    private let activityPerKilogram: Double
    private let steadyIntake: Double
    private var adaptation = 0.0
    private var water = 0.0
    private var day = 0

    public init(_ traits: Traits, seed: UInt64) {
        self.traits = traits
        random = SplitMix64(seed: seed)
        fat = traits.kilograms * traits.fatShare
        lean = traits.kilograms - fat
        // Resting energy starts at Mifflin–St Jeor's, off by this body's own share.
        let mifflin =
            10 * traits.kilograms + 6.25 * traits.heightCentimetres - 5 * traits.age + (traits.male ? 5 : -161)
        let resting = mifflin * (1 + traits.restingOffset)
        restingConstant = resting - 22 * lean - 3.2 * fat
        // Steady at the start: intake = resting + 10 % of intake + activity.
        steadyIntake = resting * traits.activityLevel
        activityPerKilogram = (steadyIntake * 0.9 - resting) / traits.kilograms
    }

    public var kilograms: Double { fat + lean }

    /// What this body burns today eating `intake`: resting, food's thermic effect, activity,
    /// and the adaptation so far.
    public func expenditure(eating intake: Double) -> Double {
        let resting = restingConstant + 22 * lean + 3.2 * fat
        let change = day >= traits.activityChangeDay ? traits.activityChange : 0
        return resting + 0.1 * intake + activityPerKilogram * kilograms + change + adaptation
    }

    /// The intake that keeps the weight steady at the start, kcal.
    public var maintenance: Double { steadyIntake }

    /// Lives one day eating `planned` kcal (give or take a day's appetite), and says what was logged and weighed.
    public mutating func live(eating planned: Double) -> Day { live { _ in planned } }

    /// Lives one day, choosing what to eat once the morning's weighing (nil when skipped) is in.
    public mutating func live(eating plan: (_ weighing: Double?) -> Double) -> Day {
        let morningWater = water
        let weighing =
            random.uniform() < traits.skippedWeighings ? nil : kilograms + morningWater + random.normal() * 0.25
        let planned = plan(weighing)
        let eaten = max(planned * (1 + 0.12 * random.normal()), 300)
        let burned = expenditure(eating: eaten)
        // In the calories this person logs: steady when the log shows this.
        let loggedBurn = burned * (1 - traits.underReporting)
        var logged: Double? = eaten * (1 - traits.underReporting) * (1 + 0.04 * random.normal())
        if random.uniform() < traits.unloggedDays {
            logged = nil
        } else if random.uniform() < traits.halfLoggedDays {
            logged = logged.map { $0 * (0.3 + 0.3 * random.uniform()) }
        }
        let record = Day(
            index: day, logged: logged, weighing: weighing, eaten: eaten, expenditure: burned,
            loggedExpenditure: loggedBurn, kilograms: kilograms)
        // Overnight: the imbalance is stored or drawn by Forbes' split.
        // Forbes: lean changes C/F kilograms for each kilogram of fat, so the imbalance is
        // ρF·dF + ρL·(C/F)·dF.
        let imbalance = eaten - burned
        let leanPerFat = 10.4 / fat
        let fatChange = imbalance / (9_441 + 1_816 * leanPerFat)
        fat += fatChange
        lean += leanPerFat * fatChange
        // Adaptive thermogenesis follows the change in intake from steady, over ~14 days.
        adaptation += (0.14 * (eaten - steadyIntake) - adaptation) / 14
        // Water and gut: swings that last a few days, about ±waterSwing kg.
        // The swing's spread stays waterSwing / 2 whatever its persistence: ±waterSwing is two spreads.
        let persistence = traits.waterPersistence
        water =
            persistence * water + random.normal() * traits.waterSwing * 0.5
            * (1 - persistence * persistence).squareRoot()
        day += 1
        return record
    }
}

/// A small seeded generator, so a simulated cohort is the same on every run.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// In [0, 1).
    public mutating func uniform() -> Double { Double(next() >> 11) / Double(1 << 53) }

    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * uniform()
    }

    /// Standard normal, by Box–Muller.
    public mutating func normal() -> Double {
        let u = max(uniform(), 1e-12)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * uniform())
    }
}
