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
    package var issuerKey: String { issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer }
}
