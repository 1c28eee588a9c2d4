import Foundation

/// One recipe as read from outside (TheMealDB, our starter catalog), before it is saved.
///
/// `MealDBPayload` fills it already cleaned: texts trimmed, blanks as `""` or nil as noted on each
/// field, instructions with "\n" line endings, tags and ingredients without blanks. The initialiser
/// itself stores what it is given.
public struct RecipeDraft: Hashable, Sendable {
    /// Trimmed, runs of whitespace collapsed to one space; never blank when parsed.
    public var name: String
    /// "" when absent.
    public var category: String
    /// Cuisine, such as "Italian"; "" when absent.
    public var area: String
    /// Line endings "\r\n" and "\r" turned into "\n", then trimmed; "" when absent.
    public var instructions: String
    /// nil when absent or blank.
    public var imageURL: String?
    /// "Pasta, Curry" → ["Pasta", "Curry"]: trimmed, no blanks, no duplicates (ignoring case; the first spelling
    /// stays).
    public var tags: [String]
    /// nil when absent or blank.
    public var sourceURL: String?
    /// nil when absent or blank.
    public var youtubeURL: String?
    /// TheMealDB gives none, so nil (the app then assumes `Recipe.defaultServings`).
    public var servings: Int?
    public var cookMinutes: Int?
    /// In slot order, blank slots skipped; repeats are kept (some recipes list a component twice).
    public var ingredients: [IngredientEntry]
    /// TheMealDB's `idMeal`, such as "52772"; nil when absent.
    public var externalID: String?

    public init(
        name: String, category: String = "", area: String = "", instructions: String = "",
        imageURL: String? = nil, tags: [String] = [], sourceURL: String? = nil, youtubeURL: String? = nil,
        servings: Int? = nil, cookMinutes: Int? = nil, ingredients: [IngredientEntry] = [],
        externalID: String? = nil
    ) {
        self.name = name
        self.category = category
        self.area = area
        self.instructions = instructions
        self.imageURL = imageURL
        self.tags = tags
        self.sourceURL = sourceURL
        self.youtubeURL = youtubeURL
        self.servings = servings
        self.cookMinutes = cookMinutes
        self.ingredients = ingredients
        self.externalID = externalID
    }
}
