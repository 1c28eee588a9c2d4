import MorselData
import MorselServices

/// The one value an encoder writes when it is not an object or array (a string, a number,
/// an optional's null, or another value encoded in its place).
struct JSONSingleValueContainer: SingleValueEncodingContainer, JSONValueSlot {
    let state: UnsafeMutablePointer<JSONEncodingState>
    let depth: Int
    let value: Int

    var codingPath: [any CodingKey] { [] }

    /// The one value, written once.
    func start() throws -> Int {
        try state.pointee.single(depth: depth, value: value)
        return depth
    }
}
