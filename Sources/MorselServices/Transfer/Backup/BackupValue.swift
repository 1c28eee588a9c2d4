import Foundation
import MorselData

/// One column's value in a backup file, the same whichever engine wrote it: ids as their
/// upper-case text, times as seconds since 1970 (a number, so no precision is lost), bytes
/// as base64. The column's ``ColumnType`` says which of these a value must be.
package enum BackupValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    /// The value of `column` in `row`, as `type` reads it.
    package init(_ row: Row, _ column: String, _ type: ColumnType) throws {
        if try row.isNull(column) {
            self = .null
            return
        }
        switch type {
        case .text: self = .string(try row.string(column))
        case .integer: self = .int(try row.int(column))
        case .real: self = .double(try row.double(column))
        case .bool: self = .bool(try row.bool(column))
        case .id: self = .string(try row.uuid(column).uuidString)
        case .time: self = .double(try row.date(column).timeIntervalSince1970)
        case .bytes: self = .string(try row.data(column).base64EncodedString())
        }
    }

    /// The value to bind for a column of `type`; nil when it is not one (a damaged file).
    /// A null is bound as a typed nil, so PostgreSQL knows its type.
    package func bind(as type: ColumnType) -> Bind? {
        switch (self, type) {
        case (.null, .text): Bind(String?.none)
        case (.null, .integer): Bind(Int?.none)
        case (.null, .real): Bind(Double?.none)
        case (.null, .bool): Bind(Bool?.none)
        case (.null, .id): Bind(UUID?.none)
        case (.null, .time): Bind(Date?.none)
        case (.null, .bytes): Bind(Data?.none)
        case (.string(let text), .text): Bind(text)
        case (.int(let number), .integer): Bind(number)
        case (.int(let number), .real): Bind(Double(number))
        case (.double(let number), .real): Bind(number)
        case (.bool(let value), .bool): Bind(value)
        case (.string(let text), .id): UUID(storedText: text).map(Bind.init)
        case (.int(let seconds), .time): Bind(Date(timeIntervalSince1970: Double(seconds)))
        case (.double(let seconds), .time): Bind(Date(timeIntervalSince1970: seconds))
        case (.string(let base64), .bytes): Data(base64Encoded: base64).map(Bind.init)
        default: nil
        }
    }

    /// A value ready to bind (an existential, so a typed nil stays a value, not "no bind").
    package struct Bind {
        package let value: any Encodable & Sendable
        package init(_ value: any Encodable & Sendable) { self.value = value }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }
}
