import Foundation
import PostgresNIO
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// PostgreSQL reads run as named prepared statements (the PostgreSQL suite runs every read
/// through them); these hold the naming rules that keep one statement from running as another.
@Suite("PostgreSQL's prepared reads")
struct PostgresPreparedReadsTests {
    @Test("one name per SQL text and parameter types, prepared with those types")
    func naming() throws {
        let reads = PostgresPreparedReads()
        let sql = "SELECT * FROM meals WHERE user_id = $1 AND date = $2"
        let first = try #require(reads.statement(for: sql, types: [.uuid, .text]))
        #expect(first.types == [.uuid, .text])
        #expect(
            reads.statement(for: sql, types: [.uuid, .text])?.name == first.name, "other values, the same statement")
        let others = [
            reads.statement(for: sql, types: [.uuid, .int8]),
            reads.statement(for: sql + " LIMIT 1", types: [.uuid, .text]),
        ]
        #expect(Set(others.map { $0?.name } + [first.name]).count == 3)
    }

    @Test("past the limit, with many values, or once refused, statements run unnamed")
    func unnamed() throws {
        let reads = PostgresPreparedReads()
        #expect(
            reads.statement(
                for: "SELECT 1 WHERE 1 IN (…)",
                types: Array(repeating: .int8, count: PostgresPreparedReads.maxValues + 1)) == nil)
        let refused = try #require(reads.statement(for: "SELECT -1", types: []))
        reads.refuse(refused)
        #expect(reads.statement(for: "SELECT -1", types: []) == nil, "a failed preparation is not tried again")
        for number in 0..<PostgresPreparedReads.limit { _ = reads.statement(for: "SELECT \(number)", types: []) }
        #expect(reads.statement(for: "SELECT 0", types: []) != nil, "a named one keeps its name")
        #expect(reads.statement(for: "SELECT -2", types: []) == nil)
    }
}
