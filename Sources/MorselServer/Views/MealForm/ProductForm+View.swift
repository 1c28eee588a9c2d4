import MorselCore
import MorselData
import MorselServices

extension ProductFormPage {
    func render() -> String {
        Layout.page(context, title: "Add a product") {
            h1 { "Add a product" }
            p(.class("subtle")) { "From its label: everyone on this Morsel can then find it by its barcode or name." }
            if let errors {
                div(.class("notice notice-error"), .role("alert")) {
                    p {
                        "The product was not added. Please correct \(errors.errors.count == 1 ? "the field" : "the fields") marked below."
                    }
                }
            }
            form(.class("card product-form"), .post, .action(Route.products.path())) {
                Layout.csrfField(context)
                field("code", "Barcode", attributes: [.required, .inputmode("numeric")])
                field("name", "Name", attributes: [.required, .maxlength(200)])
                field("brands", "Brand")
                field("servingSize", "Serving, as the label says (“1 bar”, “30 g”)")
                field("servingGrams", "Grams in a serving", attributes: [.inputmode("decimal")])
                fieldset(.class("nutrition")) {
                    legend { "Per 100 g" }
                    field("calories", "Calories (kcal)", attributes: [.required, .inputmode("decimal")])
                    field("protein", "Protein (g)", attributes: [.inputmode("decimal")])
                    field("fat", "Fat (g)", attributes: [.inputmode("decimal")])
                    field("carbs", "Carbs (g)", attributes: [.inputmode("decimal")])
                }
                div(.class("actions")) {
                    button(.type("submit"), .class("button")) { "Add" }
                    a(.class("button secondary"), .href(Route.newMeal.path())) { "Cancel" }
                }
            }
        }
    }

    private func field(_ name: String, _ caption: String, attributes: [HTMLAttribute] = []) -> HTMLNode {
        formField(name, caption: caption, value: values[name] ?? "", errors: errors, attributes: attributes)
    }
}
