import MorselCore
import MorselData
import MorselServices

/// The new-recipe and edit-recipe form; a failed save comes back as typed, with messages.
struct RecipeFormPage: Sendable {
    let context: PageContext
    /// The recipe being edited; nil for a new one.
    let recipeID: String?
    let values: [String: String]
    let errors: ValidationFailure?

    var title: String { recipeID == nil ? "New recipe" : "Edit \(values["name"] ?? "recipe")" }

    /// The form filled from a saved recipe; ingredient lines as "measure | name".
    static func editing(_ recipe: Recipe, context: PageContext) -> RecipeFormPage {
        let fields = recipe.fields
        return RecipeFormPage(
            context: context, recipeID: recipe.id.uuidString,
            values: [
                "name": fields.name, "category": fields.category, "area": fields.area,
                "servings": String(fields.servings),
                "prepMinutes": fields.prepMinutes.map(String.init) ?? "",
                "cookMinutes": fields.cookMinutes.map(String.init) ?? "",
                "totalMinutes": fields.totalMinutes.map(String.init) ?? "", "yieldText": fields.yieldText,
                "imageUrl": fields.imageURL ?? "", "sourceUrl": fields.sourceURL ?? "",
                "tags": fields.tags.joined(separator: ", "), "description": fields.description,
                "instructions": fields.instructions, "notes": fields.notes,
                "ingredients": fields.lines.map { $0.measure.isEmpty ? $0.name : "\($0.measure) | \($0.name)" }.joined(
                    separator: "\n"),
            ], errors: nil)
    }

    /// Reads the form's fields into recipe fields (unchecked; the repository validates).
    static func fields(from form: WebForm) -> Result<RecipeFields, ValidationFailure> {
        var errors: [FieldError] = []
        func integer(_ name: String, _ label: String) -> Int? {
            let text = (form[name] ?? "").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { return nil }
            guard let value = Int(text) else {
                errors.append(FieldError(field: name, message: "\(label) must be a whole number."))
                return nil
            }
            return value
        }
        let servings = integer("servings", "Servings") ?? Recipe.defaultServings
        let minutes = (
            integer("prepMinutes", "Prep time"), integer("cookMinutes", "Cook time"),
            integer("totalMinutes", "Total time")
        )
        let lines = (form["ingredients"] ?? "").split(whereSeparator: \.isNewline).compactMap { raw -> RecipeLine? in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { return nil }
            if let bar = line.firstIndex(of: "|") {
                return RecipeLine(
                    name: String(line[line.index(after: bar)...]).trimmingCharacters(in: .whitespaces),
                    measure: String(line[..<bar]).trimmingCharacters(in: .whitespaces))
            }
            let split = IngredientParser.split(line)
            return RecipeLine(name: split.name, measure: split.measure)
        }
        guard errors.isEmpty else { return .failure(ValidationFailure(errors)) }
        var fields = RecipeFields(
            name: form["name"] ?? "", category: form["category"] ?? "", area: form["area"] ?? "",
            instructions: form["instructions"] ?? "", imageURL: form["imageUrl"],
            tags: (form["tags"] ?? "").split(separator: ",").map(String.init),
            sourceURL: form["sourceUrl"], servings: servings, cookMinutes: minutes.1, lines: lines)
        (fields.prepMinutes, fields.totalMinutes) = (minutes.0, minutes.2)
        fields.description = form["description"] ?? ""
        fields.notes = form["notes"] ?? ""
        fields.yieldText = form["yieldText"] ?? ""
        return .success(fields)
    }
}
