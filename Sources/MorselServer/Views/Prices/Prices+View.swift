import MorselCore
import MorselData
import MorselServices

extension PricesPage {
    func render() -> String {
        Layout.page(context, title: "Food prices") {
            h1 { "Food prices" }
            p(.class("subtle")) {
                "Your household's prices cost its recipes and planned meals; an ingredient line without a price is left out of the cost, never guessed."
            }
            if let errors {
                div(.class("notice notice-error"), .role("alert")) {
                    p {
                        "The price was not saved. Please correct \(errors.errors.count == 1 ? "the field" : "the fields") marked below."
                    }
                }
            }
            priceForm
            priceList
        }
    }

    private var priceForm: HTMLNode {
        section(.class("card"), .id("set-price"), .aria("labelledby", "set-price-heading")) {
            h2(.id("set-price-heading")) { "Set a price" }
            form(.class("log-serving"), .post, .action(Route.prices.path())) {
                Layout.csrfField(context)
                textField(
                    "food", caption: "Food (name or USDA number)",
                    attributes: [.required, .autocomplete("off"), .placeholder("spaghetti, 01123…")])
                textField(
                    "price", caption: "Price (\(goals.currency))",
                    attributes: [.required, .inputmode("decimal"), .placeholder("2.50")])
                div(.class(fieldClass(errors, "unit"))) {
                    label(.for("unit")) { "Per" }
                    select(.id("unit"), .name("unit")) {
                        group(
                            FoodPrice.Unit.allCases.map { unit in
                                option(.value(unit.rawValue), .flag("selected", unit.rawValue == value("unit"))) {
                                    text(Self.caption(unit))
                                }
                            })
                    }
                    fieldError(errors, "unit")
                }
                button(.type("submit"), .class("button")) { "Save the price" }
            }
            p(.class("hint")) {
                "A name is matched to its best USDA food, named once saved; a food that has a price already gets the new one."
            }
        }
    }

    private var priceList: HTMLNode {
        section(.class("card"), .id("prices"), .aria("labelledby", "prices-heading")) {
            h2(.id("prices-heading")) { "Your household's prices" }
            if rows.isEmpty {
                p(.class("empty")) { "No prices yet." }
            } else {
                ul(.class("prices")) { group(rows.map(priceRow)) }
            }
        }
    }

    private func priceRow(_ entry: Row) -> HTMLNode {
        li(.class("price")) {
            strong { text(entry.foodName) }
            span(.class("kcal")) { text(Self.priceText(entry.price, goals: goals)) }
            MealComponents.postButton(
                "Remove", action: Route.deletePrice.path(entry.price.foodID), context: context,
                style: "button small secondary", about: entry.foodName)
        }
    }

    private func textField(_ name: String, caption: String, attributes: [HTMLAttribute]) -> HTMLNode {
        formField(name, caption: caption, value: value(name), errors: errors, attributes: attributes)
    }
}
