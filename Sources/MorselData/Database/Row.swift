import Foundation
import PostgresNIO
import SQLKit
import SQLiteNIO

/// A row as read by the repositories, its columns read by name into Swift values.
///
/// Rows are read straight from the drivers' values (SQLite's, and PostgreSQL's cells):
/// SQLKit's generic path costs a dynamic cast and a decoder per column, the largest part of
/// reading a page of meals. Rows read inside a PostgreSQL transaction go through SQLKit's row.
package struct Row {
    private enum Storage {
        case sqlite(ColumnIndex, [SQLiteData])
        case postgres(ColumnIndex, [PostgresCell])
        case sql(any SQLRow)
    }

    private let storage: Storage

    package init(columns: ColumnIndex, values: [SQLiteData]) { storage = .sqlite(columns, values) }
    package init(columns: ColumnIndex, cells: [PostgresCell]) { storage = .postgres(columns, cells) }
    package init(_ row: any SQLRow) {
        if let row = row as? SQLiteValuesRow { storage = .sqlite(row.columns, row.values) } else { storage = .sql(row) }
    }

    package func string(_ column: String) throws -> String { try value(column, String.self) }
    package func int(_ column: String) throws -> Int { try value(column, Int.self) }
    package func double(_ column: String) throws -> Double { try value(column, Double.self) }
    package func bool(_ column: String) throws -> Bool { try value(column, Bool.self) }
    package func date(_ column: String) throws -> Date { try value(column, Date.self) }
    package func data(_ column: String) throws -> Data { try value(column, Data.self) }

    package func uuid(_ column: String) throws -> UUID {
        switch storage {
        case .sqlite(let columns, let values):
            // Stored as text, as UUID's Codable form writes it.
            guard case .text(let text) = try data(columns, values, column), let uuid = UUID(storedText: text) else {
                throw DatabaseError.damaged("\(column) holds no id")
            }
            return uuid
        case .postgres(let columns, let cells):
            return try cell(columns, cells, column).decode(UUID.self)
        case .sql(let row):
            return try row.decode(column: column, as: UUID.self)
        }
    }

    /// An id as upper-case text (`UUID.uuidString`), without reading it into a UUID on SQLite,
    /// where ids are stored as that text: every id is written from a `UUID`, upper case.
    package func idText(_ column: String) throws -> String {
        if case .sqlite(let columns, let values) = storage, case .text(let text) = try data(columns, values, column) {
            return text
        }
        return try uuid(column).uuidString
    }

    package func isNull(_ column: String) throws -> Bool {
        switch storage {
        case .sqlite(let columns, let values): try data(columns, values, column) == .null
        case .postgres(let columns, let cells): try cell(columns, cells, column).bytes == nil
        case .sql(let row): try row.decodeNil(column: column)
        }
    }

    /// nil for SQL NULL, else the column read as `read` reads it: `row.optional("x", row.int)`.
    package func optional<T>(_ column: String, _ read: (String) throws -> T) throws -> T? {
        try isNull(column) ? nil : read(column)
    }

    private func value<T: SQLiteDataConvertible & PostgresDecodable & Decodable>(_ column: String, _ type: T.Type)
        throws -> T
    {
        switch storage {
        case .sqlite(let columns, let values):
            guard let value = T(sqliteData: try data(columns, values, column)) else {
                throw DatabaseError.damaged("\(column) does not read as \(T.self)")
            }
            return value
        case .postgres(let columns, let cells):
            return try cell(columns, cells, column).decode(T.self)
        case .sql(let row):
            return try row.decode(column: column, as: T.self)
        }
    }

    private func cell(_ columns: ColumnIndex, _ cells: [PostgresCell], _ column: String) throws -> PostgresCell {
        guard let position = columns.position(of: column) else {
            throw DatabaseError(description: "No column \(column) in the row.")
        }
        return cells[position]
    }

    private func data(_ columns: ColumnIndex, _ values: [SQLiteData], _ column: String) throws -> SQLiteData {
        guard let position = columns.position(of: column) else {
            throw DatabaseError(description: "No column \(column) in the row.")
        }
        return values[position]
    }
}
