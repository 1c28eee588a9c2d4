import Foundation

/// The household's plan as an iCalendar feed (RFC 5545) for the calendar people already look
/// at: one event per planned entry at its slot's usual time, the recipe, servings and calories
/// in its description, a link back. An entry planned for "any time" is an all-day event.
public struct PlanCalendar: Sendable {
    /// When a meal of each slot is usually eaten, in minutes after midnight, and how long it lasts.
    public struct SlotTime: Hashable, Sendable {
        public let minute: Int
        public let minutes: Int
    }

    public static let defaultTimes: [StandardCategory: SlotTime] = [
        .breakfast: SlotTime(minute: 8 * 60, minutes: 30), .lunch: SlotTime(minute: 12 * 60 + 30, minutes: 45),
        .dinner: SlotTime(minute: 19 * 60, minutes: 60), .snack: SlotTime(minute: 16 * 60, minutes: 15),
    ]

    /// Each slot's usual time from the times this person logged meals of it (the median, to
    /// the quarter hour); a slot with fewer than `minimum` logged times keeps its default.
    public static func usualTimes(logged: [StandardCategory: [Int]], minimum: Int = 5) -> [StandardCategory: SlotTime] {
        var times = defaultTimes
        for (slot, minutes) in logged where minutes.count >= minimum {
            let sorted = minutes.sorted()
            let median = sorted[sorted.count / 2]
            times[slot] = SlotTime(
                minute: min(23 * 60 + 45, (median + 7) / 15 * 15), minutes: defaultTimes[slot]!.minutes)
        }
        return times
    }

    public let name: String
    public let entries: [PlanEntry]
    public let times: [StandardCategory: SlotTime]
    public let timeZone: TimeZone
    /// Where each entry's event links to (its recipe, or its week of the plan).
    public let link: @Sendable (PlanEntry) -> String
    /// For the events' DTSTAMP: when the feed was made.
    public let now: Date
    /// Gregorian, in ``timeZone``: made once, not once an event.
    private let localCalendar: Calendar

    public init(
        name: String, entries: [PlanEntry], times: [StandardCategory: SlotTime] = defaultTimes, timeZone: TimeZone,
        now: Date, link: @escaping @Sendable (PlanEntry) -> String
    ) {
        self.name = name
        self.entries = entries
        self.times = times
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        localCalendar = calendar
        self.now = now
        self.link = link
    }

    /// The feed: CRLF line ends, long lines folded at 75 octets.
    public var text: String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Morsel//Meal plan//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
            "X-WR-CALNAME:" + Self.escaped(name), "X-WR-TIMEZONE:" + timeZone.identifier,
            // Calendars that honour it look again every hour.
            "REFRESH-INTERVAL;VALUE=DURATION:PT1H", "X-PUBLISHED-TTL:PT1H",
        ]
        let stamp = Self.utc(now)
        for entry in entries.sorted(by: { ($0.date, $0.name, $0.id.uuidString) < ($1.date, $1.name, $1.id.uuidString) })
        {
            lines += ["BEGIN:VEVENT", "UID:\(entry.id.uuidString.lowercased())@morsel", "DTSTAMP:" + stamp]
            if let slot = entry.slot, let time = times[slot] {
                let start = instant(entry.date, minute: time.minute)
                lines += [
                    "DTSTART:" + Self.utc(start),
                    "DTEND:" + Self.utc(start.addingTimeInterval(Double(time.minutes * 60))),
                ]
            } else {
                lines += [
                    "DTSTART;VALUE=DATE:" + Self.compact(entry.date),
                    "DTEND;VALUE=DATE:" + Self.compact(entry.date.adding(days: 1)),
                ]
            }
            let summary = (entry.slot.map { "\($0.rawValue): " } ?? "") + entry.name
            lines += [
                "SUMMARY:" + Self.escaped(summary), "DESCRIPTION:" + Self.escaped(description(of: entry)),
                "URL:" + link(entry),
                "TRANSP:TRANSPARENT", "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
    }

    /// "Chicken curry\n2 servings · 1,240 kcal (620 a serving)\nhttps://…"
    func description(of entry: PlanEntry) -> String {
        let servings = Nutrition.format(amount: entry.servings)
        var figures = "\(servings) serving\(entry.servings == 1 ? "" : "s") · \(entry.calories.grouped) kcal"
        if entry.servings != 1, entry.servings > 0 {
            figures += " (\(Int((Double(entry.calories) / entry.servings).rounded()).grouped) a serving)"
        }
        return [entry.name, figures, link(entry)].joined(separator: "\n")
    }

    private func instant(_ date: MealDate, minute: Int) -> Date {
        localCalendar.date(
            from: DateComponents(
                year: date.year, month: date.month, day: date.day, hour: minute / 60, minute: minute % 60))!
    }

    /// `20250310T080000Z`
    static func utc(_ instant: Date) -> String {
        let p = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        return
            "\(p.year!.zeroPadded(4))\(p.month!.zeroPadded(2))\(p.day!.zeroPadded(2))T\(p.hour!.zeroPadded(2))\(p.minute!.zeroPadded(2))\(p.second!.zeroPadded(2))Z"
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// `20250310`
    static func compact(_ date: MealDate) -> String { date.iso.replacingOccurrences(of: "-", with: "") }

    /// A TEXT value: backslash, semicolon, comma and line ends escaped (RFC 5545 §3.3.11).
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// A content line of more than 75 octets split into lines of at most 75, each after the
    /// first starting with a space (§3.1), never inside a character's UTF-8 bytes.
    static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var parts: [String] = []
        var current = ""
        var size = 0
        for character in line {
            let width = String(character).utf8.count
            // Each continuation line's leading space counts against its 75.
            if size + width > (parts.isEmpty ? 75 : 74) {
                parts.append(current)
                (current, size) = ("", 0)
            }
            current.append(character)
            size += width
        }
        parts.append(current)
        return parts.joined(separator: "\r\n ")
    }
}
