import Foundation
import MorselCore
import MorselData
import MorselServices

extension TodayPage {
    func render() -> String {
        Layout.page(context, title: title) {
            section(.class("day-header")) {
                h1 { text(title) }
                if isToday { p(.class("subtle")) { text(date.longLabel) } }
                dayNavigation
            }
            if isReminderDue, let time = goals.reminderTime { reminder(time) }
            // First on the page, so a phone opens on it: most meals are logged by saying them.
            saidCard
            if let pending = checkIns.pending {
                CheckInCard.render(pending, context: context, back: Route.today.path())
            }
            totals
            section(.class("card"), .aria("labelledby", "meals-heading")) {
                h2(.id("meals-heading")) { "Meals" }
                dayMeals
                if !day.meals.isEmpty { copyForm }
            }
            frequentSection
            savedMealsSection
            quickAdd
            favoritesSection
            if journalIsEmpty { samplesOffer }
        }
    }

    /// Shown from the reminder time until something is logged (Settings turns it on or off).
    private func reminder(_ time: TimeOfDay) -> HTMLNode {
        p(.class("notice notice-warning reminder"), .role("status")) {
            text("It is past \(time.text) and nothing is logged today. ")
            a(.href("#said")) { "Log a meal" }
            text(" or ")
            a(.href(Route.newMeal.path())) { "open the full form" }
            text(".")
        }
    }

    private var dayNavigation: HTMLNode {
        nav(.class("day-nav"), .aria("label", "Days")) {
            a(.class("button secondary"), .href(Route.day.path(date.adding(days: -1).iso)), .rel("prev")) {
                span(.aria("hidden", "true")) { "← " }
                "Previous day"
            }
            form(.class("day-pick"), .method("get"), .action(Route.dayPicker.path())) {
                label(.for("pick-date"), .class("visually-hidden")) { "Go to day" }
                input(.type("date"), .id("pick-date"), .name("date"), .value(date.iso), .required)
                button(.type("submit"), .class("button secondary")) { "Go" }
            }
            a(.class("button secondary"), .href(Route.day.path(date.adding(days: 1).iso)), .rel("next")) {
                "Next day"
                span(.aria("hidden", "true")) { " →" }
            }
        }
    }

    private var totals: HTMLNode {
        section(.class("card totals"), .aria("labelledby", "totals-heading")) {
            h2(.id("totals-heading")) { "Day's totals" }
            MealComponents.nutrition(day.totals)
            ul(.class("goal-bars")) { group(progress.rows.map(goalBar)) }
            if isToday {
                p(.class("subtle target-source")) {
                    text(CheckInCard.source(goals: goals, accepted: checkIns.accepted))
                }
            }
            p(.class("subtle")) {
                a(.href(Route.nutrients.path() + "?date=\(date.iso)")) { "Vitamins, minerals and more" }
                " · "
                a(.href(Route.settings.path() + "#goals")) { "Change goals" }
            }
        }
    }

    /// "1,250 of 2,000 kcal · 750 left", with a bar that turns to the warning colour when over.
    private func goalBar(_ row: GoalProgress.Row) -> HTMLNode {
        let format: (Double) -> String = {
            row.unit == "kcal" ? Int($0.rounded()).grouped : Nutrition.format(grams: $0)
        }
        let status =
            row.isOver ? "\(format(-row.remaining)) \(row.unit) over" : "\(format(row.remaining)) \(row.unit) left"
        let summary = "\(row.nutrient): \(format(row.eaten)) of \(format(row.goal)) \(row.unit), \(status)"
        return li(.class(row.isOver ? "goal over" : "goal")) {
            div(.class("goal-text")) {
                strong { text(row.nutrient) }
                span { text(" \(format(row.eaten)) of \(format(row.goal)) \(row.unit) · \(status)") }
            }
            // An SVG rectangle rather than a styled width: the Content-Security-Policy allows no inline styles.
            element(
                "svg",
                [
                    .class("bar"), .role("img"), .aria("label", summary), .init("viewBox", "0 0 100 1"),
                    .init("preserveAspectRatio", "none"),
                ]
            ) {
                element(
                    "rect",
                    [.class("fill"), .init("width", String(Int((row.fraction * 100).rounded()))), .init("height", "1")])
            }
        }
    }

    private var dayMeals: HTMLNode {
        if day.meals.isEmpty {
            return p(.class("empty")) { "Nothing logged on this day yet." }
        }
        return ul(.class("day-meals")) {
            group(
                day.meals.map { meal in
                    li(.class("day-meal"), .data("meal-id", meal.id.uuidString)) {
                        details {
                            summary {
                                MealComponents.thumbnail(meal, size: 40)
                                span(.class("meal-name")) { text(meal.name) }
                                span(.class("meal-meta")) {
                                    text(
                                        [meal.time?.text, meal.category.name].compactMap { $0 }.filter { !$0.isEmpty }
                                            .joined(separator: " · "))
                                }
                                span(.class("kcal")) { "\(meal.nutrition.calories.grouped) kcal" }
                            }
                            MealComponents.nutrition(meal.nutrition)
                            p { a(.href(Route.meal.path(meal.id))) { "Details of \(meal.name)" } }
                        }
                    }
                })
        }
    }

    /// Copies the day, or one of its meal slots, to another day: yesterday's breakfast to today.
    private var copyForm: HTMLNode {
        let slots = Set(day.meals.map(\.category)).filter { !$0.name.isEmpty }.sorted()
        let target = isToday ? date.adding(days: 1) : todayDate
        return form(.class("copy-day"), .post, .action(Route.copyDay.path(date.iso))) {
            Layout.csrfField(context)
            div(.class("field")) {
                label(.for("copy-category")) { "Copy" }
                select(.id("copy-category"), .name("category")) {
                    option(.value("")) { "All of this day's meals" }
                    group(
                        slots.map { slot in option(.value(slot.name)) { text("This day's \(slot.name.lowercased())") } }
                    )
                }
            }
            div(.class("field")) {
                label(.for("copy-to")) { "To" }
                input(.type("date"), .id("copy-to"), .name("to"), .value(target.iso), .required)
            }
            button(.type("submit"), .class("button secondary")) { "Copy" }
        }
    }

    private var returnPath: String { isToday ? Route.today.path() : Route.day.path(date) }

    /// What this person eats most and lately, each logged again on this day in one tap.
    private var frequentSection: HTMLNode {
        guard !frequent.isEmpty else { return .empty }
        return section(.class("card"), .aria("labelledby", "frequent-heading")) {
            h2(.id("frequent-heading")) { "Eaten often lately" }
            ul(.class("favorites frequent")) {
                group(
                    frequent.map { meal in
                        li(.class("favorite")) {
                            MealComponents.thumbnail(meal, size: 32)
                            span(.class("meal-name")) { text(meal.name) }
                            span(.class("kcal")) { "\(meal.nutrition.calories.grouped) kcal" }
                            MealComponents.postButton(
                                "Log", action: Route.relog.path(meal.id), context: context, style: "button small",
                                fields: relogFields, about: meal.name)
                        }
                    })
            }
        }
    }

    /// Saved meals, each logged on this day in one tap.
    private var savedMealsSection: HTMLNode {
        section(.class("card"), .aria("labelledby", "saved-heading")) {
            h2(.id("saved-heading")) { "Saved meals" }
            if savedMeals.isEmpty {
                p(.class("empty")) {
                    "Save a meal you eat again and again (“my usual breakfast”) to log it here in one tap: "
                    a(.href(Route.savedMeals.path())) { "save one" }
                    "."
                }
            } else {
                ul(.class("favorites saved")) {
                    group(
                        savedMeals.map { saved in
                            li(.class("favorite")) {
                                span(.class("meal-name")) { text(saved.name) }
                                span(.class("subtle")) { text(saved.category.name) }
                                MealComponents.postButton(
                                    "Log", action: Route.logSavedMeal.path(saved.id), context: context,
                                    style: "button small",
                                    fields: relogFields, about: saved.name)
                            }
                        })
                }
                p(.class("subtle")) { a(.href(Route.savedMeals.path())) { "Manage saved meals" } }
            }
        }
    }

    /// Logging again from this page: now on today's, at the meal's own time on another day's.
    private var relogFields: [(String, String)] {
        [("return", returnPath)] + (isToday ? [] : [("date", date.iso)])
    }

    /// The words box: say a meal, and it is logged when every food is sure (shown here at
    /// once, to change or undo) or checked with the person first when one is not.
    private var saidCard: HTMLNode {
        section(.class("card said-card"), .aria("labelledby", "said-heading")) {
            h2(.id("said-heading")) { "Say what you ate" }
            if let justLogged { loggedInWords(justLogged) }
            form(.class("said"), .post, .action(Route.mealText.path())) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("date"), .value(date.iso))
                input(.type("hidden"), .name("return"), .value(returnPath))
                div(.class("field")) {
                    label(.for("said")) {
                        "In words (“a turkey sandwich and a medium latte”, “150 g salmon, a cup of rice”)"
                    }
                    input(
                        .type("text"), .id("said"), .name("text"), .value(said), .maxlength(MealText.maxLength),
                        .autocomplete("off"),
                        HTMLAttribute("enterkeyhint", "done"))
                }
                div(.class("field")) {
                    label(.for("said-category")) { "Category" }
                    MealFormPage.categoryInput(id: "said-category", value: "")
                }
                button(.type("submit"), .class("button")) { "Log it" }
            }
        }
    }

    /// The meal just logged in words: each food as Morsel read it, and Change or Undo right there.
    private func loggedInWords(_ meal: Meal) -> HTMLNode {
        div(.class("just-logged"), .role("status")) {
            p {
                strong { text("Logged “\(meal.name)”") }
                text(": \(meal.nutrition.calories.grouped) kcal")
            }
            ul(.class("breakdown")) {
                group(meal.details.notes.split(separator: "\n").map { line in li { text(String(line)) } })
            }
            div(.class("actions")) {
                a(.class("button small secondary"), .href(Route.editMeal.path(meal.id))) {
                    text("Change")
                    span(.class("visually-hidden")) { text(" \(meal.name)") }
                }
                // Undo deletes it and puts the words back in the box.
                MealComponents.postButton(
                    "Undo", action: Route.deleteMeal.path(meal.id), context: context, style: "button small danger",
                    fields: [
                        (
                            "return",
                            returnPath + (returnPath.contains("?") ? "&" : "?") + "said="
                                + (meal.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
                                + "#said"
                        )
                    ],
                    about: meal.name)
            }
        }
    }

    private var quickAdd: HTMLNode {
        section(.class("card"), .aria("labelledby", "quick-add-heading")) {
            h2(.id("quick-add-heading")) { "Quick add" }
            MealComponents.barcodeForm(id: "today-barcode", caption: "A packaged food's barcode", date: date.iso)
            form(.class("quick-add"), .post, .action(Route.meals.path()), .multipart) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("date"), .value(date.text))
                input(.type("hidden"), .name("return"), .value(returnPath))
                input(.type("hidden"), .name("quick"), .value("true"))
                div(.class("field")) {
                    label(.for("quick-name")) { "Name (optional)" }
                    input(
                        .type("text"), .id("quick-name"), .name("name"), .maxlength(MealInput.maxNameLength),
                        .autocomplete("off"))
                }
                div(.class("field")) {
                    label(.for("quick-category")) { "Category" }
                    MealFormPage.categoryInput(id: "quick-category", value: "")
                }
                div(.class("field")) {
                    label(.for("quick-calories")) { "Calories (kcal)" }
                    input(.type("text"), .id("quick-calories"), .name("calories"), .inputmode("numeric"))
                }
                div(.class("field")) {
                    label(.for("quick-protein")) { "Protein (g)" }
                    input(.type("text"), .id("quick-protein"), .name("protein"), .inputmode("decimal"))
                }
                div(.class("field")) {
                    label(.for("quick-fat")) { "Fat (g)" }
                    input(.type("text"), .id("quick-fat"), .name("fat"), .inputmode("decimal"))
                }
                div(.class("field")) {
                    label(.for("quick-carbs")) { "Carbs (g)" }
                    input(.type("text"), .id("quick-carbs"), .name("carbs"), .inputmode("decimal"))
                }
                div(.class("field")) {
                    label(.for("quick-time")) { "Time" }
                    input(.type("time"), .id("quick-time"), .name("time"))
                }
                button(.type("submit"), .class("button")) { "Add" }
                a(.class("button secondary"), .href(Route.newMeal.path(query: ["date": date.iso]))) { "Full form…" }
            }
        }
    }

    private var favoritesSection: HTMLNode {
        section(.class("card"), .aria("labelledby", "favorites-heading")) {
            h2(.id("favorites-heading")) { "Favourites" }
            if favorites.isEmpty {
                p(.class("empty")) { "Mark a meal as a favourite to log it again here in one tap." }
            } else {
                ul(.class("favorites")) {
                    group(
                        shownFavorites.map { meal in
                            li(.class("favorite")) {
                                MealComponents.thumbnail(meal, size: 32)
                                span(.class("meal-name")) { text(meal.name) }
                                span(.class("kcal")) { "\(meal.nutrition.calories.grouped) kcal" }
                                MealComponents.postButton(
                                    "Log again", action: Route.relog.path(meal.id), context: context,
                                    style: "button small", fields: relogFields, about: meal.name)
                            }
                        })
                }
                if hasMoreFavorites {
                    p(.class("subtle")) {
                        text("The first \(Self.favoritesShown) by name. Any meal can be logged again from ")
                        a(.href(Route.meals.path())) { "All meals" }
                        text(".")
                    }
                }
            }
        }
    }

    private var samplesOffer: HTMLNode {
        section(.class("card samples")) {
            h2 { "New here?" }
            p {
                "Add three sample meals (Caprese Salad, Chicken and Potatoes, Pasta with Meatballs) to see how Morsel looks with a few days of food."
            }
            MealComponents.postButton("Add sample meals", action: Route.samples.path(), context: context)
        }
    }
}
