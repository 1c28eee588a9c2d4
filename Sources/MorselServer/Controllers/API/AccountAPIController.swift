import Foundation
import Hummingbird
import MorselCore

/// `POST /api/v1/auth/tokens` (no token needed) and `/api/v1/settings`.
struct AccountAPIController {
    let services: AppServices

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

    struct SettingsDTO: Codable {
        let sortOrder: String
        let timeZone: String
    }

    struct SettingsPatch: Decodable {
        let sortOrder: String?
        let timeZone: String?
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
        guard let account = try await services.users.verify(username: body.username, password: body.password) else {
            throw AppError.unauthorized("The username or password is wrong.")
        }
        let created = try await services.credentials.createToken(userID: account.id, name: body.name)
        return try JSONResponse.make(TokenDTO(id: created.info.id, name: created.info.name, token: created.secret,
                                              createdAt: created.info.createdAt), status: .created)
    }

    @Sendable func settings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        return try JSONResponse.make(SettingsDTO(sortOrder: user.sortOrder.rawValue, timeZone: user.timeZoneName))
    }

    /// Changes the sort order and/or time zone (an IANA name; unknown → 422).
    @Sendable func updateSettings(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let body = try await JSONResponse.decode(SettingsPatch.self, from: request)
        let account = try await services.users.updateSettings(userID: user.id, sortOrder: body.sortOrder, timeZone: body.timeZone)
        return try JSONResponse.make(SettingsDTO(sortOrder: account.sortOrder.rawValue, timeZone: account.timeZoneName))
    }
}
