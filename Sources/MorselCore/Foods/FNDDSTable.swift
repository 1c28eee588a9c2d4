import Foundation

/// USDA FNDDS 2021-2023 bundled with Morsel (built by `scripts/build-fndds-table.py`): about
/// 5,400 foods as people eat them — dishes, sandwiches, fast food, drinks as poured, foods
/// cooked the usual ways — each with the portions people name and the usual amount eaten.
public enum FNDDSTable {
    /// The credit shown wherever its figures are.
    public static let credit = "USDA FNDDS 2021-2023"
    /// Before an FNDDS food code in a food id: SR28's ids are bare digits, so the two never meet.
    public static let idPrefix = "fndds:"
    /// USDA's name for the amount it takes when a person names a food without one.
    public static let usualPortion = "Quantity not specified"

    /// Every food in the bundled table.
    public static func bundled() throws -> [Food] {
        guard let url = Bundle.module.url(forResource: "fndds-foods", withExtension: "tsv") else {
            throw FoodTableError("The bundled FNDDS table is missing from the package resources.")
        }
        return try parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Reads the table's text; a malformed line is an error naming its line number.
    public static func parse(_ text: String) throws -> [Food] {
        var categories: [String] = []
        var columns: [Nutrient?] = []
        var foods: [Food] = []
        foods.reserveCapacity(5_500)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            switch fields.first {
            case "#categories":
                categories = fields.dropFirst().map(String.init)
                continue
            case "#nutrients":
                columns = fields.dropFirst().map { Nutrient(rawValue: String($0)) }
                continue
            default: if line.hasPrefix("#") { continue }
            }
            let nutrientsEnd = 8 + columns.count
            guard fields.count == nutrientsEnd + 1, let category = Int(fields[3]),
                categories.indices.contains(category),
                let kcal = Double(fields[4]), let protein = Double(fields[5]), let fat = Double(fields[6]),
                let carbs = Double(fields[7])
            else { throw FoodTableError("Line \(number + 1) of the FNDDS table is malformed.") }
            var amounts = NutrientAmounts.unknown
            for (nutrient, field) in zip(columns, fields[8..<nutrientsEnd]) {
                if let nutrient, let value = Double(field) { amounts[nutrient] = value }
            }
            let portions = fields[nutrientsEnd].split(separator: ";").compactMap { item -> FoodPortion? in
                let parts = item.split(separator: "|", omittingEmptySubsequences: false)
                guard parts.count == 3, let amount = Double(parts[0]), let grams = Double(parts[2]), grams > 0 else {
                    return nil
                }
                return FoodPortion(amount: amount, measure: String(parts[1]), grams: grams)
            }
            foods.append(
                Food(
                    id: idPrefix + fields[0], name: String(fields[1]), group: categories[category],
                    otherNames: String(fields[2]),
                    per100g: NutrientProfile(
                        calories: kcal, protein: protein, fat: fat, carbs: carbs,
                        fiber: amounts[.fiber], sugar: amounts[.sugar], sodium: amounts[.sodium]),
                    nutrients: amounts, portions: portions))
        }
        return foods
    }
}
