import Foundation

/// Nutrition as a recipe's source states it, per serving, kept beside what Morsel works out
/// from the ingredients. Figures are kept as written ("420 kcal", "28 g"), under schema.org's
/// names (`calories`, `proteinContent`, `fatContent`, `carbohydrateContent`, `servingSize`…),
/// whatever names the source used; numbers are read from them when compared.
public struct StatedNutrition: Hashable, Sendable, Codable {
    public private(set) var values: [String: String]

    /// The names Morsel reads and shows, in the order it shows them, with their labels.
    public static let shown: [(key: String, label: String, unit: String)] = [
        ("calories", "Calories", "kcal"), ("proteinContent", "Protein", "g"), ("fatContent", "Fat", "g"),
        ("saturatedFatContent", "Saturated fat", "g"), ("carbohydrateContent", "Carbs", "g"),
        ("sugarContent", "Sugar", "g"),
        ("fiberContent", "Fibre", "g"), ("sodiumContent", "Sodium", "mg"), ("cholesterolContent", "Cholesterol", "mg"),
    ]

    /// The figures in `values` under schema.org's names: other apps' names ("fat_content",
    /// "proteins", "Carbohydrates") are mapped, blank values and unknown names dropped, and
    /// each value cut to 60 characters. Nil when nothing is left.
    public init?(_ values: [String: String]) {
        var kept: [String: String] = [:]
        // In name order, the first of two names for one figure kept ("Fat" before "Total Fat"): the same every time.
        for name in values.keys.sorted() {
            let text = values[name]!.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !text.isEmpty, let key = Self.schemaName(name), kept[key] == nil else { continue }
            kept[key] = String(text.prefix(60)).trimmingCharacters(in: .whitespaces)
        }
        guard !kept.isEmpty, kept.keys.contains(where: { $0 != "servingSize" }) else { return nil }
        self.values = kept
    }

    /// A figure's number in its usual unit: kilocalories for `calories` (kJ converted),
    /// grams or milligrams as ``shown`` says (a figure in the other one converted).
    public func number(_ key: String) -> Double? {
        guard let text = values[key], let (amount, unit) = Self.amount(in: text) else { return nil }
        switch (key, unit) {
        case ("calories", "kj"): return (amount / 4.184 * 10).rounded() / 10
        case ("calories", _): return amount
        case (_, "mg") where Self.unit(of: key) == "g": return amount / 1000
        case (_, "g") where Self.unit(of: key) == "mg": return amount * 1000
        default: return amount
        }
    }

    /// The stated calories, protein, fat and carbs, when calories are stated; an unstated
    /// macro is 0 here (``number(_:)`` says which are stated).
    public var nutrition: Nutrition? {
        guard let calories = number("calories")?.sensibleInt else { return nil }
        return Nutrition(
            calories: calories, protein: number("proteinContent") ?? 0,
            fat: number("fatContent") ?? 0, carbs: number("carbohydrateContent") ?? 0)
    }

    static func unit(of key: String) -> String? { shown.first { $0.key == key }?.unit }

    /// The first number in `text` and the unit word after it, lower-cased: "420 kcal" is
    /// (420, "kcal"), "1,234.5 kJ" (1234.5, "kj"), "12,5 g" (12.5, "g"), "510" (510, "").
    static func amount(in text: String) -> (Double, String)? {
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: { $0.properties.numericType == .decimal }) else { return nil }
        var end = start
        var digits = ""
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
                digits += String(Int(value))
            } else if scalar == "." || scalar == "," {
                // "1,234" groups thousands; "12,5" and "12.5" are decimals.
                let following = scalars[(end + 1)...].prefix { $0.properties.numericType == .decimal }.count
                if scalar == "," && following == 3 && !digits.contains(".") {
                    end += 1
                    continue
                }
                guard following > 0, !digits.contains(".") else { break }
                digits += "."
            } else {
                break
            }
            end += 1
        }
        guard let amount = Double(digits), amount < 1e9 else { return nil }
        let unit = String(String.UnicodeScalarView(scalars[end...])).trimmingCharacters(in: .whitespaces)
            .prefix { $0.isLetter }.lowercased()
        return (amount, unit)
    }

    /// A source's name for a figure as schema.org's, or nil for one Morsel does not keep.
    static func schemaName(_ name: String) -> String? {
        let key = name.lowercased().filter { $0.isLetter }
        return aliases[key] ?? (shown.map(\.key) + ["servingSize"]).first { $0.lowercased() == key }
    }

    private static let aliases: [String: String] = [
        "energy": "calories", "kcal": "calories", "calorie": "calories", "caloriesperserving": "calories",
        "protein": "proteinContent", "proteins": "proteinContent",
        "fat": "fatContent", "fats": "fatContent", "totalfat": "fatContent",
        "saturatedfat": "saturatedFatContent", "saturates": "saturatedFatContent",
        "carbohydrate": "carbohydrateContent", "carbohydrates": "carbohydrateContent", "carbs": "carbohydrateContent",
        "totalcarbohydrate": "carbohydrateContent", "totalcarbohydrates": "carbohydrateContent",
        "sugar": "sugarContent", "sugars": "sugarContent",
        "fiber": "fiberContent", "fibre": "fiberContent", "dietaryfiber": "fiberContent",
        "sodium": "sodiumContent", "cholesterol": "cholesterolContent",
        "servingsize": "servingSize", "serving": "servingSize",
    ]

    /// How Morsel's figure compares with the stated one, per serving: kilocalories over
    /// (positive) or under, and that as a share of the stated figure.
    public struct Difference: Hashable, Sendable {
        public let stated: Int
        public let computed: Int
        public var calories: Int { computed - stated }
        /// nil when the source states 0.
        public var share: Double? { stated == 0 ? nil : Double(calories) / Double(stated) }
    }

    public func difference(from computed: Nutrition) -> Difference? {
        nutrition.map { Difference(stated: $0.calories, computed: computed.calories) }
    }
}
