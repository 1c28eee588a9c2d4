import Foundation
import Logging
import MorselCore
import MorselData
import MorselServices

/// Everything Morsel reads at start-up, from flags and the environment, with defaults
/// that work on a fresh machine.
public struct AppConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// Where the SQLite database lives when no database URL is given.
    public var dataDirectory: String
    /// Overrides the data directory's SQLite file: `sqlite:///path`, `sqlite::memory:` or `postgres://...`.
    public var databaseURL: String?
    /// The time zone new accounts start with.
    public var defaultTimeZone: String
    /// bcrypt work factor; tests lower it to stay fast.
    public var bcryptCost: UInt8
    /// Whether a new installation gets the bundled starter recipes.
    public var loadsStarterCatalog: Bool
    /// TheMealDB's v1 API, or a server answering the same paths.
    public var theMealDBURL: String
    /// Where people reach Morsel (`https://food.example.org`); with https, cookies are `Secure`
    /// and browsers are told to keep to https.
    public var publicURL: String?
    /// Where a recipe import may fetch pages and photos (`MORSEL_IMPORT_ALLOW_PRIVATE`): public
    /// addresses only by default, so that nobody can make the server reach what only it can;
    /// `true` adds this machine and its private network; `only` keeps to them (tests, closed networks).
    public var importReach = PageFetcher.Reach.publicOnly
    /// Open Food Facts' server (`https://world.openfoodfacts.org`), asked for a barcode not
    /// found locally; nil (the default) keeps barcode lookups to this instance's products.
    public var openFoodFactsURL: String?
    /// The token a Prometheus scrape of `/metrics` brings (`Authorization: Bearer …`); nil
    /// (the default) turns metrics off: nothing is recorded and `/metrics` is not found.
    public var metricsToken: String?
    /// Who an authenticating proxy says is signed in, believed from its addresses only; nil
    /// (the default) believes no such header.
    public var proxySignIn: ProxySignInSettings?
    /// Sign-in with the household's OpenID Connect provider; nil (the default) offers none.
    public var openID: OpenIDSettings?
    /// `MORSEL_PASSWORD_SIGN_IN`: whether people may sign in with a password (on by default).
    /// Off, they sign in through the OpenID provider or the proxy only; API tokens keep working.
    public var passwordSignIn = true
    /// How often each instance plans and sends notifications; nil plans none (tests tick by hand).
    public var notificationInterval: Duration? = .seconds(30)

    /// ``publicURL`` without a trailing slash, for links: `https://food.example.org`.
    public var siteAddress: String? { publicURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } }

    public var isServedOverTLS: Bool { publicURL?.lowercased().hasPrefix("https://") ?? false }

    public static let environmentPrefix = "MORSEL_"

    public init(
        host: String = "127.0.0.1", port: Int = 8080, dataDirectory: String = "./morsel-data",
        databaseURL: String? = nil, defaultTimeZone: String = TimeZone.current.identifier, bcryptCost: UInt8 = 12,
        loadsStarterCatalog: Bool = true, theMealDBURL: String = TheMealDBClient.defaultBaseURL
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.databaseURL = databaseURL
        self.defaultTimeZone = defaultTimeZone
        self.bcryptCost = bcryptCost
        self.loadsStarterCatalog = loadsStarterCatalog
        self.theMealDBURL = theMealDBURL
    }

    /// The database these settings point at.
    public func databaseLocation() throws -> DatabaseLocation {
        if let databaseURL, !databaseURL.isEmpty {
            return try DatabaseLocation(url: databaseURL)
        }
        return .sqliteFile(URL(fileURLWithPath: dataDirectory).appendingPathComponent("morsel.sqlite").path)
    }
}

// MARK: Reading the settings

extension AppConfiguration {
    /// What was given on the command line; nil where a flag was not given.
    public struct Flags: Sendable {
        public var host: String?
        public var port: Int?
        public var dataDirectory: String?
        public var databaseURL: String?

        public init(host: String? = nil, port: Int? = nil, dataDirectory: String? = nil, databaseURL: String? = nil) {
            self.host = host
            self.port = port
            self.dataDirectory = dataDirectory
            self.databaseURL = databaseURL
        }
    }

    /// Every setting from its flag, else its `MORSEL_` environment variable, else its default,
    /// each checked: a setting that cannot work stops Morsel at start with one message naming
    /// every such setting, its value and the values it accepts, rather than being quietly
    /// replaced by a default.
    public static func read(flags: Flags = Flags(), environment: [String: String]) throws -> (
        AppConfiguration, logLevel: Logger.Level
    ) {
        var problems: [String] = []
        var configuration = AppConfiguration()
        func setting(_ name: String) -> String? {
            environment[environmentPrefix + name].flatMap { $0.isEmpty ? nil : $0 }
        }

        if let host = flags.host ?? setting("HOST") {
            if host.trimmingCharacters(in: .whitespaces).isEmpty {
                problems.append("The host is empty; give an address such as 127.0.0.1.")
            }
            configuration.host = host
        }
        if let port = flags.port {
            if (1...65535).contains(port) {
                configuration.port = port
            } else {
                problems.append("--port is \(port); use a number from 1 to 65535.")
            }
        } else if let text = setting("PORT") {
            if let port = Int(text), (1...65535).contains(port) {
                configuration.port = port
            } else {
                problems.append("MORSEL_PORT is “\(text)”; use a number from 1 to 65535.")
            }
        }
        configuration.dataDirectory = flags.dataDirectory ?? setting("DATA_DIR") ?? configuration.dataDirectory
        configuration.databaseURL = flags.databaseURL ?? setting("DATABASE_URL")
        if let url = configuration.databaseURL {
            do { _ = try DatabaseLocation(url: url) } catch {
                problems.append("\(flags.databaseURL == nil ? "MORSEL_DATABASE_URL" : "--database-url"): \(error)")
            }
        }
        if let zone = setting("TIME_ZONE") {
            if !AccountRules.isTimeZoneName(zone) {
                problems.append(
                    "MORSEL_TIME_ZONE is “\(zone)”, which is not a time zone this system knows; use an IANA name such as Europe/Paris, America/New_York or UTC."
                )
            }
            configuration.defaultTimeZone = zone
        }
        if let url = setting("THEMEALDB_URL") {
            if !isWebAddress(url) {
                problems.append("MORSEL_THEMEALDB_URL is “\(url)”; use an http:// or https:// address.")
            }
            configuration.theMealDBURL = url
        }
        if let url = setting("OFF_URL") {
            if !isWebAddress(url) {
                problems.append(
                    "MORSEL_OFF_URL is “\(url)”; use an http:// or https:// address, such as https://world.openfoodfacts.org."
                )
            }
            configuration.openFoodFactsURL = url
        }
        if let allow = setting("IMPORT_ALLOW_PRIVATE") {
            switch allow.lowercased() {
            case "true": configuration.importReach = .anywhere
            case "false": configuration.importReach = .publicOnly
            case "only": configuration.importReach = .privateOnly
            default: problems.append("MORSEL_IMPORT_ALLOW_PRIVATE is “\(allow)”; use true, false or only.")
            }
        }
        if let token = setting("METRICS_TOKEN") {
            if token.count < 16 {
                problems.append(
                    "MORSEL_METRICS_TOKEN is \(token.count) characters long; use at least 16, such as the output of `openssl rand -hex 16`."
                )
            }
            configuration.metricsToken = token
        }
        if let url = setting("PUBLIC_URL") {
            if !isWebAddress(url) {
                problems.append(
                    "MORSEL_PUBLIC_URL is “\(url)”; use the http:// or https:// address people reach Morsel at.")
            }
            configuration.publicURL = url
        }
        configuration.proxySignIn = ProxySignInSettings.read(setting, problems: &problems)
        configuration.openID = OpenIDSettings.read(setting, publicURL: configuration.publicURL, problems: &problems)
        configuration.passwordSignIn = bool(setting, "PASSWORD_SIGN_IN", default: true, problems: &problems)
        if !configuration.passwordSignIn, configuration.openID == nil, configuration.proxySignIn == nil {
            problems.append(
                "MORSEL_PASSWORD_SIGN_IN is false, and there is no other way to sign in: set MORSEL_OIDC_ISSUER or MORSEL_TRUSTED_PROXIES too."
            )
        }
        var logLevel = Logger.Level.info
        if let level = setting("LOG_LEVEL") {
            if let known = Logger.Level(rawValue: level.lowercased()) {
                logLevel = known
            } else {
                let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append("MORSEL_LOG_LEVEL is “\(level)”; use one of \(levels).")
            }
        }
        guard problems.isEmpty else {
            throw ConfigurationError(
                (problems.count == 1 ? "A setting cannot work: " : "Some settings cannot work:\n")
                    + problems.joined(separator: "\n"))
        }
        return (configuration, logLevel)
    }

    /// A `true` or `false` setting (any case), `value` when unset; anything else is a problem.
    static func bool(_ setting: (String) -> String?, _ name: String, default value: Bool, problems: inout [String])
        -> Bool
    {
        switch setting(name)?.lowercased() {
        case nil: return value
        case "true": return true
        case "false": return false
        case let other?:
            problems.append("\(environmentPrefix)\(name) is “\(other)”; use true or false.")
            return value
        }
    }

    static func isWebAddress(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), url.host?.isEmpty == false else {
            return false
        }
        return scheme == "http" || scheme == "https"
    }
}
