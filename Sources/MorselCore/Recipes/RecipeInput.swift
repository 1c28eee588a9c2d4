import Foundation

/// A recipe as typed: every field a person writes about it, in the order the form asks, and
/// its ingredient lines, read apart (the API sends a line as an object, the form as
/// "measure | name"). A nil field was not given and stays as it was; ``applied(to:)`` reads
/// the numbers, and ``RecipeFields/validated()`` holds the rest of the rules.
public struct RecipeInput: EditableInput {
    public typealias Saved = RecipeFields

    public var name: InputValue?
    public var category: InputValue?
    public var area: InputValue?
    /// A whole number; blank for the usual 4.
    public var servings: InputValue?
    public var yieldText: InputValue?
    public var prepMinutes: InputValue?
    public var cookMinutes: InputValue?
    public var totalMinutes: InputValue?
    public var imageURL: InputValue?
    public var sourceURL: InputValue?
    /// Comma-separated.
    public var tags: InputValue?
    public var description: InputValue?
    public var instructions: InputValue?
    public var notes: InputValue?
    /// The ingredient lines, when given: they replace the recipe's.
    public var lines: [RecipeLine]?

    public init() {}

    /// Every field a person types, in the order the form asks.
    public static let fields: [RecipeField] = [
        .name, .category, .area, .servings, .yieldText, .prepMinutes, .cookMinutes, .totalMinutes, .imageURL,
        .sourceURL, .tags, .description, .instructions, .notes,
    ]

    /// The ingredient lines' key beside the fields, in the API, the form and the export.
    public static let ingredientsKey = "ingredients"

    /// `base` with these changes in place, every number that does not read reported at once.
    public func applied(to base: RecipeFields) throws(ValidationFailure) -> RecipeFields {
        var fields = base
        var errors: [FieldError] = []
        /// A whole number, or none when blank, handed to `set`; anything else is named.
        func whole(_ value: InputValue, _ field: RecipeField, _ label: String, set: (Int?) -> Void) {
            if value.isBlank { return set(nil) }
            guard let number = value.number, number == number.rounded(), abs(number) < 1e9 else {
                return errors.append(FieldError(field: field.key, message: "\(label) must be a whole number."))
            }
            set(Int(number))
        }
        if let name { fields.name = name.text }
        if let category { fields.category = category.text }
        if let area { fields.area = area.text }
        if let servings { whole(servings, .servings, "Servings") { fields.servings = $0 ?? Recipe.defaultServings } }
        if let yieldText { fields.yieldText = yieldText.text }
        for (value, field, label, keyPath) in [
            (prepMinutes, RecipeField.prepMinutes, "Prep time", \RecipeFields.prepMinutes),
            (cookMinutes, .cookMinutes, "Cook time", \.cookMinutes),
            (totalMinutes, .totalMinutes, "Total time", \.totalMinutes),
        ] {
            if let value { whole(value, field, label) { fields[keyPath: keyPath] = $0 } }
        }
        if let imageURL { fields.imageURL = imageURL.isBlank ? nil : imageURL.text }
        if let sourceURL { fields.sourceURL = sourceURL.isBlank ? nil : sourceURL.text }
        if let tags { fields.tags = tags.text.split(separator: ",").map(String.init) }
        if let description { fields.description = description.text }
        if let instructions { fields.instructions = instructions.text }
        if let notes { fields.notes = notes.text }
        if let lines { fields.lines = lines }
        guard errors.isEmpty else { throw ValidationFailure(errors) }
        return fields
    }
}

public typealias RecipeField = EditableField<RecipeInput, RecipeFields>

extension RecipeField {
    public static let name = RecipeField("name", "Name", .text, input: \.name) { .text($0.name) }
    public static let category = RecipeField(
        "category", "Category", .text, input: \.category, placeholder: "Breakfast, Dinner, Dessert…"
    ) { .text($0.category) }
    public static let area = RecipeField("area", "Cuisine", .text, input: \.area, placeholder: "Italian, Indian…") {
        .text($0.area)
    }
    public static let servings = RecipeField("servings", "Servings", .wholeNumber, input: \.servings) {
        .integer($0.servings)
    }
    public static let yieldText = RecipeField(
        "yieldText", "Makes (optional, as written: “24 cookies”)", .text, input: \.yieldText
    ) { .text($0.yieldText) }
    public static let prepMinutes = RecipeField(
        "prepMinutes", "Prep time (minutes)", .wholeNumber, input: \.prepMinutes
    ) { $0.prepMinutes.map(FieldValue.integer) ?? .none }
    public static let cookMinutes = RecipeField(
        "cookMinutes", "Cook time (minutes)", .wholeNumber, input: \.cookMinutes
    ) { $0.cookMinutes.map(FieldValue.integer) ?? .none }
    public static let totalMinutes = RecipeField(
        "totalMinutes", "Total time (minutes)", .wholeNumber, input: \.totalMinutes
    ) { $0.totalMinutes.map(FieldValue.integer) ?? .none }
    public static let imageURL = RecipeField("imageUrl", "Image web address", .url, input: \.imageURL) {
        $0.imageURL.map(FieldValue.text) ?? .none
    }
    public static let sourceURL = RecipeField("sourceUrl", "Source web address", .url, input: \.sourceURL) {
        $0.sourceURL.map(FieldValue.text) ?? .none
    }
    public static let tags = RecipeField("tags", "Tags (comma-separated)", .tags, input: \.tags) { .list($0.tags) }
    public static let description = RecipeField("description", "Description", .longText, input: \.description) {
        .text($0.description)
    }
    public static let instructions = RecipeField(
        "instructions", "Method, one step per line", .longText, input: \.instructions
    ) { .text($0.instructions) }
    public static let notes = RecipeField(
        "notes", "Notes (tips, variations, storage)", .longText, input: \.notes
    ) { .text($0.notes) }
}
