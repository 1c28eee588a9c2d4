import MorselCore
import Testing

@Suite("Money, the plan's week and slot: one reading for the API, the web and MCP")
struct PlanReadersTests {
    @Test("an amount is whole cents, rounded to the nearest, typed with a point or a comma or sent as a number")
    func cents() {
        #expect(Money.cents(.text("4.50"), in: Money.amounts) == 450)
        #expect(Money.cents(.text(" 4,5 "), in: Money.amounts) == 450)
        #expect(Money.cents(.number(0.125), in: Money.amounts) == 13)
        // Half a cent rounds up, whichever way it came.
        #expect(
            Money.cents(.text("2,555"), in: Money.amounts) == 256
                && Money.cents(.number(2.555), in: Money.amounts) == 256)
        #expect(Money.cents(.text("cheap"), in: Money.amounts) == nil)
        #expect(Money.cents(.number(-1), in: Money.amounts) == nil)
        #expect(Money.cents(.number(100_000.01), in: Money.amounts) == nil)
        // Out of any range is still a number of cents, never an overflow: the keeper refuses it.
        #expect(Money.cents(1e300) == 100_000_000_000_000)
    }

    @Test("a planned meal's cost: none when blank, else 0 to 100,000, said why when not")
    func plannedCost() throws {
        #expect(try Money.plannedCost(nil) == nil)
        #expect(try Money.plannedCost(.text("  ")) == nil)
        #expect(try Money.plannedCost(.text("12,40")) == 1240)
        #expect(throws: DomainError.self) { try Money.plannedCost(.number(-0.5)) }
        #expect(throws: DomainError.self) { try Money.plannedCost(.text("4 euros")) }
    }

    @Test("the week asked for, or the one of today; a slot, or none when blank")
    func weekAndSlot() throws {
        let today = try #require(MealDate(iso: "2026-11-29"))
        #expect(try PlanWeek.read(nil, today: today) == PlanWeek(containing: today))
        #expect(try PlanWeek.read("2026-W01", today: today).description == "2026-W01")
        #expect(throws: DomainError.self) { try PlanWeek.read("next week", today: today) }
        #expect(try StandardCategory.slot(" ") == nil)
        #expect(try StandardCategory.slot("dinner") == .dinner)
        #expect(throws: DomainError.self) { try StandardCategory.slot("Brunch") }
    }
}
