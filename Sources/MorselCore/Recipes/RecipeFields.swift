import Foundation

/// What a person writes about a recipe: everything its form or an import sets.
public struct RecipeFields: Hashable, Sendable {
    public var name: String
    public var category: String
    /// Cuisine, such as "Italian".
    public var area: String
    public var instructions: String
    public var imageURL: String?
    public var tags: [String]
    public var sourceURL: String?
    public var servings: Int
    public var cookMinutes: Int?
    public var lines: [RecipeLine]
    /// What the source says about the dish, before the method.
    public var description = ""
    /// Tips, variations and storage: what the source says after the method.
    public var notes = ""
    public var prepMinutes: Int?
    /// The whole time from start to table, when the source states it.
    public var totalMinutes: Int?
    /// The yield as written, when it says more than the servings ("Serves 4-6", "24 cookies").
    public var yieldText = ""
    /// The site or app the recipe came from ("BBC Good Food").
    public var siteName: String?
    /// Nutrition per serving as the source states it.
    public var stated: StatedNutrition?

    public init(
        name: String, category: String = "", area: String = "", instructions: String = "", imageURL: String? = nil,
        tags: [String] = [], sourceURL: String? = nil, servings: Int = Recipe.defaultServings, cookMinutes: Int? = nil,
        lines: [RecipeLine] = []
    ) {
        self.name = name
        self.category = category
        self.area = area
        self.instructions = instructions
        self.imageURL = imageURL
        self.tags = tags
        self.sourceURL = sourceURL
        self.servings = servings
        self.cookMinutes = cookMinutes
        self.lines = lines
    }

    /// An imported or bundled recipe's fields, with 4 servings where the source gives none.
    public init(_ draft: RecipeDraft) {
        self.init(
            name: draft.name, category: draft.category, area: draft.area, instructions: draft.instructions,
            imageURL: draft.imageURL, tags: draft.tags, sourceURL: draft.sourceURL,
            servings: draft.servings ?? Recipe.defaultServings, cookMinutes: draft.cookMinutes,
            lines: draft.ingredients.map { RecipeLine(name: $0.name, measure: $0.measure) })
    }

    public static let maxLines = 100

    /// Nutrition worked out from the lines, with the person's corrections applied.
    public func estimate(with matcher: IngredientMatcher) -> NutritionEstimate {
        var corrections: [Int: NutritionEstimate.Correction] = [:]
        for (index, line) in lines.enumerated() { corrections[index] = line.correction }
        return NutritionEstimate(
            ingredients: lines.map { ($0.name, $0.measure) }, servings: servings, matcher: matcher,
            corrections: corrections)
    }

    /// These fields with the corrections of `old`'s lines kept where a line is unchanged
    /// (same position, name and measure): re-importing or re-saving loses no hand work.
    public func keepingCorrections(from old: RecipeFields) -> RecipeFields {
        var merged = self
        merged.lines = lines.enumerated().map { index, line in
            guard index < old.lines.count, line.foodID == nil, line.grams == nil,
                old.lines[index].name == line.name, old.lines[index].measure == line.measure
            else { return line }
            var kept = old.lines[index]
            kept.text = line.text ?? kept.text
            return kept
        }
        return merged
    }

    /// These fields (from a form that has no place for them) with `old`'s source site and stated nutrition.
    public func keepingSource(from old: RecipeFields) -> RecipeFields {
        var merged = keepingCorrections(from: old)
        merged.siteName = siteName ?? old.siteName
        merged.stated = stated ?? old.stated
        return merged
    }

    /// The fields trimmed and checked; every problem is reported at once.
    public func validated() throws(ValidationFailure) -> RecipeFields {
        var errors: [FieldError] = []
        var clean = self
        clean.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        clean.category = category.trimmingCharacters(in: .whitespacesAndNewlines)
        clean.area = area.trimmingCharacters(in: .whitespacesAndNewlines)
        clean.instructions = Self.text(instructions)
        clean.description = Self.text(description)
        clean.notes = Self.text(notes)
        clean.yieldText = yieldText.trimmingCharacters(in: .whitespacesAndNewlines)
        clean.siteName = Self.blankToNil(siteName)
        // Tags are kept comma-joined: a tag holding a comma is two.
        clean.tags = tags.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        clean.imageURL = Self.blankToNil(imageURL)
        clean.sourceURL = Self.blankToNil(sourceURL)
        clean.lines = lines.compactMap { line in
            let name = line.name.trimmingCharacters(in: .whitespacesAndNewlines)
            return name.isEmpty
                ? nil
                : RecipeLine(
                    name: name, measure: line.measure.trimmingCharacters(in: .whitespaces),
                    foodID: line.foodID, grams: line.grams, text: Self.blankToNil(line.text))
        }
        if clean.name.isEmpty { errors.append(FieldError(field: "name", message: "Name is required.")) }
        if clean.name.count > 200 {
            errors.append(FieldError(field: "name", message: "Name must be at most 200 characters."))
        }
        if !(1...100).contains(servings) {
            errors.append(FieldError(field: "servings", message: "Servings must be a whole number from 1 to 100."))
        }
        for (field, label, minutes) in [
            ("prepMinutes", "Prep time", prepMinutes), ("cookMinutes", "Cook time", cookMinutes),
            ("totalMinutes", "Total time", totalMinutes),
        ] {
            if let minutes, !(0...Self.maxMinutes).contains(minutes) {
                errors.append(FieldError(field: field, message: "\(label) must be from 0 to 10,080 minutes (a week)."))
            }
        }
        for (field, url) in [("imageUrl", clean.imageURL), ("sourceUrl", clean.sourceURL)] {
            if let url,
                !(url.hasPrefix("https://") || url.hasPrefix("http://")) || url.count > 2000 || url.contains(" ")
            {
                errors.append(
                    FieldError(
                        field: field,
                        message:
                            "\(field == "imageUrl" ? "Image" : "Source") must be a web address starting with http:// or https://."
                    ))
            }
        }
        if clean.lines.count > Self.maxLines {
            errors.append(
                FieldError(
                    field: "ingredients", message: "A recipe may have at most \(Self.maxLines) ingredient lines."))
        }
        if clean.lines.contains(where: { ($0.grams ?? 0) < 0 || ($0.grams ?? 0) > 100_000 }) {
            errors.append(FieldError(field: "ingredients", message: "A line's grams must be from 0 to 100,000."))
        }
        if clean.lines.contains(where: { ($0.text?.count ?? 0) > RecipeLine.maxText }) {
            errors.append(
                FieldError(
                    field: "ingredients", message: "A line's text must be at most \(RecipeLine.maxText) characters."))
        }
        for (field, label, text, limit) in [
            ("instructions", "Instructions", clean.instructions, Self.maxText),
            ("description", "The description", clean.description, Self.maxDescription),
            ("notes", "Notes", clean.notes, Self.maxText),
            ("yieldText", "The yield", clean.yieldText, 200),
            ("siteName", "The site's name", clean.siteName ?? "", 200),
        ]
        where text.count > limit {
            errors.append(FieldError(field: field, message: "\(label) must be at most \(limit.grouped) characters."))
        }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return clean
    }

    public static let maxText = 50_000
    public static let maxDescription = 5_000
    public static let maxMinutes = 10_080

    /// Long text with Windows line ends made plain, trimmed.
    private static func text(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func blankToNil(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
