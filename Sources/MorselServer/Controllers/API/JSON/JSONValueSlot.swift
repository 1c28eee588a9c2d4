import MorselData
import MorselServices

/// A place for one value at a time, shared by arrays (each element) and single-value
/// containers: the primitive writes both protocols ask for, written once.
protocol JSONValueSlot {
    var state: UnsafeMutablePointer<JSONEncodingState> { get }
    /// Readies the place for the next value (its comma, or checks it is still empty) and says how deep the value is.
    func start() throws -> Int
}

extension JSONValueSlot {
    func encodeNil() throws {
        _ = try start()
        state.pointee.out.null()
    }
    func encode(_ value: Bool) throws {
        _ = try start()
        state.pointee.out.bool(value)
    }
    func encode(_ value: String) throws {
        _ = try start()
        state.pointee.out.string(value)
    }
    func encode(_ value: Double) throws {
        _ = try start()
        try state.pointee.out.number(value)
    }
    func encode(_ value: Float) throws {
        _ = try start()
        try state.pointee.out.number(value)
    }
    func encode(_ value: Int) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: Int8) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: Int16) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: Int32) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: Int64) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: UInt) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: UInt8) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: UInt16) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: UInt32) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }
    func encode(_ value: UInt64) throws {
        _ = try start()
        state.pointee.out.integer(value)
    }

    func encode<T: Encodable>(_ value: T) throws {
        try JSONEncodingState.encodeValue(value, depth: try start(), state: state)
    }
}
