import Foundation

/// A product's barcode: EAN-8, EAN-13 or UPC-A (and GTIN-14), its check digit verified.
/// Leading zeros are normalised: a UPC-A's twelve digits and an EAN-13's thirteen name one
/// product, as Open Food Facts stores it (`0` + the UPC-A).
public struct Barcode: Hashable, Sendable, CustomStringConvertible {
    /// Thirteen digits (or eight for an EAN-8, fourteen for a GTIN-14 that needs them).
    public let code: String

    public var description: String { code }

    public init(_ typed: String) throws(ValidationFailure) {
        let digits = typed.filter { !$0.isWhitespace && $0 != "-" }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            throw ValidationFailure([FieldError(field: "code", message: "A barcode is its digits only, such as 3017620422003.")])
        }
        guard [8, 12, 13, 14].contains(digits.count) else {
            throw ValidationFailure([FieldError(field: "code", message: "A barcode has 8 (EAN-8), 12 (UPC-A) or 13 (EAN-13) digits; “\(digits)” has \(digits.count).")])
        }
        guard Self.checkDigitHolds(digits) else {
            throw ValidationFailure([FieldError(field: "code", message: "“\(digits)” is not a barcode: its last digit does not check. Type it again, or scan it.")])
        }
        code = Self.normalised(digits)
    }

    /// Any product code as stored, whether or not it checks (store codes, OFF's own): the
    /// normalised form when it is a barcode, else its digits as given.
    public static func key(_ code: String) -> String {
        (try? Barcode(code))?.code ?? code.filter { !$0.isWhitespace }
    }

    /// The GS1 check: from the right, digits weighted 3, 1, 3… (the check digit itself 1) sum to a multiple of 10.
    static func checkDigitHolds(_ digits: String) -> Bool {
        var sum = 0
        for (position, character) in digits.reversed().enumerated() {
            let digit = Int(character.asciiValue! - 48)
            sum += position % 2 == 1 ? digit * 3 : digit
        }
        return sum % 10 == 0
    }

    /// Thirteen digits for UPC-A and EAN-13 (leading zeros padded), EAN-8 as it is, a GTIN-14
    /// with a leading zero as its thirteen.
    static func normalised(_ digits: String) -> String {
        switch digits.count {
        case 8: digits
        case 14 where digits.hasPrefix("0"): String(digits.dropFirst())
        case 14: digits
        default: String(repeating: "0", count: 13 - digits.count) + digits
        }
    }
}

/// A packaged food: from Open Food Facts (imported or looked up) or added by hand, with its
/// nutrition per 100 g as the label states it and its serving.
public struct Product: Hashable, Sendable {
    public enum Source: String, Sendable {
        case openFoodFacts = "open-food-facts"
        case manual

        public var label: String {
            switch self {
            case .openFoodFacts: "Open Food Facts"
            case .manual: "added by hand"
            }
        }
    }

    /// ``Barcode/key(_:)`` of its code.
    public let code: String
    public var name: String
    public var brands: String
    /// As the package says: "350 g", "6 x 33 cl".
    public var quantity: String
    /// As the label says: "1 bar (45 g)".
    public var servingSize: String
    public var servingGrams: Double?
    public var per100g: NutrientProfile
    /// Per 100 g, as the label states them; unknown where it does not.
    public var nutrients: NutrientAmounts
    public var source: Source

    public init(code: String, name: String, brands: String = "", quantity: String = "", servingSize: String = "", servingGrams: Double? = nil,
                per100g: NutrientProfile, nutrients: NutrientAmounts = .unknown, source: Source) {
        self.code = Barcode.key(code)
        self.name = name
        self.brands = brands
        self.quantity = quantity
        self.servingSize = servingSize
        self.servingGrams = servingGrams
        self.per100g = per100g
        self.nutrients = nutrients
        self.source = source
    }

    /// The food id a product is logged by: `product:` and its code.
    public static let foodIDPrefix = "product:"

    /// The code in a food id of a product, or nil for a USDA food's id.
    public static func code(inFoodID id: String) -> String? {
        id.hasPrefix(foodIDPrefix) ? String(id.dropFirst(foodIDPrefix.count)) : nil
    }

    public var displayName: String {
        let brand = brands.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return brand.isEmpty || name.lowercased().contains(brand.lowercased()) ? name : "\(name) (\(brand))"
    }

    /// What logging it starts from: one serving when the label states its weight, else 100 g.
    public var defaultAmount: String { servingGrams == nil ? "100 g" : "1 serving" }

    /// The product as a food to weigh and log: its serving is a portion ("1 serving" = 45 g).
    public var food: Food {
        let portions = servingGrams.map { [FoodPortion(amount: 1, measure: servingSize.isEmpty ? "serving" : "serving, \(servingSize)", grams: $0)] } ?? []
        // Fibre, sugars and sodium live in both; the nutrients carry what the label stated.
        var amounts = nutrients
        amounts[.fiber] = amounts[.fiber] ?? per100g.fiber
        amounts[.sugar] = amounts[.sugar] ?? per100g.sugar
        amounts[.sodium] = amounts[.sodium] ?? per100g.sodium
        return Food(id: Self.foodIDPrefix + code, name: displayName, group: "Branded food (\(source.label))", per100g: per100g,
                    nutrients: amounts, portions: portions)
    }
}

/// A product typed from its label: barcode, name, and figures per 100 g. Every problem is
/// reported at once.
public struct ProductInput: Sendable {
    public var code: String
    public var name: String
    public var brands: String
    public var servingSize: String
    public var servingGrams: InputValue?
    public var calories: InputValue?
    public var protein: InputValue?
    public var fat: InputValue?
    public var carbs: InputValue?

    public init(code: String, name: String, brands: String = "", servingSize: String = "", servingGrams: InputValue? = nil,
                calories: InputValue?, protein: InputValue? = nil, fat: InputValue? = nil, carbs: InputValue? = nil) {
        self.code = code
        self.name = name
        self.brands = brands
        self.servingSize = servingSize
        self.servingGrams = servingGrams
        self.calories = calories
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
    }

    public func validated() throws(ValidationFailure) -> Product {
        var errors: [FieldError] = []
        var code = ""
        do { code = try Barcode(self.code).code } catch { errors += error.errors }
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { errors.append(FieldError(field: "name", message: "Name the product as its label does.")) }
        if name.count > 200 { errors.append(FieldError(field: "name", message: "Name must be at most 200 characters.")) }
        func amount(_ value: InputValue?, _ field: String, _ label: String, limit: Double, required: Bool = false) -> Double? {
            guard let value, !value.isBlank else {
                if required { errors.append(FieldError(field: field, message: "\(label) per 100 g is needed: it is on the label.")) }
                return nil
            }
            guard let number = value.number, number >= 0, number <= limit else {
                errors.append(FieldError(field: field, message: "\(label) must be a number from 0 to \(Int(limit).grouped)."))
                return nil
            }
            return number
        }
        let calories = amount(calories, "calories", "Calories", limit: 1000, required: true)
        let protein = amount(protein, "protein", "Protein", limit: 100)
        let fat = amount(fat, "fat", "Fat", limit: 100)
        let carbs = amount(carbs, "carbs", "Carbs", limit: 100)
        let servingGrams = amount(servingGrams, "servingGrams", "A serving's grams", limit: 10_000)
        guard errors.isEmpty, let calories else { throw ValidationFailure(errors) }
        return Product(code: code, name: name, brands: brands.trimmingCharacters(in: .whitespaces),
                       servingSize: servingSize.trimmingCharacters(in: .whitespaces), servingGrams: servingGrams.flatMap { $0 > 0 ? $0 : nil },
                       per100g: NutrientProfile(calories: calories, protein: protein ?? 0, fat: fat ?? 0, carbs: carbs ?? 0), source: .manual)
    }
}
