import Foundation
import MorselData
import MorselServices
import NIOCore

/// Encodes any `Encodable` straight into JSON bytes as it encodes itself, without first
/// building a tree of every value as Foundation's `JSONEncoder` does: the API's answers all
/// go through it, and nothing needs a list of its keys but its `CodingKeys`.
///
/// It writes what `JSONResponse.encoder` writes (ISO 8601 dates to the second, `/` unescaped,
/// a URL as its text, data as base64, NaN and infinity refused) except that an object's keys
/// come in the order the value encodes them, which for a synthesized `Encodable` is the order
/// its properties are declared in. A container is closed when the value that opened it ends
/// or when its parent is written to again; writing to a closed container throws. As with any
/// encoder, a type must not keep its encoder or containers after its `encode(to:)` returns:
/// here they point at state that is gone once ``encode(_:capacity:)`` returns.
enum JSONBytesEncoder {
    static func encode<T: Encodable>(_ value: T, capacity: Int = 1024) throws -> ByteBuffer {
        // The state lives at one address for the whole encoding: the encoders and containers
        // reach it through a pointer, which skips the exclusivity checks a class's stored
        // properties would make on every write (a fifth of the time, measured).
        let state = UnsafeMutablePointer<JSONEncodingState>.allocate(capacity: 1)
        state.initialize(to: JSONEncodingState(capacity: capacity))
        defer {
            state.deinitialize(count: 1)
            state.deallocate()
        }
        try JSONEncodingState.encodeValue(value, depth: 0, state: state)
        try state.pointee.finish()
        return state.pointee.out.buffer
    }
}

/// What ``JSONBytesEncoder`` has written and what is still open, shared by the encoders and
/// containers of one encoding.
struct JSONEncodingState {
    var out: JSONWriter

    /// An object or array still open; `owner` is the value that opened it.
    private struct Frame {
        let owner: Int
        let isObject: Bool
        var count = 0
    }

    /// Open containers, outermost first: frame `i` holds the values at depth `i + 1`.
    private var open: [Frame] = []
    private var values = 0
    /// The value begun and not yet written (its key, if any, is): -1 when none.
    private var pending = -1
    /// What went wrong where no error could be thrown (a container asked for at the wrong time).
    private var failure: EncodingError?

    init(capacity: Int) {
        out = JSONWriter(capacity: capacity)
    }

    /// A number for a value about to be written, which is now the one pending.
    mutating func begin() -> Int {
        values += 1
        pending = values
        return values
    }

    /// Writes `value` where the output stands, at `depth` containers deep. Static, reaching
    /// the state through its pointer a step at a time: the value's own `encode(to:)` writes
    /// to the same state, so no access to it may span that call.
    static func encodeValue<T: Encodable>(
        _ value: T, depth: Int, state: UnsafeMutablePointer<JSONEncodingState>
    ) throws {
        if T.self == Date.self { return state.pointee.out.date(value as! Date) }
        if T.self == URL.self { return state.pointee.out.string((value as! URL).absoluteString) }
        if T.self == Data.self { return state.pointee.out.string((value as! Data).base64EncodedString()) }
        if T.self == Decimal.self { return state.pointee.out.raw((value as! Decimal).description) }
        let id = state.pointee.begin()
        try value.encode(to: JSONValueEncoder(state: state, depth: depth, value: id))
        state.pointee.close(downTo: depth)
    }

    /// Ends the output: every container closed, nothing asked for left unwritten.
    mutating func finish() throws {
        close(downTo: 0)
        if let failure { throw failure }
    }

    // MARK: Containers

    /// Opens the object or array the value `value` at `depth` asked for, or finds it again if
    /// that value asked before. Nil (and a failure kept) when the value already wrote another thing.
    mutating func openContainer(depth: Int, value: Int, object: Bool) -> Int? {
        if open.count > depth, open[depth].owner == value, open[depth].isObject == object {
            close(downTo: depth + 1)
            return depth
        }
        guard pending == value, open.count == depth else {
            fail("A value asked for a second container after it had written something else.")
            return nil
        }
        pending = -1
        out.byte(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(Frame(owner: value, isObject: object))
        return depth
    }

    /// Starts a field of the object `frame`: the comma, the key and its colon.
    mutating func field(_ key: String, frame: Int, owner: Int) throws {
        out.key(key, comma: try next(frame: frame, owner: owner))
    }

    /// Starts an element of the array `frame`: its comma.
    mutating func element(frame: Int, owner: Int) throws {
        if try next(frame: frame, owner: owner) { out.byte(UInt8(ascii: ",")) }
    }

    /// Starts the place of a nested container or encoder (a field when `key` is given, else an
    /// element) where the protocol allows no error: a failure is kept and thrown at the end.
    mutating func nestedPlace(_ key: String?, frame: Int, owner: Int) {
        do {
            if let key { try field(key, frame: frame, owner: owner) } else { try element(frame: frame, owner: owner) }
        } catch {
            fail(Self.closed)
        }
    }

    static let closed = "A JSON container was written to after it was closed."

    /// Makes `frame` the innermost open container again and counts one more in it: whether
    /// one came before (and so a comma is due).
    private mutating func next(frame: Int, owner: Int) throws -> Bool {
        guard open.count > frame, open[frame].owner == owner else {
            throw EncodingError.invalidValue(owner, .init(codingPath: [], debugDescription: Self.closed))
        }
        if open.count > frame + 1 || pending >= 0 { close(downTo: frame + 1) }
        open[frame].count += 1
        return open[frame].count > 1
    }

    /// Starts the one value of a single-value container.
    mutating func single(depth: Int, value: Int) throws {
        guard pending == value, open.count == depth else {
            let message = "A single value was written twice, or after a container."
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: message))
        }
        pending = -1
    }

    /// Elements written so far in the array `frame`.
    func count(frame: Int, owner: Int) -> Int {
        open.count > frame && open[frame].owner == owner ? open[frame].count : 0
    }

    /// Closes containers until `depth` remain open; a value begun and never written is an
    /// empty object, as Foundation's encoder writes it.
    mutating func close(downTo depth: Int) {
        if pending >= 0 {
            out.raw("{}")
            pending = -1
        }
        while open.count > depth {
            out.byte(open.removeLast().isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    mutating func fail(_ message: String) {
        if failure == nil { failure = EncodingError.invalidValue((), .init(codingPath: [], debugDescription: message)) }
    }
}
