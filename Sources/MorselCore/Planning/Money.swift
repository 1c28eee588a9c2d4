import Foundation

/// Money as Morsel keeps it: whole cents of the household's currency. Prices, planned meals'
/// costs and the weekly budget are read into cents here, by the API, the web and MCP alike.
public enum Money {
    /// What a weekly budget or a planned meal's cost may be, in the currency's units.
    public static let amounts: ClosedRange<Double> = 0...100_000

    /// `amount` in whole cents, rounded to the nearest. Held within ±10¹² units first, so an
    /// absurd number is refused by the range check of whoever keeps it, never an overflow.
    public static func cents(_ amount: Double) -> Int {
        Int((min(max(amount, -1e12), 1e12) * 100).rounded())
    }

    /// Whole cents of what was typed or sent ("4.50", "4,50", 4.5); nil when it is not a
    /// number or is outside `range`.
    public static func cents(_ amount: InputValue, in range: ClosedRange<Double>) -> Int? {
        guard let number = amount.number, range.contains(number) else { return nil }
        return cents(number)
    }

    /// A planned meal's cost: none when blank, else an amount from 0 to 100,000.
    public static func plannedCost(_ amount: InputValue?) throws(DomainError) -> Int? {
        guard let amount, !amount.isBlank else { return nil }
        guard let cents = cents(amount, in: amounts) else {
            throw .invalid("cost", "The cost must be an amount from 0 to 100,000, such as 4.50.")
        }
        return cents
    }
}
