import MorselData
import MorselServices

/// The `Encoder` a value of ``JSONBytesEncoder``'s output encodes itself to: one value at one
/// depth. A struct of three words, so passing it as `any Encoder` allocates nothing.
struct JSONValueEncoder: Encoder {
    let state: UnsafeMutablePointer<JSONEncodingState>
    let depth: Int
    let value: Int

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = state.pointee.openContainer(depth: depth, value: value, object: true)
        let container = JSONObjectContainer<Key>(state: state, frame: frame ?? depth, owner: frame == nil ? -1 : value)
        return KeyedEncodingContainer(container)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = state.pointee.openContainer(depth: depth, value: value, object: false)
        return JSONArrayContainer(state: state, frame: frame ?? depth, owner: frame == nil ? -1 : value)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(state: state, depth: depth, value: value)
    }
}
