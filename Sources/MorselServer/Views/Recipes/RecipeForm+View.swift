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

    func render() -> String {
        Layout.page(context, title: title) {
            h1 { text(title) }
            if errors != nil {
                div(.class("notice notice-error"), .role("alert")) {
                    p { "The recipe was not saved. Please correct the fields marked below." }
                }
            }
            form(
                .class("card recipe-form"), .post,
                .action(recipeID.map { Route.editRecipe.path($0) } ?? Route.recipes.path()), .multipart,
                .data("requires-name", "")
            ) {
                Layout.csrfField(context)
                field("name", "Name", attributes: [.required, .maxlength(200)])
                field("category", "Category", attributes: [.placeholder("Breakfast, Dinner, Dessert…")])
                field("area", "Cuisine", attributes: [.placeholder("Italian, Indian…")])
                field("servings", "Servings", attributes: [.inputmode("numeric")])
                field("yieldText", "Makes (optional, as written: “24 cookies”)", attributes: [.maxlength(200)])
                field("prepMinutes", "Prep time (minutes)", attributes: [.inputmode("numeric")])
                field("cookMinutes", "Cook time (minutes)", attributes: [.inputmode("numeric")])
                field("totalMinutes", "Total time (minutes)", attributes: [.inputmode("numeric")])
                field("imageUrl", "Image web address", type: "url")
                div(.class(fieldClass(errors, "photo"))) {
                    label(.for("photo")) { "Or upload a photo" }
                    input(
                        .type("file"), .id("photo"), .name("photo"),
                        .accept("image/jpeg,image/png,image/webp,image/gif"))
                    fieldError(errors, "photo")
                }
                field("sourceUrl", "Source web address", type: "url")
                field("tags", "Tags (comma-separated)")
                longText("description", "Description", rows: 3)
                div(.class(fieldClass(errors, "ingredients"))) {
                    label(.for("ingredients")) { "Ingredients, one per line (“200g | spaghetti” or “2 large eggs”)" }
                    textarea(.id("ingredients"), .name("ingredients"), .rows(10)) { text(values["ingredients"] ?? "") }
                    fieldError(errors, "ingredients")
                }
                longText("instructions", "Method, one step per line", rows: 10)
                longText("notes", "Notes (tips, variations, storage)", rows: 4)
                div(.class("actions")) {
                    button(.type("submit"), .class("button"), .data("save", "")) { "Save" }
                    a(.class("button secondary"), .href(recipeID.map { Route.recipe.path($0) } ?? Route.recipes.path()))
                    { "Cancel" }
                }
            }
        }
    }

    private func field(_ name: String, _ caption: String, type: String = "text", attributes: [HTMLAttribute] = [])
        -> HTMLNode
    {
        formField(name, caption: caption, value: values[name] ?? "", errors: errors, type: type, attributes: attributes)
    }

    private func longText(_ name: String, _ caption: String, rows: Int) -> HTMLNode {
        div(.class(fieldClass(errors, name))) {
            label(.for(name)) { text(caption) }
            textarea(.id(name), .name(name), .rows(rows)) { text(values[name] ?? "") }
            fieldError(errors, name)
        }
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
