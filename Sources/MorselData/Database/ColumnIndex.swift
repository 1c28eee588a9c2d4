/// A result's column names and where each is, shared by all the rows of one statement.
package final class ColumnIndex: Sendable {
    package let names: [String]
    /// Only for wide rows: up to this many names, comparing short names one by one costs less
    /// than hashing the one asked for (hashing was a twentieth of reading a page of meals).
    private let positions: [String: Int]?
    private static let scannedWidth = 32

    package init(_ names: [String]) {
        self.names = names
        // The first of two same-named columns wins, as in SQLiteNIO.
        positions =
            names.count <= Self.scannedWidth
            ? nil
            : Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    package func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        return names.firstIndex(of: name)
    }
}
