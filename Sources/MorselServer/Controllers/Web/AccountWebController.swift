import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// First-account setup, sign-in and sign-out.
struct AccountWebController {
    let users: UserRepository
    let credentials: CredentialRepository
    let signIn: SignIn
    /// The OpenID provider's name for its button, when one is configured.
    let signInService: String?
    /// Where "Sign out" leads: the authenticating proxy's sign-out page
    /// (`MORSEL_PROXY_LOGOUT_URL`), else Morsel's sign-in page.
    var signedOutAt: String? = nil

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.setup.pattern), use: setupForm)
        router.post(.init(Route.setup.pattern), use: setup)
        router.get(.init(Route.signIn.pattern), use: signInForm)
        router.post(.init(Route.signIn.pattern), use: signIn)
        router.post(.init(Route.signOut.pattern), use: signOut)
    }

    /// Shown only while there are no accounts at all.
    @Sendable func setupForm(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard try await users.count() == 0 else { return .redirect(to: Route.signIn.path(), type: .normal) }
        return HTMLResponse.page(page(.setup).render())
    }

    /// Creates the first account, an admin, and signs it in.
    @Sendable func setup(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard try await users.count() == 0 else { return .redirect(to: Route.signIn.path(), type: .normal) }
        let form = try await WebForm.read(request, context: context, checkCSRF: false)
        do {
            let account = try await users.create(
                username: form["username"] ?? "", password: form["password"] ?? "", isAdmin: true)
            return try await signedIn(
                account, replacing: nil, notice: "Welcome, \(account.username)! Log your first meal below.")
        } catch DomainError.invalid(let failure) {
            let page = self.page(.setup, username: form["username"] ?? "", errors: failure)
            return HTMLResponse.page(page.render(), status: .unprocessableContent)
        }
    }

    @Sendable func signInForm(_ request: Request, context: AppRequestContext) async throws -> Response {
        if try await users.count() == 0 { return .redirect(to: Route.setup.path(), type: .normal) }
        if context.identity != nil { return .redirect(to: Route.today.path(), type: .normal) }
        return HTMLResponse.page(page(.signIn).render())
    }

    @Sendable func signIn(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await WebForm.read(request, context: context, checkCSRF: false)
        let username = form["username"] ?? ""
        let account: Account?
        do {
            account = try await signIn.check(
                username: username, password: form["password"] ?? "", address: context.clientAddress)
        } catch DomainError.tooManyAttempts(let message, let retryAfter) {
            context.logger.notice("Sign-in throttled", metadata: ["username": "\(username)"])
            let page = self.page(.signIn, username: username, message: message)
            var response = HTMLResponse.page(page.render(), status: .tooManyRequests)
            response.headers[.retryAfter] = String(retryAfter)
            return response
        }
        guard let account else {
            context.logger.notice("Sign-in refused", metadata: ["username": "\(username)"])
            let page = self.page(.signIn, username: username, message: "The username or password is wrong.")
            return HTMLResponse.page(page.render(), status: .unauthorized)
        }
        return try await signedIn(account, replacing: context.identity?.session, notice: nil)
    }

    static let clearSiteData = HTTPFields.Element.Name("Clear-Site-Data")!

    @Sendable func signOut(_ request: Request, context: AppRequestContext) async throws -> Response {
        if let session = context.identity?.session {
            _ = try await WebForm.read(request, context: context)
            try await credentials.endSession(id: session.id)
        }
        // Behind a proxy that signs people in, its own sign-out too, or it signs them straight back in.
        var response = Response.redirect(to: signedOutAt ?? Route.signIn.path(), type: .normal)
        response.setCookie(SessionAuthenticator.cookie(value: "", maxAge: 0))
        // The browser forgets its copies of this person's pages, the service worker's included.
        response.headers[Self.clearSiteData] = "\"cache\", \"storage\""
        return response
    }

    private func signedIn(_ account: Account, replacing old: BrowserSession?, notice: String?) async throws -> Response
    {
        let (_, cookie) = try await SessionAuthenticator.begin(account.id, replacing: old, credentials: credentials)
        var response = HTMLResponse.redirect(
            to: Route.today.path(), notice: notice.map { .init(kind: .info, text: $0) })
        response.setCookie(cookie)
        return response
    }

    private func page(
        _ kind: AccountFormPage.Kind, username: String = "", errors: ValidationFailure? = nil, message: String? = nil
    ) -> AccountFormPage {
        AccountFormPage(
            kind: kind, username: username, errors: errors, message: message, signInService: signInService,
            allowsPasswords: signIn.allowsPasswords)
    }
}
