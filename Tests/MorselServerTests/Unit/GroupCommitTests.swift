import Foundation
import Logging
import MorselCore
import SQLKit
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// SQLite's writer commits concurrent transactions together; a failing one fails alone.
@Suite("Group commit on SQLite")
struct GroupCommitTests {
    @Test("of 40 transactions sent together, the one that throws changes nothing and the 39 others are all kept")
    func failingMemberFailsAlone() async throws {
        try await withSQLiteStore { store in
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for number in 0..<40 {
                    group.addTask {
                        do {
                            try await store.transaction { database in
                                try await database.raw(
                                    "INSERT INTO app_state (key, value) VALUES (\(bind: "k\(number)"), \(bind: "v"))"
                                ).run()
                                if number == 17 { throw DomainError.conflict("number 17 fails") }
                            }
                            return true
                        } catch {
                            return false
                        }
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 39)
            let keys = try await store.rows("SELECT key FROM app_state").map { try $0.string("key") }
            #expect(keys.count == 39)
            #expect(!keys.contains("k17"))
        }
    }

    @Test("a transaction started inside another is refused, not left waiting for itself")
    func nestedIsRefused() async throws {
        try await withSQLiteStore { store in
            await #expect(throws: DatabaseError.self) {
                try await store.transaction { _ in try await store.run("DELETE FROM app_state") }
            }
            // The writer still works afterwards.
            try await store.run("INSERT INTO app_state (key, value) VALUES ('after', 'yes')")
            #expect(try await store.row("SELECT value FROM app_state WHERE key = 'after'")?.string("value") == "yes")
        }
    }

    @Test(
        "shutting down while writes arrive: every write acknowledged is in the file alone, the others and later reads are refused, none hangs"
    )
    func shutdownFinishesThenRefuses() async throws {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "morsel-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("morsel.sqlite").path
        let store = try DatabaseStore(location: .sqliteFile(path), logger: logger)
        try await store.open()
        let writes = (0..<40).map { number in
            Task { () -> String? in
                let key = "k\(number)"
                do { try await store.run("INSERT INTO app_state (key, value) VALUES (\(bind: key), 'v')") } catch {
                    return nil
                }
                return key
            }
        }
        try await store.run("INSERT INTO app_state (key, value) VALUES ('before', 'v')")
        await store.shutdown()
        var acknowledged: Set<String> = ["before"]
        for write in writes { if let key = await write.value { acknowledged.insert(key) } }
        await #expect(throws: (any Error).self) {
            try await store.run("INSERT INTO app_state (key, value) VALUES ('late', 'v')")
        }
        await #expect(throws: (any Error).self) { try await store.rows("SELECT key FROM app_state") }
        // Closed cleanly, the write-ahead log is folded into the file: copying the file alone keeps every write.
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))

        let reopened = try DatabaseStore(location: .sqliteFile(path), logger: logger)
        try await reopened.open()
        let keys = try await reopened.rows("SELECT key FROM app_state").map { try $0.string("key") }
        await reopened.shutdown()
        #expect(Set(keys) == acknowledged)
    }

    @Test("the writer of a file commits with a full fsync and checks references; a throwaway database skips the fsyncs")
    func writerSettings() async throws {
        try await withSQLiteStore { store in
            let settings = try await store.transaction { database in
                (
                    try await database.raw("PRAGMA synchronous").all().map { try Row($0).int("synchronous") },
                    try await database.raw("PRAGMA foreign_keys").all().map { try Row($0).int("foreign_keys") }
                )
            }
            #expect(settings.0 == [0])
            #expect(settings.1 == [1])
            await #expect(throws: (any Error).self) {
                try await store.run(
                    "INSERT INTO meal_photos (id, meal_id, content_type, data, updated_at) VALUES ('p', 'no such meal', 'image/png', x'00', 0)"
                )
            }
        }
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "morsel-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try DatabaseStore(
            location: .sqliteFile(directory.appendingPathComponent("morsel.sqlite").path), logger: logger)
        try await store.open()
        let synchronous = try await store.transaction { database in
            try await database.raw("PRAGMA synchronous").all().map { try Row($0).int("synchronous") }
        }
        await store.shutdown()
        #expect(synchronous == [2])
    }

    @Test("a transaction reads its own group's writes, with every kind of value")
    func readsInsideTransaction() async throws {
        try await withSQLiteStore { store in
            let read = try await store.transaction { database in
                try await database.raw("INSERT INTO app_state (key, value) VALUES ('mine', 'written')").run()
                let row = try await database.raw(
                    "SELECT value, 42 AS number, 1.5 AS fraction, NULL AS absent, x'0102' AS bytes FROM app_state WHERE key = 'mine'"
                ).first()
                let read = try #require(row.map(Row.init))
                return (
                    try read.string("value"), try read.int("number"), try read.double("fraction"),
                    try read.isNull("absent"),
                    try read.data("bytes"), try row?.decode(column: "value", as: String.self)
                )
            }
            #expect(read.0 == "written")
            #expect(read.1 == 42)
            #expect(read.2 == 1.5)
            #expect(read.3)
            #expect(read.4 == Data([1, 2]))
            #expect(read.5 == "written")
        }
    }
}
