import MorselData
import MorselServices

/// An optional that a DTO writes as JSON `null` when absent, instead of leaving the key out:
/// clients see every documented key ("time": null, "fiber": null — unknown is not zero).
@propertyWrapper
struct EncodedAsNull<Value: Encodable & Sendable>: Encodable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
