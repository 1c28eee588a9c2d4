import MorselData
import MorselServices

/// An object of ``JSONBytesEncoder``'s output: each field is written as it comes.
struct JSONObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: UnsafeMutablePointer<JSONEncodingState>
    /// Its place among the open containers, and the value that opened it (-1: none could be opened).
    let frame: Int
    let owner: Int

    var codingPath: [any CodingKey] { [] }

    private func at(_ key: Key) throws { try state.pointee.field(key.stringValue, frame: frame, owner: owner) }

    mutating func encodeNil(forKey key: Key) throws {
        try at(key)
        state.pointee.out.null()
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try at(key)
        state.pointee.out.bool(value)
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try at(key)
        state.pointee.out.string(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try at(key)
        try state.pointee.out.number(value)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try at(key)
        try state.pointee.out.number(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try at(key)
        state.pointee.out.integer(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try at(key)
        try JSONEncodingState.encodeValue(value, depth: frame + 1, state: state)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        nested(key.stringValue).container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nested(key.stringValue).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { nested("super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { nested(key.stringValue) }

    /// The encoder of a new value in the field `name`.
    private func nested(_ name: String) -> JSONValueEncoder {
        state.pointee.nestedPlace(name, frame: frame, owner: owner)
        return JSONValueEncoder(state: state, depth: frame + 1, value: state.pointee.begin())
    }
}
