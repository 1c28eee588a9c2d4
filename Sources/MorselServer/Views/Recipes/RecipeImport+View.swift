import MorselCore
import MorselData
import MorselServices

extension RecipeImportPage {
    func render() -> String {
        Layout.page(context, title: preview.map { "Import \($0.fields.name)" } ?? "Import a recipe from its page") {
            h1 { "Import a recipe from its page" }
            p(.class("subtle")) {
                "Paste the address of a recipe on a site that describes its recipes for search engines, as most do. "
                "Morsel reads it and works out its nutrition from USDA data; you see it here before it is saved as your own recipe."
            }
            form(.class("card"), .method("get"), .action(Route.importRecipePage.path())) {
                formField(
                    "url", caption: "Recipe address", value: url, errors: errors, type: "url",
                    attributes: [.required, .placeholder("https://…"), .autocomplete("url")])
                div(.class("actions")) {
                    button(.type("submit"), .class("button")) { "Read the page" }
                }
            }
            if let preview { self.preview(preview) }
        }
    }

    private func preview(_ outcome: RecipeURLImport.Outcome) -> HTMLNode {
        let fields = outcome.fields
        let facts = [
            outcome.siteName,
            fields.yieldText.isEmpty ? "serves \(fields.servings)" : "serves \(fields.servings) (\(fields.yieldText))",
            fields.totalMinutes.map { "\(RecipeDetailPage.duration($0)) in all" },
            fields.category.isEmpty ? nil : fields.category,
        ].compactMap { $0 }
        return section(.class("card import-preview"), .aria("labelledby", "preview-heading")) {
            h2(.id("preview-heading")) { text(fields.name) }
            p(.class("subtle")) { text(facts.joined(separator: " · ")) }
            if !outcome.page.description.isEmpty { p { text(outcome.page.description) } }
            h3 { "Ingredients" }
            if fields.lines.isEmpty {
                p(.class("empty")) { "The page lists no ingredients." }
            } else {
                ul(.class("ingredients")) {
                    group(fields.lines.map { line in li { text(line.written) } })
                }
            }
            h3 { "Method" }
            if outcome.page.steps.isEmpty {
                p(.class("empty")) { "The page gives no method." }
            } else {
                element("ol", [.class("steps")]) { group(outcome.page.steps.map { step in li { text(step.text) } }) }
            }
            form(.post, .action(Route.importRecipePage.path())) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("url"), .value(url))
                div(.class("actions")) {
                    button(.type("submit"), .class("button")) {
                        outcome.updated ? "Update my recipe from this page" : "Save as my recipe"
                    }
                }
            }
        }
    }
}
