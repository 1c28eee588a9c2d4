import SQLKit

/// The columns of one table, declared once as the cases of an enum. SELECT and INSERT lists,
/// UPDATEs, ORDER BY clauses and the meals' and recipes' indexes are made from these cases,
/// and each row's `value(_:of:)` switch must cover every case. The migrations that created
/// the tables name columns as text (they are history and never change): a new column goes in
/// a new migration and here, or SELECT and INSERT will not know it.
///
/// Statements are written as SQL text with bound values (``SQLQueryString``): the names here
/// are fixed lower-case words quoted once, so no query pays for building and quoting a syntax
/// tree on every request (SQLKit's builders cost more than the query itself on the hot routes).
package protocol TableColumn: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The table's name.
    static var table: String { get }
    /// Every column, quoted and comma-separated: the SELECT list the table's row decoder reads.
    /// Each table stores it once: `static let list = columnList()`.
    static var list: String { get }
    /// What the column holds, as both engines store it (a test holds it to each schema).
    var type: ColumnType { get }
}

extension TableColumn {
    /// The column's name quoted for SQL (SQLite and PostgreSQL both read double quotes).
    package var quoted: String { "\"\(rawValue)\"" }

    /// `columns`, or every column, quoted and comma-separated.
    package static func columnList(_ columns: [Self] = allCases) -> String {
        columns.map(\.quoted).joined(separator: ", ")
    }

    /// The columns with a table alias: `m."id", m."name"…`, for joins.
    package static func columnList(prefix: String) -> String {
        allCases.map { "\(prefix).\($0.quoted)" }.joined(separator: ", ")
    }
}

extension TableColumn {
    /// `INSERT INTO table (every column) VALUES (…), (…)`: one row of values per element, each
    /// in ``list`` order.
    package static func insert(_ rows: some Collection<[any Encodable & Sendable]>) -> SQLQueryString {
        var insert: SQLQueryString = "INSERT INTO \(unsafeRaw: table) (\(unsafeRaw: list)) VALUES "
        for (index, values) in rows.enumerated() {
            insert.appendLiteral(index == 0 ? "(" : ", (")
            insert.appendInterpolation(binds: values)
            insert.appendLiteral(")")
        }
        return insert
    }

    /// `INSERT INTO table (…) VALUES (…)` of one row given by column, so no value can land in
    /// another's place; every column must be given.
    package static func insert(_ row: [Self: any Encodable & Sendable]) -> SQLQueryString {
        precondition(row.count == allCases.count, "\(table): a value for every column")
        return insert([allCases.map { row[$0]! }])
    }

    /// `insert(_:)` of one row that, if a row with the same `key` is stored, changes that
    /// row's columns instead, all but the key's and `kept` (its id): one statement. A DELETE
    /// and then an INSERT fails when two arrive together on PostgreSQL: the second DELETE
    /// cannot see the first's new row, and its INSERT collides with it.
    package static func upsert(_ row: [Self: any Encodable & Sendable], on key: [Self], keeping kept: [Self])
        -> SQLQueryString
    {
        var upsert = insert(row)
        let changed = allCases.filter { !key.contains($0) && !kept.contains($0) }
        precondition(!changed.isEmpty, "\(table): an upsert that changes no column")
        upsert.appendLiteral(
            " ON CONFLICT (\(columnList(key))) DO UPDATE SET "
                + changed.map { "\($0.quoted) = excluded.\($0.quoted)" }.joined(separator: ", "))
        return upsert
    }

    /// `UPDATE table SET a = ?, b = ? WHERE condition` for `columns` and their values.
    package static func update(
        _ columns: [Self], _ value: (Self) -> any Encodable & Sendable, where condition: SQLQueryString
    ) -> SQLQueryString {
        var update: SQLQueryString = "UPDATE \(unsafeRaw: table) SET "
        for (index, column) in columns.enumerated() {
            update.appendLiteral((index == 0 ? "" : ", ") + column.quoted + " = ")
            update.appendInterpolation(bind: value(column))
        }
        update.appendLiteral(" WHERE ")
        update.appendInterpolation(condition)
        return update
    }

    /// The same for columns each with its value (the last, when a column is given twice).
    package static func update(_ changes: [(Self, any Encodable & Sendable)], where condition: SQLQueryString)
        -> SQLQueryString
    {
        let values = Dictionary(changes, uniquingKeysWith: { _, last in last })
        return update(changes.map(\.0), { values[$0]! }, where: condition)
    }
}
