import Foundation
import MorselCore

/// The keys of an answer that holds a field list's values beside keys of its own, in the
/// sorted order both of its writers keep (``JSONWriter`` on the hot routes, `Encodable`
/// elsewhere), worked out once a type. No key of a field is typed here: they come from
/// `Input.fields`.
struct FieldLayout<Input: EditableInput, Extra: Sendable>: Sendable {
    enum Part: Sendable {
        /// The field at this index of `Input.fields`.
        case field(Int)
        case extra(Extra)
    }

    let names: [String]
    let parts: [Part]
    /// The keys' UTF-8, one after another, and where each is.
    private let keyBytes: [UInt8]
    private let keyRanges: [Range<Int>]
    /// How to read each of `Input.fields` from what was saved, by index.
    let readers: [@Sendable (Input.Saved) -> FieldValue]

    init(adding extra: [(String, Extra)]) {
        let sorted =
            (Input.fields.enumerated().map { ($0.element.key, Part.field($0.offset)) }
            + extra.map { ($0.0, Part.extra($0.1)) })
            .sorted { $0.0 < $1.0 }
        names = sorted.map(\.0)
        parts = sorted.map(\.1)
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            ranges.append(bytes.count..<bytes.count + name.utf8.count)
            bytes += name.utf8
        }
        (keyBytes, keyRanges) = (bytes, ranges)
        readers = Input.fields.map(\.value)
    }

    /// Writes the object: each part `includes` keeps, its key, then what `write` writes.
    func write(
        _ json: inout JSONWriter, includes: (Extra) -> Bool = { _ in true }, _ write: (Part, inout JSONWriter) -> Void
    ) {
        json.object { json in
            keyBytes.withUnsafeBufferPointer { keys in
                for (index, part) in parts.enumerated() {
                    if case .extra(let extra) = part, !includes(extra) { continue }
                    json.key(utf8: UnsafeBufferPointer(rebasing: keys[keyRanges[index]]))
                    write(part, &json)
                }
            }
        }
    }

    /// The same object through `Encodable`: `encode` writes each part under its key.
    func encode(
        to encoder: any Encoder,
        _ encode: (Part, AnyCodingKey, inout KeyedEncodingContainer<AnyCodingKey>) throws -> Void
    ) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (name, part) in zip(names, parts) { try encode(part, AnyCodingKey(name), &container) }
    }
}
