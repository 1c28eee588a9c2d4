import SQLKit
import SQLiteKit
import SQLiteNIO

/// A row the writer read, as SQLKit reads rows; ``Row`` reads its values directly.
package struct SQLiteValuesRow: SQLRow {
    package let columns: ColumnIndex
    package let values: [SQLiteData]

    private struct MissingColumn: Error, CustomStringConvertible {
        package let column: String
        package var description: String { "No column \(column) in the row." }
    }

    package var allColumns: [String] { columns.names }

    package func contains(column: String) -> Bool { columns.position(of: column) != nil }

    package func decodeNil(column: String) throws -> Bool {
        guard let position = columns.position(of: column) else { return true }
        return values[position] == .null
    }

    package func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
        guard let position = columns.position(of: column) else { throw MissingColumn(column: column) }
        return try Self.decoder.decode(D.self, from: values[position])
    }

    private static let decoder = SQLiteDataDecoder()
}
