import Foundation
import MorselCore
import MorselData
import MorselServices

extension AccountAPIController {
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
            var goals = try GoalsInput(sentFrom: decoder)
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
