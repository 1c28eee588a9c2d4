import Foundation

/// A time of day to the minute, typed and shown as `HH:mm`.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Minutes since midnight, 0 ..< 1440.
    public let minutes: Int

    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// Reads `HH:mm` (24-hour clock); nil for anything else.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        self.minutes = hour * 60 + minute
    }

    /// The time it is at `instant` in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        self.minutes = parts.hour! * 60 + parts.minute!
    }

    public var text: String { "\((minutes / 60).zeroPadded(2)):\((minutes % 60).zeroPadded(2))" }
    public var description: String { text }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}
