import SQLiteKit
import SQLiteNIO
import SQLKit

/// A row the writer read, as SQLKit reads rows; ``Row`` reads its values directly.
struct SQLiteValuesRow: SQLRow {
    let columns: ColumnIndex
    let values: [SQLiteData]

    private struct MissingColumn: Error, CustomStringConvertible {
        let column: String
        var description: String { "No column \(column) in the row." }
    }

    var allColumns: [String] { columns.names }

    func contains(column: String) -> Bool { columns.position(of: column) != nil }

    func decodeNil(column: String) throws -> Bool {
        guard let position = columns.position(of: column) else { return true }
        return values[position] == .null
    }

    func decode<D: Decodable>(column: String, as type: D.Type) throws -> D {
        guard let position = columns.position(of: column) else { throw MissingColumn(column: column) }
        return try Self.decoder.decode(D.self, from: values[position])
    }

    private static let decoder = SQLiteDataDecoder()
}
