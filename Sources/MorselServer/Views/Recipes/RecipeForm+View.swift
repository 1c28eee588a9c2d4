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
                group(
                    RecipeInput.fields.map { field in
                        group([
                            formField(
                                field, value: values[field.key] ?? "", errors: errors,
                                attributes: Self.attributes[field.key] ?? []),
                            field.key == RecipeField.imageURL.key ? photoField : .empty,
                            field.key == RecipeField.description.key ? ingredientsField : .empty,
                        ])
                    })
                div(.class("actions")) {
                    button(.type("submit"), .class("button"), .data("save", "")) { "Save" }
                    a(.class("button secondary"), .href(recipeID.map { Route.recipe.path($0) } ?? Route.recipes.path()))
                    { "Cancel" }
                }
            }
        }
    }

    /// What a field asks beyond its kind.
    private static let attributes: [String: [HTMLAttribute]] = [
        RecipeField.name.key: [.required, .maxlength(200)], RecipeField.yieldText.key: [.maxlength(200)],
        RecipeField.instructions.key: [.rows(10)], RecipeField.notes.key: [.rows(4)],
    ]

    private var photoField: HTMLNode {
        div(.class(fieldClass(errors, "photo"))) {
            label(.for("photo")) { "Or upload a photo" }
            input(.type("file"), .id("photo"), .name("photo"), .accept("image/jpeg,image/png,image/webp,image/gif"))
            fieldError(errors, "photo")
        }
    }

    private var ingredientsField: HTMLNode {
        let key = RecipeInput.ingredientsKey
        return div(.class(fieldClass(errors, key))) {
            label(.for(key)) { "Ingredients, one per line (“200g | spaghetti” or “2 large eggs”)" }
            textarea(.id(key), .name(key), .rows(10)) { text(values[key] ?? "") }
            fieldError(errors, key)
        }
    }
}
