import MorselCore
import MorselData
import MorselServices

/// "Log from a food" on the new-meal form: search the USDA table and the packaged foods, or
/// type or scan a barcode; pick a food and an amount, and the form's nutrition is filled in
/// (and still editable).
struct FoodPicker: Sendable {
    var query = ""
    var barcode = ""
    var results: [Food] = []
    var amount = "100 g"
    /// What was filled in, or why it could not be.
    var message: PageContext.Notice?
    /// A barcode no product here has: offered to be added by hand.
    var unknownBarcode: String?

    func render(date: String) -> HTMLNode {
        details(.class("card food-picker"), .flag("open", !query.isEmpty || !barcode.isEmpty || message != nil)) {
            summary { "Fill in from a food (USDA) or a barcode" }
            form(.method("get"), .action(Route.newMeal.path()), .role("search")) {
                input(.type("hidden"), .name("date"), .value(date))
                div(.class("field")) {
                    label(.for("foodq")) { "Food" }
                    input(
                        .type("search"), .id("foodq"), .name("foodq"), .value(query),
                        .placeholder("chicken breast, banana…"))
                }
                button(.type("submit"), .class("button secondary")) { "Find" }
            }
            MealComponents.barcodeForm(id: "barcode", caption: "Barcode", date: date, value: barcode)
            if let message {
                p(.class("notice notice-\(message.kind.rawValue)"), .role("status")) { text(message.text) }
            }
            if let unknownBarcode {
                p {
                    a(.href(Route.newProduct.path(query: ["code": unknownBarcode]))) {
                        "Add product \(unknownBarcode) from its label"
                    }
                }
            }
            if !query.isEmpty && results.isEmpty { p(.class("empty")) { "No food matches “\(query)”." } }
            if !results.isEmpty {
                form(.method("get"), .action(Route.newMeal.path())) {
                    input(.type("hidden"), .name("date"), .value(date))
                    input(.type("hidden"), .name("foodq"), .value(query))
                    if !barcode.isEmpty { input(.type("hidden"), .name("barcode"), .value(barcode)) }
                    fieldset {
                        legend { "Choose a food" }
                        group(
                            results.enumerated().map { position, food in
                                label(.class("check food-choice")) {
                                    input(
                                        .type("radio"), .name("food"), .value(food.id), .flag("checked", position == 0))
                                    " \(food.name) "
                                    small {
                                        "(\(food.source.label), \(Int(food.per100g.calories.rounded())) kcal per 100 g)"
                                    }
                                }
                            })
                    }
                    div(.class("field")) {
                        label(.for("amount")) { "Amount (“150 g”, “1 cup”, “2 large”, “1 serving”)" }
                        input(.type("text"), .id("amount"), .name("amount"), .value(amount))
                    }
                    button(.type("submit"), .class("button")) { "Fill in the form" }
                }
                p(.class("subtle")) {
                    text("Figures: \(FoodSource.credits(results)).")
                }
            }
        }
    }
}
