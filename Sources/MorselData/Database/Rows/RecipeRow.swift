import Foundation
import MorselCore
import SQLKit

/// A row of `recipes`. Besides the recipe's fields a row keeps its search keys (`name_key`,
/// word-padded `name_words` and `ingredient_words`, lower-cased category and area) and its
/// per-serving estimate, so lists and searches read one table and never recompute.
package enum RecipeRow {
    package enum Column: String, TableColumn {
        case id
        case ownerID = "owner_id"
        case name
        case nameKey = "name_key"
        /// The name's words between spaces (" tomato soup "); searches seek them in `recipe_words`.
        case nameWords = "name_words"
        case category
        case categoryKey = "category_key"
        case area
        case areaKey = "area_key"
        case instructions
        case imageURL = "image_url"
        case hasPhoto = "has_photo"
        /// Comma-separated.
        case tags
        case sourceURL = "source_url"
        case servings
        case cookMinutes = "cook_minutes"
        case externalID = "external_id"
        /// Every ingredient's words, sorted, between spaces.
        case ingredientWords = "ingredient_words"
        case calories, protein, fat, carbs, coverage
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case description, notes
        case prepMinutes = "prep_minutes"
        case totalMinutes = "total_minutes"
        case yieldText = "yield_text"
        case siteName = "site_name"
        /// JSON: ``StatedNutrition/values``.
        case statedNutrition = "stated_nutrition"

        package var type: ColumnType {
            switch self {
            case .id, .ownerID: .id
            case .hasPhoto: .bool
            case .servings, .cookMinutes, .calories, .prepMinutes, .totalMinutes: .integer
            case .protein, .fat, .carbs, .coverage: .real
            case .createdAt, .updatedAt: .time
            case .name, .nameKey, .nameWords, .category, .categoryKey, .area, .areaKey, .instructions, .imageURL, .tags,
                .sourceURL,
                .externalID, .ingredientWords, .description, .notes, .yieldText, .siteName, .statedNutrition:
                .text
            }
        }

        package static let table = "recipes"
        package static let list = columnList()
        /// What a list shows (``RecipeSummary``): no instructions, no lines.
        package static let summary = columnList([
            .id, .name, .category, .area, .imageURL, .hasPhoto, .servings, .cookMinutes,
            .calories, .protein, .fat, .carbs, .coverage,
        ])
    }

    /// What a recipe stores in `column`, with the estimate worked out from its fields.
    package static func value(_ column: Column, of recipe: Recipe, estimate: NutritionEstimate) -> any Encodable
        & Sendable
    {
        let fields = recipe.fields
        switch column {
        case .id: return recipe.id
        case .ownerID: return recipe.ownerID
        case .name: return fields.name
        case .nameKey: return nameKey(fields)
        case .nameWords: return padded(RecipeWordRow.Kind.name.words(of: fields))
        case .category: return fields.category
        case .categoryKey: return fields.category.lowercased()
        case .area: return fields.area
        case .areaKey: return fields.area.lowercased()
        case .instructions: return fields.instructions
        case .imageURL: return fields.imageURL
        case .hasPhoto: return recipe.hasPhoto
        case .tags: return fields.tags.joined(separator: ",")
        case .sourceURL: return fields.sourceURL
        case .servings: return fields.servings
        case .cookMinutes: return fields.cookMinutes
        case .externalID: return recipe.externalID
        case .ingredientWords: return padded(RecipeWordRow.Kind.ingredient.words(of: fields))
        case .calories: return estimate.perServing.calories
        case .protein: return estimate.perServing.protein
        case .fat: return estimate.perServing.fat
        case .carbs: return estimate.perServing.carbs
        case .coverage: return estimate.coverage
        case .createdAt: return recipe.createdAt
        case .updatedAt: return recipe.updatedAt
        case .description: return fields.description
        case .notes: return fields.notes
        case .prepMinutes: return fields.prepMinutes
        case .totalMinutes: return fields.totalMinutes
        case .yieldText: return fields.yieldText
        case .siteName: return fields.siteName
        case .statedNutrition: return fields.stated.map(statedJSON)
        }
    }

    /// Stated nutrition as its column keeps it: JSON, keys sorted.
    package static func statedJSON(_ stated: StatedNutrition) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(stated.values)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Stated nutrition from its column; nil for none, or for JSON that is not an object of strings.
    package static func stated(_ json: String?) -> StatedNutrition? {
        guard let json, let values = try? JSONDecoder().decode([String: String].self, from: Data(json.utf8)) else {
            return nil
        }
        return StatedNutrition(values)
    }

    /// What a list sorts by.
    package static func nameKey(_ fields: RecipeFields) -> String { fields.name.lowercased() }

    /// Words between spaces, as `name_words` and `ingredient_words` store them.
    private static func padded(_ words: [String]) -> String { " " + words.joined(separator: " ") + " " }

    /// The recipe in a row selected with ``Column/list``, with its `lines` read separately.
    package static func recipe(_ row: Row, lines: [RecipeLine]) throws -> Recipe {
        var fields = RecipeFields(
            name: try row.string(Column.name.rawValue), category: try row.string(Column.category.rawValue),
            area: try row.string(Column.area.rawValue), instructions: try row.string(Column.instructions.rawValue),
            imageURL: try row.optional(Column.imageURL.rawValue, row.string),
            tags: try row.string(Column.tags.rawValue).split(separator: ",").map(String.init),
            sourceURL: try row.optional(Column.sourceURL.rawValue, row.string),
            servings: try row.int(Column.servings.rawValue),
            cookMinutes: try row.optional(Column.cookMinutes.rawValue, row.int), lines: lines)
        fields.description = try row.string(Column.description.rawValue)
        fields.notes = try row.string(Column.notes.rawValue)
        fields.prepMinutes = try row.optional(Column.prepMinutes.rawValue, row.int)
        fields.totalMinutes = try row.optional(Column.totalMinutes.rawValue, row.int)
        fields.yieldText = try row.string(Column.yieldText.rawValue)
        fields.siteName = try row.optional(Column.siteName.rawValue, row.string)
        fields.stated = stated(try row.optional(Column.statedNutrition.rawValue, row.string))
        return Recipe(
            id: try row.uuid(Column.id.rawValue), fields: fields, hasPhoto: try row.bool(Column.hasPhoto.rawValue),
            externalID: try row.optional(Column.externalID.rawValue, row.string),
            ownerID: try row.optional(Column.ownerID.rawValue, row.uuid),
            createdAt: try row.date(Column.createdAt.rawValue),
            updatedAt: try row.date(Column.updatedAt.rawValue))
    }

    /// The summary in a row selected with ``Column/summary`` (or more).
    package static func summary(_ row: Row) throws -> RecipeSummary {
        RecipeSummary(
            id: try row.uuid(Column.id.rawValue), name: try row.string(Column.name.rawValue),
            category: try row.string(Column.category.rawValue), area: try row.string(Column.area.rawValue),
            imageURL: try row.optional(Column.imageURL.rawValue, row.string),
            hasPhoto: try row.bool(Column.hasPhoto.rawValue),
            servings: try row.int(Column.servings.rawValue),
            cookMinutes: try row.optional(Column.cookMinutes.rawValue, row.int),
            perServing: Nutrition(
                calories: try row.int(Column.calories.rawValue), protein: try row.double(Column.protein.rawValue),
                fat: try row.double(Column.fat.rawValue), carbs: try row.double(Column.carbs.rawValue)),
            coverage: try row.double(Column.coverage.rawValue))
    }
}
