import Foundation
import Logging
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Settings come from flags, then `MORSEL_` variables, then defaults; one that cannot work
/// stops Morsel at start, named with the values it accepts.
@Suite("Configuration read at start")
struct ConfigurationTests {
    private func problems(_ environment: [String: String], flags: AppConfiguration.Flags = .init()) -> String {
        do {
            _ = try AppConfiguration.read(flags: flags, environment: environment)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test("with nothing set, the defaults of a fresh machine")
    func defaults() throws {
        let (configuration, level) = try AppConfiguration.read(environment: [:])
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.dataDirectory == "./morsel-data")
        #expect(configuration.databaseURL == nil)
        #expect(level == .info)
        #expect(!configuration.isServedOverTLS)
    }

    @Test("the environment is read, and a flag wins over its variable")
    func environmentAndFlags() throws {
        let environment = [
            "MORSEL_HOST": "0.0.0.0", "MORSEL_PORT": "9000", "MORSEL_DATA_DIR": "/var/lib/morsel",
            "MORSEL_TIME_ZONE": "Europe/Paris", "MORSEL_LOG_LEVEL": "Warning",
            "MORSEL_PUBLIC_URL": "https://food.example.org",
            "MORSEL_THEMEALDB_URL": "http://127.0.0.1:9", "MORSEL_DATABASE_URL": "postgres://morsel@db/morsel",
            "MORSEL_OFF_URL": "https://world.openfoodfacts.org", "MORSEL_METRICS_TOKEN": "0123456789abcdef0123",
        ]
        let (read, level) = try AppConfiguration.read(environment: environment)
        #expect(read.host == "0.0.0.0")
        #expect(read.port == 9000)
        #expect(read.dataDirectory == "/var/lib/morsel")
        #expect(read.defaultTimeZone == "Europe/Paris")
        #expect(level == .warning)
        #expect(read.isServedOverTLS)
        #expect(read.theMealDBURL == "http://127.0.0.1:9")
        #expect(read.openFoodFactsURL == "https://world.openfoodfacts.org")
        #expect(read.metricsToken == "0123456789abcdef0123")
        #expect(try read.databaseLocation() == .postgres("postgres://morsel@db/morsel"))

        let flags = AppConfiguration.Flags(
            host: "::1", port: 8443, dataDirectory: "/tmp/d", databaseURL: "sqlite:///tmp/m.sqlite")
        let (flagged, _) = try AppConfiguration.read(flags: flags, environment: environment)
        #expect(flagged.host == "::1")
        #expect(flagged.port == 8443)
        #expect(try flagged.databaseLocation() == .sqliteFile("/tmp/m.sqlite"))
    }

    @Test(
        "a setting that cannot work is named with its value and what it accepts",
        arguments: [
            (
                ["MORSEL_LOG_LEVEL": "verbose"],
                "MORSEL_LOG_LEVEL is “verbose”; use one of trace, debug, info, notice, warning, error, critical."
            ),
            (
                ["MORSEL_TIME_ZONE": "Mars/Olympus"],
                "MORSEL_TIME_ZONE is “Mars/Olympus”, which is not a time zone this system knows"
            ),
            (["MORSEL_PORT": "eighty"], "MORSEL_PORT is “eighty”; use a number from 1 to 65535."),
            (["MORSEL_IMPORT_ALLOW_PRIVATE": "yes"], "MORSEL_IMPORT_ALLOW_PRIVATE is “yes”; use true, false or only."),
            (["MORSEL_PORT": "70000"], "MORSEL_PORT is “70000”; use a number from 1 to 65535."),
            (
                ["MORSEL_DATABASE_URL": "mysql://db/morsel"],
                "MORSEL_DATABASE_URL: Unsupported database URL mysql://db/morsel"
            ),
            (
                ["MORSEL_PUBLIC_URL": "food.example.org"],
                "MORSEL_PUBLIC_URL is “food.example.org”; use the http:// or https:// address"
            ),
            (
                ["MORSEL_THEMEALDB_URL": "ftp://example.org"],
                "MORSEL_THEMEALDB_URL is “ftp://example.org”; use an http:// or https:// address."
            ),
            (
                ["MORSEL_OFF_URL": "world.openfoodfacts.org"],
                "MORSEL_OFF_URL is “world.openfoodfacts.org”; use an http:// or https:// address, such as https://world.openfoodfacts.org."
            ),
            (["MORSEL_METRICS_TOKEN": "secret"], "MORSEL_METRICS_TOKEN is 6 characters long; use at least 16"),
        ])
    func refused(environment: [String: String], message: String) {
        #expect(problems(environment).contains(message), "\(problems(environment))")
    }

    @Test("a flag out of range is named as the flag")
    func badFlag() {
        #expect(problems([:], flags: .init(port: 0)).contains("--port is 0; use a number from 1 to 65535."))
        #expect(
            problems([:], flags: .init(databaseURL: "sqlite://")).contains(
                "--database-url: The database URL sqlite:// names no file."))
    }

    @Test("every setting that cannot work is named at once")
    func allAtOnce() {
        let message = problems(["MORSEL_LOG_LEVEL": "loud", "MORSEL_TIME_ZONE": "Nowhere", "MORSEL_PORT": "-1"])
        #expect(message.hasPrefix("Some settings cannot work:"))
        for name in ["MORSEL_LOG_LEVEL", "MORSEL_TIME_ZONE", "MORSEL_PORT"] { #expect(message.contains(name)) }
    }

    @Test("database URLs are read or refused with a clear message")
    func databaseURLs() throws {
        #expect(try DatabaseLocation(url: "sqlite::memory:") == .sqliteMemory)
        #expect(
            try DatabaseLocation(url: "sqlite:///var/lib/morsel/db.sqlite") == .sqliteFile("/var/lib/morsel/db.sqlite"))
        #expect(
            try DatabaseLocation(url: "postgres://u:p@localhost/morsel") == .postgres("postgres://u:p@localhost/morsel")
        )
        #expect(throws: ConfigurationError.self) { try DatabaseLocation(url: "mysql://nope") }
        #expect(try AppConfiguration(dataDirectory: "/tmp/x").databaseLocation() == .sqliteFile("/tmp/x/morsel.sqlite"))
    }
}
