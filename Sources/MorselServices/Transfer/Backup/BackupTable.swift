import Foundation
import MorselCore
import MorselData
import SQLKit

/// One table as a backup reads and writes it, made from its ``TableColumn`` list: the same
/// columns, types and names the repositories use, so a column added there is backed up too.
package struct BackupTable: Sendable {
    package let name: String
    /// Every column's name and type, in the table's column order.
    package let columns: [(name: String, type: ColumnType)]
    /// Rows are read in pages ordered by this unique column, so any table backs up in bounded memory.
    private let key: String
    private let keyType: ColumnType

    /// `key` is the table's primary key; its type says which table and columns.
    package init<Column: TableColumn>(key: Column) {
        name = Column.table
        columns = Column.allCases.map { ($0.rawValue, $0.type) }
        self.key = key.rawValue
        keyType = key.type
        pageSize = columns.contains { $0.type == .bytes } ? Self.photosPerPage : Self.rowsPerPage
    }

    /// Rows per page read, and per INSERT written: 200 (far below either engine's limit on
    /// binds), or for a table of photos as many as make 80 MiB at their largest (8), so a
    /// page stays small in bytes.
    package let pageSize: Int
    package static let rowsPerPage = 200
    package static let photosPerPage = 80 * 1024 * 1024 / ImageFormat.maxBytes

    package var columnNames: [String] { columns.map(\.name) }

    package func count(_ database: any SQLDatabase) async throws -> Int {
        try await database.raw("SELECT count(*) AS count FROM \(unsafeRaw: name)").first()?.decode(
            column: "count", as: Int.self) ?? 0
    }

    package func deleteAll(_ database: any SQLDatabase) async throws {
        try await database.raw("DELETE FROM \(unsafeRaw: name)").run()
    }

    /// Hands every row to `body`, a page at a time in key order, each as its columns' values.
    package func forEachPage(_ database: any SQLDatabase, _ body: ([[String: BackupValue]]) throws -> Void) async throws
    {
        let list = columns.map { "\"\($0.name)\"" }.joined(separator: ", ")
        var last: BackupValue?
        while true {
            var query: SQLQueryString = "SELECT \(unsafeRaw: list) FROM \(unsafeRaw: name)"
            if let last, let bound = last.bind(as: keyType) {
                query.appendLiteral(" WHERE \"\(key)\" > ")
                query.appendInterpolation(bind: bound.value)
            }
            query.appendLiteral(" ORDER BY \"\(key)\" LIMIT \(pageSize)")
            let rows = try await database.raw(query).all().map(Row.init)
            let page = try rows.map { row in
                try Dictionary(uniqueKeysWithValues: columns.map { ($0.name, try BackupValue(row, $0.name, $0.type)) })
            }
            try body(page)
            guard page.count == pageSize else { return }
            last = page.last?[key]
        }
    }

    /// A row's values to bind, for the columns it has, in the table's column order.
    package struct Values {
        /// The columns given, quoted and comma-separated: rows of one INSERT share them.
        package let columns: String
        package let binds: [any Encodable & Sendable]
    }

    /// The values to bind for `row`; nil if a column is unknown or of the wrong type. A
    /// column the row lacks (added by a migration after the backup was made) is left out of
    /// the INSERT, so it takes its default, as the migration gave it to rows already there.
    package func values(_ row: [String: BackupValue]) -> Values? {
        var names: [String] = []
        var binds: [any Encodable & Sendable] = []
        for column in columns {
            guard let value = row[column.name] else { continue }
            guard let bound = value.bind(as: column.type) else { return nil }
            names.append("\"\(column.name)\"")
            binds.append(bound.value)
        }
        guard names.count == row.count, !names.isEmpty else { return nil }
        return Values(columns: names.joined(separator: ", "), binds: binds)
    }

    /// Inserts rows of the same columns, checked by ``values(_:)``, in one statement.
    package func insert(_ rows: [Values], _ database: any SQLDatabase) async throws {
        guard let first = rows.first else { return }
        var insert: SQLQueryString = "INSERT INTO \(unsafeRaw: name) (\(unsafeRaw: first.columns)) VALUES "
        for (index, row) in rows.enumerated() {
            insert.appendLiteral(index == 0 ? "(" : ", (")
            insert.appendInterpolation(binds: row.binds)
            insert.appendLiteral(")")
        }
        try await database.raw(insert).run()
    }
}
