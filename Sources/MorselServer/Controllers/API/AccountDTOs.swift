import Foundation
import MorselCore
import MorselData
import MorselServices

/// What `AccountAPIController` reads and writes: the account area's request and answer bodies.
extension AccountAPIController {
    struct TokenRequest: Decodable {
        let username: String
        let password: String
        let name: String
    }

    struct TokenDTO: Encodable {
        let id: UUID
        let name: String
        let token: String
        let createdAt: Date
    }

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

    /// Any of the settings; a goal sent as null is cleared, and so is a nutrient target (back
    /// to the life stage's).
    struct SettingsPatch: Decodable {
        let sortOrder: String?
        let timeZone: String?
        let goals: GoalsInput

        private enum CodingKeys: String, CodingKey {
            case sortOrder, timeZone, lifeStage, nutrientTargets
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            sortOrder = try c.decodeIfPresent(String.self, forKey: .sortOrder)
            timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
            var goals = try SentFields(from: decoder, keys: GoalsInput.fields.map(\.key))
                .applied(to: GoalsInput(), fields: GoalsInput.fields)
            var targets: [String: InputValue] = [:]
            if c.contains(.nutrientTargets), try !c.decodeNil(forKey: .nutrientTargets) {
                let object = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: .nutrientTargets)
                targets = try SentFields(
                    from: c.superDecoder(forKey: .nutrientTargets), keys: object.allKeys.map(\.stringValue)
                ).nullsBlank
            }
            goals.nutrients = NutrientTargetsInput(
                lifeStage: try c.decodeIfPresent(String.self, forKey: .lifeStage), targets: targets)
            self.goals = goals
        }
    }
}
