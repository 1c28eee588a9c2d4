import Foundation

/// A Mealie backup's `database.json`: every table's rows, joined here back into each recipe's
/// export JSON, so the one Mealie reader reads both.
public enum MealieBackup {
    /// Each recipe, with where its photo would be in the backup's files.
    public static func recipes(in database: LooseJSON) -> [(recipe: LooseJSON, imagePath: String)] {
        func rows(_ table: String) -> [LooseJSON] { database.list(table) }
        func byRecipe(_ table: String) -> [String: [LooseJSON]] {
            Dictionary(grouping: rows(table).sorted { ($0.number("position") ?? 0) < ($1.number("position") ?? 0) }) {
                $0.string("recipe_id") ?? ""
            }
        }
        func names(_ table: String) -> [String: String] {
            Dictionary(
                rows(table).compactMap { row in row.string("id").map { ($0, row.string("name") ?? "") } },
                uniquingKeysWith: { a, _ in a })
        }
        func linked(_ link: String, _ column: String, _ table: String) -> [String: [[String: Any]]] {
            let named = names(table)
            return Dictionary(grouping: rows(link)) { $0.string("recipe_id") ?? "" }.mapValues { links in
                links.compactMap { $0.string(column).flatMap { named[$0] }.map { ["name": $0] } }
            }
        }
        let ingredients = byRecipe("recipes_ingredients")
        let instructions = byRecipe("recipe_instructions")
        let notes = byRecipe("notes")
        let nutrition = byRecipe("recipe_nutrition")
        let units = names("ingredient_units")
        let foods = names("ingredient_foods")
        let categories = linked("recipes_to_categories", "category_id", "categories")
        let tags = linked("recipes_to_tags", "tag_id", "tags")
        return rows("recipes").compactMap { recipe in
            guard let id = recipe.string("id") else { return nil }
            var json: [String: Any] = [:]
            for key in [
                "name", "slug", "description", "total_time", "prep_time", "perform_time", "cook_time", "recipe_yield",
                "recipe_servings",
                "recipe_cuisine", "org_url",
            ] {
                json[key] = recipe.string(key)
            }
            json["id"] = id
            json["recipe_ingredient"] = (ingredients[id] ?? []).map { line -> [String: Any] in
                let quantity =
                    (line.number("quantity") ?? 0) > 0
                    ? line.number("quantity").map { Nutrition.format(amount: $0) } : nil
                let display = [
                    quantity, line.string("unit_id").flatMap { units[$0] },
                    line.string("food_id").flatMap { foods[$0] },
                ]
                .compactMap { $0 }.joined(separator: " ")
                return [
                    "title": line.string("title") as Any, "note": line.string("note") as Any,
                    "original_text": line.string("original_text") as Any, "display": display,
                ]
            }
            json["recipe_instructions"] = (instructions[id] ?? []).map {
                ["title": $0.string("title") as Any, "text": $0.string("text") as Any]
            }
            json["notes"] = (notes[id] ?? []).map {
                ["title": $0.string("title") as Any, "text": $0.string("text") as Any]
            }
            json["nutrition"] = nutrition[id]?.first.map { $0.strings } as Any
            json["recipe_category"] = categories[id] ?? []
            json["tags"] = tags[id] ?? []
            // Absent values stay in as nil, which the reader skips like JSON's null.
            return (LooseJSON(json), "data/recipes/\(dashed(id))/images/original.webp")
        }
    }

    /// "2af7d953c1d74df6b6377d39daf23115" as "2af7d953-c1d7-4df6-b637-7d39daf23115".
    static func dashed(_ hex: String) -> String {
        guard hex.count == 32, !hex.contains("-") else { return hex }
        let characters = Array(hex)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }
}
