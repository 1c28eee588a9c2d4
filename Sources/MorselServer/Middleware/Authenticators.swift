import Foundation
import Hummingbird
import HummingbirdAuth
import MorselCore
import MorselData
import MorselServices

/// Recognises a browser by its session cookie.
struct SessionAuthenticator: AuthenticatorMiddleware {
    typealias Context = AppRequestContext
    static let cookieName = "morsel_session"

    let credentials: CredentialRepository

    func authenticate(request: Request, context: Context) async throws -> CurrentUser? {
        guard let secret = request.cookies[Self.cookieName]?.value, !secret.isEmpty,
            let (account, session) = try await credentials.session(secret: secret)
        else { return nil }
        return CurrentUser(account, session: session)
    }

    /// Signs a browser in, however it proved who it is (a password, the OpenID provider, the
    /// proxy): a new session every time, the one the browser had ended. Its secret and the cookie that carries it.
    static func begin(_ userID: UUID, replacing old: BrowserSession?, credentials: CredentialRepository) async throws
        -> (secret: String, cookie: Cookie)
    {
        if let old { try await credentials.endSession(id: old.id) }
        let secret = try await credentials.startSession(userID: userID)
        return (secret, cookie(value: secret, maxAge: Int(CredentialRepository.sessionLifetime)))
    }

    /// The session cookie; an empty value and no age clear it.
    static func cookie(value: String, maxAge: Int) -> Cookie {
        Cookie(name: cookieName, value: value, maxAge: maxAge, path: "/", httpOnly: true, sameSite: .lax)
    }
}

/// Recognises an API client by its `Authorization: Bearer` token.
struct TokenAuthenticator: AuthenticatorMiddleware {
    typealias Context = AppRequestContext

    let credentials: CredentialRepository

    func authenticate(request: Request, context: Context) async throws -> CurrentUser? {
        guard let bearer = request.headers.bearer, !bearer.token.isEmpty,
            let account = try await credentials.account(tokenSecret: bearer.token)
        else { return nil }
        return CurrentUser(account, session: nil)
    }
}

/// API routes behind this answer 401 problem+json to anyone not recognised.
struct RequireToken: RouterMiddleware {
    typealias Context = AppRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard context.identity != nil else { throw AppError.unauthorized() }
        return try await next(request, context)
    }
}

/// Pages behind this send a stranger to sign in (or, on a new install, to create the first account).
struct RequireSignIn: RouterMiddleware {
    typealias Context = AppRequestContext

    let users: UserRepository

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard context.identity != nil else {
            let hasUsers = try await users.count() > 0
            return .redirect(to: hasUsers ? Route.signIn.path() : Route.setup.path(), type: .normal)
        }
        return try await next(request, context)
    }
}

extension CurrentUser {
    init(_ account: Account, session: BrowserSession?) {
        self.init(
            id: account.id, username: account.username, isAdmin: account.isAdmin,
            sortOrder: account.sortOrder, timeZone: account.timeZone,
            timeZoneName: account.timeZoneName, goals: account.goals,
            householdID: account.householdID, journalVersion: account.journalVersion, session: session)
    }
}
