import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Behind an authenticating proxy (Authelia, Authentik): the person its `Remote-User` header
/// names is signed in, for requests from the proxy's addresses only. The tests talk to a real
/// server on 127.0.0.1, so the address the app sees is the socket's.
@Suite("Signed in by an authenticating proxy")
struct ProxySignInTests {
    static let remoteUser = HTTPFields.Element.Name("Remote-User")!

    static func proxy(_ ranges: String..., creates: Bool = false) -> @Sendable (inout AppConfiguration) -> Void {
        {
            $0.proxySignIn = ProxySignInSettings(
                trustedProxies: ranges.compactMap(IPAddressRange.init), createsAccounts: creates)
        }
    }

    static func get(_ app: TestApp, _ uri: String, named: String?, cookie: String? = nil) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let named { headers[remoteUser] = named }
        if let cookie { headers[.cookie] = "\(SessionAuthenticator.cookieName)=\(cookie)" }
        return try await app.client.execute(uri: uri, method: .get, headers: headers, body: nil)
    }

    @Test("from a trusted proxy, the named person is signed in with a session of their own, and its forms work")
    func trusted() async throws {
        try await withApp(mode: .live, configure: Self.proxy("127.0.0.1/32")) { app in
            let alice = try await app.user("alice")
            let today = try await Self.get(app, "/", named: "Alice")
            #expect(today.status == .ok && today.text.contains("<h1>Today</h1>"))
            let session = try #require(today.cookie(SessionAuthenticator.cookieName))
            #expect(try await app.services.credentials.session(secret: session)?.account.id == alice.id)
            // The session carries on: no new one per request.
            let again = try await Self.get(app, "/", named: "alice", cookie: session)
            #expect(again.status == .ok && again.cookie(SessionAuthenticator.cookieName) == nil)
            // A form posted through the proxy, with the session's CSRF token.
            let csrf = try #require(try await app.services.credentials.session(secret: session)?.session.csrfToken)
            var headers: HTTPFields = [
                .contentType: "application/x-www-form-urlencoded", Self.remoteUser: "alice",
                .cookie: "\(SessionAuthenticator.cookieName)=\(session)",
            ]
            headers[.accept] = "text/html"
            let logged = try await app.client.execute(
                uri: Route.mealText.path(), method: .post, headers: headers,
                body: .init(string: "text=an+apple&date=2025-03-10&return=%2F&_csrf=\(csrf)"))
            #expect(logged.status == .seeOther)
            #expect(try await app.mealNames(of: alice) == ["an apple"])
        }
    }

    @Test(
        "behind the proxy, Sign out ends Morsel's session and sends the browser to the proxy's own sign-out, which the policy allows"
    )
    func signOutAtTheProxy() async throws {
        let logout = "https://auth.example.org/logout?rd=https%3A%2F%2Ffood.example.org"
        try await withApp(
            mode: .live,
            configure: {
                $0.proxySignIn = ProxySignInSettings(trustedProxies: ["127.0.0.1"].compactMap(IPAddressRange.init))
                $0.proxySignIn?.logoutURL = logout
            }
        ) { app in
            let alice = try await app.user("alice")
            let today = try await Self.get(app, "/", named: "alice")
            let session = try #require(today.cookie(SessionAuthenticator.cookieName))
            #expect(
                today.headers[.contentSecurityPolicy]?.contains("form-action 'self' https://auth.example.org;") == true)
            let csrf = try #require(try await app.services.credentials.session(secret: session)?.session.csrfToken)
            let out = try await app.client.execute(
                uri: Route.signOut.path(), method: .post,
                headers: [
                    .contentType: "application/x-www-form-urlencoded", Self.remoteUser: "alice",
                    .cookie: "\(SessionAuthenticator.cookieName)=\(session)",
                ],
                body: .init(string: "_csrf=\(csrf)"))
            #expect(out.status == .seeOther && out.headers[.location] == logout)
            #expect(try await app.services.credentials.session(secret: session) == nil, "alice's session is over")
            _ = alice
        }
    }

    @Test("when the proxy names someone else, the old session ends and theirs begins")
    func switchesPerson() async throws {
        try await withApp(mode: .live, configure: Self.proxy("127.0.0.0/8")) { app in
            let alice = try await app.user("alice")
            _ = try await app.user("bob")
            let bobs = try await Self.get(app, "/", named: "bob", cookie: alice.session)
            #expect(bobs.status == .ok)
            let session = try #require(bobs.cookie(SessionAuthenticator.cookieName))
            #expect(try await app.services.credentials.session(secret: session)?.account.username == "bob")
            #expect(
                try await app.services.credentials.session(secret: alice.session) == nil,
                "alice's session on that browser ended")
        }
    }

    @Test("the header from an address not trusted is ignored: the visitor is sent to sign in")
    func untrusted() async throws {
        try await withApp(mode: .live, configure: Self.proxy("10.0.0.0/8", "::2")) { app in
            _ = try await app.user("alice")
            let page = try await Self.get(app, "/", named: "alice")
            #expect(page.status == .seeOther)
            #expect(page.headers[.location] == Route.signIn.path())
            #expect(page.cookie(SessionAuthenticator.cookieName) == nil)
        }
    }

    @Test("the API takes tokens only: the header is ignored there, even from the proxy")
    func apiIgnoresHeader() async throws {
        try await withApp(mode: .live, configure: Self.proxy("127.0.0.1")) { app in
            let alice = try await app.user("alice")
            let refused = try await Self.get(app, "/api/v1/meals", named: "alice")
            #expect(refused.status == .unauthorized)
            #expect(try await app.api(.get, "/api/v1/meals", as: alice).status == .ok)
        }
    }

    @Test(
        "a name Morsel does not know is refused, nothing created; with accounts created on first sight it gets one without a password"
    )
    func unknownNames() async throws {
        try await withApp(mode: .live, configure: Self.proxy("127.0.0.1")) { app in
            _ = try await app.user("alice")
            let refused = try await Self.get(app, "/", named: "carol")
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("no account of that name"))
            #expect(try await app.services.users.account(username: "carol") == nil)
        }
        try await withApp(mode: .live, configure: Self.proxy("127.0.0.1", creates: true)) { app in
            _ = try await app.user("alice")
            let page = try await Self.get(app, "/", named: "carol")
            #expect(page.status == .ok)
            let carol = try #require(try await app.services.users.account(username: "carol"))
            #expect(!carol.isAdmin)
            #expect(try await app.services.users.verify(username: "carol", password: UserRepository.noPassword) == nil)
            #expect(try await app.services.users.verify(username: "carol", password: "") == nil)
            let bad = try await Self.get(app, "/", named: "carol smith<script>")
            #expect(bad.status == .forbidden && !bad.text.contains("<script>"))
        }
    }

    @Test("trusted proxies are addresses or CIDR ranges, IPv4 or IPv6; settings that cannot work stop Morsel at start")
    func settings() throws {
        let ranges = ["192.168.1.0/24", "::1", "fd00::/8", "10.0.0.5"].compactMap(IPAddressRange.init)
        #expect(ranges.count == 4)
        #expect(
            ranges[0].contains("192.168.1.77") && !ranges[0].contains("192.168.2.1")
                && ranges[0].contains("::ffff:192.168.1.9"))
        #expect(ranges[1].contains("::1") && !ranges[1].contains("127.0.0.1"))
        #expect(ranges[2].contains("fd12:3456::1") && !ranges[2].contains("fe80::1"))
        #expect(
            ranges[3].contains("10.0.0.5") && !ranges[3].contains("10.0.0.6") && !ranges[3].contains("not an address"))
        for bad in ["", "10.0.0.0/33", "::/129", "10.0.0.0/", "10.0.0.0/-1", "example.org", "10.0.0.0/8/8"] {
            #expect(IPAddressRange(bad) == nil, "“\(bad)”")
        }
        let (read, _) = try AppConfiguration.read(environment: [
            "MORSEL_TRUSTED_PROXIES": "172.18.0.0/16, ::1", "MORSEL_PROXY_USER_HEADER": "X-Forwarded-User",
            "MORSEL_PROXY_CREATE_ACCOUNTS": "true",
        ])
        #expect(
            read.proxySignIn
                == ProxySignInSettings(
                    trustedProxies: ["172.18.0.0/16", "::1"].compactMap(IPAddressRange.init),
                    userHeader: "X-Forwarded-User", createsAccounts: true))
        #expect(try AppConfiguration.read(environment: [:]).0.proxySignIn == nil)
        func problems(_ environment: [String: String]) -> String {
            do {
                _ = try AppConfiguration.read(environment: environment)
                return ""
            } catch { return "\(error)" }
        }
        #expect(
            problems(["MORSEL_TRUSTED_PROXIES": "10.0.0.0/8, proxy.lan"]).contains(
                "“proxy.lan”, which is not an IP address or CIDR range"))
        #expect(
            problems(["MORSEL_TRUSTED_PROXIES": "::1", "MORSEL_PROXY_USER_HEADER": "Remote User"]).contains(
                "not a header name"))
        #expect(
            problems(["MORSEL_TRUSTED_PROXIES": "::1", "MORSEL_PROXY_CREATE_ACCOUNTS": "yes"]).contains(
                "use true or false"))
        #expect(problems(["MORSEL_PROXY_USER_HEADER": "Remote-User"]).contains("need MORSEL_TRUSTED_PROXIES"))
        #expect(
            problems(["MORSEL_TRUSTED_PROXIES": "::1", "MORSEL_PROXY_LOGOUT_URL": "/logout"]).contains(
                "the proxy's sign-out page"))
        #expect(
            try AppConfiguration.read(environment: [
                "MORSEL_TRUSTED_PROXIES": "::1", "MORSEL_PROXY_LOGOUT_URL": "https://auth.example.org/logout",
            ])
            .0.proxySignIn?.logoutURL == "https://auth.example.org/logout")
    }
}
