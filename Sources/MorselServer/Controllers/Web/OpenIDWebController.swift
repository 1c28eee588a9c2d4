import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// Signing in with the household's OpenID provider: the button's start, the provider's
/// callback, and linking a signed-in person from Settings.
struct OpenIDWebController {
    let openID: OpenIDSignIn
    let credentials: CredentialRepository

    /// Keeps the browser's half of a sign-in under way; sent to the callback alone.
    static let cookieName = "morsel_oidc"

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.openIDStart.pattern), use: start)
        router.get(.init(Route.openIDCallback.pattern), use: callback)
    }

    func addSignedInRoutes(to router: RouterGroup<SignedInContext>) {
        router.post(.init(Route.openIDLink.pattern), use: link)
    }

    @Sendable func start(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await begin(linking: nil)
    }

    @Sendable func link(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = try await WebForm.read(request, context: context)
        return try await begin(linking: context.user.id)
    }

    private func begin(linking userID: UUID?) async throws -> Response {
        let begun = try await openID.begin(linking: userID)
        var response = Response.redirect(to: begun.location, type: .normal)
        response.setCookie(Self.cookie(begun.browserSecret, maxAge: Int(OpenIDSignIn.lifetime)))
        return response
    }

    /// Where the provider sends the browser back: a code to exchange, or why it refused.
    @Sendable func callback(_ request: Request, context: AppRequestContext) async throws -> Response {
        let query = request.uri.queryParameters
        if let error = query["error"].map(String.init) {
            // Only the standard codes are put in words: the description is anyone's text in a link.
            throw OpenIDRefusal.refused("\(openID.settings.displayName) \(Self.words(forError: error)).")
        }
        guard let code = query["code"].map(String.init), !code.isEmpty, let state = query["state"].map(String.init),
            !state.isEmpty
        else {
            throw OpenIDRefusal.refused("the sign-in service sent no code.")
        }
        let finished = try await openID.finish(
            code: code, state: state, browserSecret: request.cookies[Self.cookieName]?.value)
        let (_, cookie) = try await SessionAuthenticator.begin(
            finished.account.id, replacing: context.identity?.session, credentials: credentials)
        let notice =
            finished.linked
            ? "Linked to your \(openID.settings.displayName) account: you can sign in with it from now on." : nil
        var response = HTMLResponse.redirect(
            to: finished.linked ? Route.settings.path() : Route.today.path(),
            notice: notice.map { .init(kind: .info, text: $0) })
        response.setCookie(cookie)
        response.setCookie(Self.cookie("", maxAge: 0))
        return response
    }

    /// An authorization error code (RFC 6749 §4.1.2.1, OpenID Connect §3.1.2.6) in words.
    static func words(forError code: String) -> String {
        switch code {
        case "access_denied": "was not allowed to sign you in (you, or its rules, said no)"
        case "login_required", "interaction_required", "consent_required", "account_selection_required":
            "needs you to sign in there first"
        case "temporarily_unavailable", "server_error": "could not sign you in just now"
        default:
            "refused the sign-in (\(code.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" } ? code : "an unknown error"))"
        }
    }

    static func cookie(_ value: String, maxAge: Int) -> Cookie {
        Cookie(
            name: cookieName, value: value, maxAge: maxAge, path: Route.openIDCallback.path(), httpOnly: true,
            sameSite: .lax)
    }
}
