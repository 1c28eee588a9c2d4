import Foundation
import Hummingbird
import HummingbirdAuth
import MorselCore
import MorselData
import MorselServices

/// Signs in the person an authenticating proxy names in its header (``ProxySignInSettings``),
/// for requests from the proxy's addresses only: the same header from anywhere else is
/// ignored. The person gets an ordinary browser session, so forms keep their CSRF tokens;
/// when the proxy names someone other than the session's person, that session ends and
/// theirs begins. Pages only: the API takes tokens alone, or any page elsewhere could make a
/// visitor's browser write through the proxy in their name.
struct ProxySignInMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let settings: ProxySignInSettings
    let users: UserRepository
    let credentials: CredentialRepository
    private let header: HTTPFields.Element.Name

    init(settings: ProxySignInSettings, users: UserRepository, credentials: CredentialRepository) {
        self.settings = settings
        self.users = users
        self.credentials = credentials
        header = HTTPFields.Element.Name(settings.userHeader)!
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let named = request.headers[header]?.trimmingCharacters(in: .whitespaces), !named.isEmpty,
            settings.trusts(context.clientAddress)
        else {
            return try await next(request, context)
        }
        if let current = context.identity, current.username.lowercased() == named.lowercased() {
            return try await next(request, context)
        }
        let account: Account
        if let known = try await users.account(username: named) {
            account = known
        } else if settings.createsAccounts {
            account = try await createAccount(named)
        } else {
            throw DomainError.forbidden(
                "Your sign-in service says you are “\(named)”, and Morsel has no account of that name. Ask an administrator to create it."
            )
        }
        let (secret, cookie) = try await SessionAuthenticator.begin(
            account.id, replacing: context.identity?.session, credentials: credentials)
        guard let (signedIn, session) = try await credentials.session(secret: secret) else {
            throw DomainError.notFound
        }
        var context = context
        context.identity = CurrentUser(signedIn, session: session)
        var response = try await next(request, context)
        response.setCookie(cookie)
        return response
    }

    /// The first account on an instance is its administrator, as at setup.
    private func createAccount(_ name: String) async throws -> Account {
        do {
            return try await users.createWithoutPassword(
                username: name, isAdmin: try await users.count() == 0, householdName: nil)
        } catch DomainError.invalid {
            // Two requests at once: the other made it.
            if let made = try await users.account(username: name) { return made }
            throw DomainError.forbidden(
                "Your sign-in service says you are “\(name)”, which cannot be a Morsel username (letters, digits, dots, dashes and underscores, at most 64)."
            )
        }
    }
}
