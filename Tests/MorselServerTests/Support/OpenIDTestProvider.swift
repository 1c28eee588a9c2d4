import AsyncHTTPClient
import Foundation
import NIOCore
import TestFixtures

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// A real OpenID Connect provider on 127.0.0.1 (`scripts/oidc_provider.py`, built on Authlib),
/// started for a test and stopped by it, with one client, Morsel, whose redirect URI is
/// `morselURL/auth/oidc/callback`, and the users given.
final class OpenIDTestProvider: Sendable {
    let process: ChildProcess
    let issuer: String
    static let morselURL = "http://morsel.test"
    static let clientID = "morsel", clientSecret = "s3cret-s3cret"

    struct User: Encodable {
        var username: String
        var password = "provider-pw"
        var sub: String
        var email: String
        var email_verified = true
        var name: String
        var groups: [String] = []
    }

    static let alice = User(
        username: "alice", sub: "u-alice", email: "alice@example.org", name: "Alice",
        groups: ["morsel-admins", "morsel-household-smith"])
    static let bob = User(
        username: "bob", sub: "u-bob", email: "bob@example.org", name: "Bob", groups: ["morsel-household-smith"])

    /// Whether the provider can run here: python3 with Authlib and Flask. CI sets
    /// MORSEL_TEST_OPENID=1 so that a provider that cannot start fails the run instead.
    static let isAvailable: Bool = {
        if ProcessInfo.processInfo.environment["MORSEL_TEST_OPENID"] == "1" { return true }
        guard
            let check = try? ChildProcess(
                URL(fileURLWithPath: "/usr/bin/env"), arguments: ["python3", "-c", "import authlib, flask"],
                environment: ProcessInfo.processInfo.environment)
        else { return false }
        return check.wait() == 0
    }()

    /// Starts the provider; `issuer` overrides the issuer it names itself by.
    /// `clientSecret`: Morsel's secret there; `tokenAuth`: the one way the client is registered
    /// to authenticate (both when nil); `basicUndecoded`: a Basic header's parts compared as
    /// sent, as glewlwyd 2.7 does.
    init(
        users: [User] = [alice, bob], issuer: String? = nil, clientSecret: String = clientSecret,
        tokenAuth: OpenIDSettings.TokenAuth? = nil, basicUndecoded: Bool = false
    ) async throws {
        let script = TestFixture.directory.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/oidc_provider.py")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("oidc-\(UUID().uuidString).json")
        struct Client: Encodable {
            let client_id: String, client_secret: String, redirect_uris: [String], scope: String,
                token_endpoint_auth_method: String?
        }
        struct Config: Encodable { let clients: [Client], users: [User], basic_undecoded: Bool }
        try JSONEncoder().encode(
            Config(
                clients: [
                    Client(
                        client_id: Self.clientID, client_secret: clientSecret,
                        redirect_uris: [Self.morselURL + Route.openIDCallback.path()],
                        scope: "openid profile email groups", token_endpoint_auth_method: tokenAuth?.rawValue)
                ],
                users: users, basic_undecoded: basicUndecoded)
        ).write(to: config)
        process = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", script.path, "--config", config.path] + (issuer.map { ["--issuer", $0] } ?? []),
            environment: ProcessInfo.processInfo.environment)
        let deadline = Date().addingTimeInterval(20)
        var ready: String?
        while ready == nil {
            guard process.isRunning, Date() < deadline else {
                process.terminate()
                throw TestFailure("the OpenID provider did not start: \(process.errors.suffix(2000))")
            }
            try await Task.sleep(for: .milliseconds(50))
            ready = Self.readyAddress(process.output)
        }
        address = ready!
        self.issuer = issuer ?? ready!
    }

    /// The provider's own address (its issuer unless overridden).
    let address: String

    /// The address of the whole line `READY http://…` the provider prints once listening.
    private static func readyAddress(_ output: String) -> String? {
        guard let end = output.lastIndex(of: "\n") else { return nil }
        return output[..<end].split(separator: "\n").first { $0.hasPrefix("READY ") }.map {
            String($0.dropFirst("READY ".count))
        }
    }

    func stop() {
        process.terminate()
        process.wait()
    }

    /// Morsel's settings for this provider.
    func settings(createsAccounts: Bool = true, clientSecret: String = clientSecret) -> OpenIDSettings {
        var settings = OpenIDSettings(
            issuer: issuer, clientID: Self.clientID, clientSecret: clientSecret, displayName: "Test ID")
        settings.scopes = ["openid", "profile", "email", "groups"]
        settings.adminGroup = "morsel-admins"
        settings.householdGroupPrefix = "morsel-household-"
        settings.createsAccounts = createsAccounts
        return settings
    }

    /// How the next ID tokens are made (`{"sign_with": "rogue"}`, `{}` for normal).
    func setMode(_ json: String) async throws {
        var request = HTTPClientRequest(url: address + "/test/mode")
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.body = .bytes(ByteBuffer(string: json))
        let response = try await PageFetcher.shared.execute(request, timeout: .seconds(10))
        guard response.status == .ok else { throw TestFailure("test mode \(json): \(response.status)") }
    }

    /// Signs `user` in at the provider from its authorization URL, the way a browser would:
    /// the login form, then the redirect back to Morsel; the callback's path and query.
    func signIn(at authorizationURL: String, as user: User, password: String? = nil) async throws -> String {
        let form = try await PageFetcher.shared.execute(HTTPClientRequest(url: authorizationURL), timeout: .seconds(10))
        guard form.status == .ok else { throw TestFailure("the provider's sign-in page answered \(form.status)") }
        var post = HTTPClientRequest(url: authorizationURL)
        post.method = .POST
        post.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        post.body = .bytes(ByteBuffer(string: "username=\(user.username)&password=\(password ?? user.password)"))
        let answer = try await PageFetcher.shared.execute(post, timeout: .seconds(10))
        guard answer.status == .found, let location = answer.headers.first(name: "Location"),
            location.hasPrefix(Self.morselURL)
        else {
            throw TestFailure("the provider did not send the browser back to Morsel: \(answer.status)")
        }
        return String(location.dropFirst(Self.morselURL.count))
    }
}
