import Foundation

/// A calendar day on which a meal was eaten, independent of any time zone.
///
/// Text typed by a person uses `dd/mm/yyyy` (``parse(_:)``); URLs, query strings
/// and storage use ISO `yyyy-mm-dd` (``iso``), which also sorts correctly as text.
public struct MealDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The day every unreadable date falls back to.
    public static let fallback = MealDate(unchecked: 1970, 1, 1)

    /// Creates a date only when it is a real calendar day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The result of reading a typed date: the date, and whether the fallback was used.
    public struct Parsed: Sendable, Equatable {
        public let date: MealDate
        public let usedFallback: Bool
    }

    /// Reads `dd/mm/yyyy` (two-digit day and month, four-digit year, a real day) or ISO
    /// `yyyy-mm-dd`. Anything else becomes 01/01/1970 with `usedFallback` set, so callers can tell the user.
    public static func parse(_ text: String) -> Parsed {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = strict(trimmed) ?? MealDate(iso: trimmed) {
            return Parsed(date: date, usedFallback: false)
        }
        return Parsed(date: .fallback, usedFallback: true)
    }

    private static func strict(_ text: String) -> MealDate? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 2, parts[1].count == 2, parts[2].count == 4,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return MealDate(year: year, month: month, day: day)
    }

    /// Reads ISO `yyyy-mm-dd`, as used in URLs and query strings; nil when it is not a real day.
    public init?(iso text: String) {
        // Read byte by byte: every meal read from the database passes through here.
        var text = text
        let fields: (Int, Int, Int)? = text.withUTF8 { bytes in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
            return (year, month, day)
        }
        guard let (year, month, day) = fields else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day it is at `instant` in `timeZone`.
    public init(_ instant: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        self.init(unchecked: parts.year!, parts.month!, parts.day!)
    }

    /// `dd/mm/yyyy`, the form people read and type.
    public var text: String { "\(day.zeroPadded(2))/\(month.zeroPadded(2))/\(year.zeroPadded(4))" }
    /// `yyyy-mm-dd`, the form of URLs and storage.
    public var iso: String { "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))" }
    public var description: String { text }

    /// The day `count` days later (or earlier, for a negative count).
    public func adding(days count: Int) -> MealDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let noon = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
        let moved = calendar.date(byAdding: .day, value: count, to: noon)!
        return MealDate(moved, in: calendar.timeZone)
    }

    /// Whole days from this date to `other`: negative when `other` is earlier. By arithmetic:
    /// through a Calendar it was most of the ranking of the meals eaten often.
    public func days(to other: MealDate) -> Int { other.dayNumber - dayNumber }

    /// A long English label such as "Monday 3 March 2025".
    /// Worked out by hand: a DateFormatter cost a tenth of rendering the Today page.
    public var longLabel: String {
        "\(Self.weekdays[weekdayIndex]) \(day) \(Self.months[month - 1]) \(year)"
    }

    public static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// 0 for Monday … 6 for Sunday (proleptic Gregorian).
    public var weekdayIndex: Int { ((dayNumber % 7) + 7 + 3) % 7 }

    /// Days since 1970-01-01 (a Thursday), by Howard Hinnant's days-from-civil.
    private var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func < (lhs: MealDate, rhs: MealDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension MealDate {
    /// A day a person or a program gave, written yyyy-mm-dd or dd/mm/yyyy, read strictly:
    /// nil when blank, refused (naming `field`) when it is no real date, never the fallback.
    public static func read(_ text: String?, field: String) throws -> MealDate? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let date = MealDate(iso: text) { return date }
        let parsed = MealDate.parse(text)
        guard !parsed.usedFallback else {
            throw DomainError.invalid(field, "\(field) must be a real date written yyyy-mm-dd or dd/mm/yyyy.")
        }
        return parsed.date
    }

    /// A day written yyyy-mm-dd only (a query's `from`, a plan's `date`): nil when blank,
    /// refused (naming `field`) otherwise.
    public static func readISO(_ text: String?, field: String) throws -> MealDate? {
        guard let text, !text.isEmpty else { return nil }
        guard let date = MealDate(iso: text) else {
            throw DomainError.invalid(field, "\(field) must be a date written yyyy-mm-dd.")
        }
        return date
    }
}
