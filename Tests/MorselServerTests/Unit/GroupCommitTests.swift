import Foundation
import Logging
import MorselCore
import SQLKit
import Testing
@testable import MorselServer

/// SQLite's writer commits concurrent transactions together; a failing one fails alone.
@Suite("Group commit on SQLite")
struct GroupCommitTests {
    private func withStore(_ body: (DatabaseStore) async throws -> Void) async throws {
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

    @Test("of 40 transactions sent together, the one that throws changes nothing and the 39 others are all kept")
    func failingMemberFailsAlone() async throws {
        try await withStore { store in
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for number in 0..<40 {
                    group.addTask {
                        do {
                            try await store.transaction { database in
                                try await database.raw("INSERT INTO app_state (key, value) VALUES (\(bind: "k\(number)"), \(bind: "v"))").run()
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
        try await withStore { store in
            await #expect(throws: DatabaseError.self) {
                try await store.transaction { _ in try await store.run("DELETE FROM app_state") }
            }
            // The writer still works afterwards.
            try await store.run("INSERT INTO app_state (key, value) VALUES ('after', 'yes')")
            #expect(try await store.row("SELECT value FROM app_state WHERE key = 'after'")?.string("value") == "yes")
        }
    }
}
