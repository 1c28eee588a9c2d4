import Foundation

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

    public var isServedOverTLS: Bool { publicURL?.lowercased().hasPrefix("https://") ?? false }

    public static let environmentPrefix = "MORSEL_"

    public init(host: String = "127.0.0.1", port: Int = 8080, dataDirectory: String = "./morsel-data",
                databaseURL: String? = nil, defaultTimeZone: String = TimeZone.current.identifier, bcryptCost: UInt8 = 12,
                loadsStarterCatalog: Bool = true, theMealDBURL: String = TheMealDBClient.defaultBaseURL) {
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

/// Which database to use and where it is.
public enum DatabaseLocation: Sendable, Equatable {
    case sqliteFile(String)
    /// A private in-memory database, used by tests.
    case sqliteMemory
    case postgres(String)

    /// Reads `sqlite:///absolute/path`, `sqlite://relative/path`, `sqlite::memory:` or `postgres://…`.
    public init(url: String) throws {
        if url == "sqlite::memory:" {
            self = .sqliteMemory
        } else if url.hasPrefix("sqlite://") {
            let path = String(url.dropFirst("sqlite://".count))
            guard !path.isEmpty else { throw ConfigurationError("The database URL \(url) names no file.") }
            self = .sqliteFile(path)
        } else if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") {
            self = .postgres(url)
        } else {
            throw ConfigurationError("Unsupported database URL \(url): use sqlite:///path/to/file.sqlite or postgres://user:password@host/database.")
        }
    }
}

/// A setting that cannot work, named so the person starting Morsel can fix it.
public struct ConfigurationError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
