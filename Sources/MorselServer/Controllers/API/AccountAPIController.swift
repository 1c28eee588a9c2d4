import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `POST /api/v1/auth/tokens` (no token needed) and `/api/v1/settings`.
struct AccountAPIController {
    let users: UserRepository
    let credentials: CredentialRepository
    let signIn: SignIn

    func addPublicRoutes(to router: RouterGroup<AppRequestContext>) {
        router.post(.init(Route.API.tokens.pattern), use: createToken)
    }

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.settings.pattern), use: settings)
        router.patch(.init(Route.API.settings.pattern), use: updateSettings)
    }

    /// Exchanges a username and password for a new token: 201 `{token, ...}`, shown this once.
    @Sendable func createToken(_ request: Request, context: AppRequestContext) async throws -> Response {
        let body = try await JSONResponse.decode(TokenRequest.self, from: request)
        guard
            let account = try await signIn.check(
                username: body.username, password: body.password, address: context.clientAddress)
        else {
            throw AppError.unauthorized("The username or password is wrong.")
        }
        let created = try await credentials.createToken(userID: account.id, name: body.name)
        return try JSONResponse.make(
            TokenDTO(
                id: created.info.id, name: created.info.name, token: created.secret,
                createdAt: created.info.createdAt), status: .created)
    }

    @Sendable func settings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        guard let account = try await users.account(id: user.id) else { throw DomainError.notFound }
        return try JSONResponse.make(SettingsDTO(account))
    }

    /// Changes the sort order, time zone (an IANA name; unknown → 422) and goals.
    @Sendable func updateSettings(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(SettingsPatch.self, from: request)
        // Check the goals before saving anything, so a refused request changes nothing.
        do { _ = try body.goals.applied(to: user.goals) } catch { throw DomainError.invalid(error) }
        _ = try await users.updateSettings(userID: user.id, sortOrder: body.sortOrder, timeZone: body.timeZone)
        return try JSONResponse.make(SettingsDTO(try await users.updateGoals(userID: user.id, body.goals)))
    }
}
