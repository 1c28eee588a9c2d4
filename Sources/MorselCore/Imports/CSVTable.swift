import Foundation

/// A CSV file read as RFC 4180 says, and as spreadsheet exports write it: a byte order mark,
/// CRLF or LF line ends, quoted fields holding commas, doubled quotes and line breaks. Cells are
/// found by their column's name, never by position, so added or reordered columns are fine.
public struct CSVTable: Sendable {
    /// The header row's names, trimmed.
    public let columns: [String]
    /// The rows after the header, blank lines left out.
    public let rows: [[String]]

    /// Reads `data` as UTF-8; text that is not UTF-8 is refused rather than guessed.
    public init(_ data: Data, separator: Unicode.Scalar = ",") throws(DomainError) {
        guard let text = String(data: data, encoding: .utf8) else {
            throw DomainError.invalid("file", "The file is not UTF-8 text. Export it again, or save it as UTF-8.")
        }
        self.init(text: text, separator: separator)
    }

    /// `separator` is a comma, or a tab for tab-separated exports (Open Food Facts').
    public init(text: String, separator: Unicode.Scalar = ",") {
        var records = Self.records(
            in: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, separator: separator)
        let header = records.isEmpty ? [] : records.removeFirst()
        columns = header.map { $0.trimmingCharacters(in: .whitespaces) }
        rows = records.filter { !($0.count == 1 && $0[0].trimmingCharacters(in: .whitespaces).isEmpty) }
    }

    /// The index of the first column named `name`, ignoring case, spaces and punctuation;
    /// any of several names may be given.
    public func column(_ names: String...) -> Int? {
        let wanted = Set(names.map(Self.key))
        return columns.firstIndex { wanted.contains(Self.key($0)) }
    }

    /// The cell of `row` in column `index`, trimmed; empty when the row is short.
    public static func cell(_ row: [String], _ index: Int?) -> String {
        guard let index, index < row.count else { return "" }
        return row[index].trimmingCharacters(in: .whitespaces)
    }

    static func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }

    private static func records(in text: String, separator: Unicode.Scalar) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                return scalar
            }
            return scalars.next()
        }
        while let scalar = next() {
            if quoted {
                if scalar == "\"" {
                    let following = next()
                    if following == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                        pending = following
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: quoted = true
            case separator:
                record.append(field)
                field = ""
            case "\r", "\n":
                if scalar == "\r" {
                    let following = next()
                    if following != "\n" { pending = following }
                }
                record.append(field)
                records.append(record)
                record = []
                field = ""
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
