import Foundation
import MorselData

/// Signing in with the household's identity provider over OpenID Connect (Authelia,
/// Authentik, Keycloak, Google): the authorization code flow with PKCE. Read from
/// `MORSEL_OIDC_*` at start; nil when no issuer is set.
public struct OpenIDSettings: Sendable, Equatable {
    /// `MORSEL_OIDC_ISSUER`: the provider's issuer URL, whose
    /// `/.well-known/openid-configuration` says where everything else is.
    public var issuer: String
    /// `MORSEL_OIDC_CLIENT_ID` and `MORSEL_OIDC_CLIENT_SECRET`: Morsel as registered at the
    /// provider, with the redirect URI `MORSEL_PUBLIC_URL` + `/auth/oidc/callback`.
    public var clientID: String
    public var clientSecret: String
    /// `MORSEL_OIDC_SCOPES`: `openid profile email` by default (add `groups` for the group settings).
    public var scopes = ["openid", "profile", "email"]
    /// `MORSEL_OIDC_NAME`: how the sign-in button names the provider ("Sign in with Authelia");
    /// the issuer's host by default.
    public var displayName: String
    /// `MORSEL_OIDC_GROUPS_CLAIM`: the claim listing a person's groups; `groups` by default.
    public var groupsClaim = "groups"
    /// `MORSEL_OIDC_ADMIN_GROUP`: members are administrators, others not (set at each sign-in);
    /// nil leaves who is an administrator to Morsel.
    public var adminGroup: String?
    /// `MORSEL_OIDC_HOUSEHOLD_GROUP_PREFIX`: a group named with this prefix names the household a
    /// new account joins (`morsel-household-smith` → "smith"); nil: the instance's first household.
    public var householdGroupPrefix: String?
    /// `MORSEL_OIDC_CREATE_ACCOUNTS`: whether someone with no account gets one at first sign-in.
    public var createsAccounts = false
    /// `MORSEL_OIDC_TOKEN_AUTH`: how Morsel's id and secret go to the token endpoint, as the
    /// client is registered; nil: chosen from what the provider's discovery document supports.
    public var tokenAuth: TokenAuth?

    /// How a confidential client authenticates at the token endpoint (OpenID Connect Core §9).
    public enum TokenAuth: String, Sendable, CaseIterable {
        /// In an `Authorization: Basic` header, each part form-encoded first (RFC 6749 §2.3.1).
        case basic = "client_secret_basic"
        /// As `client_id` and `client_secret` in the form's body.
        case post = "client_secret_post"
    }

    public init(issuer: String, clientID: String, clientSecret: String, displayName: String? = nil) {
        self.issuer = issuer
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.displayName = displayName ?? URL(string: issuer)?.host ?? issuer
    }

    /// The provider's issuer without a trailing slash, for comparing with `iss` as both write it.
    var issuerKey: String { issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer }

    /// The settings from the environment (`setting` reads `MORSEL_` + name, nil when unset or
    /// empty), adding each one that cannot work to `problems`; nil when no issuer is set.
    static func read(_ setting: (String) -> String?, publicURL: String?, problems: inout [String]) -> OpenIDSettings? {
        let others = ["CLIENT_ID", "CLIENT_SECRET", "SCOPES", "NAME", "GROUPS_CLAIM", "ADMIN_GROUP", "HOUSEHOLD_GROUP_PREFIX", "CREATE_ACCOUNTS",
                      "TOKEN_AUTH"]
        guard let issuer = setting("OIDC_ISSUER") else {
            let given = others.filter { setting("OIDC_" + $0) != nil }.map { "MORSEL_OIDC_" + $0 }
            if !given.isEmpty { problems.append("\(given.joined(separator: ", ")) need MORSEL_OIDC_ISSUER: the provider's issuer URL.") }
            return nil
        }
        if let url = URL(string: issuer), let scheme = url.scheme?.lowercased(), url.host?.isEmpty == false,
           scheme == "https" || scheme == "http", url.query == nil, url.fragment == nil {} else {
            problems.append("MORSEL_OIDC_ISSUER is “\(issuer)”; use the provider's issuer URL, such as https://auth.example.org.")
        }
        if publicURL == nil {
            problems.append("MORSEL_OIDC_ISSUER needs MORSEL_PUBLIC_URL: the provider sends people back to MORSEL_PUBLIC_URL/auth/oidc/callback.")
        }
        let clientID = setting("OIDC_CLIENT_ID"), secret = setting("OIDC_CLIENT_SECRET")
        if clientID == nil { problems.append("MORSEL_OIDC_CLIENT_ID is not set; use the client id Morsel is registered under at the provider.") }
        if secret == nil { problems.append("MORSEL_OIDC_CLIENT_SECRET is not set; use the client secret the provider gave Morsel.") }
        var settings = OpenIDSettings(issuer: issuer, clientID: clientID ?? "", clientSecret: secret ?? "", displayName: setting("OIDC_NAME"))
        if let scopes = setting("OIDC_SCOPES") {
            let list = scopes.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            if list.contains("openid") { settings.scopes = list } else {
                problems.append("MORSEL_OIDC_SCOPES is “\(scopes)”; it must include openid, such as “openid profile email groups”.")
            }
        }
        settings.groupsClaim = setting("OIDC_GROUPS_CLAIM") ?? settings.groupsClaim
        settings.adminGroup = setting("OIDC_ADMIN_GROUP")
        settings.householdGroupPrefix = setting("OIDC_HOUSEHOLD_GROUP_PREFIX")
        settings.createsAccounts = AppConfiguration.bool(setting, "OIDC_CREATE_ACCOUNTS", default: false, problems: &problems)
        if let method = setting("OIDC_TOKEN_AUTH") {
            settings.tokenAuth = TokenAuth(rawValue: method)
            if settings.tokenAuth == nil {
                problems.append("MORSEL_OIDC_TOKEN_AUTH is “\(method)”; use client_secret_basic or client_secret_post, as Morsel's client is registered.")
            }
        }
        return settings
    }
}
