import MorselCore

extension TodayPage {
    func render() -> String {
        Layout.page(context, title: title) {
            section(.class("day-header")) {
                h1 { text(title) }
                if isToday { p(.class("subtle")) { text(date.longLabel) } }
                dayNavigation
            }
            if isReminderDue, let time = goals.reminderTime { reminder(time) }
            totals
            section(.class("card"), .aria("labelledby", "meals-heading")) {
                h2(.id("meals-heading")) { "Meals" }
                dayMeals
            }
            quickAdd
            favoritesSection
            if journalIsEmpty { samplesOffer }
        }
    }

    /// Shown from the reminder time until something is logged (Settings turns it on or off).
    private func reminder(_ time: TimeOfDay) -> HTMLNode {
        p(.class("notice notice-warning reminder"), .role("status")) {
            text("It is past \(time.text) and nothing is logged today. ")
            a(.href("#quick-name")) { "Log a meal" }
            text(" or ")
            a(.href(Route.newMeal.path())) { "open the full form" }
            text(".")
        }
    }

    private var dayNavigation: HTMLNode {
        nav(.class("day-nav"), .aria("label", "Days")) {
            a(.class("button secondary"), .href(Route.day.path(date.adding(days: -1).iso)), .rel("prev")) { span(.aria("hidden", "true")) { "← " }; "Previous day" }
            form(.class("day-pick"), .method("get"), .action(Route.dayPicker.path())) {
                label(.for("pick-date"), .class("visually-hidden")) { "Go to day" }
                input(.type("date"), .id("pick-date"), .name("date"), .value(date.iso), .required)
                button(.type("submit"), .class("button secondary")) { "Go" }
            }
            a(.class("button secondary"), .href(Route.day.path(date.adding(days: 1).iso)), .rel("next")) { "Next day"; span(.aria("hidden", "true")) { " →" } }
        }
    }

    private var totals: HTMLNode {
        section(.class("card totals"), .aria("labelledby", "totals-heading")) {
            h2(.id("totals-heading")) { "Day's totals" }
            MealComponents.nutrition(day.totals)
            ul(.class("goal-bars")) { group(progress.rows.map(goalBar)) }
            p(.class("subtle")) {
                a(.href(Route.nutrients.path() + "?date=\(date.iso)")) { "Vitamins, minerals and more" }
                " · "
                a(.href(Route.settings.path() + "#goals")) { "Change goals" }
            }
        }
    }

    /// "1,250 of 2,000 kcal · 750 left", with a bar that turns to the warning colour when over.
    private func goalBar(_ row: GoalProgress.Row) -> HTMLNode {
        let format: (Double) -> String = { row.unit == "kcal" ? Int($0.rounded()).grouped : Nutrition.format(grams: $0) }
        let status = row.isOver ? "\(format(-row.remaining)) \(row.unit) over" : "\(format(row.remaining)) \(row.unit) left"
        let summary = "\(row.nutrient): \(format(row.eaten)) of \(format(row.goal)) \(row.unit), \(status)"
        return li(.class(row.isOver ? "goal over" : "goal")) {
            div(.class("goal-text")) {
                strong { text(row.nutrient) }
                span { text(" \(format(row.eaten)) of \(format(row.goal)) \(row.unit) · \(status)") }
            }
            // An SVG rectangle rather than a styled width: the Content-Security-Policy allows no inline styles.
            element("svg", [.class("bar"), .role("img"), .aria("label", summary), .init("viewBox", "0 0 100 1"),
                            .init("preserveAspectRatio", "none")]) {
                element("rect", [.class("fill"), .init("width", String(Int((row.fraction * 100).rounded()))), .init("height", "1")])
            }
        }
    }

    private var dayMeals: HTMLNode {
        if day.meals.isEmpty {
            return p(.class("empty")) { "Nothing logged on this day yet." }
        }
        return ul(.class("day-meals")) {
            group(day.meals.map { meal in
                li(.class("day-meal"), .data("meal-id", meal.id.uuidString)) {
                    details {
                        summary {
                            MealComponents.thumbnail(meal, size: 40)
                            span(.class("meal-name")) { text(meal.name) }
                            span(.class("meal-meta")) { text([meal.time?.text, meal.category.name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")) }
                            span(.class("kcal")) { "\(meal.nutrition.calories.grouped) kcal" }
                        }
                        MealComponents.nutrition(meal.nutrition)
                        p { a(.href(Route.meal.path(meal.id))) { "Details of \(meal.name)" } }
                    }
                }
            })
        }
    }

    private var quickAdd: HTMLNode {
        section(.class("card"), .aria("labelledby", "quick-add-heading")) {
            h2(.id("quick-add-heading")) { "Quick add" }
            form(.class("quick-add"), .post, .action(Route.meals.path()), .multipart, .data("requires-name", "")) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("date"), .value(date.text))
                input(.type("hidden"), .name("return"), .value(isToday ? Route.today.path() : Route.day.path(date)))
                div(.class("field")) {
                    label(.for("quick-name")) { "Name" }
                    input(.type("text"), .id("quick-name"), .name("name"), .required, .maxlength(MealInput.maxNameLength), .autocomplete("off"))
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
                    group(shownFavorites.map { meal in
                        li(.class("favorite")) {
                            MealComponents.thumbnail(meal, size: 32)
                            span(.class("meal-name")) { text(meal.name) }
                            span(.class("kcal")) { "\(meal.nutrition.calories.grouped) kcal" }
                            MealComponents.postButton("Log again", action: Route.relog.path(meal.id), context: context,
                                                      style: "button small", fields: [("return", isToday ? Route.today.path() : Route.day.path(date))],
                                                      about: meal.name)
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
            p { "Add three sample meals (Caprese Salad, Chicken and Potatoes, Pasta with Meatballs) to see how Morsel looks with a few days of food." }
            MealComponents.postButton("Add sample meals", action: Route.samples.path(), context: context)
        }
    }
}
