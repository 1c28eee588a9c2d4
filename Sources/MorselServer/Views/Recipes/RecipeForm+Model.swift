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
        var values = RecipeInput.values(of: fields).mapValues { $0.text() }
        values[RecipeInput.ingredientsKey] = fields.lines.map {
            $0.measure.isEmpty ? $0.name : "\($0.measure) | \($0.name)"
        }
        .joined(separator: "\n")
        return RecipeFormPage(context: context, recipeID: recipe.id.uuidString, values: values, errors: nil)
    }

    /// Reads the form's fields into recipe fields (the numbers read; the repository checks the rest).
    static func fields(from form: WebForm) -> Result<RecipeFields, ValidationFailure> {
        var input = form.input(RecipeInput.self)
        input.lines = (form[RecipeInput.ingredientsKey] ?? "").split(whereSeparator: \.isNewline).compactMap {
            raw -> RecipeLine? in
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
        do { return .success(try input.applied(to: RecipeFields(name: ""))) } catch { return .failure(error) }
    }
}
