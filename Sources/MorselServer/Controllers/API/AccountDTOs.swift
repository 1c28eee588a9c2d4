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

    struct SettingsDTO: Encodable {
        let sortOrder: String
        let timeZone: String
        let dailyCalorieGoal: Int
        @EncodedAsNull var proteinGoal: Double?
        @EncodedAsNull var fatGoal: Double?
        @EncodedAsNull var carbsGoal: Double?
        /// In the currency's units: 50.0 for 50.00.
        let weeklyBudget: Double
        let currency: String
        let notificationsEnabled: Bool
        /// `HH:mm` or null.
        @EncodedAsNull var reminderTime: String?
        /// Whose reference intakes the nutrient targets follow (`daily-values`, `female-31-50`…).
        let lifeStage: String
        /// Targets the person set over the reference ones, by nutrient.
        let nutrientTargets: [String: Double]
        /// `kg` or `lb`: what weights are shown and typed in.
        let weightUnit: String

        init(_ account: Account) {
            let goals = account.goals
            sortOrder = account.sortOrder.rawValue
            timeZone = account.timeZoneName
            dailyCalorieGoal = goals.dailyCalories
            proteinGoal = goals.protein
            fatGoal = goals.fat
            carbsGoal = goals.carbs
            weeklyBudget = Double(goals.weeklyBudgetCents) / 100
            currency = goals.currency
            notificationsEnabled = goals.notificationsEnabled
            reminderTime = goals.reminderTime?.text
            lifeStage = goals.nutrients.lifeStage.rawValue
            nutrientTargets = Dictionary(
                uniqueKeysWithValues: goals.nutrients.overrides.map { ($0.key.rawValue, $0.value) })
            weightUnit = goals.weightUnit.rawValue
        }
    }

    /// Any of the settings; a goal sent as null is cleared, and so is a nutrient target (back
    /// to the life stage's).
    struct SettingsPatch: Decodable {
        let sortOrder: String?
        let timeZone: String?
        let goals: GoalsInput

        private enum CodingKeys: String, CodingKey {
            case sortOrder, timeZone, dailyCalorieGoal, proteinGoal, fatGoal, carbsGoal, weeklyBudget, currency,
                notificationsEnabled, reminderTime
            case lifeStage, nutrientTargets, weightUnit
        }

        private struct NutrientKey: CodingKey {
            let stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            sortOrder = try c.decodeIfPresent(String.self, forKey: .sortOrder)
            timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone)
            func value(_ key: CodingKeys) throws -> InputValue? {
                guard c.contains(key) else { return nil }
                if try c.decodeNil(forKey: key) { return .text("") }
                if let number = try? c.decode(Double.self, forKey: key) { return .number(number) }
                return .text(try c.decode(String.self, forKey: key))
            }
            let reminder: String?
            if c.contains(.reminderTime) {
                reminder =
                    try c.decodeNil(forKey: .reminderTime) ? "" : try c.decode(String.self, forKey: .reminderTime)
            } else {
                reminder = nil
            }
            var targets: [String: InputValue] = [:]
            if c.contains(.nutrientTargets), try !c.decodeNil(forKey: .nutrientTargets) {
                let sent = try c.nestedContainer(keyedBy: NutrientKey.self, forKey: .nutrientTargets)
                for key in sent.allKeys {
                    if try sent.decodeNil(forKey: key) {
                        targets[key.stringValue] = .text("")
                    } else if let number = try? sent.decode(Double.self, forKey: key) {
                        targets[key.stringValue] = .number(number)
                    } else {
                        targets[key.stringValue] = .text(try sent.decode(String.self, forKey: key))
                    }
                }
            }
            goals = GoalsInput(
                dailyCalories: try value(.dailyCalorieGoal), protein: try value(.proteinGoal), fat: try value(.fatGoal),
                carbs: try value(.carbsGoal), weeklyBudget: try value(.weeklyBudget),
                currency: try c.decodeIfPresent(String.self, forKey: .currency),
                notificationsEnabled: try c.decodeIfPresent(Bool.self, forKey: .notificationsEnabled),
                reminderTime: reminder,
                nutrients: NutrientTargetsInput(
                    lifeStage: try c.decodeIfPresent(String.self, forKey: .lifeStage), targets: targets),
                weightUnit: try c.decodeIfPresent(String.self, forKey: .weightUnit))
        }
    }
}
