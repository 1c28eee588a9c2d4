import Foundation

/// What a person has told of their body, each part optional: the formula needs all four
/// (``profile``), and without them the estimate starts from a guess and measures all the same.
public struct BodyDetails: Hashable, Sendable {
    public var sex: BodyProfile.Sex?
    public var birthYear: Int?
    public var heightCentimetres: Double?
    public var activity: BodyProfile.Activity?

    public init(
        sex: BodyProfile.Sex? = nil, birthYear: Int? = nil, heightCentimetres: Double? = nil,
        activity: BodyProfile.Activity? = nil
    ) {
        (self.sex, self.birthYear, self.heightCentimetres, self.activity) = (
            sex, birthYear, heightCentimetres, activity
        )
    }

    public static let none = BodyDetails()

    public static let birthYears = 1900...2020
    public static let heights = 100.0...250.0

    /// The profile for the formula, once all four are given.
    public var profile: BodyProfile? {
        guard let sex, let birthYear, let heightCentimetres, let activity else { return nil }
        return BodyProfile(sex: sex, birthYear: birthYear, heightCentimetres: heightCentimetres, activity: activity)
    }
}

extension BodyProfile.Activity {
    public var label: String {
        switch self {
        case .sedentary: "Sedentary (desk work, little exercise)"
        case .light: "Light (exercise 1–3 days a week)"
        case .moderate: "Moderate (exercise 3–5 days a week)"
        case .active: "Active (hard exercise 6–7 days a week)"
        case .veryActive: "Very active (physical work or training twice a day)"
        }
    }
}
