import Foundation
@testable import MorselServer
import Testing

/// PostgreSQL reads run as named prepared statements (the PostgreSQL suite runs every read
/// through them); these hold the naming rules that keep one statement from running as another.
@Suite("PostgreSQL's prepared reads")
struct PostgresPreparedReadsTests {
    @Test("one name per SQL text and bound types; nil binds are a type of their own")
    func naming() throws {
        let reads = PostgresPreparedReads()
        let sql = "SELECT * FROM meals WHERE user_id = $1 AND date = $2"
        let first = try #require(reads.name(for: sql, binds: [UUID(), "2026-11-24"]))
        #expect(reads.name(for: sql, binds: [UUID(), "2025-01-01"]) == first, "other values, the same statement")
        let other: [String?] = [reads.name(for: sql, binds: [UUID(), 20261124]), reads.name(for: sql, binds: [UUID(), String?.none]),
                                reads.name(for: sql + " LIMIT 1", binds: [UUID(), "2026-11-24"])]
        #expect(Set(other + [first]).count == 4)
    }

    @Test("past the limit, statements run unnamed")
    func limit() {
        let reads = PostgresPreparedReads()
        for number in 0..<PostgresPreparedReads.limit { _ = reads.name(for: "SELECT \(number)", binds: []) }
        #expect(reads.name(for: "SELECT 0", binds: []) != nil, "a named one keeps its name")
        #expect(reads.name(for: "SELECT -1", binds: []) == nil)
    }
}
