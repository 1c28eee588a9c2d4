import Foundation
import MorselCore
import MorselData
import MorselServices

extension AccountAPIController {
    /// The person's settings: the sort order and time zone, every goal of
    /// ``MorselCore/GoalsInput/fields`` under its key, and the nutrient targets.
    struct SettingsDTO: Encodable {
        let sortOrder: String
        let timeZone: String
        /// By key: calories and grams as numbers, the budget in the currency's units (50.0
        /// for 50.00), a reminder `HH:mm`, an unset goal null.
        let goals: [String: FieldValue]
        /// Whose reference intakes the nutrient targets follow (`daily-values`, `female-31-50`…).
        let lifeStage: String
        /// Targets the person set over the reference ones, by nutrient.
        let nutrientTargets: [String: Double]

        init(_ account: Account) {
            sortOrder = account.sortOrder.rawValue
            timeZone = account.timeZoneName
            goals = GoalsInput.values(of: account.goals)
            lifeStage = account.goals.nutrients.lifeStage.rawValue
            nutrientTargets = account.goals.nutrients.overridesByName
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(sortOrder, forKey: AnyCodingKey("sortOrder"))
            try container.encode(timeZone, forKey: AnyCodingKey("timeZone"))
            try container.encode(lifeStage, forKey: AnyCodingKey("lifeStage"))
            try container.encode(nutrientTargets, forKey: AnyCodingKey("nutrientTargets"))
            try GoalsInput.encode(goals, to: encoder)
        }
    }
}
