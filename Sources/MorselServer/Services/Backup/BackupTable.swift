import Foundation
import SQLKit

/// One table as a backup reads and writes it, made from its ``TableColumn`` list: the same
/// columns, types and names the repositories use, so a column added there is backed up too.
struct BackupTable: Sendable {
    let name: String
    /// Every column's name and type, in the table's column order.
    let columns: [(name: String, type: ColumnType)]
    /// Rows are read in pages ordered by this unique column, so any table backs up in bounded memory.
    private let key: String
    private let keyType: ColumnType
    /// `INSERT` of rows whose values are in ``columns`` order.
    private let insertStatement: @Sendable ([[any Encodable & Sendable]]) -> SQLQueryString

    /// `key` is the table's primary key; its type says which table and columns.
    init<Column: TableColumn>(key: Column) {
        name = Column.table
        columns = Column.allCases.map { ($0.rawValue, $0.type) }
        self.key = key.rawValue
        keyType = key.type
        insertStatement = { Column.insert($0) }
    }

    /// Rows per page read, and per INSERT written (far below either engine's limit on binds).
    static let pageSize = 200

    var columnNames: [String] { columns.map(\.name) }

    func count(_ database: any SQLDatabase) async throws -> Int {
        try await database.raw("SELECT count(*) AS count FROM \(unsafeRaw: name)").first()?.decode(column: "count", as: Int.self) ?? 0
    }

    func deleteAll(_ database: any SQLDatabase) async throws {
        try await database.raw("DELETE FROM \(unsafeRaw: name)").run()
    }

    /// Hands every row to `body`, a page at a time in key order, each as its columns' values.
    func forEachPage(_ database: any SQLDatabase, _ body: ([[String: BackupValue]]) throws -> Void) async throws {
        let list = columns.map { "\"\($0.name)\"" }.joined(separator: ", ")
        var last: BackupValue?
        while true {
            var query: SQLQueryString = "SELECT \(unsafeRaw: list) FROM \(unsafeRaw: name)"
            if let last, let bound = last.bind(as: keyType) {
                query.appendLiteral(" WHERE \"\(key)\" > ")
                query.appendInterpolation(bind: bound.value)
            }
            query.appendLiteral(" ORDER BY \"\(key)\" LIMIT \(Self.pageSize)")
            let rows = try await database.raw(query).all().map(Row.init)
            let page = try rows.map { row in
                try Dictionary(uniqueKeysWithValues: columns.map { ($0.name, try BackupValue(row, $0.name, $0.type)) })
            }
            try body(page)
            guard page.count == Self.pageSize else { return }
            last = page.last?[key]
        }
    }

    /// The values to bind for `row`, in column order; nil if a column is missing, extra or of
    /// the wrong type.
    func binds(_ row: [String: BackupValue]) -> [any Encodable & Sendable]? {
        guard row.count == columns.count else { return nil }
        var binds: [any Encodable & Sendable] = []
        binds.reserveCapacity(columns.count)
        for column in columns {
            guard let bound = row[column.name]?.bind(as: column.type) else { return nil }
            binds.append(bound.value)
        }
        return binds
    }

    /// Inserts rows already checked by ``binds(_:)``.
    func insert(_ rows: [[any Encodable & Sendable]], _ database: any SQLDatabase) async throws {
        guard !rows.isEmpty else { return }
        try await database.raw(insertStatement(rows)).run()
    }
}
