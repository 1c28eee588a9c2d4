/// An array of ``JSONBytesEncoder``'s output.
struct JSONArrayContainer: UnkeyedEncodingContainer {
    let state: UnsafeMutablePointer<JSONEncodingState>
    /// Its place among the open containers, and the value that opened it (-1: none could be opened).
    let frame: Int
    let owner: Int

    var codingPath: [any CodingKey] { [] }
    var count: Int { state.pointee.count(frame: frame, owner: owner) }

    private func next() throws { try state.pointee.element(frame: frame, owner: owner) }

    mutating func encodeNil() throws { try next(); state.pointee.out.null() }
    mutating func encode(_ value: Bool) throws { try next(); state.pointee.out.bool(value) }
    mutating func encode(_ value: String) throws { try next(); state.pointee.out.string(value) }
    mutating func encode(_ value: Double) throws { try next(); try state.pointee.out.number(value) }
    mutating func encode(_ value: Float) throws { try next(); try state.pointee.out.number(value) }
    mutating func encode(_ value: Int) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int8) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int16) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int32) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int64) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt8) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt16) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt32) throws { try next(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt64) throws { try next(); state.pointee.out.integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try next()
        try JSONEncodingState.encodeValue(value, depth: frame + 1, state: state)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        do { try next() } catch { state.pointee.fail("A JSON container was written to after it was closed.") }
        return JSONValueEncoder(state: state, depth: frame + 1, value: state.pointee.begin()).container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        do { try next() } catch { state.pointee.fail("A JSON container was written to after it was closed.") }
        return JSONValueEncoder(state: state, depth: frame + 1, value: state.pointee.begin()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        do { try next() } catch { state.pointee.fail("A JSON container was written to after it was closed.") }
        return JSONValueEncoder(state: state, depth: frame + 1, value: state.pointee.begin())
    }
}
