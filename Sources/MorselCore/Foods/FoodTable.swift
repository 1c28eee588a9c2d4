import Foundation

/// The USDA SR28 food table bundled with Morsel (built by `scripts/build-food-table.py`).
public enum FoodTable {
    /// The credit shown wherever its figures are.
    public static let credit = "USDA FoodData Central (SR28)"

    /// Every food in the bundled table, read once per call (about 8,800 foods).
    public static func bundled() throws -> [Food] {
        guard let url = Bundle.module.url(forResource: "sr28-foods", withExtension: "tsv") else {
            throw FoodTableError("The bundled food table is missing from the package resources.")
        }
        return try parse(String(contentsOf: url, encoding: .utf8))
    }

    /// Reads the table's text; a malformed line is an error naming its line number.
    public static func parse(_ text: String) throws -> [Food] {
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
                  let kcal = Double(fields[3]), let protein = Double(fields[4]), let fat = Double(fields[5]), let carbs = Double(fields[6])
            else { throw FoodTableError("Line \(number + 1) of the food table is malformed.") }
            let portions = fields[10].split(separator: ";").compactMap { item -> FoodPortion? in
                let parts = item.split(separator: "|", omittingEmptySubsequences: false)
                guard parts.count == 3, let amount = Double(parts[0]), let grams = Double(parts[2]) else { return nil }
                return FoodPortion(amount: amount, measure: String(parts[1]), grams: grams)
            }
            foods.append(Food(
                id: String(fields[0]), name: String(fields[1]), group: groups[group],
                per100g: NutrientProfile(calories: kcal, protein: protein, fat: fat, carbs: carbs,
                                         fiber: Double(fields[7]), sugar: Double(fields[8]), sodium: Double(fields[9])),
                portions: portions))
        }
        return foods
    }
}

public struct FoodTableError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
