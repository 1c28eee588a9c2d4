import Foundation
import MorselServices

extension OpenIDSettings {
    /// The settings from the environment (`setting` reads `MORSEL_` + name, nil when unset or
    /// empty), adding each one that cannot work to `problems`; nil when no issuer is set.
    static func read(_ setting: (String) -> String?, publicURL: String?, problems: inout [String]) -> OpenIDSettings? {
        let others = [
            "CLIENT_ID", "CLIENT_SECRET", "SCOPES", "NAME", "GROUPS_CLAIM", "ADMIN_GROUP", "HOUSEHOLD_GROUP_PREFIX",
            "CREATE_ACCOUNTS",
            "TOKEN_AUTH",
        ]
        guard let issuer = setting("OIDC_ISSUER") else {
            let given = others.filter { setting("OIDC_" + $0) != nil }.map { "MORSEL_OIDC_" + $0 }
            if !given.isEmpty {
                problems.append("\(given.joined(separator: ", ")) need MORSEL_OIDC_ISSUER: the provider's issuer URL.")
            }
            return nil
        }
        if let url = URL(string: issuer), let scheme = url.scheme?.lowercased(), url.host?.isEmpty == false,
            scheme == "https" || scheme == "http", url.query == nil, url.fragment == nil
        {
        } else {
            problems.append(
                "MORSEL_OIDC_ISSUER is “\(issuer)”; use the provider's issuer URL, such as https://auth.example.org.")
        }
        if publicURL == nil {
            problems.append(
                "MORSEL_OIDC_ISSUER needs MORSEL_PUBLIC_URL: the provider sends people back to MORSEL_PUBLIC_URL/auth/oidc/callback."
            )
        }
        let clientID = setting("OIDC_CLIENT_ID")
        let secret = setting("OIDC_CLIENT_SECRET")
        if clientID == nil {
            problems.append(
                "MORSEL_OIDC_CLIENT_ID is not set; use the client id Morsel is registered under at the provider.")
        }
        if secret == nil {
            problems.append("MORSEL_OIDC_CLIENT_SECRET is not set; use the client secret the provider gave Morsel.")
        }
        var settings = OpenIDSettings(
            issuer: issuer, clientID: clientID ?? "", clientSecret: secret ?? "", displayName: setting("OIDC_NAME"))
        if let scopes = setting("OIDC_SCOPES") {
            let list = scopes.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            if list.contains("openid") {
                settings.scopes = list
            } else {
                problems.append(
                    "MORSEL_OIDC_SCOPES is “\(scopes)”; it must include openid, such as “openid profile email groups”.")
            }
        }
        settings.groupsClaim = setting("OIDC_GROUPS_CLAIM") ?? settings.groupsClaim
        settings.adminGroup = setting("OIDC_ADMIN_GROUP")
        settings.householdGroupPrefix = setting("OIDC_HOUSEHOLD_GROUP_PREFIX")
        settings.createsAccounts = AppConfiguration.bool(
            setting, "OIDC_CREATE_ACCOUNTS", default: false, problems: &problems)
        if let method = setting("OIDC_TOKEN_AUTH") {
            settings.tokenAuth = TokenAuth(rawValue: method)
            if settings.tokenAuth == nil {
                problems.append(
                    "MORSEL_OIDC_TOKEN_AUTH is “\(method)”; use client_secret_basic or client_secret_post, as Morsel's client is registered."
                )
            }
        }
        return settings
    }
}
