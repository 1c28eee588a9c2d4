import Testing

@testable import MorselCore

@Suite("ISO weeks for the planner")
struct PlanWeekTests {
    @Test("a week runs Monday to Sunday")
    func days() throws {
        let week = try #require(PlanWeek("2026-W48"))
        #expect(
            week.days.map(\.iso) == [
                "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29",
            ])
        #expect(week.description == "2026-W48")
        #expect(PlanWeek(containing: MealDate(iso: "2026-11-22")!).description == "2026-W47")
    }

    @Test(
        "weeks across year ends belong to the year of their Thursday",
        arguments: [
            ("2024-12-30", "2025-W01"), ("2025-01-01", "2025-W01"), ("2021-01-03", "2020-W53"),
            ("2027-01-01", "2026-W53"),
            ("2026-12-31", "2026-W53"), ("2022-01-02", "2021-W52"), ("2023-01-01", "2022-W52"),
        ])
    func yearEnds(date: String, week: String) {
        #expect(PlanWeek(containing: MealDate(iso: date)!).description == week)
    }

    @Test("stepping weeks crosses years; 53-week years are known")
    func stepping() throws {
        let last = try #require(PlanWeek("2026-W53"))
        #expect(last.adding(weeks: 1).description == "2027-W01")
        #expect(try #require(PlanWeek("2027-W01")).adding(weeks: -1) == last)
        #expect(last.monday.iso == "2026-12-28")
        #expect(last.sunday.iso == "2027-01-03")
        #expect(PlanWeek("2025-W53") == nil)
        #expect(PlanWeek("2020-W53") != nil)
    }

    @Test("only real weeks are read", arguments: ["2026-W00", "2026-W54", "2026-48", "W48", "2026-W4", "", "soon"])
    func rejects(text: String) {
        #expect(PlanWeek(text) == nil)
    }
}
