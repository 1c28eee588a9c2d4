import MorselCore
import MorselData
import MorselServices

extension MealDetailPage {
    func render() -> String {
        let id = meal.id.uuidString
        return Layout.page(context, title: meal.name) {
            article(.class("meal-detail card"), .data("meal-id", id)) {
                if meal.hasPhoto {
                    img(.class("photo"), .src(Route.mealPhoto.path(id)), .alt("Photo of \(meal.name)"))
                } else {
                    MealComponents.categoryImage(meal.category.imageCategory, size: 96)
                }
                h1 { text(meal.name) }
                MealComponents.stars(meal.rating)
                dl(.class("attributes")) {
                    div {
                        dt { "Category" }
                        dd { text(meal.category.name.isEmpty ? "None" : meal.category.name) }
                    }
                    div {
                        dt { "Date" }
                        dd { a(.href(Route.day.path(meal.date))) { text(meal.date.text) } }
                    }
                    div {
                        dt { "Time" }
                        dd { text(meal.time?.text ?? "Not set") }
                    }
                    if !meal.details.place.isEmpty {
                        div {
                            dt { text(MealField.place.label) }
                            dd { text(meal.details.place) }
                        }
                    }
                    div {
                        dt { "Favourite" }
                        dd { text(meal.isFavorite ? "Yes" : "No") }
                    }
                    if let source = meal.details.source {
                        div {
                            dt { "Figures" }
                            dd { text(source) }
                        }
                    }
                }
                MealComponents.nutrition(meal.nutrition)
                if let nutrients = meal.details.nutrients {
                    // A meal that keeps its source shows it above, under Figures; one logged before
                    // meals kept it came from the USDA tables or a label.
                    let from = meal.details.source == nil ? ": \(FoodSource.usdaCredit), or the label" : ""
                    MealComponents.nutrientTable(
                        nutrients, summary: "Vitamins, minerals and more",
                        caption: "From the foods whose figures are known\(from).", items: "foods")
                }
                if !meal.details.notes.isEmpty {
                    h2 { "Notes" }
                    p(.class("notes")) { text(meal.details.notes) }
                }
                if confirmingDelete {
                    deleteConfirmation
                } else {
                    actions
                    copyForm
                }
            }
        }
    }

    private var actions: HTMLNode {
        let id = meal.id.uuidString
        return div(.class("actions")) {
            a(.class("button"), .href(Route.editMeal.path(id))) { "Edit" }
            MealComponents.postButton(
                "Log again", action: Route.relog.path(id), context: context, style: "button secondary")
            MealComponents.postButton(
                meal.isFavorite ? "Remove from favourites" : "Add to favourites",
                action: Route.favorite.path(id), context: context, style: "button secondary",
                fields: [("favorite", meal.isFavorite ? "false" : "true")])
            a(.class("button danger"), .href(Route.deleteMeal.path(id))) { "Delete" }
        }
    }

    /// The same meal on another day, at its own time: yesterday's lunch again today.
    private var copyForm: HTMLNode {
        form(.class("copy-meal"), .post, .action(Route.relog.path(meal.id))) {
            Layout.csrfField(context)
            div(.class("field")) {
                label(.for("copy-date")) { "Log it again on" }
                input(.type("date"), .id("copy-date"), .name("date"), .value(meal.date.adding(days: 1).iso), .required)
            }
            button(.type("submit"), .class("button secondary")) { "Copy" }
        }
    }

    private var deleteConfirmation: HTMLNode {
        section(.class("confirm"), .aria("labelledby", "confirm-heading")) {
            h2(.id("confirm-heading")) { "Delete \(meal.name)?" }
            p { "This removes the meal and its photo from every view. It cannot be undone." }
            div(.class("actions")) {
                MealComponents.postButton(
                    "Delete", action: Route.deleteMeal.path(meal.id), context: context, style: "button danger")
                a(.class("button secondary"), .href(Route.meal.path(meal.id))) { "Cancel" }
            }
        }
    }
}
