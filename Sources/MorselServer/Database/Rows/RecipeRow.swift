import Foundation
import MorselCore
import SQLKit

/// A row of `recipes`. Besides the recipe's fields a row keeps its search keys (`name_key`,
/// word-padded `name_words` and `ingredient_words`, lower-cased category and area) and its
/// per-serving estimate, so lists and searches read one table and never recompute.
enum RecipeRow {
    enum Column: String, TableColumn {
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

        static let table = "recipes"
        static let list = columnList()
        /// What a list shows (``RecipeSummary``): no instructions, no lines.
        static let summary = columnList([.id, .name, .category, .area, .imageURL, .hasPhoto, .servings, .cookMinutes,
                                         .calories, .protein, .fat, .carbs, .coverage])
    }

    /// What a recipe stores in `column`, with the estimate worked out from its fields.
    static func value(_ column: Column, of recipe: Recipe, estimate: NutritionEstimate) -> any Encodable & Sendable {
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
    static func statedJSON(_ stated: StatedNutrition) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(stated.values)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Stated nutrition from its column; nil for none, or for JSON that is not an object of strings.
    static func stated(_ json: String?) -> StatedNutrition? {
        guard let json, let values = try? JSONDecoder().decode([String: String].self, from: Data(json.utf8)) else { return nil }
        return StatedNutrition(values)
    }

    /// What a list sorts by.
    static func nameKey(_ fields: RecipeFields) -> String { fields.name.lowercased() }

    /// Words between spaces, as `name_words` and `ingredient_words` store them.
    private static func padded(_ words: [String]) -> String { " " + words.joined(separator: " ") + " " }

    /// The recipe in a row selected with ``Column/list``, with its `lines` read separately.
    static func recipe(_ row: Row, lines: [RecipeLine]) throws -> Recipe {
        var fields = RecipeFields(
            name: try row.string(Column.name.rawValue), category: try row.string(Column.category.rawValue),
            area: try row.string(Column.area.rawValue), instructions: try row.string(Column.instructions.rawValue),
            imageURL: try row.optional(Column.imageURL.rawValue, row.string),
            tags: try row.string(Column.tags.rawValue).split(separator: ",").map(String.init),
            sourceURL: try row.optional(Column.sourceURL.rawValue, row.string), servings: try row.int(Column.servings.rawValue),
            cookMinutes: try row.optional(Column.cookMinutes.rawValue, row.int), lines: lines)
        fields.description = try row.string(Column.description.rawValue)
        fields.notes = try row.string(Column.notes.rawValue)
        fields.prepMinutes = try row.optional(Column.prepMinutes.rawValue, row.int)
        fields.totalMinutes = try row.optional(Column.totalMinutes.rawValue, row.int)
        fields.yieldText = try row.string(Column.yieldText.rawValue)
        fields.siteName = try row.optional(Column.siteName.rawValue, row.string)
        fields.stated = stated(try row.optional(Column.statedNutrition.rawValue, row.string))
        return Recipe(id: try row.uuid(Column.id.rawValue), fields: fields, hasPhoto: try row.bool(Column.hasPhoto.rawValue),
                      externalID: try row.optional(Column.externalID.rawValue, row.string),
                      ownerID: try row.optional(Column.ownerID.rawValue, row.uuid), createdAt: try row.date(Column.createdAt.rawValue),
                      updatedAt: try row.date(Column.updatedAt.rawValue))
    }

    /// The summary in a row selected with ``Column/summary`` (or more).
    static func summary(_ row: Row) throws -> RecipeSummary {
        RecipeSummary(id: try row.uuid(Column.id.rawValue), name: try row.string(Column.name.rawValue),
                      category: try row.string(Column.category.rawValue), area: try row.string(Column.area.rawValue),
                      imageURL: try row.optional(Column.imageURL.rawValue, row.string), hasPhoto: try row.bool(Column.hasPhoto.rawValue),
                      servings: try row.int(Column.servings.rawValue), cookMinutes: try row.optional(Column.cookMinutes.rawValue, row.int),
                      perServing: Nutrition(calories: try row.int(Column.calories.rawValue), protein: try row.double(Column.protein.rawValue),
                                            fat: try row.double(Column.fat.rawValue), carbs: try row.double(Column.carbs.rawValue)),
                      coverage: try row.double(Column.coverage.rawValue))
    }
}

/// A row of `recipe_lines`: one ingredient line of a stored recipe, at its position.
enum RecipeLineRow {
    enum Column: String, TableColumn {
        case id
        case recipeID = "recipe_id"
        case position, name, measure
        /// A food picked by hand (SR28 id).
        case foodID = "food_id"
        /// A weight set by hand.
        case grams
        /// The line as its source wrote it.
        case text

        static let table = "recipe_lines"
        static let list = columnList()
    }

    static func values(recipeID: UUID, position: Int, line: RecipeLine) -> [any Encodable & Sendable] {
        Column.allCases.map { column -> any Encodable & Sendable in
            switch column {
            case .id: UUID()
            case .recipeID: recipeID
            case .position: position
            case .name: line.name
            case .measure: line.measure
            case .foodID: line.foodID
            case .grams: line.grams
            case .text: line.text
            }
        }
    }

    static func line(_ row: Row) throws -> RecipeLine {
        RecipeLine(name: try row.string(Column.name.rawValue), measure: try row.string(Column.measure.rawValue),
                   foodID: try row.optional(Column.foodID.rawValue, row.string), grams: try row.optional(Column.grams.rawValue, row.double),
                   text: try row.optional(Column.text.rawValue, row.string))
    }
}

/// A row of `recipe_words`: one word of a recipe's name or of its ingredients, with the
/// recipe's sort key. It is the inverted index word searches seek: its key (kind, word,
/// name_key, recipe_id) hands out a word's recipes already in the list's order, so a page
/// stops after its last row and a count reads one range. A name is stored under every
/// prefix of its words ("tom", "toma"…), so a search that begins a word is an equality too.
/// Written with the recipe, in its transaction.
enum RecipeWordRow {
    enum Column: String, TableColumn {
        case kind, word
        case nameKey = "name_key"
        case recipeID = "recipe_id"

        static let table = "recipe_words"
        static let list = columnList()
    }

    enum Kind: String, CaseIterable {
        /// Every prefix of a word of the name: a search word matches the words it begins.
        case name
        /// A word of any ingredient's name: a search word matches it whole.
        case ingredient

        /// What this kind stores for words `words` (each once).
        func entries(_ words: [String]) -> Set<String> {
            switch self {
            // By code point, as words are read (so a script with combining signs can be typed part way).
            case .name: Set(words.flatMap { word in word.unicodeScalars.indices.map { String(word.unicodeScalars[...$0]) } })
            case .ingredient: Set(words)
            }
        }

        /// The recipe's words of this kind, as `name_words` and `ingredient_words` keep them.
        func words(of fields: RecipeFields) -> [String] {
            switch self {
            case .name: FoodText.words(fields.name)
            case .ingredient: Set(fields.lines.flatMap { FoodText.words($0.name) }).sorted()
            }
        }
    }

    /// The rows of every word of `recipe`.
    static func values(of recipe: Recipe) -> [[any Encodable & Sendable]] {
        let nameKey = RecipeRow.nameKey(recipe.fields)
        return Kind.allCases.flatMap { kind in
            kind.entries(kind.words(of: recipe.fields)).map { values(kind, $0, nameKey: nameKey, recipeID: recipe.id) }
        }
    }

    static func values(_ kind: Kind, _ word: String, nameKey: String, recipeID: UUID) -> [any Encodable & Sendable] {
        Column.allCases.map { column -> any Encodable & Sendable in
            switch column {
            case .kind: kind.rawValue
            case .word: word
            case .nameKey: nameKey
            case .recipeID: recipeID
            }
        }
    }
}

/// A row of `recipe_favorites`: a person's favourite recipe.
enum RecipeFavoriteRow {
    enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case recipeID = "recipe_id"

        static let table = "recipe_favorites"
        static let list = columnList()
    }
}

/// A row of `recipe_photos`: a recipe's own photo, in the database like meals' photos.
enum RecipePhotoRow {
    enum Column: String, TableColumn {
        case id
        case recipeID = "recipe_id"
        case contentType = "content_type"
        case data
        case updatedAt = "updated_at"

        static let table = "recipe_photos"
        static let list = columnList()
    }
}

/// A row of `app_state`: one fact about the installation (key → value).
enum AppStateRow {
    enum Column: String, TableColumn {
        case key, value

        static let table = "app_state"
        static let list = columnList()
    }
}
