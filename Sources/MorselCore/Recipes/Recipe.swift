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

    public init(name: String, category: String = "", area: String = "", instructions: String = "", imageURL: String? = nil,
                tags: [String] = [], sourceURL: String? = nil, servings: Int = Recipe.defaultServings, cookMinutes: Int? = nil,
                lines: [RecipeLine] = []) {
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
        self.init(name: draft.name, category: draft.category, area: draft.area, instructions: draft.instructions,
                  imageURL: draft.imageURL, tags: draft.tags, sourceURL: draft.sourceURL,
                  servings: draft.servings ?? Recipe.defaultServings, cookMinutes: draft.cookMinutes,
                  lines: draft.ingredients.map { RecipeLine(name: $0.name, measure: $0.measure) })
    }

    public static let maxLines = 100

    /// Nutrition worked out from the lines, with the person's corrections applied.
    public func estimate(with matcher: IngredientMatcher) -> NutritionEstimate {
        var corrections: [Int: NutritionEstimate.Correction] = [:]
        for (index, line) in lines.enumerated() { corrections[index] = line.correction }
        return NutritionEstimate(ingredients: lines.map { ($0.name, $0.measure) }, servings: servings, matcher: matcher,
                                 corrections: corrections)
    }

    /// These fields with the corrections of `old`'s lines kept where a line is unchanged
    /// (same position, name and measure): re-importing or re-saving loses no hand work.
    public func keepingCorrections(from old: RecipeFields) -> RecipeFields {
        var merged = self
        merged.lines = lines.enumerated().map { index, line in
            guard index < old.lines.count, line.foodID == nil, line.grams == nil,
                  old.lines[index].name == line.name, old.lines[index].measure == line.measure else { return line }
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
        clean.tags = tags.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        clean.imageURL = Self.blankToNil(imageURL)
        clean.sourceURL = Self.blankToNil(sourceURL)
        clean.lines = lines.compactMap { line in
            let name = line.name.trimmingCharacters(in: .whitespacesAndNewlines)
            return name.isEmpty ? nil : RecipeLine(name: name, measure: line.measure.trimmingCharacters(in: .whitespaces),
                                                   foodID: line.foodID, grams: line.grams, text: Self.blankToNil(line.text))
        }
        if clean.name.isEmpty { errors.append(FieldError(field: "name", message: "Name is required.")) }
        if clean.name.count > 200 { errors.append(FieldError(field: "name", message: "Name must be at most 200 characters.")) }
        if !(1...100).contains(servings) { errors.append(FieldError(field: "servings", message: "Servings must be a whole number from 1 to 100.")) }
        for (field, label, minutes) in [("prepMinutes", "Prep time", prepMinutes), ("cookMinutes", "Cook time", cookMinutes),
                                        ("totalMinutes", "Total time", totalMinutes)] {
            if let minutes, !(0...Self.maxMinutes).contains(minutes) {
                errors.append(FieldError(field: field, message: "\(label) must be from 0 to 10,080 minutes (a week)."))
            }
        }
        for (field, url) in [("imageUrl", clean.imageURL), ("sourceUrl", clean.sourceURL)] {
            if let url, !(url.hasPrefix("https://") || url.hasPrefix("http://")) || url.count > 2000 || url.contains(" ") {
                errors.append(FieldError(field: field, message: "\(field == "imageUrl" ? "Image" : "Source") must be a web address starting with http:// or https://."))
            }
        }
        if clean.lines.count > Self.maxLines {
            errors.append(FieldError(field: "ingredients", message: "A recipe may have at most \(Self.maxLines) ingredient lines."))
        }
        if clean.lines.contains(where: { ($0.grams ?? 0) < 0 || ($0.grams ?? 0) > 100_000 }) {
            errors.append(FieldError(field: "ingredients", message: "A line's grams must be from 0 to 100,000."))
        }
        if clean.lines.contains(where: { ($0.text?.count ?? 0) > RecipeLine.maxText }) {
            errors.append(FieldError(field: "ingredients", message: "A line's text must be at most \(RecipeLine.maxText) characters."))
        }
        for (field, label, text, limit) in [("instructions", "Instructions", clean.instructions, Self.maxText),
                                            ("description", "The description", clean.description, Self.maxDescription),
                                            ("notes", "Notes", clean.notes, Self.maxText),
                                            ("yieldText", "The yield", clean.yieldText, 200), ("siteName", "The site's name", clean.siteName ?? "", 200)]
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

/// A recipe in the shared catalog.
public struct Recipe: Identifiable, Hashable, Sendable {
    /// Servings assumed when the source gives none.
    public static let defaultServings = 4

    public let id: UUID
    public var fields: RecipeFields
    public var hasPhoto: Bool
    /// TheMealDB's id, for recipes imported from it.
    public var externalID: String?
    /// Who added it; nil for the starter catalog and command-line imports (admins manage those).
    public var ownerID: UUID?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: UUID, fields: RecipeFields, hasPhoto: Bool = false, externalID: String? = nil, ownerID: UUID? = nil,
                createdAt: Date, updatedAt: Date? = nil) {
        self.id = id
        self.fields = fields
        self.hasPhoto = hasPhoto
        self.externalID = externalID
        self.ownerID = ownerID
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    public var name: String { fields.name }
    public var servings: Int { fields.servings }
    public var lines: [RecipeLine] { fields.lines }

    /// Whether `userID` may change or delete it: its creator, or an admin.
    public func isEditable(by userID: UUID, isAdmin: Bool) -> Bool { isAdmin || ownerID == userID }

    /// Refuses unless `userID` may change or delete it.
    public func checkEditable(by userID: UUID, isAdmin: Bool) throws {
        guard isEditable(by: userID, isAdmin: isAdmin) else {
            throw DomainError.forbidden("Only the person who added this recipe, or an administrator, can change it.")
        }
    }

    /// The instructions as numbered steps: one per non-blank line, without the "STEP 1"
    /// headings and "1." prefixes some sources add.
    public var steps: [String] { Self.steps(from: fields.instructions) }

    static func steps(from text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            switch stepNumber(in: line) {
            case .wholeLine: return nil
            case .prefix(let end): return line[end...].isEmpty ? nil : String(line[end...])
            case nil: return line.isEmpty ? nil : line
            }
        }
    }

    /// A step number at the start of a line: the whole line ("Step 2", "3."), or a prefix
    /// to drop ("Step 1: ", "2) ", "4 - "), ending where the step's text starts; "1.5 kg" and
    /// "2-3 minutes" start with amounts, not step numbers. The rule is `(step\s*)?\d+\s*[.):-]`
    /// not followed by a digit (the mark optional for a whole line), read by hand: as regular
    /// expressions it was a third of the CPU of showing a recipe.
    enum StepNumber: Equatable {
        case wholeLine
        case prefix(end: String.Index)
    }

    static func stepNumber(in line: String) -> StepNumber? {
        let scalars = line.unicodeScalars
        var index = scalars.startIndex
        func skipSpaces() {
            while index < scalars.endIndex, scalars[index].properties.isWhitespace { index = scalars.index(after: index) }
        }
        // "step", in any case, then spaces.
        var word = index
        for letter in "step".unicodeScalars {
            guard word < scalars.endIndex, scalars[word].properties.lowercaseMapping == String(letter) else { word = scalars.startIndex; break }
            word = scalars.index(after: word)
        }
        index = word
        skipSpaces()
        let digits = index
        while index < scalars.endIndex, scalars[index].properties.numericType == .decimal { index = scalars.index(after: index) }
        guard index > digits else { return nil }
        skipSpaces()
        let hasMark = index < scalars.endIndex && ".):-".unicodeScalars.contains(scalars[index])
        if hasMark { index = scalars.index(after: index) }
        if index == scalars.endIndex { return .wholeLine }
        // "1.5 kg", "2-3 minutes": a number, not a step's.
        guard hasMark, scalars[index].properties.numericType != .decimal else { return nil }
        skipSpaces()
        return .prefix(end: index)
    }

    /// Nutrition worked out from the lines, with the person's corrections applied.
    public func estimate(with matcher: IngredientMatcher) -> NutritionEstimate { fields.estimate(with: matcher) }

    /// The journal entry for eating `servings` servings of this recipe.
    public func meal(servings eaten: Double, estimate: NutritionEstimate, date: MealDate, time: TimeOfDay?, category: MealCategory) -> MealDetails {
        // From the whole recipe's total, so rounding happens once.
        let share = eaten / Double(estimate.servings)
        let total = estimate.total
        let nutrition = Nutrition(calories: Int((Double(total.calories) * share).rounded()), protein: total.protein * share,
                                  fat: total.fat * share, carbs: total.carbs * share)
        let amount = eaten == 1 ? "1 serving" : "\(Nutrition.format(grams: eaten)) servings"
        let foods = estimate.lines.compactMap(\.food)
        return MealDetails(name: name, category: category, nutrition: nutrition, date: date, time: time,
                           notes: "\(amount) of \(name) (recipe)", nutrients: estimate.nutrients.scaled(by: share),
                           source: foods.isEmpty ? nil : FoodSource.credits(foods))
    }
}
