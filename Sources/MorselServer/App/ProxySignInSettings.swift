import Foundation
import MorselData
import MorselServices

/// Signing in behind an authenticating proxy (Authelia, Authentik's proxy outpost,
/// oauth2-proxy): the proxy checks who someone is and names them in a header on every
/// request it forwards. Only requests from the proxy's own addresses are believed; the same
/// header from anywhere else is ignored.
public struct ProxySignInSettings: Sendable, Equatable {
    /// `MORSEL_TRUSTED_PROXIES`: addresses or CIDR ranges, comma-separated.
    public var trustedProxies: [IPAddressRange]
    /// `MORSEL_PROXY_USER_HEADER`: the header naming the person; `Remote-User` by default.
    public var userHeader: String = "Remote-User"
    /// `MORSEL_PROXY_CREATE_ACCOUNTS`: whether a name Morsel does not know gets an account on
    /// first sight (without a password); off by default, so an administrator creates them.
    public var createsAccounts = false
    /// `MORSEL_PROXY_LOGOUT_URL`: the proxy's own sign-out page, where "Sign out" sends the
    /// browser once Morsel's session has ended; without it the proxy signs the person straight
    /// back in.
    public var logoutURL: String?

    public init(trustedProxies: [IPAddressRange], userHeader: String = "Remote-User", createsAccounts: Bool = false) {
        self.trustedProxies = trustedProxies
        self.userHeader = userHeader
        self.createsAccounts = createsAccounts
    }

    /// Whether a request from `address` comes from a trusted proxy.
    func trusts(_ address: String?) -> Bool {
        guard let address else { return false }
        return trustedProxies.contains { $0.contains(address) }
    }

    /// The settings from the environment (`setting` reads `MORSEL_` + name, nil when unset or
    /// empty), adding each one that cannot work to `problems`; nil when no proxy is trusted.
    static func read(_ setting: (String) -> String?, problems: inout [String]) -> ProxySignInSettings? {
        let header = setting("PROXY_USER_HEADER")
        guard let list = setting("TRUSTED_PROXIES") else {
            if header != nil || setting("PROXY_CREATE_ACCOUNTS") != nil || setting("PROXY_LOGOUT_URL") != nil {
                problems.append(
                    "MORSEL_PROXY_USER_HEADER, MORSEL_PROXY_CREATE_ACCOUNTS and MORSEL_PROXY_LOGOUT_URL need MORSEL_TRUSTED_PROXIES: the addresses of the proxy whose header is believed."
                )
            }
            return nil
        }
        var ranges: [IPAddressRange] = []
        for item in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            if let range = IPAddressRange(item) {
                ranges.append(range)
            } else {
                problems.append(
                    "MORSEL_TRUSTED_PROXIES has “\(item)”, which is not an IP address or CIDR range; use addresses such as 10.0.0.5, 172.18.0.0/16 or ::1, comma-separated."
                )
            }
        }
        var settings = ProxySignInSettings(trustedProxies: ranges)
        if let header {
            let allowed = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~").union(.alphanumerics)
            if header.unicodeScalars.allSatisfy({ $0.isASCII && allowed.contains($0) }) {
                settings.userHeader = header
            } else {
                problems.append(
                    "MORSEL_PROXY_USER_HEADER is “\(header)”, which is not a header name; use one such as Remote-User.")
            }
        }
        settings.createsAccounts = AppConfiguration.bool(
            setting, "PROXY_CREATE_ACCOUNTS", default: false, problems: &problems)
        if let logout = setting("PROXY_LOGOUT_URL") {
            if AppConfiguration.isWebAddress(logout) {
                settings.logoutURL = logout
            } else {
                problems.append(
                    "MORSEL_PROXY_LOGOUT_URL is “\(logout)”; use the http:// or https:// address of the proxy's sign-out page, such as https://auth.example.org/logout."
                )
            }
        }
        return settings
    }
}
