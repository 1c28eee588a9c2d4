import Foundation
import SQLKit
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// SQLite's readers keep their prepared statements; what they read must stay exactly what
/// is stored, however often a statement runs and whatever it is given.
@Suite("SQLite's readers")
struct SQLiteReadersTests {
    @Test("a statement run again sees what was written since, and each new value bound to it")
    func keptStatementsSeeNewRows() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            for number in 0..<5 {
                try await store.run(
                    "INSERT INTO app_state (key, value) VALUES (\(bind: "k\(number)"), \(bind: "v\(number)"))")
                let count = try await store.row("SELECT COUNT(*) AS n FROM app_state WHERE key LIKE 'k%'")?.int("n")
                #expect(count == number + 1)
                let value = try await store.row("SELECT value FROM app_state WHERE key = \(bind: "k\(number)")")?
                    .string("value")
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
            let row = try #require(
                try await store.row(
                    "SELECT \(bind: text) AS t, \(bind: 42) AS i, \(bind: 2.5) AS d, NULL AS n, \(bind: bytes) AS b, \(bind: true) AS yes"
                ))
            #expect(try row.string("t") == text)
            #expect(try row.int("i") == 42)
            #expect(try row.double("d") == 2.5)
            #expect(try row.isNull("n"))
            #expect(try row.optional("n", row.int) == nil)
            #expect(try row.data("b") == bytes)
            #expect(try row.bool("yes"))
        }
    }

    @Test("ids read back whichever case they were written in; text that is not an id is a damaged row")
    func idsReadBack() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            for _ in 0..<50 {
                let id = UUID()
                let row = try #require(
                    try await store.row(
                        "SELECT \(bind: id.uuidString) AS upper, \(bind: id.uuidString.lowercased()) AS lower"))
                #expect(try row.uuid("upper") == id && row.uuid("lower") == id)
                #expect(try row.idText("upper") == id.uuidString)
            }
            for text in [
                "", "E621E1F8-C36C-495A-93FC-0C247A3E6E5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF",
                "E621E1F8XC36C-495A-93FC-0C247A3E6E5F",
                "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3É6E5",
            ] {
                #expect(UUID(storedText: text) == nil, "\(text)")
                let row = try #require(try await store.row("SELECT \(bind: text) AS id"))
                #expect(throws: DatabaseError.self) { try row.uuid("id") }
            }
        }
    }

    @Test("columns are found by name in narrow rows and wide ones; of two with one name, the first")
    func columnsByName() async throws {
        try await withSQLiteStore { (store: DatabaseStore) async throws in
            for width in [3, 40] {
                let columns = (0..<width).map { "\($0) AS c\($0)" }.joined(separator: ", ")
                let row = try #require(try await store.row("SELECT \(unsafeRaw: columns), 99 AS c1"))
                #expect(try row.int("c0") == 0 && row.int("c1") == 1 && row.int("c\(width - 1)") == width - 1)
                #expect(throws: DatabaseError.self) { try row.int("c\(width)") }
            }
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
            await #expect(throws: DatabaseError.self) {
                try await store.rows("INSERT INTO app_state (key, value) VALUES ('x', 'y')")
            }
            #expect(try await store.row("SELECT 1 AS one")?.int("one") == 1)
        }
    }
}
