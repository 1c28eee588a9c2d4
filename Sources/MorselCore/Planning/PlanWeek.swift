import Foundation

/// An ISO 8601 week, Monday to Sunday, written `2026-W48`. Week 1 is the week holding the
/// year's first Thursday, so a week's year can differ from its Monday's or Sunday's.
public struct PlanWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let week: Int

    /// Nil unless `week` exists in `year` (52 or 53 weeks).
    public init?(year: Int, week: Int) {
        guard (1...9998).contains(year), (1...Self.weeks(in: year)).contains(week) else { return nil }
        self.year = year
        self.week = week
    }

    /// The week holding `date`.
    public init(containing date: MealDate) {
        let calendar = Self.calendar
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: Self.noon(date))
        self.year = parts.yearForWeekOfYear!
        self.week = parts.weekOfYear!
    }

    /// Reads `2026-W48` (also `2026-w48` and `2026W48`); nil for anything else or a week that does not exist.
    public init?(_ text: String) {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        let parts = upper.split(separator: "W", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let yearText = parts[0].hasSuffix("-") ? parts[0].dropLast() : parts[0]
        guard yearText.count == 4, parts[1].count == 2, let year = Int(yearText), let week = Int(parts[1]) else {
            return nil
        }
        self.init(year: year, week: week)
    }

    public var description: String { "\(year.zeroPadded(4))-W\(week.zeroPadded(2))" }

    /// Monday to Sunday.
    public var days: [MealDate] {
        let monday = self.monday
        return (0..<7).map { monday.adding(days: $0) }
    }

    public var monday: MealDate {
        let components = DateComponents(weekday: 2, weekOfYear: week, yearForWeekOfYear: year)
        return MealDate(Self.calendar.date(from: components)!, in: Self.calendar.timeZone)
    }

    public var sunday: MealDate { monday.adding(days: 6) }

    public func adding(weeks count: Int) -> PlanWeek { PlanWeek(containing: monday.adding(days: 7 * count)) }

    public static func < (lhs: PlanWeek, rhs: PlanWeek) -> Bool { (lhs.year, lhs.week) < (rhs.year, rhs.week) }

    /// 53 when the year starts on a Thursday, or is a leap year starting on a Wednesday; else 52.
    static func weeks(in year: Int) -> Int {
        // 28 December always lies in the year's last ISO week.
        guard let date = MealDate(year: year, month: 12, day: 28) else { return 52 }
        return calendar.component(.weekOfYear, from: noon(date))
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private static func noon(_ date: MealDate) -> Date {
        calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: 12))!
    }
}

extension PlanWeek {
    /// The week asked for (`2026-W48`), or the one containing `today` when none was: the API's
    /// `?week=`, the plan page's, the grocery list's and MCP's alike.
    public static func read(_ text: String?, today: MealDate) throws(DomainError) -> PlanWeek {
        guard let text, !text.isEmpty else { return PlanWeek(containing: today) }
        guard let week = PlanWeek(text) else { throw .invalid("week", "week must be an ISO week such as 2026-W48.") }
        return week
    }
}
