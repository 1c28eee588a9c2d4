import Foundation

/// One ingredient line of a recipe, with the person's correction if they made one.
public struct RecipeLine: Hashable, Sendable {
    public var name: String
    public var measure: String
    /// A food picked by hand in place of the matched one (SR28 id).
    public var foodID: String?
    /// A weight set by hand in place of the one worked out from the measure.
    public var grams: Double?
    /// The line exactly as its source gave it ("1 (14.5 oz) can tomatoes, drained"), for an
    /// imported recipe; nil when the line was typed into Morsel.
    public var text: String?

    public init(name: String, measure: String, foodID: String? = nil, grams: Double? = nil, text: String? = nil) {
        self.name = name
        self.measure = measure
        self.foodID = foodID
        self.grams = grams
        self.text = text
    }

    /// A whole line as a source wrote it, read by the whole-line parser and kept as written.
    public init(source line: String) {
        let text = String(line.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxText))
        let fields = IngredientParser.parse(line: text).fields
        self.init(name: fields.name, measure: fields.measure, text: text)
    }

    /// The line as written: the source's text, or the measure and name.
    public var written: String { text ?? (measure.isEmpty ? name : "\(measure) \(name)") }

    public static let maxText = 500

    var correction: NutritionEstimate.Correction? {
        foodID == nil && grams == nil ? nil : .init(foodID: foodID, grams: grams)
    }
}
