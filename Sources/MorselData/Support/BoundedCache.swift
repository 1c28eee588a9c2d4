import Synchronization

/// Values worked out once and kept, shared by every request: reference data that does not
/// change while the server runs (a food's JSON, a time zone) or is keyed by everything it
/// depends on (a recipe's estimate by its fields, a measure's quantity by its text). Past
/// `limit` entries it starts again, so an endless variety of keys cannot grow it for ever.
package final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])
    package let limit: Int

    package init(limit: Int) { self.limit = limit }

    /// The value kept for `key`, or `make()`'s, kept from now on. Two callers asking at once
    /// may both make it; the values are the same.
    package func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        if let known = values.withLock({ $0[key] }) { return known }
        let value = try make()
        values.withLock { values in
            if values.count >= limit { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }
}
