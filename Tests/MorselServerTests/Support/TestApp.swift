import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import MorselCore
import NIOCore
import SQLKit

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// 2025-03-10 10:00 UTC, a Monday: "now" in every test unless one says otherwise.
let fixedNow = Date(timeIntervalSince1970: 1_741_600_800)

/// Runs `test` against a fresh app on its own database (see ``TestDatabase``), through the
/// router without a socket (or through real HTTP with `.live`). TheMealDB is unreachable
/// unless a test passes the address of a server (``MealDBFileServer``). `configure` changes
/// any other setting. `clock` replaces the clock stopped at `now` (a test against a real
/// service's clock runs on the real one).
func withApp(
    now: Date = fixedNow, clock: AppClock? = nil, mode: TestingSetup = .router, starterCatalog: Bool = false,
    theMealDB: String = "http://127.0.0.1:9", publicURL: String? = nil, importsPrivateAddresses: Bool = true,
    openFoodFacts: String? = nil, configure: @Sendable (inout AppConfiguration) -> Void = { _ in },
    _ test: @escaping @Sendable (TestApp) async throws -> Void
) async throws {
    // PostgreSQL has a few hundred connection slots and every app opens a pool: take turns.
    await TestDatabase.slots.acquire()
    do {
        try await runApp(
            clock: clock ?? .fixed(now), mode: mode, starterCatalog: starterCatalog, theMealDB: theMealDB,
            publicURL: publicURL,
            importsPrivateAddresses: importsPrivateAddresses, openFoodFacts: openFoodFacts, configure: configure, test)
    } catch {
        await TestDatabase.slots.release()
        throw error
    }
    await TestDatabase.slots.release()
}

private func runApp(
    clock: AppClock, mode: TestingSetup, starterCatalog: Bool, theMealDB: String, publicURL: String?,
    importsPrivateAddresses: Bool, openFoodFacts: String?, configure: (inout AppConfiguration) -> Void,
    _ test: @escaping @Sendable (TestApp) async throws -> Void
) async throws {
    var logger = Logger(label: "morsel-test")
    logger.logLevel = .critical
    let database = TestDatabase.fresh()
    var configuration = AppConfiguration(
        databaseURL: database.url, defaultTimeZone: "UTC", bcryptCost: 4,
        loadsStarterCatalog: starterCatalog, theMealDBURL: theMealDB)
    configuration.publicURL = publicURL
    configuration.openFoodFactsURL = openFoodFacts
    // The tests' pages come from a server on 127.0.0.1, as MORSEL_IMPORT_ALLOW_PRIVATE=only allows; and
    // only from there: a saved page's photos on its real site are refused, never fetched.
    configuration.importReach = importsPrivateAddresses ? .privateOnly : .publicOnly
    // Notifications are planned and sent when a test ticks the scheduler, never behind its back.
    configuration.notificationInterval = nil
    configure(&configuration)
    let services = try await MorselApp.services(configuration, clock: clock, logger: logger)
    let app = MorselApp.application(services, logger: logger)
    // The app closes the database when the test ends, so the schema goes first.
    try await app.test(mode) { client in
        do {
            try await test(TestApp(client: client, services: services))
        } catch {
            await database.drop(services.store)
            throw error
        }
        await database.drop(services.store)
    }
    await services.store.shutdown()
}

/// Runs `body` with a private SQLite database of its own (`sqlite::memory:`), opened and
/// migrated, and shuts it down afterwards: for tests of the data layer itself.
func withSQLiteStore(_ body: (DatabaseStore) async throws -> Void) async throws {
    var logger = Logger(label: "test")
    logger.logLevel = .critical
    let store = try DatabaseStore(location: .sqliteMemory, logger: logger)
    try await store.open()
    do { try await body(store) } catch {
        await store.shutdown()
        throw error
    }
    await store.shutdown()
}

/// Where a test's data lives: a private in-memory SQLite database by default, or, when
/// `MORSEL_TEST_POSTGRES_URL` is set (`scripts/test-postgres` sets it), a fresh schema of
/// that PostgreSQL database, dropped when the test ends.
struct TestDatabase: Sendable {
    let url: String
    let schema: String?

    static let postgresURL = ProcessInfo.processInfo.environment["MORSEL_TEST_POSTGRES_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }
    static var isPostgres: Bool { postgresURL != nil }
    /// How many test apps may be open at once: each holds up to eight PostgreSQL connections.
    static let slots = TestSlots(limit: isPostgres ? 12 : .max)

    static func fresh() -> TestDatabase {
        guard let base = postgresURL else { return TestDatabase(url: "sqlite::memory:", schema: nil) }
        let schema = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        return TestDatabase(url: base + (base.contains("?") ? "&" : "?") + "schema=\(schema)", schema: schema)
    }

    /// Drops the test's schema, if it has one.
    func drop(_ store: DatabaseStore) async {
        if let schema { try? await store.sql.raw("DROP SCHEMA \(ident: schema) CASCADE").run() }
    }
}

/// At most `limit` holders at once; the others wait their turn, first come first served.
actor TestSlots {
    private let limit: Int
    private var inUse = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { self.limit = limit }

    func acquire() async {
        guard inUse >= limit else {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the slot straight to the next in line, if any.
    func release() {
        if waiting.isEmpty { inUse -= 1 } else { waiting.removeFirst().resume() }
    }
}

/// A signed-up person with both kinds of credentials.
struct TestUser: Sendable {
    let account: Account
    /// For `Authorization: Bearer`.
    let token: String
    /// The session cookie's value, and the CSRF token its forms must carry.
    let session: String
    let csrf: String

    var id: UUID { account.id }
}

/// The app under test and ways to talk to it as a script or as a browser.
struct TestApp: Sendable {
    let client: any TestClientProtocol
    let services: AppServices

    @discardableResult
    func user(_ username: String = "alice", admin: Bool = false, timeZone: String? = nil, household: UUID? = nil)
        async throws -> TestUser
    {
        let account = try await services.users.create(
            username: username, password: "password-\(username)", isAdmin: admin,
            householdID: household)
        if let timeZone {
            _ = try await services.users.updateSettings(userID: account.id, sortOrder: nil, timeZone: timeZone)
        }
        let token = try await services.credentials.createToken(userID: account.id, name: "test").secret
        let session = try await services.credentials.startSession(userID: account.id)
        let csrf = try await services.credentials.session(secret: session)!.1.csrfToken
        let refreshed = try await services.users.account(id: account.id)!
        return TestUser(account: refreshed, token: token, session: session, csrf: csrf)
    }

    // MARK: As a script

    func api(
        _ method: HTTPRequest.Method, _ uri: String, as user: TestUser? = nil, json: String? = nil,
        body: ByteBuffer? = nil, headers extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = extra
        if let user { headers[.authorization] = "Bearer \(user.token)" }
        if json != nil { headers[.contentType] = "application/json" }
        return try await client.execute(
            uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) } ?? body)
    }

    /// Creates a meal through the API and returns its JSON.
    @discardableResult
    func createMeal(_ json: String, as user: TestUser) async throws -> [String: Any] {
        let response = try await api(.post, "/api/v1/meals", as: user, json: json)
        guard response.status == .created else {
            throw TestFailure("create failed \(response.status): \(String(buffer: response.body))")
        }
        return try response.jsonObject()
    }

    // MARK: As a browser

    func page(_ uri: String, as user: TestUser?) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if let user { headers[.cookie] = "\(SessionAuthenticator.cookieName)=\(user.session)" }
        return try await client.execute(uri: uri, method: .get, headers: headers, body: nil)
    }

    /// Submits a form as the signed-in user; the CSRF token is added unless `csrf` is false.
    func submit(
        _ uri: String, as user: TestUser?, fields: [(String, String)], csrf: Bool = true,
        headers extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var all = fields
        if csrf, let user { all.append(("_csrf", user.csrf)) }
        let body = all.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers = extra
        headers[.contentType] = "application/x-www-form-urlencoded"
        if let user { headers[.cookie] = "\(SessionAuthenticator.cookieName)=\(user.session)" }
        return try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// Submits a multipart form (the meal form), optionally with a photo (or another file, in `fileField`).
    func submitMultipart(
        _ uri: String, as user: TestUser, fields: [(String, String)], photo: [UInt8]? = nil,
        fileField: String = "photo", fileName: String = "photo.png"
    ) async throws -> TestResponse {
        let boundary = "----morsel-test-boundary"
        var body = ByteBuffer()
        for (name, value) in fields + [("_csrf", user.csrf)] {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        body.writeString(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(fileField)\"; filename=\"\(photo == nil ? "" : fileName)\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        )
        if let photo { body.writeBytes(photo) }
        body.writeString("\r\n--\(boundary)--\r\n")
        let headers: HTTPFields = [
            .contentType: "multipart/form-data; boundary=\(boundary)",
            .cookie: "\(SessionAuthenticator.cookieName)=\(user.session)",
        ]
        return try await client.execute(uri: uri, method: .post, headers: headers, body: body)
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension TestResponse {
    var text: String { String(buffer: body) }

    func jsonObject() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw TestFailure("not a JSON object: \(text)")
        }
        return object
    }

    /// `items` of a list response, or `meals` of a day.
    func items(_ key: String = "items") throws -> [[String: Any]] {
        try jsonObject()[key] as? [[String: Any]] ?? []
    }

    /// The names of the meals in a list response, in order.
    func names(_ key: String = "items") throws -> [String] {
        try items(key).compactMap { $0["name"] as? String }
    }

    /// The first Set-Cookie value for `name`.
    func cookie(_ name: String) -> String? {
        for header in headers[values: .setCookie] where header.hasPrefix(name + "=") {
            return String(header.dropFirst(name.count + 1).prefix { $0 != ";" })
        }
        return nil
    }
}

/// A tiny real PNG (1×1), for photo tests.
let pngBytes: [UInt8] = [
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4,
    0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0x00, 0x02, 0x00,
    0x00, 0x05, 0x00, 0x01, 0x7A, 0x5E, 0xAB, 0x3F, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
    0xAE, 0x42, 0x60, 0x82,
]
