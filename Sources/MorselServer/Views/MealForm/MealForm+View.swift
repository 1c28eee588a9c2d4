import MorselCore
import MorselData
import MorselServices

extension MealFormPage {
    func render() -> String {
        Layout.page(context, title: title) {
            h1 { text(title) }
            if let errors {
                div(.class("notice notice-error"), .role("alert")) {
                    p {
                        "The meal was not saved. Please correct \(errors.errors.count == 1 ? "the field" : "the fields") marked below."
                    }
                }
            }
            if !frequent.isEmpty { frequentList }
            if let foodPicker { foodPicker.render(date: value(.date)) }
            form(.class("meal-form card"), .post, .action(action), .multipart, .data("requires-name", "")) {
                Layout.csrfField(context)
                if !value("food").isEmpty {
                    input(.type("hidden"), .name("food"), .value(value("food")))
                    input(.type("hidden"), .name("amount"), .value(value("amount")))
                }
                textField(.name, attributes: [.required, .maxlength(MealInput.maxNameLength)])
                textField(.category)
                fieldset(.class("nutrition")) {
                    legend { "Nutrition" }
                    textField(.calories)
                    textField(.protein)
                    textField(.fat)
                    textField(.carbs)
                }
                textField(.date)
                textField(.time)
                textField(
                    .place,
                    attributes: [.maxlength(MealInput.maxPlaceLength), .placeholder("home, work, a restaurant")])
                ratingField
                div(.class(fieldClass(errors, "photo"))) {
                    label(.for("photo")) { "Photo" }
                    input(
                        .type("file"), .id("photo"), .name("photo"),
                        .accept("image/jpeg,image/png,image/webp,image/gif"))
                    if case .edit(let meal) = mode, meal.hasPhoto {
                        p(.class("hint")) { "Choosing a new photo replaces the current one." }
                        label(.class("check")) {
                            input(
                                .type("checkbox"), .name("removePhoto"), .value("true"),
                                .flag("checked", value("removePhoto") == "true"))
                            " Remove the current photo"
                        }
                    }
                    fieldError(errors, "photo")
                }
                textField(.notes, attributes: [.maxlength(MealInput.maxNotesLength)])
                div(.class("actions")) {
                    button(.type("submit"), .class("button"), .data("save", "")) { "Save" }
                    a(.class("button secondary"), .href(cancelHref)) { "Cancel" }
                }
            }
        }
    }

    /// One tap logs a meal eaten often on this form's date, at its own time.
    private var frequentList: HTMLNode {
        let date = MealDate.parse(value(.date))
        return section(.class("card"), .aria("labelledby", "form-frequent-heading")) {
            h2(.id("form-frequent-heading")) { "Eaten often lately" }
            ul(.class("favorites frequent")) {
                group(
                    frequent.map { meal in
                        li(.class("favorite")) {
                            span(.class("meal-name")) { text(meal.name) }
                            span(.class("kcal")) { "\(meal.nutrition.calories.grouped) kcal" }
                            MealComponents.postButton(
                                "Log", action: Route.relog.path(meal.id), context: context, style: "button small",
                                fields: [
                                    ("date", date.usedFallback ? "" : date.date.iso),
                                    ("return", Route.day.path(date.date.iso)),
                                ],
                                about: meal.name)
                        }
                    })
            }
        }
    }

    private func textField(_ field: MealField, attributes: [HTMLAttribute] = []) -> HTMLNode {
        formField(field, value: value(field), errors: errors, attributes: attributes)
    }

    /// Radio buttons 0–5 that work without JavaScript; the script turns them into clickable
    /// stars where clicking the current star clears the rating.
    private var ratingField: HTMLNode {
        let current = Int(value(.rating)) ?? 0
        return fieldset(
            .class(errors?.message(for: MealField.rating.key) == nil ? "rating" : "rating has-error"),
            .data("stars", "")
        ) {
            legend { "Rating" }
            group(
                (0...5).map { stars in
                    label(.class("rating-option")) {
                        voidElement(
                            "input",
                            [
                                .type("radio"), .name(MealField.rating.key), .value(String(stars)),
                                .flag("checked", stars == current),
                            ])
                        if stars == 0 {
                            span { "No rating" }
                        } else {
                            span(.aria("hidden", "true")) { text(String(repeating: "★", count: stars)) }
                            span(.class("visually-hidden")) { text("\(stars) star\(stars == 1 ? "" : "s")") }
                        }
                    }
                })
            fieldError(errors, MealField.rating.key)
        }
    }

    /// A text box with the four standard categories suggested; any other text is allowed.
    static func categoryInput(id: String, value: String) -> HTMLNode {
        group([
            input(
                .type("text"), .id(id), .name("category"), .value(value), .list("\(id)-options"), .autocomplete("off"),
                .placeholder("Breakfast, Lunch, Dinner, Snack or your own")),
            datalist(.id("\(id)-options")) {
                group(
                    StandardCategory.allCases.map { category in
                        option(.value(category.rawValue)) { text(category.rawValue) }
                    })
            },
        ])
    }
}
