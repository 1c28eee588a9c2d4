import Foundation

/// A nutrient beyond calories and the three macros: vitamins, minerals, fat types,
/// cholesterol, fibre, sugar, water, caffeine, alcohol, as USDA's SR28 gives them.
public enum Nutrient: String, CaseIterable, Sendable, Codable {
    case fiber, sugar
    case saturatedFat, monounsaturatedFat, polyunsaturatedFat, transFat, cholesterol
    case sodium, potassium, calcium, iron, magnesium, phosphorus, zinc, copper, manganese, selenium
    case vitaminA, vitaminC, vitaminD, vitaminE, vitaminK, thiamin, riboflavin, niacin, vitaminB6, folate, vitaminB12
    case water, caffeine, alcohol

    public enum Unit: String, Sendable {
        case grams = "g", milligrams = "mg", micrograms = "µg"
    }

    public var unit: Unit {
        switch self {
        case .fiber, .sugar, .saturatedFat, .monounsaturatedFat, .polyunsaturatedFat, .transFat, .water, .alcohol: .grams
        case .selenium, .vitaminA, .vitaminD, .vitaminK, .folate, .vitaminB12: .micrograms
        default: .milligrams
        }
    }

    public var label: String {
        switch self {
        case .fiber: "Fibre"
        case .sugar: "Sugars"
        case .saturatedFat: "Saturated fat"
        case .monounsaturatedFat: "Monounsaturated fat"
        case .polyunsaturatedFat: "Polyunsaturated fat"
        case .transFat: "Trans fat"
        case .vitaminA: "Vitamin A (RAE)"
        case .vitaminC: "Vitamin C"
        case .vitaminD: "Vitamin D"
        case .vitaminE: "Vitamin E"
        case .vitaminK: "Vitamin K"
        case .thiamin: "Thiamin (B1)"
        case .riboflavin: "Riboflavin (B2)"
        case .niacin: "Niacin (B3)"
        case .vitaminB6: "Vitamin B6"
        case .folate: "Folate (DFE)"
        case .vitaminB12: "Vitamin B12"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// Its column in SR28's nutrients table (`iron_mg`, `vitamin_k_ug`).
    var sr28Column: String {
        let name: String = switch self {
        case .saturatedFat: "saturated_fat"
        case .monounsaturatedFat: "monounsaturated_fat"
        case .polyunsaturatedFat: "polyunsaturated_fat"
        case .transFat: "trans_fat"
        case .vitaminA: "vitamin_a_rae"
        case .vitaminC: "vitamin_c"
        case .vitaminD: "vitamin_d"
        case .vitaminE: "vitamin_e"
        case .vitaminK: "vitamin_k"
        case .vitaminB6: "vitamin_b6"
        case .vitaminB12: "vitamin_b12"
        case .folate: "folate_dfe"
        default: rawValue
        }
        return name + "_" + (unit == .micrograms ? "ug" : unit.rawValue)
    }

    /// Its position in ``NutrientAmounts``, which is its place in `allCases`: a case-only
    /// enum is stored as its case's number in the order of declaration, the order of
    /// `allCases`. (A dictionary from case to position cost a twentieth of the Nutrients view.)
    var index: Int { Int(unsafeBitCast(self, to: UInt8.self)) }
}

/// An amount of every ``Nutrient``, each known or unknown (never an unknown taken as 0).
public struct NutrientAmounts: Hashable, Sendable {
    /// By ``Nutrient/index``; NaN is unknown.
    private var values: [Double]

    /// Nothing known.
    public static let unknown = NutrientAmounts(values: Array(repeating: .nan, count: Nutrient.allCases.count))

    private init(values: [Double]) { self.values = values }

    public init(_ amounts: [Nutrient: Double]) {
        self = .unknown
        for (nutrient, amount) in amounts { self[nutrient] = amount }
    }

    public subscript(_ nutrient: Nutrient) -> Double? {
        get {
            let value = values[nutrient.index]
            return value.isNaN ? nil : value
        }
        set { values[nutrient.index] = newValue.flatMap { $0.isFinite ? $0 : nil } ?? .nan }
    }

    /// The amounts times `factor` (100 g's figures for 150 g: 1.5); unknown stays unknown.
    public func scaled(by factor: Double) -> NutrientAmounts { NutrientAmounts(values: values.map { $0 * factor }) }

    public var isEmpty: Bool { values.allSatisfy(\.isNaN) }

    public static func == (lhs: NutrientAmounts, rhs: NutrientAmounts) -> Bool {
        zip(lhs.values, rhs.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    public func hash(into hasher: inout Hasher) {
        for value in values { hasher.combine(value.isNaN ? -0.0 : value) }
    }
}

/// Nutrients summed over several items (an estimate's lines, a day's meals), each with how
/// many of the items knew it: "iron 12.4 mg, 3 of 4 foods known". An item that does not know
/// a nutrient adds nothing to its sum but counts in `items`, so a partial sum says so.
public struct NutrientTotals: Hashable, Sendable {
    public struct Total: Hashable, Sendable {
        public let amount: Double
        /// How many items knew it.
        public let known: Int
        /// How many items there were.
        public let of: Int
        public var isComplete: Bool { known == of }

        public init(amount: Double, known: Int, of: Int) {
            self.amount = amount
            self.known = known
            self.of = of
        }
    }

    private var sums = Array(repeating: 0.0, count: Nutrient.allCases.count)
    private var known = Array(repeating: 0, count: Nutrient.allCases.count)
    /// Items added, whatever they knew.
    public private(set) var items = 0

    public init() {}

    /// Adds one item's amounts; nil is an item that knows none of them.
    public mutating func add(_ amounts: NutrientAmounts?) {
        items += 1
        guard let amounts else { return }
        for nutrient in Nutrient.allCases {
            if let amount = amounts[nutrient] {
                sums[nutrient.index] += amount
                known[nutrient.index] += 1
            }
        }
    }

    /// The total of `nutrient`; nil when no item knew it.
    public subscript(_ nutrient: Nutrient) -> Total? {
        let index = nutrient.index
        return known[index] == 0 ? nil : Total(amount: sums[index], known: known[index], of: items)
    }

    /// Every sum times `factor` (a recipe's total per serving), the counts unchanged.
    public func scaled(by factor: Double) -> NutrientTotals {
        var scaled = self
        scaled.sums = sums.map { $0 * factor }
        return scaled
    }
}

extension NutrientTotals {
    /// One item's amounts as totals: a meal logged from a food.
    public init(_ amounts: NutrientAmounts?) {
        self.init()
        add(amounts)
    }

    /// Adds every item of `other`, with what each knew: a day of meals, each already a total.
    public mutating func add(_ other: NutrientTotals) {
        items += other.items
        for index in sums.indices {
            sums[index] += other.sums[index]
            known[index] += other.known[index]
        }
    }

    /// The totals of several, their items counted together.
    public static func merged(_ list: some Sequence<NutrientTotals>) -> NutrientTotals {
        var totals = NutrientTotals()
        for item in list { totals.add(item) }
        return totals
    }

    /// A compact text to store: `of=4;iron=2.71/3;vitaminC=53.2/4`, only the known nutrients.
    public var storedText: String {
        var parts = ["of=\(items)"]
        for nutrient in Nutrient.allCases where known[nutrient.index] > 0 {
            parts.append("\(nutrient.rawValue)=\(sums[nutrient.index])/\(known[nutrient.index])")
        }
        return parts.joined(separator: ";")
    }

    /// Reads ``storedText``; nil for text it did not write. Unknown nutrient names are
    /// skipped, so a nutrient dropped in a later version does not make old rows unreadable.
    ///
    /// Every meal read from the database goes through here, so it reads the bytes in place:
    /// splitting the text into Strings and matching names through the enum's raw values
    /// took most of the time of a page of 50 meals.
    public init?(storedText text: String) {
        self.init()
        var text = text
        guard let (items, sums, known) = text.withUTF8(Self.parse) else { return nil }
        (self.items, self.sums, self.known) = (items, sums, known)
    }

    private static let names = Nutrient.allCases.map { Array($0.rawValue.utf8) }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, [Double], [Int])? {
        var sums = Array(repeating: 0.0, count: names.count), known = Array(repeating: 0, count: names.count)
        var items = 0, position = 0, guess = 0
        /// The bytes from `position` up to (not including) `end` or the text's end; `position` moves past it.
        func field(upTo end: UInt8) -> UnsafeBufferPointer<UInt8> {
            let start = position
            while position < bytes.count, bytes[position] != end { position += 1 }
            defer { position += 1 }
            return UnsafeBufferPointer(rebasing: bytes[start..<position])
        }
        while position < bytes.count {
            let name = field(upTo: UInt8(ascii: "="))
            guard position <= bytes.count, !name.contains(UInt8(ascii: ";")) else { return nil }
            let value = field(upTo: UInt8(ascii: ";"))
            if name.elementsEqual("of".utf8) {
                guard let count = integer(value), count >= 0 else { return nil }
                items = count
                continue
            }
            guard let slash = value.firstIndex(of: UInt8(ascii: "/")),
                  let amount = Double(String(decoding: UnsafeBufferPointer(rebasing: value[..<slash]), as: UTF8.self)), amount.isFinite,
                  let count = integer(UnsafeBufferPointer(rebasing: value[(slash + 1)...])), count > 0
            else { return nil }
            // Written in the enum's order, so the next name is almost always the one after the last.
            let index = names.indices.first { names[(guess + $0) % names.count].elementsEqual(name) }.map { (guess + $0) % names.count }
            guard let index else { continue }
            sums[index] = amount
            known[index] = count
            guess = index + 1
        }
        guard known.allSatisfy({ $0 <= items }) else { return nil }
        return (items, sums, known)
    }

    /// A whole number of at most nine digits written in `bytes`; nil for anything else.
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 9 else { return nil }
        var value = 0
        for byte in bytes {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
