import Foundation
import Testing

@testable import MorselCore

@Suite("Rule 4: dates typed as dd/mm/yyyy, or ISO yyyy-mm-dd")
struct MealDateTests {
    @Test("a real dd/mm/yyyy date is read")
    func readsRealDates() {
        let parsed = MealDate.parse("29/02/2024")
        #expect(parsed == MealDate.Parsed(date: MealDate(year: 2024, month: 2, day: 29)!, usedFallback: false))
        #expect(parsed.date.text == "29/02/2024")
        #expect(parsed.date.iso == "2024-02-29")
    }

    @Test("an ISO yyyy-mm-dd date is read as well, the way every other date of the API is written")
    func readsISODates() {
        #expect(MealDate.parse("2024-02-29") == MealDate.parse("29/02/2024"))
        #expect(MealDate.parse(" 2025-03-10 ").date.text == "10/03/2025")
        #expect(MealDate.parse("2023-02-29").usedFallback)
    }

    @Test(
        "anything else falls back to 01/01/1970 and says so",
        arguments: [
            "", "01-01-2021", "2021/01/01", "2021-1-1", "31/02/2021", "1/1/2021", "garbage", "29/02/2023", "00/01/2021",
            "01/13/2021", "01/01/21",
        ])
    func fallsBack(text: String) {
        let parsed = MealDate.parse(text)
        #expect(parsed.usedFallback)
        #expect(parsed.date.text == "01/01/1970")
    }

    @Test("an unreadable date in a meal becomes a warning, not an error")
    func fallbackWarns() throws {
        let result = try MealInput.form(date: "2021/01/01").validate(today: today)
        #expect(result.details.date == .fallback)
        #expect(
            result.warnings == ["The date “2021/01/01” is not a dd/mm/yyyy or yyyy-mm-dd date, so 01/01/1970 was used."]
        )
    }

    @Test("an absent date means today")
    func absentDateIsToday() throws {
        var input = MealInput.form()
        input.date = nil
        let result = try input.validate(today: today)
        #expect(result.details.date == today)
        #expect(result.warnings.isEmpty)
    }

    @Test("today depends on the time zone")
    func todayInTimeZone() {
        let instant = Date(timeIntervalSince1970: 1_741_651_200) // 2025-03-11 00:00 UTC
        #expect(MealDate(instant, in: TimeZone(identifier: "UTC")!).iso == "2025-03-11")
        #expect(MealDate(instant, in: TimeZone(identifier: "America/New_York")!).iso == "2025-03-10")
        #expect(TimeOfDay(instant, in: TimeZone(identifier: "Asia/Kolkata")!).text == "05:30")
    }

    @Test("ISO dates for URLs are strict")
    func isoDates() {
        #expect(MealDate(iso: "2025-03-10")?.text == "10/03/2025")
        #expect(MealDate(iso: "2025-3-10") == nil)
        #expect(MealDate(iso: "2025-02-30") == nil)
        for text in [
            "", "2025-03-1", "2025-03-100", "2025/03/10", "2025-03-1a", "+025-03-10", "2025-٠٣-10", "0000-01-01",
            "10/03/2025", "2025-03-10 ",
        ] {
            #expect(MealDate(iso: text) == nil, "\(text)")
        }
        #expect(MealDate(iso: "0001-01-01")?.text == "01/01/0001")
        #expect(MealDate(iso: "9999-12-31")?.text == "31/12/9999")
    }

    @Test("days step across months and years")
    func addingDays() {
        #expect(MealDate(iso: "2024-12-31")!.adding(days: 1).iso == "2025-01-01")
        #expect(MealDate(iso: "2024-03-01")!.adding(days: -1).iso == "2024-02-29")
        #expect(MealDate(iso: "2025-03-10")!.longLabel == "Monday 10 March 2025")
    }

    @Test("the long label names the weekday and month as Foundation's calendar does, 1900 to 2100")
    func longLabelAgreesWithFoundation() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")!
        formatter.dateFormat = "EEEE d MMMM yyyy"
        var date = MealDate(iso: "1900-01-01")!
        while date < MealDate(iso: "2100-12-31")! {
            let noon = DateComponents(
                calendar: Calendar(identifier: .gregorian), timeZone: formatter.timeZone,
                year: date.year, month: date.month, day: date.day, hour: 12
            ).date!
            #expect(date.longLabel == formatter.string(from: noon), "\(date.iso)")
            date = date.adding(days: 29)
        }
    }

    @Test("days between two dates, across month ends, leap days and years, as the Gregorian calendar counts them")
    func daysBetween() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = MealDate(iso: "1999-12-25")!
        var date = start
        for _ in 0..<400 {
            let noon = { (d: MealDate) in
                calendar.date(from: DateComponents(year: d.year, month: d.month, day: d.day, hour: 12))!
            }
            #expect(
                start.days(to: date) == calendar.dateComponents([.day], from: noon(start), to: noon(date)).day!,
                "\(date.iso)")
            #expect(date.days(to: start) == -start.days(to: date))
            date = date.adding(days: 23)
        }
        #expect(MealDate(iso: "2024-02-28")!.days(to: MealDate(iso: "2024-03-01")!) == 2)
        #expect(MealDate(iso: "2025-02-28")!.days(to: MealDate(iso: "2025-03-01")!) == 1)
    }
}
