import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Signing in with an OpenID Connect provider, against a real one (Authlib's, started on
/// 127.0.0.1 by each test): the code flow with PKCE, accounts made, linked and refused, and
/// every hostile answer refused with a page and nothing created.
@Suite(
    "Signed in with an OpenID provider",
    .enabled(if: OpenIDTestProvider.isAvailable, "needs python3 with authlib and flask"))
struct OpenIDSignInTests {
    typealias Provider = OpenIDTestProvider

    /// A browser's sign-in half way: Morsel's start answered, the provider's form filled in.
    struct Flow {
        let callback: String
        let browserCookie: String
    }

    static func startAndSignIn(_ app: TestApp, _ provider: Provider, as user: Provider.User, session: String? = nil)
        async throws -> Flow
    {
        let start: TestResponse
        if let session {
            start = try await app.client.execute(
                uri: Route.openIDStart.path(), method: .get,
                headers: [.cookie: "\(SessionAuthenticator.cookieName)=\(session)"], body: nil)
        } else {
            start = try await app.page(Route.openIDStart.path(), as: nil)
        }
        #expect(start.status == .seeOther)
        let location = try #require(start.headers[.location])
        #expect(location.hasPrefix(provider.address + "/authorize?") && location.contains("code_challenge_method=S256"))
        let cookie = try #require(start.cookie(OpenIDWebController.cookieName))
        return Flow(callback: try await provider.signIn(at: location, as: user), browserCookie: cookie)
    }

    static func finish(_ app: TestApp, _ flow: Flow, browserCookie: String? = nil, session: String? = nil) async throws
        -> TestResponse
    {
        var cookies = ["\(OpenIDWebController.cookieName)=\(browserCookie ?? flow.browserCookie)"]
        if let session { cookies.append("\(SessionAuthenticator.cookieName)=\(session)") }
        return try await app.client.execute(
            uri: flow.callback, method: .get, headers: [.cookie: cookies.joined(separator: "; ")], body: nil)
    }

    static func signedInAs(_ app: TestApp, _ response: TestResponse) async throws -> Account? {
        guard let secret = response.cookie(SessionAuthenticator.cookieName), !secret.isEmpty else { return nil }
        return try await app.services.credentials.session(secret: secret)?.account
    }

    static func withProvider(
        createsAccounts: Bool = true, users: [Provider.User] = [Provider.alice, Provider.bob],
        configure: @escaping @Sendable (inout AppConfiguration) -> Void = { _ in },
        _ test: @escaping @Sendable (TestApp, Provider) async throws -> Void
    ) async throws {
        let provider = try await Provider(users: users)
        defer { provider.stop() }
        let settings = provider.settings(createsAccounts: createsAccounts)
        // The provider's clock is the real one: so is the app's here.
        try await withApp(
            clock: .system, publicURL: Provider.morselURL,
            configure: {
                $0.openID = settings
                configure(&$0)
            }
        ) { app in try await test(app, provider) }
    }

    @Test(
        "the sign-in page offers the provider; a first sign-in makes the account, an administrator by group, in the household its group names; the next finds it"
    )
    func firstAndSecondSignIn() async throws {
        try await Self.withProvider { app, provider in
            _ = try await app.user("carol")
            let page = try await app.page(Route.signIn.path(), as: nil)
            #expect(page.text.contains("Sign in with Test ID") && page.text.contains("name=\"password\""))

            let first = try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
            #expect(first.status == .seeOther && first.headers[.location] == Route.today.path())
            let alice = try #require(try await Self.signedInAs(app, first))
            #expect(alice.username == "alice" && alice.isAdmin)
            #expect(try await app.services.users.households().first { $0.id == alice.householdID }?.name == "smith")
            #expect(first.cookie(OpenIDWebController.cookieName) == "", "the sign-in's cookie is cleared")

            let again = try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
            #expect(try await Self.signedInAs(app, again)?.id == alice.id)
            #expect(try await app.services.users.count() == 2)
            // No password opens an account made this way.
            let byPassword = try await app.submit(
                Route.signIn.path(), as: nil, fields: [("username", "alice"), ("password", UserRepository.noPassword)],
                csrf: false)
            #expect(byPassword.status == .unauthorized)

            let bob = try #require(
                try await Self.signedInAs(
                    app, try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.bob))))
            #expect(!bob.isAdmin && bob.householdID == alice.householdID)
        }
    }

    @Test(
        "without accounts made at first sign-in, a stranger is refused; an account of the same name is never taken over by it"
    )
    func strangersAndNames() async throws {
        try await Self.withProvider(createsAccounts: false) { app, provider in
            _ = try await app.user("carol")
            let refused = try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
            #expect(
                refused.status == .forbidden
                    && refused.text.contains("no Morsel account is linked to alice@example.org"))
            #expect(try await Self.signedInAs(app, refused) == nil)
            #expect(try await app.services.users.count() == 1)
        }
        try await Self.withProvider(createsAccounts: true) { app, provider in
            let existing = try await app.user("alice")
            let refused = try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
            #expect(
                refused.status == .forbidden
                    && refused.text.contains("an account called alice exists on Morsel but is not linked"))
            #expect(try await Self.signedInAs(app, refused) == nil)
            #expect(try await app.services.openIDIdentities.link(of: existing.id, issuer: provider.issuer) == nil)
        }
    }

    @Test(
        "an administrator's link waits for the provider to vouch for that email, verified; an unverified one is refused"
    )
    func linkedAheadByEmail() async throws {
        try await Self.withProvider(createsAccounts: false) { app, provider in
            let dora = try await app.user("dora")
            try await app.services.openIDIdentities.linkAhead(
                userID: dora.id, issuer: provider.issuer, email: "Alice@Example.org")
            try await provider.setMode(#"{"email_verified": false}"#)
            let unverified = try await Self.finish(
                app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
            #expect(unverified.status == .forbidden)
            #expect(try await Self.signedInAs(app, unverified) == nil)
            // Said as it is, not as "no account is linked": the provider must vouch for the email.
            #expect(unverified.text.contains("does not say that email is verified (email_verified)"))
            #expect(!unverified.text.contains("no Morsel account is linked"))
            try await provider.setMode("{}")
            let verified = try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
            #expect(try await Self.signedInAs(app, verified)?.id == dora.id)
            #expect(
                try await app.services.openIDIdentities.link(of: dora.id, issuer: provider.issuer)
                    == .init(email: "alice@example.org", isWaiting: false))
        }
    }

    @Test("a signed-in person links their provider account from Settings, then signs in with it")
    func linkFromSettings() async throws {
        try await Self.withProvider(createsAccounts: false) { app, provider in
            // The instance's only administrator, with a link an administrator set up ahead for another email.
            let erin = try await app.user("erin", admin: true)
            try await app.services.openIDIdentities.linkAhead(
                userID: erin.id, issuer: provider.issuer, email: "erin@example.org")
            let settings = try await app.page(Route.settings.path(), as: erin)
            #expect(settings.text.contains("Link your Test ID account"))
            let start = try await app.submit(Route.openIDLink.path(), as: erin, fields: [])
            #expect(start.status == .seeOther)
            let location = try #require(start.headers[.location])
            // A browser holds the redirect that answers the form to the Settings page's
            // form-action: the provider's origin must be in it, or the browser stops there.
            let policy = try #require(settings.headers[.contentSecurityPolicy])
            #expect(
                policy.contains("form-action 'self' \(provider.address);") && location.hasPrefix(provider.address + "/")
            )
            let flow = Flow(
                callback: try await provider.signIn(at: location, as: Provider.bob),
                browserCookie: try #require(start.cookie(OpenIDWebController.cookieName)))
            let linked = try await Self.finish(app, flow, session: erin.session)
            #expect(linked.headers[.location] == Route.settings.path())
            #expect(try await Self.signedInAs(app, linked)?.id == erin.id)
            let session = try #require(linked.cookie(SessionAuthenticator.cookieName))
            let linkedSettings = try await app.client.execute(
                uri: Route.settings.path(), method: .get,
                headers: [.cookie: "\(SessionAuthenticator.cookieName)=\(session)"], body: nil)
            #expect(linkedSettings.text.contains("Your account is linked to Test ID (bob@example.org)"))
            let later = try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.bob))
            #expect(try await Self.signedInAs(app, later)?.id == erin.id)
            // bob@ is not in the administrators' group, but erin stays the instance's administrator: its last.
            #expect(try await app.services.users.account(id: erin.id)?.isAdmin == true)
            #expect(try await app.services.users.count() == 1)
        }
    }

    @Test(
        "a wrong or reused state, another browser's sign-in, a replayed code and the provider's refusal are each refused, nothing created"
    )
    func hostileRequests() async throws {
        try await Self.withProvider { app, provider in
            func refused(_ response: TestResponse, _ words: String, sourceLocation: SourceLocation = #_sourceLocation)
                async throws
            {
                #expect(response.status == .forbidden, sourceLocation: sourceLocation)
                #expect(
                    response.text.contains("Sign-in refused") && response.text.contains(words),
                    "\(response.text.suffix(600))", sourceLocation: sourceLocation)
                #expect(try await Self.signedInAs(app, response) == nil, sourceLocation: sourceLocation)
            }
            let flow = try await Self.startAndSignIn(app, provider, as: Provider.alice)
            let wrongState = Flow(
                callback: flow.callback.replacingOccurrences(of: "state=", with: "state=x"),
                browserCookie: flow.browserCookie)
            try await refused(try await Self.finish(app, wrongState), "unknown")
            try await refused(try await Self.finish(app, flow, browserCookie: "another-browser"), "another browser")
            // That try used the state up: the same callback again is refused.
            try await refused(try await Self.finish(app, flow), "finished already")
            // A new sign-in's state with the old code: the provider will not take the code twice.
            let fresh = try await Self.startAndSignIn(app, provider, as: Provider.alice)
            let oldCode = try #require(
                URLComponents(string: flow.callback)?.queryItems?.first { $0.name == "code" }?.value)
            let newState = try #require(
                URLComponents(string: fresh.callback)?.queryItems?.first { $0.name == "state" }?.value)
            _ = try await Self.finish(app, fresh)
            let replay = try await Self.startAndSignIn(app, provider, as: Provider.alice)
            let replayState = try #require(
                URLComponents(string: replay.callback)?.queryItems?.first { $0.name == "state" }?.value)
            #expect(newState != replayState)
            let replayed = Flow(
                callback: "\(Route.openIDCallback.path())?code=\(oldCode)&state=\(replayState)",
                browserCookie: replay.browserCookie)
            try await refused(try await Self.finish(app, replayed), "did not accept the sign-in code")
            let denied = Flow(
                callback: "\(Route.openIDCallback.path())?error=access_denied&error_description=The+user+said+no",
                browserCookie: "x")
            try await refused(try await Self.finish(app, denied), "Test ID was not allowed to sign you in")
            #expect(
                try await Self.finish(app, denied).text.contains("The user said no") == false,
                "the description, anyone's text, is not shown")
            #expect(try await app.services.users.count() == 1, "only the fresh sign-in made alice")
        }
    }

    @Test(
        "an ID token signed by another key, under the published kid or an unknown one, expired, from another issuer, for another audience or another sign-in is refused, nothing created",
        arguments: [
            (#"{"sign_with": "rogue"}"#, "signature does not match"),
            (#"{"sign_with": "rogue-kid"}"#, "a key the sign-in service does not publish"),
            (#"{"expires_in": -600}"#, "has expired"),
            (#"{"iss": "http://evil.example"}"#, "issued by “http://evil.example”"),
            (#"{"aud": "someone-else"}"#, "meant for “someone-else”"),
            (#"{"aud": ["morsel", "someone-else"]}"#, "meant for “morsel, someone-else”"),
            (#"{"nonce": "wrong"}"#, "nonce does not match"),
        ])
    func hostileTokens(mode: String, words: String) async throws {
        try await Self.withProvider { app, provider in
            try await provider.setMode(mode)
            let response = try await Self.finish(app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
            #expect(response.status == .forbidden)
            #expect(response.text.contains(words), "\(response.text.suffix(600))")
            #expect(try await Self.signedInAs(app, response) == nil)
            #expect(try await app.services.users.count() == 0)
        }
    }

    @Test("a provider that names itself other than the issuer configured is refused before anyone is sent to it")
    func discoveryIssuerMismatch() async throws {
        let provider = try await Provider(issuer: "http://127.0.0.1:1/other")
        defer { provider.stop() }
        let settings = OpenIDSettings(
            issuer: provider.address, clientID: Provider.clientID, clientSecret: Provider.clientSecret)
        // The provider's clock is the real one: so is the app's here.
        try await withApp(clock: .system, publicURL: Provider.morselURL, configure: { $0.openID = settings }) { app in
            let start = try await app.page(Route.openIDStart.path(), as: nil)
            #expect(start.status == .forbidden && start.text.contains("calls itself “http://127.0.0.1:1/other”"))
        }
    }

    @Test(
        "with password sign-in off, only the provider's button is offered and passwords are refused on the page and the API"
    )
    func passwordsOff() async throws {
        try await Self.withProvider(configure: { $0.passwordSignIn = false }) { app, _ in
            _ = try await app.user("carol")
            let page = try await app.page(Route.signIn.path(), as: nil)
            #expect(page.text.contains("Sign in with Test ID") && !page.text.contains("name=\"password\""))
            let form = try await app.submit(
                Route.signIn.path(), as: nil, fields: [("username", "carol"), ("password", "password-carol")],
                csrf: false)
            #expect(form.status == .forbidden && form.text.contains("Password sign-in is off"))
            let token = try await app.api(
                .post, "/api/v1/auth/tokens", json: #"{"username": "carol", "password": "password-carol", "name": "x"}"#
            )
            #expect(token.status == .forbidden)
        }
    }

    @Test(
        "a secret holding + / = & and a space signs in whichever way the client is registered, with a provider that reads Basic undecoded (glewlwyd); a wrong secret is named as one",
        arguments: [OpenIDSettings.TokenAuth.basic, .post])
    func clientAuthentication(registered: OpenIDSettings.TokenAuth) async throws {
        let secret = "Zm9v+YmFy/= &more"
        let provider = try await Provider(clientSecret: secret, tokenAuth: registered, basicUndecoded: true)
        defer { provider.stop() }
        for (configured, signsIn) in [(secret, true), ("not-the-secret", false)] {
            try await withApp(
                clock: .system, publicURL: Provider.morselURL,
                configure: {
                    $0.openID = provider.settings(clientSecret: configured)
                }
            ) { app in
                let answer = try await Self.finish(
                    app, try await Self.startAndSignIn(app, provider, as: Provider.alice))
                if signsIn {
                    #expect(try await Self.signedInAs(app, answer)?.username == "alice")
                    // The way accepted is tried first from then on.
                    let order = try await #require(app.services.openIDProvider).tokenAuthOrder(supported: [
                        "client_secret_basic", "client_secret_post",
                    ])
                    #expect(order.first?.method == registered)
                } else {
                    #expect(try await Self.signedInAs(app, answer) == nil)
                    #expect(answer.text.contains("did not accept Morsel&#39;s client id and secret (invalid_client"))
                    #expect(!answer.text.contains("it may have been used already"))
                }
            }
        }
    }
}

/// The OpenID settings are read and checked at start like every other.
@Suite("OpenID settings")
struct OpenIDSettingsTests {
    static func problems(_ environment: [String: String]) -> String {
        do {
            _ = try AppConfiguration.read(environment: environment)
            return ""
        } catch { return "\(error)" }
    }

    @Test(
        "the token endpoint's authentication: the one set, else what the provider supports, Basic first for a plain secret"
    )
    func tokenAuthOrder() async throws {
        func order(secret: String, set: OpenIDSettings.TokenAuth? = nil, supported: [String]?) async -> [OpenIDProvider
            .ClientCredentials]
        {
            var settings = OpenIDSettings(issuer: "https://auth.example.org", clientID: "morsel", clientSecret: secret)
            settings.tokenAuth = set
            return await OpenIDProvider(
                settings: settings, redirectURI: "https://food.example.org/auth/oidc/callback",
                http: PageFetcher.shared,
                clock: .system
            ).tokenAuthOrder(supported: supported)
        }
        let both = ["client_secret_basic", "client_secret_post"]
        #expect(await order(secret: "plain-secret", supported: both) == [.basic(formEncoded: true), .post])
        #expect(
            await order(secret: "plain-secret", supported: nil) == [.basic(formEncoded: true)],
            "no list: client_secret_basic alone")
        #expect(
            await order(secret: "a+b/c=", supported: both) == [
                .post, .basic(formEncoded: true), .basic(formEncoded: false),
            ])
        #expect(await order(secret: "a+b/c=", supported: ["client_secret_post"]) == [.post])
        #expect(
            await order(secret: "a+b/c=", set: .basic, supported: both) == [
                .basic(formEncoded: true), .basic(formEncoded: false),
            ])
        #expect(await order(secret: "plain-secret", set: .post, supported: ["client_secret_basic"]) == [.post])
    }

    @Test("every setting is read; the button names the issuer's host unless named")
    func read() throws {
        let environment = [
            "MORSEL_PUBLIC_URL": "https://food.example.org", "MORSEL_OIDC_ISSUER": "https://auth.example.org",
            "MORSEL_OIDC_CLIENT_ID": "morsel", "MORSEL_OIDC_CLIENT_SECRET": "secret",
            "MORSEL_OIDC_SCOPES": "openid profile email groups",
            "MORSEL_OIDC_ADMIN_GROUP": "admins", "MORSEL_OIDC_HOUSEHOLD_GROUP_PREFIX": "household-",
            "MORSEL_OIDC_CREATE_ACCOUNTS": "true",
            "MORSEL_PASSWORD_SIGN_IN": "false", "MORSEL_OIDC_TOKEN_AUTH": "client_secret_post",
        ]
        let (read, _) = try AppConfiguration.read(environment: environment)
        let openID = try #require(read.openID)
        #expect(
            openID.issuer == "https://auth.example.org" && openID.clientID == "morsel"
                && openID.clientSecret == "secret")
        #expect(openID.scopes == ["openid", "profile", "email", "groups"] && openID.displayName == "auth.example.org")
        #expect(openID.adminGroup == "admins" && openID.householdGroupPrefix == "household-" && openID.createsAccounts)
        #expect(openID.tokenAuth == .post)
        #expect(!read.passwordSignIn)
        #expect(
            try AppConfiguration.read(environment: environment.merging(["MORSEL_OIDC_NAME": "Authelia"]) { $1 }).0
                .openID?.displayName == "Authelia")
        #expect(try AppConfiguration.read(environment: [:]).0.openID == nil)
    }

    @Test("settings that cannot work stop Morsel at start, each named")
    func problems() {
        let base = [
            "MORSEL_PUBLIC_URL": "https://food.example.org", "MORSEL_OIDC_ISSUER": "https://auth.example.org",
            "MORSEL_OIDC_CLIENT_ID": "morsel", "MORSEL_OIDC_CLIENT_SECRET": "secret",
        ]
        #expect(Self.problems(base) == "")
        #expect(
            Self.problems(base.filter { $0.key != "MORSEL_PUBLIC_URL" }).contains(
                "MORSEL_OIDC_ISSUER needs MORSEL_PUBLIC_URL"))
        #expect(
            Self.problems(base.filter { $0.key != "MORSEL_OIDC_CLIENT_SECRET" }).contains(
                "MORSEL_OIDC_CLIENT_SECRET is not set"))
        #expect(
            Self.problems(base.merging(["MORSEL_OIDC_ISSUER": "auth.example.org"]) { $1 }).contains(
                "use the provider's issuer URL"))
        #expect(
            Self.problems(base.merging(["MORSEL_OIDC_SCOPES": "profile email"]) { $1 }).contains(
                "it must include openid"))
        #expect(
            Self.problems(base.merging(["MORSEL_OIDC_CREATE_ACCOUNTS": "sometimes"]) { $1 }).contains(
                "use true or false"))
        #expect(
            Self.problems(base.merging(["MORSEL_OIDC_TOKEN_AUTH": "basic"]) { $1 }).contains(
                "use client_secret_basic or client_secret_post"))
        #expect(
            Self.problems(["MORSEL_OIDC_CLIENT_ID": "morsel"]).contains("MORSEL_OIDC_CLIENT_ID need MORSEL_OIDC_ISSUER")
        )
        #expect(Self.problems(["MORSEL_PASSWORD_SIGN_IN": "false"]).contains("there is no other way to sign in"))
        #expect(Self.problems(["MORSEL_PASSWORD_SIGN_IN": "false", "MORSEL_TRUSTED_PROXIES": "::1"]) == "")
    }
}
