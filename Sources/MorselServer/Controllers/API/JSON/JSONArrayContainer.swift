import MorselData
import MorselServices

/// An array of ``JSONBytesEncoder``'s output.
struct JSONArrayContainer: UnkeyedEncodingContainer, JSONValueSlot {
    let state: UnsafeMutablePointer<JSONEncodingState>
    /// Its place among the open containers, and the value that opened it (-1: none could be opened).
    let frame: Int
    let owner: Int

    var codingPath: [any CodingKey] { [] }
    var count: Int { state.pointee.count(frame: frame, owner: owner) }

    /// Each element after the first follows a comma.
    func start() throws -> Int {
        try state.pointee.element(frame: frame, owner: owner)
        return frame + 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nested().container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nested().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { nested() }

    /// The encoder of a new element.
    private func nested() -> JSONValueEncoder {
        state.pointee.nestedPlace(nil, frame: frame, owner: owner)
        return JSONValueEncoder(state: state, depth: frame + 1, value: state.pointee.begin())
    }
}
