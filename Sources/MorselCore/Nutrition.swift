/// Energy and macronutrients: whole kilocalories and grams to one decimal.
public struct Nutrition: Hashable, Sendable {
    public var calories: Int
    public var protein: Double
    public var fat: Double
    public var carbs: Double

    public static let zero = Nutrition(calories: 0, protein: 0, fat: 0, carbs: 0)

    /// Rounds grams to one decimal, the precision Morsel keeps.
    public init(calories: Int, protein: Double, fat: Double, carbs: Double) {
        self.calories = calories
        self.protein = Self.tenths(protein)
        self.fat = Self.tenths(fat)
        self.carbs = Self.tenths(carbs)
    }

    public static func + (lhs: Nutrition, rhs: Nutrition) -> Nutrition {
        Nutrition(
            calories: lhs.calories + rhs.calories, protein: lhs.protein + rhs.protein,
            fat: lhs.fat + rhs.fat, carbs: lhs.carbs + rhs.carbs)
    }

    /// The sum of many, for a day's totals.
    public static func total<S: Sequence>(_ values: S) -> Nutrition where S.Element == Nutrition {
        values.reduce(.zero, +)
    }

    static func tenths(_ grams: Double) -> Double { (grams * 10).rounded() / 10 }

    /// Grams as people read them: "12.5", "0.0".
    public static func format(grams: Double) -> String {
        let tenths = Int(tenths(grams) * 10)
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }

    /// An amount as people write it: whole numbers without decimals ("50"), others to at most
    /// two places ("0.5", "1.25").
    public static func format(amount value: Double) -> String {
        // Written out by hand: String(format:) was a twentieth of the Nutrients view.
        guard value.isFinite, abs(value) < 1e13 else { return String(format: "%g", value) }
        let hundredths = Int((value * 100).rounded())
        let whole = String(abs(hundredths) / 100)
        let fraction = abs(hundredths) % 100
        let sign = hundredths < 0 ? "-" : ""
        if fraction == 0 { return sign + whole }
        return sign + whole + "." + (fraction % 10 == 0 ? String(fraction / 10) : fraction.zeroPadded(2))
    }
}

extension Double {
    /// The value rounded to a whole number, when it is one a person could mean: finite and
    /// within a billion either way. Numbers from files and pages pass through this before
    /// becoming an `Int`, which would trap on infinity or 1e20.
    public var sensibleInt: Int? { isFinite && abs(self) < 1e9 ? Int(rounded()) : nil }
}

extension Int {
    /// The number with leading zeros to at least `width` digits: 7 → "07". Dates are written
    /// on every response; `String(format:)` costs microseconds a call on Linux.
    public func zeroPadded(_ width: Int) -> String {
        let digits = String(magnitude)
        let padded = digits.count < width ? String(repeating: "0", count: width - digits.count) + digits : digits
        return self < 0 ? "-" + padded : padded
    }

    /// Thousands separated by commas, as in "1,850".
    public var grouped: String {
        let digits = String(abs(self))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return self < 0 ? "-" + out : out
    }
}
