import Foundation
import Logging
import MorselCore

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
            throw ConfigurationError(
                "Unsupported database URL \(url): use sqlite:///path/to/file.sqlite or postgres://user:password@host/database."
            )
        }
    }
}
