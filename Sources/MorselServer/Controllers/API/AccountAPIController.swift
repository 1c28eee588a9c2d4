import Foundation
import Hummingbird
import MorselCore

/// `POST /api/v1/auth/tokens` (no token needed) and `/api/v1/settings`.
struct AccountAPIController {
    let users: UserRepository
    let credentials: CredentialRepository
    let signIn: SignIn

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
        }
    }

    /// Any of the settings; a goal sent as null is cleared.
    struct SettingsPatch: Decodable {
        let sortOrder: String?
        let timeZone: String?
        let goals: GoalsInput

        private enum CodingKeys: String, CodingKey {
            case sortOrder, timeZone, dailyCalorieGoal, proteinGoal, fatGoal, carbsGoal, weeklyBudget, currency, notificationsEnabled, reminderTime
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
            if c.contains(.reminderTime) { reminder = try c.decodeNil(forKey: .reminderTime) ? "" : try c.decode(String.self, forKey: .reminderTime) } else { reminder = nil }
            goals = GoalsInput(dailyCalories: try value(.dailyCalorieGoal), protein: try value(.proteinGoal), fat: try value(.fatGoal),
                               carbs: try value(.carbsGoal), weeklyBudget: try value(.weeklyBudget),
                               currency: try c.decodeIfPresent(String.self, forKey: .currency),
                               notificationsEnabled: try c.decodeIfPresent(Bool.self, forKey: .notificationsEnabled), reminderTime: reminder)
        }
    }

    func addPublicRoutes(to router: RouterGroup<AppRequestContext>) {
        router.post(.init(Route.API.tokens.pattern), use: createToken)
    }

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.API.settings.pattern), use: settings)
        router.patch(.init(Route.API.settings.pattern), use: updateSettings)
    }

    /// Exchanges a username and password for a new token: 201 `{token, ...}`, shown this once.
    @Sendable func createToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let body = try await JSONResponse.decode(TokenRequest.self, from: request)
        guard let account = try await signIn.check(username: body.username, password: body.password, address: context.clientAddress) else {
            throw AppError.unauthorized("The username or password is wrong.")
        }
        let created = try await credentials.createToken(userID: account.id, name: body.name)
        return try JSONResponse.make(TokenDTO(id: created.info.id, name: created.info.name, token: created.secret,
                                              createdAt: created.info.createdAt), status: .created)
    }

    @Sendable func settings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        guard let account = try await users.account(id: user.id) else { throw DomainError.notFound }
        return try JSONResponse.make(SettingsDTO(account))
    }

    /// Changes the sort order, time zone (an IANA name; unknown → 422) and goals.
    @Sendable func updateSettings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let body = try await JSONResponse.decode(SettingsPatch.self, from: request)
        // Check the goals before saving anything, so a refused request changes nothing.
        do { _ = try body.goals.applied(to: user.goals) } catch { throw DomainError.invalid(error) }
        _ = try await users.updateSettings(userID: user.id, sortOrder: body.sortOrder, timeZone: body.timeZone)
        return try JSONResponse.make(SettingsDTO(try await users.updateGoals(userID: user.id, body.goals)))
    }
}
