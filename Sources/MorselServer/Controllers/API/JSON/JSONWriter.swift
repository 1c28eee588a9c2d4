import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// A value that writes its own JSON: the hot routes' answers (meals, days, lists), which
/// Foundation's `JSONEncoder` spent a third of a request on, boxing every field. The output
/// is byte for byte what `JSONResponse`'s encoder writes (keys sorted, ISO 8601 dates without
/// fractions, `/` unescaped); `JSONWriterTests` compares the two.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

/// Writes JSON into a byte buffer. Objects are written through ``object(_:)``, whose fields
/// must come in sorted key order (checked in debug builds), as the encoder sorts them.
struct JSONWriter {
    var buffer: ByteBuffer

    init(capacity: Int = 1024) {
        buffer = ByteBufferAllocator().buffer(capacity: capacity)
    }

    /// The JSON of `value`.
    static func bytes(of value: some JSONWritable) -> ByteBuffer {
        var writer = JSONWriter()
        value.write(to: &writer)
        return writer.buffer
    }

    /// An object; `fields` writes its fields with ``field(_:_:)`` and the like, keys in sorted order.
    mutating func object(_ fields: (inout JSONWriter) -> Void) {
        let outer = fieldCount
        fieldCount = 0
        #if DEBUG
            let outerKey = lastKey
            lastKey = ""
            defer { lastKey = outerKey }
        #endif
        buffer.writeInteger(UInt8(ascii: "{"))
        fields(&self)
        buffer.writeInteger(UInt8(ascii: "}"))
        fieldCount = outer
    }

    mutating func array<S: Sequence>(_ elements: S, _ write: (S.Element, inout JSONWriter) -> Void) {
        buffer.writeInteger(UInt8(ascii: "["))
        var first = true
        for element in elements {
            if !first { buffer.writeInteger(UInt8(ascii: ",")) }
            first = false
            write(element, &self)
        }
        buffer.writeInteger(UInt8(ascii: "]"))
    }

    mutating func array<S: Sequence>(_ elements: S) where S.Element: JSONWritable {
        array(elements) { element, json in element.write(to: &json) }
    }

    /// A value written before (by a ``JSONWriter``), copied as it is.
    mutating func written(_ json: ByteBuffer) {
        var json = json
        buffer.writeBuffer(&json)
    }

    mutating func byte(_ byte: UInt8) { buffer.writeInteger(byte) }
    mutating func raw(_ text: String) { buffer.writeString(text) }

    mutating func integer(_ value: some BinaryInteger) { buffer.writeString(String(value)) }

    /// A number as `JSONEncoder` writes it; NaN and infinity, which JSON cannot hold, are
    /// refused as the encoder refuses them.
    mutating func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws {
        guard value.isFinite else {
            let message = "\(value) is not a number JSON can hold."
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: message))
        }
        finite(value)
    }

    /// As ``number(_:)``, but NaN and infinity are written as null: for the hand-written
    /// answers, whose stored figures are all checked finite before they are saved.
    mutating func double(_ value: Double) {
        if value.isFinite { finite(value) } else { null() }
    }

    /// Its shortest description, without a trailing ".0", as `JSONEncoder` writes it.
    private mutating func finite<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        buffer.writeString(text)
    }

    mutating func null() { buffer.writeStaticString("null") }

    /// A field list's value, as its `Encodable` writes it.
    mutating func value(_ value: FieldValue) {
        switch value {
        case .text(let text): string(text)
        case .integer(let number): integer(number)
        case .decimal(let number), .amount(let number): double(number)
        case .money(let cents): double(Double(cents) / 100)
        case .date(let date): string(date.iso)
        case .bool(let on): bool(on)
        case .list(let items): array(items) { item, json in json.string(item) }
        case .none: null()
        }
    }
    mutating func bool(_ value: Bool) { buffer.writeStaticString(value ? "true" : "false") }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { text in
            if Self.needsEscaping(text) {
                buffer.writeInteger(UInt8(ascii: "\""))
                for byte in text { escape(byte) }
                buffer.writeInteger(UInt8(ascii: "\""))
            } else {
                quoted(text, comma: false, colon: false)
            }
        }
    }

    /// An object's key after the comma before it, if any.
    mutating func key(_ key: String, comma: Bool) {
        var key = key
        key.withUTF8 { text in
            if Self.needsEscaping(text) {
                if comma { buffer.writeInteger(UInt8(ascii: ",")) }
                string(String(decoding: text, as: UTF8.self))
                buffer.writeInteger(UInt8(ascii: ":"))
            } else {
                quoted(text, comma: comma, colon: true)
            }
        }
    }

    private static func needsEscaping(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    /// Text that needs no escaping, in quotes, after a comma and before a colon if asked: one
    /// write rather than four, as each write checks the buffer's room.
    private mutating func quoted(_ text: UnsafeBufferPointer<UInt8>, comma: Bool, colon: Bool) {
        let start = comma ? 1 : 0
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: text.count + 4) { out in
            if comma { out[0] = UInt8(ascii: ",") }
            out[start] = UInt8(ascii: "\"")
            UnsafeMutableRawBufferPointer(rebasing: out[(start + 1)...]).copyMemory(from: UnsafeRawBufferPointer(text))
            out[start + text.count + 1] = UInt8(ascii: "\"")
            if colon { out[start + text.count + 2] = UInt8(ascii: ":") }
            return start + text.count + (colon ? 3 : 2)
        }
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): buffer.writeStaticString("\\\"")
        case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
        case 0x0A: buffer.writeStaticString("\\n")
        case 0x0D: buffer.writeStaticString("\\r")
        case 0x09: buffer.writeStaticString("\\t")
        case 0x08: buffer.writeStaticString("\\b")
        case 0x0C: buffer.writeStaticString("\\f")
        case ..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            buffer.writeStaticString("\\u00")
            buffer.writeInteger(hex[Int(byte >> 4)])
            buffer.writeInteger(hex[Int(byte & 0x0F)])
        default: buffer.writeInteger(byte)
        }
    }

    /// ISO 8601 in UTC to the second, as the encoder's `.iso8601` strategy writes it.
    mutating func date(_ value: Date) {
        let seconds = Int(value.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        // Howard Hinnant's civil-from-days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard (0...9999).contains(year) else {
            buffer.writeString(
                "\"\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))T"
                    + "\((time / 3600).zeroPadded(2)):\((time / 60 % 60).zeroPadded(2)):\((time % 60).zeroPadded(2))Z\""
            )
            return
        }
        // "yyyy-mm-ddThh:mm:ssZ" with its quotes, written digit by digit in one write.
        buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: 22) { out in
            func digits(_ value: Int, _ count: Int, at offset: Int) {
                var value = value
                for index in stride(from: offset + count - 1, through: offset, by: -1) {
                    out[index] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            out[0] = UInt8(ascii: "\"")
            digits(year, 4, at: 1)
            out[5] = UInt8(ascii: "-")
            digits(month, 2, at: 6)
            out[8] = UInt8(ascii: "-")
            digits(day, 2, at: 9)
            out[11] = UInt8(ascii: "T")
            digits(time / 3600, 2, at: 12)
            out[14] = UInt8(ascii: ":")
            digits(time / 60 % 60, 2, at: 15)
            out[17] = UInt8(ascii: ":")
            digits(time % 60, 2, at: 18)
            out[20] = UInt8(ascii: "Z")
            out[21] = UInt8(ascii: "\"")
            return 22
        }
    }

    // MARK: Fields of the object being written

    /// Fields written so far in the current object, and the last key (for the order check).
    private var fieldCount = 0
    #if DEBUG
        private var lastKey = ""
    #endif

    /// Starts a field: its comma if it is not the first, and its key.
    mutating func key(_ key: StaticString) {
        #if DEBUG
            let name = key.description
            assert(fieldCount == 0 || lastKey < name, "JSON keys out of order: \(lastKey) before \(name)")
            lastKey = name
        #endif
        let comma = fieldCount > 0
        fieldCount += 1
        quoted(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), comma: comma, colon: true)
    }

    /// Starts a field whose key is known only as the program runs (one of a list of fields),
    /// given as its UTF-8 bytes, which need no escaping.
    mutating func key(utf8 name: UnsafeBufferPointer<UInt8>) {
        #if DEBUG
            let text = String(decoding: name, as: UTF8.self)
            assert(!Self.needsEscaping(name), "a key that needs escaping: \(text)")
            assert(fieldCount == 0 || lastKey < text, "JSON keys out of order: \(lastKey) before \(text)")
            lastKey = text
        #endif
        let comma = fieldCount > 0
        fieldCount += 1
        quoted(name, comma: comma, colon: true)
    }

    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }
    mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        integer(value)
    }
    mutating func field(_ name: StaticString, _ value: Double) {
        key(name)
        double(value)
    }
    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bool(value)
    }
    mutating func field(_ name: StaticString, _ value: Date) {
        key(name)
        date(value)
    }
    mutating func field(_ name: StaticString, _ value: UUID) {
        key(name)
        string(value.uuidString)
    }
    mutating func field(_ name: StaticString, _ value: some JSONWritable) {
        key(name)
        value.write(to: &self)
    }
    mutating func field<S: Sequence>(_ name: StaticString, _ values: S) where S.Element: JSONWritable {
        key(name)
        array(values)
    }

    /// A field whose absent value is written as null (the encoder's `@EncodedAsNull`).
    mutating func field(_ name: StaticString, orNull value: String?) {
        key(name)
        if let value { string(value) } else { null() }
    }

    mutating func field(_ name: StaticString, orNull value: Double?) {
        key(name)
        if let value { double(value) } else { null() }
    }

    mutating func field(_ name: StaticString, orNull value: Int?) {
        key(name)
        if let value { integer(value) } else { null() }
    }

    mutating func field(_ name: StaticString, orNull value: (some JSONWritable)?) {
        key(name)
        if let value { value.write(to: &self) } else { null() }
    }

    mutating func field(_ name: StaticString, _ values: [String]) {
        key(name)
        array(values) { value, json in json.string(value) }
    }

    /// An object of strings, keys sorted as the encoder sorts them.
    mutating func field(_ name: StaticString, _ values: [String: String]) {
        key(name)
        buffer.writeInteger(UInt8(ascii: "{"))
        for (index, key) in values.keys.sorted().enumerated() {
            if index > 0 { buffer.writeInteger(UInt8(ascii: ",")) }
            string(key)
            buffer.writeInteger(UInt8(ascii: ":"))
            string(values[key]!)
        }
        buffer.writeInteger(UInt8(ascii: "}"))
    }

    /// A field left out when absent, as the encoder leaves out a nil optional.
    mutating func field<S: Sequence>(_ name: StaticString, ifPresent values: S?) where S.Element: JSONWritable {
        if let values { field(name, values) }
    }
    mutating func field(_ name: StaticString, ifPresent values: [String]?) {
        if let values { field(name, values) }
    }

    mutating func field(_ name: StaticString, ifPresent value: String?) {
        if let value { field(name, value) }
    }

    mutating func field(_ name: StaticString, ifPresent value: Double?) {
        if let value { field(name, value) }
    }

    mutating func field(_ name: StaticString, ifPresent value: Int?) {
        if let value { field(name, value) }
    }
}
