import Foundation
import MorselCore
import SQLKit

/// Packaged foods by barcode, shared by everyone on the instance.
public struct ProductRepository: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock

    package init(store: DatabaseStore, clock: AppClock) {
        self.store = store
        self.clock = clock
    }

    private typealias Column = ProductRow.Column

    /// Rows per INSERT: 14 columns each, well under SQLite's limit of bound values.
    package static let batchSize = 500

    /// Saves `products`, replacing any stored under the same code; all of a batch or none.
    public func save(_ products: [Product]) async throws {
        let now = clock.now()
        // The last of one code wins: one statement may not touch a row twice.
        var byCode: [String: Product] = [:]
        for product in products { byCode[product.code] = product }
        let unique = Array(byCode.values)
        let changed = Column.allCases.filter { $0 != .code }.map { "\($0.quoted) = excluded.\($0.quoted)" }.joined(
            separator: ", ")
        for start in stride(from: 0, to: unique.count, by: Self.batchSize) {
            var upsert = Column.insert(
                unique[start..<min(start + Self.batchSize, unique.count)].map { ProductRow.values(of: $0, at: now) })
            upsert.appendLiteral(" ON CONFLICT (code) DO UPDATE SET " + changed)
            let statement = upsert
            try await store.transaction { database in try await database.raw(statement).run() }
        }
    }

    /// The product with `barcode`'s code, or nil.
    public func product(_ barcode: Barcode) async throws -> Product? {
        try await product(code: barcode.code)
    }

    public func product(code: String) async throws -> Product? {
        try await store.row("SELECT \(unsafeRaw: Column.list) FROM products WHERE code = \(bind: Barcode.key(code))")
            .map(ProductRow.product)
    }

    /// Products whose name or brand holds every word of `query`, shortest names first.
    public func search(_ query: String, limit: Int) async throws -> [Product] {
        let words = query.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(8)
        guard !words.isEmpty else { return [] }
        var condition: SQLQueryString = "1 = 1"
        for word in words {
            let escaped = word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_")
            condition.appendLiteral(" AND name_key LIKE ")
            condition.appendInterpolation(bind: "%\(escaped)%")
            condition.appendLiteral(" ESCAPE '\\'")
        }
        return try await store.rows(
            """
            SELECT \(unsafeRaw: Column.list) FROM products WHERE \(condition) ORDER BY LENGTH(name_key), code LIMIT
            \(bind: limit)
            """
        ).map(ProductRow.product)
    }

    public func count() async throws -> Int {
        try await store.row("SELECT COUNT(*) AS count FROM products")?.int("count") ?? 0
    }
}
