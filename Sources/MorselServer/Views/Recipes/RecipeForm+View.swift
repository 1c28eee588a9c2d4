import MorselCore
import MorselData
import MorselServices

extension RecipeFormPage {
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
}
