import AsyncHTTPClient
import Foundation
import JWTKit
import MorselCore
import MorselData
import NIOCore
import NIOHTTP1

/// Morsel's side of OpenID Connect with one provider: its discovery document and signing keys
/// (fetched on first use and kept; the keys again when a token names one not yet seen), the
/// authorization request, the code exchange, UserInfo, and every check an ID token must pass.
package actor OpenIDProvider {
    package let settings: OpenIDSettings
    package let redirectURI: String
    private let http: HTTPClient
    private let clock: AppClock

    /// How far the provider's clock may be from ours when judging `exp` and `iat`.
    package static let clockSkew: TimeInterval = 60
    /// Signing keys are fetched again at most this often, however many unknown keys arrive.
    package static let keysRefetchInterval: TimeInterval = 30
    /// Algorithms an ID token may be signed with: public-key ones only, never `none` or a shared secret.
    package static let acceptedAlgorithms: Set<String> = [
        "RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA",
    ]

    package struct Metadata: Decodable, Sendable {
        package let issuer: String
        package let authorization_endpoint: String
        package let token_endpoint: String
        package let jwks_uri: String
        package let userinfo_endpoint: String?
        /// Absent means client_secret_basic alone (OpenID Connect Discovery §3).
        package let token_endpoint_auth_methods_supported: [String]?
    }

    private var metadata: Metadata?
    /// The token endpoint authentication the provider last accepted.
    private var acceptedTokenAuth: ClientCredentials?
    private var keys: JWTKeyCollection?
    private var keyIDs: Set<String> = []
    private var keysFetchedAt: Date?

    package init(settings: OpenIDSettings, redirectURI: String, http: HTTPClient, clock: AppClock) {
        self.settings = settings
        self.redirectURI = redirectURI
        self.http = http
        self.clock = clock
    }

    /// Where to send the browser to sign in.
    package func authorizationURL(state: String, nonce: String, codeChallenge: String) async throws -> String {
        let endpoint = try await discovered().authorization_endpoint
        var components = URLComponents(string: endpoint)
        let given = components?.queryItems ?? []
        components?.queryItems =
            given + [
                URLQueryItem(name: "response_type", value: "code"),
                URLQueryItem(name: "client_id", value: settings.clientID),
                URLQueryItem(name: "redirect_uri", value: redirectURI),
                URLQueryItem(name: "scope", value: settings.scopes.joined(separator: " ")),
                URLQueryItem(name: "state", value: state), URLQueryItem(name: "nonce", value: nonce),
                URLQueryItem(name: "code_challenge", value: codeChallenge),
                URLQueryItem(name: "code_challenge_method", value: "S256"),
            ]
        guard let url = components?.url?.absoluteString else {
            throw OpenIDRefusal.unreachable("its authorization endpoint “\(endpoint)” is not an address.")
        }
        return url
    }

    /// Exchanges the code for tokens, checks the ID token, and adds what UserInfo says.
    package func claims(code: String, codeVerifier: String, nonce: String) async throws -> OpenIDClaims {
        let metadata = try await discovered()
        let form = [
            ("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI),
            ("code_verifier", codeVerifier),
        ]
        // Each way the client may authenticate, until one is accepted: a provider refuses the
        // client before it looks at (and uses up) the code.
        var answer: [String: Any]?
        var status = HTTPResponseStatus.ok
        for method in tokenAuthOrder(supported: metadata.token_endpoint_auth_methods_supported) {
            (status, answer) = try await exchange(form, at: metadata.token_endpoint, authenticating: method)
            let error = answer?["error"] as? String
            guard status != .ok, error == "invalid_client" || error == "unauthorized_client" else {
                if status == .ok { acceptedTokenAuth = method }
                break
            }
        }
        guard status == .ok, let answer, let idToken = answer["id_token"] as? String else {
            let error = answer?["error"] as? String
            let detail =
                error.map { " (\($0)\((answer?["error_description"] as? String).map { ": \($0)" } ?? ""))" } ?? ""
            if error == "invalid_client" || error == "unauthorized_client" {
                throw OpenIDRefusal.refused(
                    "the sign-in service did not accept Morsel's client id and secret\(detail). Whoever runs Morsel "
                        + "should check MORSEL_OIDC_CLIENT_ID and MORSEL_OIDC_CLIENT_SECRET, and MORSEL_OIDC_TOKEN_AUTH against how the client is registered."
                )
            }
            throw OpenIDRefusal.refused(
                "the sign-in service did not accept the sign-in code\(detail); it may have been used already.")
        }
        var claims = try await verified(idToken, nonce: nonce)
        if let endpoint = metadata.userinfo_endpoint, let accessToken = answer["access_token"] as? String {
            let info = try await userInfo(endpoint, accessToken: accessToken)
            guard info.subject == claims.subject else {
                throw OpenIDRefusal.refused(
                    "the sign-in service's UserInfo answer is about someone else than its ID token.")
            }
            claims = claims.merging(info)
        }
        return claims
    }

    /// How the id and secret are sent: in a Basic header form-encoded first (RFC 6749 §2.3.1)
    /// or as typed (glewlwyd compares them undecoded), or in the form's body.
    package enum ClientCredentials: Equatable {
        case basic(formEncoded: Bool)
        case post

        package var method: OpenIDSettings.TokenAuth { self == .post ? .post : .basic }
    }

    /// The ways to try, best first: those of `MORSEL_OIDC_TOKEN_AUTH` if set, else of the
    /// methods the provider supports; the way accepted last first. With an id and secret that
    /// form-encoding leaves alone the Basic header is the same either way, and is tried first;
    /// otherwise the form's body first, which every provider reads alike.
    package func tokenAuthOrder(supported: [String]?) -> [ClientCredentials] {
        let plain =
            Self.formEncoded(settings.clientID) == settings.clientID
            && Self.formEncoded(settings.clientSecret) == settings.clientSecret
        let all: [ClientCredentials] =
            plain
            ? [.basic(formEncoded: true), .post] : [.post, .basic(formEncoded: true), .basic(formEncoded: false)]
        let offered =
            settings.tokenAuth.map { [$0] }
            ?? (supported ?? [OpenIDSettings.TokenAuth.basic.rawValue]).compactMap(
                OpenIDSettings.TokenAuth.init(rawValue:))
        var order = all.filter { offered.contains($0.method) }
        if order.isEmpty { order = [.basic(formEncoded: true)] }
        if let accepted = acceptedTokenAuth, let at = order.firstIndex(of: accepted) {
            order.insert(order.remove(at: at), at: 0)
        }
        return order
    }

    /// One code exchange: the status and the JSON answer.
    private func exchange(_ form: [(String, String)], at endpoint: String, authenticating method: ClientCredentials)
        async throws
        -> (HTTPResponseStatus, [String: Any]?)
    {
        var request = HTTPClientRequest(url: endpoint)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        request.headers.add(name: "Accept", value: "application/json")
        var fields = form
        switch method {
        case .basic(let encoded):
            let part = { (text: String) in encoded ? Self.formEncoded(text) : text }
            let credentials = "\(part(settings.clientID)):\(part(settings.clientSecret))"
            request.headers.add(name: "Authorization", value: "Basic " + Data(credentials.utf8).base64EncodedString())
        case .post:
            fields += [("client_id", settings.clientID), ("client_secret", settings.clientSecret)]
        }
        request.body = .bytes(
            ByteBuffer(string: fields.map { "\($0.0)=\(Self.formEncoded($0.1))" }.joined(separator: "&")))
        let (status, body) = try await send(request, what: "its token endpoint")
        return (status, (try? JSONSerialization.jsonObject(with: body)) as? [String: Any])
    }

    /// The ID token's claims once its signature, issuer, audience, times and nonce are right.
    package func verified(_ token: String, nonce: String) async throws -> OpenIDClaims {
        let header = try Self.header(of: token)
        guard let algorithm = header["alg"] as? String, Self.acceptedAlgorithms.contains(algorithm) else {
            throw OpenIDRefusal.refused(
                "the ID token is not signed with a public-key algorithm (it says “\(header["alg"] ?? "none")”).")
        }
        let kid = header["kid"] as? String
        var keys = try await signingKeys()
        if let kid, !keyIDs.contains(kid) { keys = try await signingKeys(refreshing: true) }
        if let kid, !keyIDs.contains(kid) {
            throw OpenIDRefusal.refused("the ID token is signed by a key the sign-in service does not publish.")
        }
        let claims: OpenIDClaims
        do {
            claims = try await keys.verify(token, as: OpenIDClaims.self)
        } catch {
            throw OpenIDRefusal.refused("the ID token's signature does not match the sign-in service's keys.")
        }
        let now = clock.now().timeIntervalSince1970
        guard claims.text("iss") == metadata?.issuer else {
            throw OpenIDRefusal.refused(
                "the ID token was issued by “\(claims.text("iss") ?? "nobody")”, not by \(settings.issuer).")
        }
        let audience = claims.texts("aud")
        guard audience.contains(settings.clientID), audience.allSatisfy({ $0 == settings.clientID }) else {
            throw OpenIDRefusal.refused(
                "the ID token is meant for “\(audience.joined(separator: ", "))”, not for Morsel (\(settings.clientID))."
            )
        }
        if let presenter = claims.text("azp"), presenter != settings.clientID {
            throw OpenIDRefusal.refused("the ID token was handed to “\(presenter)”, not to Morsel.")
        }
        guard let expires = claims.number("exp"), expires + Self.clockSkew > now else {
            throw OpenIDRefusal.refused("the ID token has expired.")
        }
        guard let issuedAt = claims.number("iat"), issuedAt - Self.clockSkew <= now else {
            throw OpenIDRefusal.refused("the ID token is dated in the future.")
        }
        guard let said = claims.text("nonce"), SecretToken.constantTimeEquals(said, nonce) else {
            throw OpenIDRefusal.refused("the ID token belongs to another sign-in (its nonce does not match).")
        }
        guard claims.subject != nil else { throw OpenIDRefusal.refused("the ID token names nobody (no subject).") }
        return claims
    }

    /// The discovery document, fetched once; its issuer must be the one configured.
    private func discovered() async throws -> Metadata {
        if let metadata { return metadata }
        let address = settings.issuerKey + "/.well-known/openid-configuration"
        let (status, body) = try await send(HTTPClientRequest(url: address), what: address)
        guard status == .ok, let found = try? JSONDecoder().decode(Metadata.self, from: body) else {
            throw OpenIDRefusal.unreachable("\(address) did not answer with a discovery document.")
        }
        guard found.issuer == settings.issuer || found.issuer == settings.issuerKey else {
            throw OpenIDRefusal.refused(
                "the sign-in service calls itself “\(found.issuer)”, not \(settings.issuer) as configured (MORSEL_OIDC_ISSUER)."
            )
        }
        metadata = found
        return found
    }

    /// The provider's signing keys: kept, fetched again when asked to refresh, at most every 30 s.
    private func signingKeys(refreshing: Bool = false) async throws -> JWTKeyCollection {
        let now = clock.now()
        if let keys,
            !refreshing || (keysFetchedAt.map { now.timeIntervalSince($0) < Self.keysRefetchInterval } ?? false)
        {
            return keys
        }
        let address = try await discovered().jwks_uri
        let (status, body) = try await send(HTTPClientRequest(url: address), what: "its keys (\(address))")
        let collection = JWTKeyCollection()
        guard status == .ok, let set = try? JSONDecoder().decode(JWKS.self, from: body) else {
            throw OpenIDRefusal.unreachable("its keys (\(address)) could not be read.")
        }
        var ids: Set<String> = []
        for key in set.keys {
            guard let id = key.keyIdentifier?.string, (try? await collection.add(jwk: key)) != nil else { continue }
            ids.insert(id)
        }
        keys = collection
        keyIDs = ids
        keysFetchedAt = now
        return collection
    }

    private func userInfo(_ endpoint: String, accessToken: String) async throws -> OpenIDClaims {
        var request = HTTPClientRequest(url: endpoint)
        request.headers.add(name: "Authorization", value: "Bearer \(accessToken)")
        request.headers.add(name: "Accept", value: "application/json")
        let (status, body) = try await send(request, what: "its UserInfo endpoint")
        guard status == .ok, let claims = try? JSONDecoder().decode(OpenIDClaims.self, from: body) else {
            throw OpenIDRefusal.refused("the sign-in service's UserInfo endpoint did not answer (\(status.code)).")
        }
        return claims
    }

    private func send(_ request: HTTPClientRequest, what: String) async throws -> (HTTPResponseStatus, Data) {
        do {
            let response = try await http.execute(request, timeout: .seconds(10))
            let body = try await response.body.collect(upTo: 1024 * 1024)
            return (response.status, Data(buffer: body))
        } catch let refusal as DomainError {
            throw refusal
        } catch {
            throw OpenIDRefusal.unreachable("\(what) did not answer (\(error)).")
        }
    }

    /// The JOSE header of a compact JWT, before anything is trusted.
    private static func header(of token: String) throws -> [String: Any] {
        guard let first = token.split(separator: ".", omittingEmptySubsequences: false).first,
            token.split(separator: ".").count == 3
        else {
            throw OpenIDRefusal.refused("the sign-in service's ID token is not a signed token.")
        }
        var base64 = first.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64),
            let header = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else {
            throw OpenIDRefusal.refused("the sign-in service's ID token cannot be read.")
        }
        return header
    }

    /// application/x-www-form-urlencoded: unreserved characters kept, everything else %XX.
    package static func formEncoded(_ text: String) -> String {
        text.addingPercentEncoding(
            withAllowedCharacters: CharacterSet(
                charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")) ?? text
    }
}
