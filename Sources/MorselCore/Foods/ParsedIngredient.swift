import Foundation

/// An ingredient line read into what it takes to find its food and weigh it:
/// "1 (14.5 ounce) can diced tomatoes, drained" is the amount "1 (14.5 ounce) can", the
/// food "diced tomatoes" and the note "drained".
public struct ParsedIngredient: Hashable, Sendable {
    /// Part of a fruit the line asks for: "juice of 1 lime", "zest of 1 orange", "1 lemon, juiced".
    public enum Part: String, Hashable, Sendable {
        case juice, zest
    }

    /// The line in the two fields a recipe stores, as written: "2 large eggs, beaten" is the
    /// measure "2 large" and the name "eggs, beaten". A line given in two fields keeps them.
    public struct Fields: Hashable, Sendable {
        public let name: String
        public let measure: String
    }

    public let fields: Fields
    public let measure: IngredientMeasure
    /// The words that name the food, and all that matching reads ("diced tomatoes").
    public let food: String
    /// What the line says besides the food and its amount: preparation ("drained", "softened"),
    /// asides in parentheses, "to taste", "optional", alternatives left out.
    public let notes: [String]
    public let part: Part?
    /// A section heading ("For the sauce:"): a line of the recipe that is not an ingredient.
    public let isHeading: Bool

    /// "drained", "rinsed and drained": the line means the solids without the liquid.
    public var isDrained: Bool {
        notes.contains { FoodText.words($0).contains("drained") }
            && !notes.contains { FoodText.words($0).contains("undrained") }
    }

    /// The container the amount names ("can", "jar", "package"), if any.
    public var container: String? {
        switch measure.unit {
        case .container(let kind): kind
        case .sized(let kind, _): kind
        default: nil
        }
    }
}
