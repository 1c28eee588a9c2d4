/// The one value an encoder writes when it is not an object or array (a string, a number,
/// an optional's null, or another value encoded in its place).
struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let state: UnsafeMutablePointer<JSONEncodingState>
    let depth: Int
    let value: Int

    var codingPath: [any CodingKey] { [] }

    private func start() throws { try state.pointee.single(depth: depth, value: value) }

    mutating func encodeNil() throws { try start(); state.pointee.out.null() }
    mutating func encode(_ value: Bool) throws { try start(); state.pointee.out.bool(value) }
    mutating func encode(_ value: String) throws { try start(); state.pointee.out.string(value) }
    mutating func encode(_ value: Double) throws { try start(); try state.pointee.out.number(value) }
    mutating func encode(_ value: Float) throws { try start(); try state.pointee.out.number(value) }
    mutating func encode(_ value: Int) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int8) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int16) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int32) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: Int64) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt8) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt16) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt32) throws { try start(); state.pointee.out.integer(value) }
    mutating func encode(_ value: UInt64) throws { try start(); state.pointee.out.integer(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try start()
        try JSONEncodingState.encodeValue(value, depth: depth, state: state)
    }
}
