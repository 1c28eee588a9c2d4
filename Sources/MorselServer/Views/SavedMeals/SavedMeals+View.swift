import MorselCore
import MorselData
import MorselServices

extension SavedMealsPage {
    func render() -> String {
        Layout.page(context, title: "Saved meals") {
            h1 { "Saved meals" }
            p(.class("subtle")) {
                "A meal you eat again and again, saved once and logged from "
                a(.href(Route.today.path())) { "Today" }
                " in one tap, with every food's vitamins and minerals."
            }
            section(.class("card"), .aria("labelledby", "saved-list-heading")) {
                h2(.id("saved-list-heading")) { "Yours" }
                if meals.isEmpty {
                    p(.class("empty")) { "None yet: save one below." }
                } else {
                    ul(.class("saved-meals")) { group(meals.map(item)) }
                }
            }
            section(.class("card"), .aria("labelledby", "saved-new-heading")) {
                h2(.id("saved-new-heading")) { "Save a meal" }
                if let errors {
                    div(.class("notice notice-error"), .role("alert")) {
                        p {
                            "The meal was not saved. Please correct \(errors.errors.count == 1 ? "the field" : "the fields") marked below."
                        }
                    }
                }
                form(.post, .action(Route.savedMeals.path())) {
                    Layout.csrfField(context)
                    formField(
                        SavedMealField.name, value: values[SavedMealField.name.key] ?? "", errors: errors,
                        attributes: [
                            .required, .maxlength(MealInput.maxNameLength), .placeholder("My usual breakfast"),
                        ])
                    formField(SavedMealField.category, value: values[SavedMealField.category.key] ?? "", errors: errors)
                    formField(
                        SavedMealField.foods, value: values[SavedMealField.foods.key] ?? "", errors: errors,
                        attributes: [.rows(5), .maxlength(SavedMealInput.maxFoodsLength), .required])
                    button(.type("submit"), .class("button")) { "Save" }
                }
            }
        }
    }

    private func item(_ entry: (meal: SavedMeal, nutrition: Nutrition?)) -> HTMLNode {
        let meal = entry.meal
        return li(.class("saved-meal")) {
            div {
                strong(.class("meal-name")) { text(meal.name) }
                if !meal.category.name.isEmpty { span(.class("subtle")) { text(" · \(meal.category.name)") } }
                if let nutrition = entry.nutrition {
                    span(.class("kcal")) { text(" · \(nutrition.calories.grouped) kcal") }
                }
            }
            p(.class("subtle foods")) { text(meal.foods.split(separator: "\n").joined(separator: " · ")) }
            div(.class("actions")) {
                MealComponents.postButton(
                    "Log", action: Route.logSavedMeal.path(meal.id), context: context, style: "button small",
                    fields: [("return", Route.today.path())], about: meal.name)
                MealComponents.postButton(
                    "Delete", action: Route.deleteSavedMeal.path(meal.id), context: context,
                    style: "button small danger", about: meal.name)
            }
        }
    }
}
