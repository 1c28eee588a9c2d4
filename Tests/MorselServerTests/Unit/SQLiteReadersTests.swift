import Foundation
import SQLKit
import Testing
@testable import MorselServer

/// SQLite's readers keep their prepared statements; what they read must stay exactly what
/// is stored, however often a statement runs and whatever it is given.
@Suite("SQLite's readers")
struct SQLiteReadersTests {
    @Test("a statement run again sees what was written since, and each new value bound to it")
    func keptStatementsSeeNewRows() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            for number in 0..<5 {
                try await store.run("INSERT INTO app_state (key, value) VALUES (\(bind: "k\(number)"), \(bind: "v\(number)"))")
                let count = try await store.row("SELECT COUNT(*) AS n FROM app_state WHERE key LIKE 'k%'")?.int("n")
                #expect(count == number + 1)
                let value = try await store.row("SELECT value FROM app_state WHERE key = \(bind: "k\(number)")")?.string("value")
                #expect(value == "v\(number)")
            }
            #expect(try await store.row("SELECT value FROM app_state WHERE key = \(bind: "missing")") == nil)
        }
    }

    @Test("text, numbers, nulls and bytes read back as they were bound")
    func valuesRoundTrip() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            let text = "Crème brûlée — 🍮, \"quoted\"\n"
            let bytes = Data([0, 1, 2, 255, 0])
            let row = try #require(try await store.row(
                "SELECT \(bind: text) AS t, \(bind: 42) AS i, \(bind: 2.5) AS d, NULL AS n, \(bind: bytes) AS b, \(bind: true) AS yes"))
            #expect(try row.string("t") == text)
            #expect(try row.int("i") == 42)
            #expect(try row.double("d") == 2.5)
            #expect(try row.isNull("n"))
            #expect(try row.optional("n", row.int) == nil)
            #expect(try row.data("b") == bytes)
            #expect(try row.bool("yes"))
        }
    }

    @Test("a slow statement, sent to the thread pool, answers the same as a quick one")
    func slowStatementsAnswer() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            // A recursive count to 200,000 runs well past the limit for reading inline.
            let slow: SQLQueryString = """
                WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < \(bind: 200_000)) SELECT COUNT(*) AS c FROM n
                """
            for _ in 0..<3 { #expect(try await store.row(slow)?.int("c") == 200_000) }
        }
    }

    @Test("a statement that cannot run is an error, and the reader goes on working")
    func badStatementIsAnError() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            await #expect(throws: DatabaseError.self) { try await store.rows("SELECT nothing FROM no_such_table") }
            await #expect(throws: DatabaseError.self) { try await store.rows("INSERT INTO app_state (key, value) VALUES ('x', 'y')") }
            #expect(try await store.row("SELECT 1 AS one")?.int("one") == 1)
        }
    }
}
