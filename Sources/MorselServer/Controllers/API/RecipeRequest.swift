import Foundation
import MorselCore
import MorselData
import MorselServices

/// The body of `POST /api/v1/recipes` (all of it) and `PATCH` (any part of it).
struct RecipeRequest: Decodable, Sendable {
    /// A line as name and measure, or as the whole line (`text`, read by the parser), or both.
    struct Ingredient: Decodable, Sendable {
        let name: String?
        let measure: String?
        let text: String?
        let foodId: String?
        let grams: Double?

        /// A `text` sent with a name is kept only while it still reads as that name and measure:
        /// a client that edits the name and sends the old text back does not keep stale text.
        var line: RecipeLine {
            var line: RecipeLine
            if let name {
                let fields = text.map { IngredientParser.parse(line: $0).fields }
                let matches =
                    fields?.name == name.trimmingCharacters(in: .whitespaces)
                    && fields?.measure == (measure ?? "").trimmingCharacters(in: .whitespaces)
                line = RecipeLine(name: name, measure: measure ?? "", text: matches ? text : nil)
            } else {
                line = RecipeLine(source: text ?? "")
            }
            line.foodID = foodId
            line.grams = grams
            return line
        }
    }

    let name: String?
    let category: String?
    let area: String?
    let instructions: String?
    let imageUrl: String?
    let tags: [String]?
    let sourceUrl: String?
    let servings: Int?
    let cookMinutes: Int?
    let ingredients: [Ingredient]?
    let description: String?
    let notes: String?
    let prepMinutes: Int?
    let totalMinutes: Int?
    let yieldText: String?

    /// `base` with the sent fields in place of its own; an ingredient with neither a name nor
    /// its text is refused.
    func applied(to base: RecipeFields) throws -> RecipeFields {
        if let ingredients, ingredients.contains(where: { $0.name == nil && $0.text == nil }) {
            throw DomainError.invalid("ingredients", "Each ingredient needs its name, or its whole line as text.")
        }
        var fields = base
        if let name { fields.name = name }
        if let category { fields.category = category }
        if let area { fields.area = area }
        if let instructions { fields.instructions = instructions }
        if let imageUrl { fields.imageURL = imageUrl }
        if let tags { fields.tags = tags }
        if let sourceUrl { fields.sourceURL = sourceUrl }
        if let servings { fields.servings = servings }
        if let cookMinutes { fields.cookMinutes = cookMinutes }
        if let ingredients { fields.lines = ingredients.map(\.line) }
        if let description { fields.description = description }
        if let notes { fields.notes = notes }
        if let prepMinutes { fields.prepMinutes = prepMinutes }
        if let totalMinutes { fields.totalMinutes = totalMinutes }
        if let yieldText { fields.yieldText = yieldText }
        return fields
    }
}
