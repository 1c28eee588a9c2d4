import Foundation
import MorselCore
import SQLKit

/// Time zones by IANA name, each made once: `TimeZone(identifier:)` reads the zone's rules
/// from disk, and every authenticated request needs its person's zone.
package enum TimeZones {
    /// A few hundred IANA names exist; the limit only bounds names that are not zones.
    private static let cache = BoundedCache<String, TimeZone>(limit: 1_000)

    /// The zone named, or UTC for a name this system does not know.
    package static func named(_ name: String) -> TimeZone {
        cache.value(for: name) { TimeZone(identifier: name) ?? TimeZone(identifier: "UTC")! }
    }
}
