import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import SQLKit
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// A `morsel serve` process on 127.0.0.1, stopped with SIGTERM by the test that started it.
final class ServerProcess: @unchecked Sendable {
    let port: Int
    let process: ChildProcess

    init(port: Int, databaseURL: String) throws {
        self.port = port
        var environment = ProcessInfo.processInfo.environment
        environment["MORSEL_DATABASE_URL"] = databaseURL
        environment["MORSEL_LOG_LEVEL"] = "warning"
        process = try ChildProcess(
            MorselCommand.binary, arguments: ["serve", "--host", "127.0.0.1", "--port", String(port)],
            environment: environment)
    }

    var base: String { "http://127.0.0.1:\(port)" }

    /// A server on a free port, ready to answer. A port found free can be taken by another
    /// test's connection before the server binds it; then it starts again on another port.
    static func started(databaseURL: String, client: HTTPClient) async throws -> ServerProcess {
        var attempt = 0
        while true {
            attempt += 1
            let server = try ServerProcess(port: try freePort(), databaseURL: databaseURL)
            do {
                try await server.waitUntilReady(client)
                return server
            } catch let failure as TestFailure
                where attempt < 3 && failure.description.contains("Address already in use")
            {
                _ = server.stop()
            }
        }
    }

    /// Waits until `/ready` answers 200 (the migrations are done), at most `seconds`.
    func waitUntilReady(_ client: HTTPClient, seconds: Double = 60) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let response = try? await client.execute(HTTPClientRequest(url: base + "/ready"), timeout: .seconds(2)),
                response.status == .ok
            {
                return
            }
            guard process.isRunning else { throw TestFailure("the server on \(port) exited: \(logs)") }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestFailure("the server on \(port) did not become ready: \(logs)")
    }

    /// SIGTERM, then the exit status once it has shut down gracefully.
    func stop() -> Int32 {
        process.terminate()
        return process.wait()
    }

    var logs: String { process.output + process.errors }

    /// A port nobody listens on right now.
    static func freePort() throws -> Int {
        let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw TestFailure("no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

@Suite("Several instances on one database", .serialized)
struct MultiInstanceTests {
    /// A database both processes can reach: a schema of the test PostgreSQL, or an SQLite file.
    func sharedDatabase() -> (url: String, cleanUp: () -> Void) {
        let database = TestDatabase.fresh()
        if database.schema != nil { return (database.url, {}) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "morsel-multi-\(UUID().uuidString)")
        return (
            "sqlite://" + directory.appendingPathComponent("morsel.sqlite").path,
            { try? FileManager.default.removeItem(at: directory) }
        )
    }

    func run(_ arguments: [String], databaseURL: String, input: String? = nil) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["MORSEL_DATABASE_URL"] = databaseURL
        return try ChildProcess(MorselCommand.binary, arguments: arguments, environment: environment, input: input)
    }

    @Test("two instances migrate once, share sessions, tokens and photos, and stop gracefully on SIGTERM")
    func twoInstancesActAsOne() async throws {
        let (databaseURL, cleanUp) = sharedDatabase()
        defer { cleanUp() }
        // Two migrations started together take turns.
        let migrations = try [run(["migrate"], databaseURL: databaseURL), run(["migrate"], databaseURL: databaseURL)]
        #expect(migrations.map { $0.wait() } == [0, 0])
        let add = try run(
            ["user", "add", "alice", "--password-stdin"], databaseURL: databaseURL, input: "a long password\n")
        #expect(add.wait() == 0)

        let client = HTTPClient(
            eventLoopGroupProvider: .singleton, configuration: .init(redirectConfiguration: .disallow))
        var servers: [ServerProcess] = []
        do {
            servers.append(try await ServerProcess.started(databaseURL: databaseURL, client: client))
            servers.append(try await ServerProcess.started(databaseURL: databaseURL, client: client))
        } catch {
            servers.forEach { _ = $0.stop() }
            try? await client.shutdown()
            throw error
        }
        let (first, second) = (servers[0], servers[1])
        do {
            try await exercise(first: first, second: second, client: client, databaseURL: databaseURL)
        } catch {
            _ = first.stop()
            _ = second.stop()
            try? await client.shutdown()
            throw error
        }
        try await client.shutdown()
        #expect(first.stop() == 0, "SIGTERM ends the server cleanly")
        #expect(second.stop() == 0)
    }

    private func exercise(first: ServerProcess, second: ServerProcess, client: HTTPClient, databaseURL: String)
        async throws
    {
        // Each migration is recorded once.
        var logger = Logger(label: "multi-instance-test")
        logger.logLevel = .critical
        let store = try DatabaseStore(location: try DatabaseLocation(url: databaseURL), logger: logger)
        let names = try await store.sql.raw("SELECT name FROM _fluent_migrations").all().map {
            try $0.decode(column: "name", as: String.self)
        }
        await store.shutdown()
        #expect(names.count == MigrationList.all.count)
        #expect(Set(names).count == names.count)

        // Sign in through the first instance, then browse through the second.
        var signIn = HTTPClientRequest(url: first.base + "/signin")
        signIn.method = .POST
        signIn.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        signIn.body = .bytes(ByteBuffer(string: "username=alice&password=a+long+password"))
        let signedIn = try await client.execute(signIn, timeout: .seconds(10))
        #expect(signedIn.status == .seeOther)
        let cookie = try #require(
            signedIn.headers["set-cookie"].first { $0.hasPrefix(SessionAuthenticator.cookieName + "=") }
        )
        .split(separator: ";")[0]
        var today = HTTPClientRequest(url: second.base + "/")
        today.headers.add(name: "Cookie", value: String(cookie))
        let page = try await client.execute(today, timeout: .seconds(10))
        #expect(page.status == .ok, "the second instance knows the session the first started")
        let html = String(buffer: try await page.body.collect(upTo: 1 << 20))
        #expect(html.contains("Sign out"))

        // A token made by the first works on the second; a photo stored through one is served by the other.
        var tokenRequest = HTTPClientRequest(url: first.base + "/api/v1/auth/tokens")
        tokenRequest.method = .POST
        tokenRequest.headers.add(name: "Content-Type", value: "application/json")
        tokenRequest.body = .bytes(
            ByteBuffer(string: #"{"username":"alice","password":"a long password","name":"multi"}"#))
        let tokenResponse = try await client.execute(tokenRequest, timeout: .seconds(10))
        #expect(tokenResponse.status == .created)
        let tokenJSON =
            try JSONSerialization.jsonObject(with: Data(buffer: try await tokenResponse.body.collect(upTo: 1 << 16)))
            as? [String: Any]
        let token = try #require(tokenJSON?["token"] as? String)
        // Both servers started together; the starter recipes were loaded once.
        var recipes = HTTPClientRequest(url: second.base + "/api/v1/recipes?limit=100")
        recipes.headers.add(name: "Authorization", value: "Bearer \(token)")
        let catalog =
            try JSONSerialization.jsonObject(
                with: Data(buffer: try await client.execute(recipes, timeout: .seconds(10)).body.collect(upTo: 1 << 20))
            ) as? [String: Any]
        #expect(catalog?["total"] as? Int == 16)
        var create = HTTPClientRequest(url: second.base + "/api/v1/meals")
        create.method = .POST
        create.headers.add(name: "Authorization", value: "Bearer \(token)")
        create.headers.add(name: "Content-Type", value: "application/json")
        create.body = .bytes(ByteBuffer(string: #"{"name":"Shared soup","calories":250}"#))
        let created = try await client.execute(create, timeout: .seconds(10))
        #expect(created.status == .created)
        let meal =
            try JSONSerialization.jsonObject(with: Data(buffer: try await created.body.collect(upTo: 1 << 16)))
            as? [String: Any]
        let id = try #require(meal?["id"] as? String)
        var photo = HTTPClientRequest(url: first.base + "/api/v1/meals/\(id)/photo")
        photo.method = .PUT
        photo.headers.add(name: "Authorization", value: "Bearer \(token)")
        photo.headers.add(name: "Content-Type", value: "image/png")
        photo.body = .bytes(ByteBuffer(bytes: pngBytes))
        #expect(try await client.execute(photo, timeout: .seconds(10)).status == .ok)
        var fetch = HTTPClientRequest(url: second.base + "/api/v1/meals/\(id)/photo")
        fetch.headers.add(name: "Authorization", value: "Bearer \(token)")
        let fetched = try await client.execute(fetch, timeout: .seconds(10))
        #expect(fetched.status == .ok)
        #expect(Array(buffer: try await fetched.body.collect(upTo: 1 << 20)) == pngBytes)

        // Signing out through the second ends the session on the first too.
        let csrf = try #require(html.firstMatch(of: /name="_csrf" value="([^"]+)"/)?.1)
        var signOut = HTTPClientRequest(url: second.base + "/signout")
        signOut.method = .POST
        signOut.headers.add(name: "Cookie", value: String(cookie))
        signOut.headers.add(name: "Content-Type", value: "application/x-www-form-urlencoded")
        signOut.body = .bytes(ByteBuffer(string: "_csrf=\(csrf)"))
        #expect(try await client.execute(signOut, timeout: .seconds(10)).status == .seeOther)
        let after = try await client.execute(today.withURL(first.base + "/"), timeout: .seconds(10))
        #expect(after.status == .seeOther, "signed out everywhere")
    }
}

extension HTTPClientRequest {
    fileprivate func withURL(_ url: String) -> HTTPClientRequest {
        var copy = self
        copy.url = url
        return copy
    }
}
