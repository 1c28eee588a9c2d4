import Foundation

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

    public init(
        id: UUID, fields: RecipeFields, hasPhoto: Bool = false, externalID: String? = nil, ownerID: UUID? = nil,
        createdAt: Date, updatedAt: Date? = nil
    ) {
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
            while index < scalars.endIndex, scalars[index].properties.isWhitespace {
                index = scalars.index(after: index)
            }
        }
        // "step", in any case, then spaces.
        var word = index
        for letter in "step".unicodeScalars {
            guard word < scalars.endIndex, scalars[word].properties.lowercaseMapping == String(letter) else {
                word = scalars.startIndex
                break
            }
            word = scalars.index(after: word)
        }
        index = word
        skipSpaces()
        let digits = index
        while index < scalars.endIndex, scalars[index].properties.numericType == .decimal {
            index = scalars.index(after: index)
        }
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
    public func meal(
        servings eaten: Double, estimate: NutritionEstimate, date: MealDate, time: TimeOfDay?, category: MealCategory
    ) -> MealDetails {
        // From the whole recipe's total, so rounding happens once.
        let share = eaten / Double(estimate.servings)
        let total = estimate.total
        let nutrition = Nutrition(
            calories: Int((Double(total.calories) * share).rounded()), protein: total.protein * share,
            fat: total.fat * share, carbs: total.carbs * share)
        let amount = eaten == 1 ? "1 serving" : "\(Nutrition.format(grams: eaten)) servings"
        return MealDetails(
            name: name, category: category, nutrition: nutrition, date: date, time: time,
            notes: "\(amount) of \(name) (recipe)", nutrients: estimate.nutrients.scaled(by: share),
            source: estimate.source)
    }
}
