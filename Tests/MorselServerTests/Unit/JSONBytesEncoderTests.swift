import Foundation
import NIOCore
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// Every answer of the API not written by hand goes through ``JSONBytesEncoder``: what it
/// writes must be what Foundation's encoder writes, value for value, whatever a type's
/// `encode(to:)` does.
@Suite("JSON written as a value encodes itself")
struct JSONBytesEncoderTests {
    private func text<T: Encodable>(_ value: T) throws -> String { String(buffer: try JSONBytesEncoder.encode(value)) }

    /// The same values as Foundation's encoder writes (its keys sorted; these in the order encoded).
    private func expectSameValues<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let direct = Array(try JSONBytesEncoder.encode(value).readableBytesView)
        let foundation = Array(try JSONResponse.encoder.encode(value))
        #expect(
            try JSONBenchmark.sameJSON(direct, foundation),
            "\(String(decoding: direct, as: UTF8.self)) vs \(String(decoding: foundation, as: UTF8.self))",
            sourceLocation: sourceLocation)
    }

    struct Everything: Encodable {
        struct Inner: Encodable {
            let flag: Bool
            let list: [Int]
        }
        let text = "\"quoted\" \\ / tab\tline\n\u{1} é 😀"
        let integer = -42
        let unsigned: UInt8 = 200
        let double = 0.1 + 0.2
        let small = 1e-7
        let whole = 3.0
        let float: Float = 1.5
        let absent: String? = nil
        @EncodedAsNull var null: Int?
        @EncodedAsNull var present: Int? = 7
        let date = Date(timeIntervalSince1970: 1_741_600_000.9)
        let url = URL(string: "https://example.org/a?b=1&c=2")!
        let data = Data([0, 1, 2, 250])
        let decimal = Decimal(string: "12.5")!
        let id = UUID(uuidString: "2F1C5A3E-0000-4000-8000-000000000001")!
        let nested = [Inner(flag: true, list: []), Inner(flag: false, list: [1, 2])]
        let matrix = [[1, 2], [], [3]]
        let dictionary = ["b": 1, "a": 2, "a10": 3, "a9": 4]
        let optionals: [Int?] = [1, nil, 3]
        let empty: [String: Int] = [:]
    }

    @Test("every kind of value a type may encode, nested, is written as Foundation writes it")
    func values() throws {
        try expectSameValues(Everything())
        try expectSameValues([Everything(), Everything()])
        try expectSameValues("top-level text")
        try expectSameValues(42)
        try expectSameValues(Optional<Int>.none)
        try expectSameValues(Date(timeIntervalSince1970: 0))
    }

    @Test("keys come in the order a type declares them; an object's parts stay together")
    func order() throws {
        struct Point: Encodable {
            let y = 2
            let x = 1
            let label = "p"
        }
        #expect(try text(Point()) == #"{"y":2,"x":1,"label":"p"}"#)
        #expect(try text([Point()]) == #"[{"y":2,"x":1,"label":"p"}]"#)
    }

    /// A type that writes itself in the less usual ways the `Encoder` allows.
    struct Handmade: Encodable {
        enum Keys: String, CodingKey { case a, b, c, d }
        func encode(to encoder: any Encoder) throws {
            var outer = encoder.container(keyedBy: Keys.self)
            try outer.encode(1, forKey: .a)
            var inner = outer.nestedContainer(keyedBy: Keys.self, forKey: .b)
            try inner.encode("x", forKey: .a)
            var list = inner.nestedUnkeyedContainer(forKey: .b)
            try list.encode(1)
            var deeper = list.nestedContainer(keyedBy: Keys.self)
            try deeper.encodeNil(forKey: .c)
            try list.encode(2)
            // Back to the outer object: everything inside it is closed first.
            try outer.encode(true, forKey: .c)
            // Asked for again, the same object carries on.
            var again = encoder.container(keyedBy: Keys.self)
            try again.encode(4, forKey: .d)
        }
    }

    @Test("nested containers close when their parent is written to again; the same container may be asked for twice")
    func nested() throws {
        #expect(try text(Handmade()) == #"{"a":1,"b":{"a":"x","b":[1,{"c":null},2]},"c":true,"d":4}"#)
        try expectSameValues(Handmade())
    }

    @Test("a value that encodes nothing is an empty object, as Foundation writes it")
    func nothing() throws {
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        struct Holder: Encodable {
            let a = Nothing()
            let b = 1
        }
        #expect(try text(Nothing()) == "{}")
        #expect(try text(Holder()) == #"{"a":{},"b":1}"#)
        try expectSameValues(Holder())
    }

    @Test("NaN and infinity are refused, as Foundation refuses them; nothing half-written is returned")
    func notANumber() throws {
        struct Reading: Encodable { let value: Double }
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try JSONBytesEncoder.encode(Reading(value: value)) }
            #expect(throws: EncodingError.self) { try JSONResponse.encoder.encode(Reading(value: value)) }
        }
    }

    @Test("writing to a container after it was closed, or two values in one, is an error, not broken JSON")
    func misuse() throws {
        struct Stale: Encodable {
            enum Keys: CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var outer = encoder.container(keyedBy: Keys.self)
                var inner = outer.nestedContainer(keyedBy: Keys.self, forKey: .a)
                try outer.encode(1, forKey: .b)
                try inner.encode(2, forKey: .a)
            }
        }
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(1)
                try single.encode(2)
            }
        }
        struct SingleThenObject: Encodable {
            enum Keys: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(1)
                var object = encoder.container(keyedBy: Keys.self)
                try object.encode(2, forKey: .a)
            }
        }
        #expect(throws: EncodingError.self) { try JSONBytesEncoder.encode(Stale()) }
        #expect(throws: EncodingError.self) { try JSONBytesEncoder.encode(Twice()) }
        #expect(throws: EncodingError.self) { try JSONBytesEncoder.encode(SingleThenObject()) }
    }
}
