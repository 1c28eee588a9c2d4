import Foundation

/// Products from Open Food Facts: its CSV export (tab-separated, `energy-kcal_100g`…), its
/// JSONL export (one product per line, figures under `nutriments`), a product from its API
/// (`{"status": 1, "product": {…}}`), and simpler CSVs with per-100 g columns (`kcal`,
/// `protein_g`, `sodium_mg`). OFF states nutrients in grams per 100 g; they are converted to
/// each nutrient's unit. A product without a name, a code or its calories is skipped, saying why.
public enum OpenFoodFacts {
    public struct Read: Sendable {
        public var products: [Product] = []
        /// Each product left out, by its line or code, with the reason.
        public var skipped: [(item: String, reason: String)] = []
    }

    public static let credit = "Open Food Facts (Open Database Licence)"

    /// Reads a CSV or JSONL export, whichever `data` is.
    public static func read(_ data: Data) throws(DomainError) -> Read {
        guard let text = String(data: data, encoding: .utf8) else {
            throw DomainError.invalid("file", "The file is not UTF-8 text: Open Food Facts exports are.")
        }
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if start.hasPrefix("{") { return jsonLines(text) }
        let header = start.prefix { $0 != "\n" && $0 != "\r" }
        let table = CSVTable(text: text, separator: header.contains("\t") ? "\t" : ",")
        guard table.column("code") != nil else {
            throw DomainError.invalid(
                "file", "This is not an Open Food Facts export: it has no “code” column (and is not JSON lines).")
        }
        var read = Read()
        // Each header's position by its key, once: OFF's export has some 200 columns, which
        // `CSVTable.column` would scan again for every field of every row.
        let positions = Dictionary(
            table.columns.enumerated().map { (CSVTable.key($1), $0) }, uniquingKeysWith: { first, _ in first })
        for (index, row) in table.rows.enumerated() {
            let fields = Fields { names in
                for name in names {
                    if let column = positions[CSVTable.key(name)] {
                        let cell = CSVTable.cell(row, column)
                        if !cell.isEmpty { return cell }
                    }
                }
                return nil
            }
            switch product(fields) {
            case .success(let product): read.products.append(product)
            case .failure(let reason): read.skipped.append(("line \(index + 2)", reason.message))
            }
        }
        return read
    }

    /// One product from OFF's API answer; nil when the answer says there is none.
    public static func product(api data: Data) -> Product? {
        guard let answer = try? LooseJSON(data: data), answer.number("status") == 1,
            let found = answer.object("product")
        else { return nil }
        return try? product(json: found, code: answer.string("code")).get()
    }

    private static func jsonLines(_ text: String) -> Read {
        var read = Read()
        for (index, line) in text.split(whereSeparator: \.isNewline).enumerated() where !line.allSatisfy(\.isWhitespace)
        {
            guard let json = try? LooseJSON(data: Data(line.utf8)) else {
                read.skipped.append(("line \(index + 1)", "not a JSON object"))
                continue
            }
            switch product(json: json, code: nil) {
            case .success(let product): read.products.append(product)
            case .failure(let reason): read.skipped.append(("line \(index + 1)", reason.message))
            }
        }
        return read
    }

    private static func product(json: LooseJSON, code: String?) -> Result<Product, Reason> {
        let nutriments = json.object("nutriments")
        return product(
            Fields { names in
                for name in names {
                    if let text = json.string(name) ?? nutriments?.string(name) { return text }
                }
                return code.flatMap { names.contains("code") ? $0 : nil }
            })
    }

    struct Reason: Error {
        let message: String
    }

    /// A product's fields, by any of their names.
    struct Fields {
        let value: ([String]) -> String?

        func text(_ names: String...) -> String { value(names) ?? "" }

        /// A number of at most `limit`; nil when absent, an error when unreadable or absurd.
        func number(_ names: String..., limit: Double) throws(Reason) -> Double? {
            guard let text = value(names) else { return nil }
            guard let number = Double(text.replacingOccurrences(of: ",", with: ".")), number.isFinite, number >= 0
            else {
                throw Reason(message: "\(names[0]) is “\(text)”, not a number")
            }
            guard number <= limit else {
                throw Reason(message: "\(names[0]) is \(text) per 100 g, more than any food holds")
            }
            return number
        }
    }

    /// OFF's name for each nutrient's grams per 100 g.
    static let offNames: [Nutrient: String] = [
        .fiber: "fiber_100g", .sugar: "sugars_100g",
        .saturatedFat: "saturated-fat_100g", .monounsaturatedFat: "monounsaturated-fat_100g",
        .polyunsaturatedFat: "polyunsaturated-fat_100g", .transFat: "trans-fat_100g", .cholesterol: "cholesterol_100g",
        .sodium: "sodium_100g", .potassium: "potassium_100g", .calcium: "calcium_100g", .iron: "iron_100g",
        .magnesium: "magnesium_100g", .phosphorus: "phosphorus_100g", .zinc: "zinc_100g", .copper: "copper_100g",
        .manganese: "manganese_100g", .selenium: "selenium_100g",
        .vitaminA: "vitamin-a_100g", .vitaminC: "vitamin-c_100g", .vitaminD: "vitamin-d_100g",
        .vitaminE: "vitamin-e_100g",
        .vitaminK: "vitamin-k_100g", .thiamin: "vitamin-b1_100g", .riboflavin: "vitamin-b2_100g",
        .niacin: "vitamin-pp_100g",
        .vitaminB6: "vitamin-b6_100g", .folate: "vitamin-b9_100g", .vitaminB12: "vitamin-b12_100g",
        .caffeine: "caffeine_100g",
    ]

    private static func product(_ fields: Fields) -> Result<Product, Reason> {
        do {
            let code = fields.text("code")
            guard !code.isEmpty, code.allSatisfy(\.isASCIIDigit), code.count <= 14 else {
                return .failure(Reason(message: "no barcode"))
            }
            let name = fields.text("product_name", "product_name_en", "generic_name")
            guard !name.isEmpty else { return .failure(Reason(message: "no product name")) }
            var calories = try fields.number("kcal", "energy-kcal_100g", limit: 1000)
            if calories == nil, let kilojoules = try fields.number("energy-kj_100g", "energy_100g", limit: 4200) {
                calories = kilojoules / 4.184
            }
            guard let calories else { return .failure(Reason(message: "no calories per 100 g")) }
            let protein = try fields.number("protein_g", "proteins_100g", limit: 100)
            let fat = try fields.number("fat_g", "fat_100g", limit: 100)
            let carbs = try fields.number("carbs_g", "carbohydrates_100g", limit: 100)
            // Sodium in mg: given so, or OFF's grams, or from salt (2.5 g of salt hold 1 g of sodium).
            var sodium = try fields.number("sodium_mg", limit: 100_000)
            if sodium == nil, let grams = try fields.number("sodium_100g", limit: 100) { sodium = grams * 1000 }
            if sodium == nil, let salt = try fields.number("salt_100g", limit: 100) { sodium = salt / 2.5 * 1000 }
            var amounts: [Nutrient: Double] = [:]
            for (nutrient, offName) in offNames {
                guard let grams = try fields.number(offName, limit: 100) else { continue }
                amounts[nutrient] =
                    grams * (nutrient.unit == .grams ? 1 : nutrient.unit == .milligrams ? 1000 : 1_000_000)
            }
            amounts[.fiber] = try fields.number("fiber_g", "fiber_100g", limit: 100)
            amounts[.sugar] = try fields.number("sugar_g", "sugars_100g", limit: 100)
            amounts[.sodium] = sodium
            let servingGrams = try fields.number("serving_quantity", limit: 10_000).flatMap { $0 > 0 ? $0 : nil }
            let per100g = NutrientProfile(
                calories: calories, protein: protein ?? 0, fat: fat ?? 0, carbs: carbs ?? 0,
                fiber: amounts[.fiber], sugar: amounts[.sugar], sodium: sodium)
            return .success(
                Product(
                    code: code, name: String(name.prefix(200)), brands: String(fields.text("brands").prefix(200)),
                    quantity: String(fields.text("quantity").prefix(100)),
                    servingSize: String(fields.text("serving_size").prefix(100)),
                    servingGrams: servingGrams, per100g: per100g, nutrients: NutrientAmounts(amounts),
                    source: .openFoodFacts))
        } catch {
            return .failure(error)
        }
    }
}
