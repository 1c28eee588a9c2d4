import Foundation

/// The USDA SR28 food table bundled with Morsel (built by `scripts/build-food-table.py`).
public enum FoodTable {
    /// The credit shown wherever its figures are.
    public static let credit = "USDA FoodData Central (SR28)"

    /// Every food in the bundled table with its micronutrients, read once per call (about 8,800 foods).
    public static func bundled() throws -> [Food] {
        guard let foods = Bundle.module.url(forResource: "sr28-foods", withExtension: "tsv"),
            let nutrients = Bundle.module.url(forResource: "sr28-nutrients", withExtension: "tsv")
        else {
            throw FoodTableError("The bundled food table is missing from the package resources.")
        }
        return try parse(
            String(contentsOf: foods, encoding: .utf8),
            nutrients: try parseNutrients(String(contentsOf: nutrients, encoding: .utf8)))
    }

    /// Reads the micronutrient table (`scripts/build-nutrient-table.py`): a header naming SR28's
    /// columns, then a food a line; an empty value is unknown. Columns are found by name.
    public static func parseNutrients(_ text: String) throws -> [String: NutrientAmounts] {
        var columns: [Nutrient?] = []
        var table: [String: NutrientAmounts] = [:]
        table.reserveCapacity(9000)
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.first == "id" {
                columns = fields.dropFirst().map { name in Nutrient.allCases.first { $0.sr28Column == name } }
                continue
            }
            guard fields.count == columns.count + 1 else {
                throw FoodTableError("A line of the nutrient table is malformed: \(fields.first ?? "")")
            }
            var amounts: [Nutrient: Double] = [:]
            for (nutrient, field) in zip(columns, fields.dropFirst()) {
                if let nutrient, let value = Double(field) { amounts[nutrient] = value }
            }
            table[String(fields[0])] = NutrientAmounts(amounts)
        }
        return table
    }

    /// Reads the table's text; a malformed line is an error naming its line number.
    public static func parse(_ text: String, nutrients: [String: NutrientAmounts] = [:]) throws -> [Food] {
        var groups: [String] = []
        var foods: [Food] = []
        foods.reserveCapacity(9000)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            if line.hasPrefix("#groups\t") {
                groups = line.split(separator: "\t", omittingEmptySubsequences: false).dropFirst().map(String.init)
                continue
            }
            if line.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 11, let group = Int(fields[2]), groups.indices.contains(group),
                let kcal = Double(fields[3]), let protein = Double(fields[4]), let fat = Double(fields[5]),
                let carbs = Double(fields[6])
            else { throw FoodTableError("Line \(number + 1) of the food table is malformed.") }
            let portions = fields[10].split(separator: ";").compactMap { item -> FoodPortion? in
                let parts = item.split(separator: "|", omittingEmptySubsequences: false)
                guard parts.count == 3, let amount = Double(parts[0]), let grams = Double(parts[2]) else { return nil }
                // "6 | inch sub | 228": one 6-inch sub, not six of an inch of one.
                if parts[1].hasPrefix("inch ") {
                    return FoodPortion(
                        amount: 1, measure: "\(Nutrition.format(amount: amount))-\(parts[1])", grams: grams)
                }
                return FoodPortion(amount: amount, measure: String(parts[1]), grams: grams)
            }
            foods.append(
                Food(
                    id: String(fields[0]), name: String(fields[1]), group: groups[group],
                    per100g: NutrientProfile(
                        calories: kcal, protein: protein, fat: fat, carbs: carbs,
                        fiber: Double(fields[7]), sugar: Double(fields[8]), sodium: Double(fields[9])),
                    nutrients: nutrients[String(fields[0])] ?? .unknown, portions: portions))
        }
        return foods
    }
}

public struct FoodTableError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
