import Foundation

/// What a formula needs to guess a person's energy expenditure before their own log and
/// weighings can measure it: sex, year of birth, height and how active they are.
public struct BodyProfile: Hashable, Sendable {
    public enum Sex: String, Hashable, Sendable, CaseIterable {
        case female, male
    }

    /// The usual activity factors over resting energy (FAO/WHO/UNU 2004, as calculators use them).
    public enum Activity: String, Hashable, Sendable, CaseIterable {
        case sedentary, light, moderate, active
        case veryActive = "very-active"

        public var factor: Double {
            switch self {
            case .sedentary: 1.2
            case .light: 1.375
            case .moderate: 1.55
            case .active: 1.725
            case .veryActive: 1.9
            }
        }
    }

    public var sex: Sex
    public var birthYear: Int
    public var heightCentimetres: Double
    public var activity: Activity

    public init(sex: Sex, birthYear: Int, heightCentimetres: Double, activity: Activity) {
        (self.sex, self.birthYear, self.heightCentimetres, self.activity) = (
            sex, birthYear, heightCentimetres, activity
        )
    }

    public func age(on date: MealDate) -> Double { Double(date.year - birthYear) }

    /// Resting energy by Mifflin–St Jeor (Mifflin et al. 1990, Am J Clin Nutr 51:241), kcal a day.
    public func restingEnergy(kilograms: Double, on date: MealDate) -> Double {
        10 * kilograms + 6.25 * heightCentimetres - 5 * age(on: date) + (sex == .male ? 5 : -161)
    }

    /// The formula's expenditure: resting energy times the activity factor, kcal a day.
    public func formulaExpenditure(kilograms: Double, on date: MealDate) -> Double {
        restingEnergy(kilograms: kilograms, on: date) * activity.factor
    }

    /// Body fat as a share of weight, from BMI, age and sex (Deurenberg et al. 1991, Br J Nutr
    /// 65:105), held within 5–60 %: what splits a change in weight into fat and lean.
    public func fatShare(kilograms: Double, on date: MealDate) -> Double {
        let metres = heightCentimetres / 100
        let bmi = kilograms / (metres * metres)
        let percent = 1.2 * bmi + 0.23 * age(on: date) - 10.8 * (sex == .male ? 1 : 0) - 5.4
        return min(max(percent, 5), 60) / 100
    }
}
