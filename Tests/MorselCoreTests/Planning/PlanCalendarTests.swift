import Foundation
import Testing

@testable import MorselCore

@Suite("The plan as an iCalendar feed")
struct PlanCalendarTests {
    let monday = MealDate(iso: "2025-03-10")!
    let stamp = Date(timeIntervalSince1970: 1_741_600_800) // 2025-03-10 10:00 UTC

    func calendar(
        _ entries: [PlanEntry], zone: String = "America/New_York",
        times: [StandardCategory: PlanCalendar.SlotTime] = PlanCalendar.defaultTimes
    ) -> String {
        PlanCalendar(
            name: "Morsel meal plan", entries: entries, times: times, timeZone: TimeZone(identifier: zone)!, now: stamp
        ) {
            "https://food.example.org/recipes/\($0.id.uuidString)"
        }.text
    }

    /// The content lines with folding undone (RFC 5545 §3.1).
    func unfolded(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test(
        "a planned dinner is an event at the slot's time in the person's zone, written in UTC, with its figures and link"
    )
    func event() {
        let id = UUID(uuidString: "6F1C9B1E-2D5A-4C3B-9E7F-1A2B3C4D5E6F")!
        let dinner = PlanEntry(
            id: id, date: monday, slot: .dinner, recipeID: UUID(), name: "Chicken curry", servings: 2, calories: 1240)
        let text = calendar([dinner])
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Morsel//Meal plan//EN\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = unfolded(text)
        // New York is on daylight time from 9 March 2025: 19:00 there is 23:00 UTC.
        #expect(lines.contains("DTSTART:20250310T230000Z"))
        #expect(lines.contains("DTEND:20250311T000000Z"))
        #expect(lines.contains("UID:6f1c9b1e-2d5a-4c3b-9e7f-1a2b3c4d5e6f@morsel"))
        #expect(lines.contains("DTSTAMP:20250310T100000Z"))
        #expect(lines.contains("SUMMARY:Dinner: Chicken curry"))
        #expect(
            lines.contains(
                #"DESCRIPTION:Chicken curry\n2 servings · 1\,240 kcal (620 a serving)\nhttps://food.example.org/recipes/6F1C9B1E-2D5A-4C3B-9E7F-1A2B3C4D5E6F"#
            ))
        #expect(lines.contains("URL:https://food.example.org/recipes/6F1C9B1E-2D5A-4C3B-9E7F-1A2B3C4D5E6F"))
    }

    @Test("an entry for any time of the day is an all-day event")
    func allDay() {
        let id = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        let lines = unfolded(calendar([PlanEntry(id: id, date: monday, name: "Fruit bowl", calories: 200)]))
        #expect(lines.contains("DTSTART;VALUE=DATE:20250310"))
        #expect(lines.contains("DTEND;VALUE=DATE:20250311"))
        #expect(lines.contains("SUMMARY:Fruit bowl"))
        #expect(
            lines.contains(
                #"DESCRIPTION:Fruit bowl\n1 serving · 200 kcal\nhttps://food.example.org/recipes/\#(id.uuidString)"#))
    }

    @Test("text is escaped; lines over 75 octets fold without splitting a character")
    func escapingAndFolding() {
        #expect(
            PlanCalendar.escaped(#"Fish, chips; peas \ vinegar"# + "\nmore") == #"Fish\, chips\; peas \\ vinegar\nmore"#
        )
        let long = "SUMMARY:" + String(repeating: "Crème brûlée ", count: 12)
        let folded = PlanCalendar.folded(long)
        let physical = folded.components(separatedBy: "\r\n")
        #expect(physical.count > 1)
        #expect(physical.allSatisfy { $0.utf8.count <= 75 })
        #expect(physical.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == long)
    }

    @Test("a slot's usual time is the median of the times logged, to the quarter hour; too few keep the default")
    func usualTimes() {
        let times = PlanCalendar.usualTimes(logged: [
            .breakfast: [7 * 60, 7 * 60 + 10, 7 * 60 + 20, 7 * 60 + 25, 9 * 60], // median 07:20 → 07:15
            .dinner: [18 * 60, 18 * 60 + 30], // only two
        ])
        #expect(times[.breakfast] == PlanCalendar.SlotTime(minute: 7 * 60 + 15, minutes: 30))
        #expect(times[.dinner] == PlanCalendar.defaultTimes[.dinner])
        let lines = unfolded(
            calendar(
                [PlanEntry(id: UUID(), date: monday, slot: .breakfast, name: "Porridge", calories: 300)],
                zone: "Europe/London", times: times))
        #expect(lines.contains("DTSTART:20250310T071500Z"))
        #expect(lines.contains("DTEND:20250310T074500Z"))
    }
}
