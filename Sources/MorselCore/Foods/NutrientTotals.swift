import Foundation

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
        var sums = Array(repeating: 0.0, count: names.count)
        var known = Array(repeating: 0, count: names.count)
        var items = 0
        var position = 0
        var guess = 0
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
                let amount = Double(String(decoding: UnsafeBufferPointer(rebasing: value[..<slash]), as: UTF8.self)),
                amount.isFinite,
                let count = integer(UnsafeBufferPointer(rebasing: value[(slash + 1)...])), count > 0
            else { return nil }
            // Written in the enum's order, so the next name is almost always the one after the last.
            let index = names.indices.first { names[(guess + $0) % names.count].elementsEqual(name) }.map {
                (guess + $0) % names.count
            }
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
