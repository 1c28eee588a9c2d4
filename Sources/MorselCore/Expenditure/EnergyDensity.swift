import Foundation

/// The energy a kilogram of body weight stores or gives up, which depends on what the change
/// is made of. By Forbes' law in Hall's form (Hall 2007, Am J Clin Nutr 86:1040; Forbes 1987),
/// the lean share of a change is p = C / (C + F), with C = 10.4 kg and F the fat mass: a lean
/// person loses more lean tissue per kilogram, so each kilogram holds less energy. Fat holds
/// 9,441 kcal/kg (39.5 MJ), lean tissue with its water 1,816 kcal/kg (7.6 MJ) (Hall 2008,
/// Int J Obes 32:573).
public enum EnergyDensity {
    public static let fat = 9_441.0
    public static let lean = 1_816.0
    public static let forbesC = 10.4
    /// The round figure used when nothing is known of the body (3,500 kcal a pound).
    public static let unknownBody = 7_700.0

    /// The lean share of a change in weight at `fatMass` kilograms of fat.
    public static func leanShare(fatMass: Double) -> Double { forbesC / (forbesC + max(fatMass, 0.5)) }

    /// kcal per kilogram of weight gained or lost at `fatMass` kilograms of fat.
    public static func perKilogram(fatMass: Double) -> Double {
        let p = leanShare(fatMass: fatMass)
        return p * lean + (1 - p) * fat
    }
}
