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

    /// The fields of ``MorselCore/RecipeInput/fields`` that were sent, and the lines.
    let input: RecipeInput

    init(from decoder: any Decoder) throws {
        var input = try RecipeInput(sentFrom: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let key = AnyCodingKey(RecipeInput.ingredientsKey)
        if let ingredients = try container.decodeIfPresent([Ingredient].self, forKey: key) {
            if ingredients.contains(where: { $0.name == nil && $0.text == nil }) {
                throw DomainError.invalid(key.stringValue, "Each ingredient needs its name, or its whole line as text.")
            }
            input.lines = ingredients.map(\.line)
        }
        self.input = input
    }

    /// `base` with the sent fields in place of its own.
    func applied(to base: RecipeFields) throws -> RecipeFields {
        do { return try input.applied(to: base) } catch { throw DomainError.invalid(error) }
    }
}
