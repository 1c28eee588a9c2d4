import MorselCore
import MorselData
import MorselServices

extension PlanPage {
    func render() -> String {
        Layout.page(context, title: "Plan") {
            div(.class("page-heading")) {
                h1 { "Week \(plan.week.week), \(plan.week.monday.text) to \(plan.week.sunday.text)" }
            }
            nav(.class("day-nav"), .aria("label", "Weeks")) {
                a(.class("button secondary"), .href(Route.plan(week: plan.week.adding(weeks: -1))), .rel("prev")) {
                    "Previous week"
                }
                a(.class("button secondary"), .href(Route.plan(week: plan.week.adding(weeks: 1))), .rel("next")) {
                    "Next week"
                }
            }
            section(
                .class(plan.isOverBudget ? "card week-totals over" : "card week-totals"),
                .aria("labelledby", "week-heading")
            ) {
                h2(.id("week-heading")) { "This week" }
                p {
                    text(
                        "\(plan.calories.grouped) kcal planned · \(plan.goals.money(plan.costCents)) of \(plan.goals.money(plan.goals.weeklyBudgetCents)) budget"
                    )
                }
                p(.class(plan.isOverBudget ? "status over" : "status")) {
                    text(
                        plan.isOverBudget
                            ? "Over budget by \(plan.goals.money(-plan.budgetLeftCents))"
                            : "\(plan.goals.money(plan.budgetLeftCents)) left to spend")
                }
                p(.class("subtle")) {
                    "Planned recipes are costed from "
                    a(.href(Route.prices.path())) { "your household's food prices" }
                    "."
                }
                if plan.days.contains(where: { !$0.entries.isEmpty }) {
                    MealComponents.postButton(
                        "Add the week to the grocery list", action: Route.groceryPlan.path(), context: context,
                        style: "button secondary", fields: [("week", plan.week.description)])
                }
            }
            addForm
            group(plan.days.map(dayCard))
            form(.class("inline"), .post, .action(Route.clearPlan.path())) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("week"), .value(plan.week.description))
                button(.type("submit"), .class("button danger")) { "Clear the week" }
            }
        }
    }

    private func dayCard(_ day: WeekPlan.Day) -> HTMLNode {
        section(
            .class(day.isOverGoal ? "card plan-day over" : "card plan-day"), .aria("labelledby", "day-\(day.date.iso)")
        ) {
            h2(.id("day-\(day.date.iso)")) {
                text(plan.header(for: day))
                if day.isOverGoal { span(.class("badge over")) { " over goal" } }
            }
            if day.entries.isEmpty {
                p(.class("empty")) { "Nothing planned." }
            } else {
                ul(.class("plan-entries")) { group(day.entries.map { entry in entryRow(entry) }) }
                form(.class("inline"), .post, .action(Route.clearPlan.path())) {
                    Layout.csrfField(context)
                    input(.type("hidden"), .name("date"), .value(day.date.iso))
                    input(.type("hidden"), .name("week"), .value(plan.week.description))
                    button(.type("submit"), .class("button small secondary")) { "Clear \(day.weekday)" }
                }
            }
        }
    }

    private func entryRow(_ entry: PlanEntry) -> HTMLNode {
        let id = entry.id.uuidString
        return li(.class("plan-entry")) {
            div(.class("ingredient-main")) {
                if let slot = entry.slot {
                    span(.class("measure")) { text(slot.rawValue) }
                    " "
                }
                if let recipeID = entry.recipeID {
                    a(.href(Route.recipe.path(recipeID))) { text(entry.name) }
                } else {
                    strong { text(entry.name) }
                }
                span(.class("kcal")) {
                    text(
                        "\(entry.calories.grouped) kcal" + (entry.costCents.map { " · \(plan.goals.money($0))" } ?? ""))
                }
            }
            if entry.recipeID != nil {
                p(.class("subtle")) { text("\(Nutrition.format(grams: entry.servings)) servings") }
            }
            div(.class("actions")) {
                MealComponents.postButton(
                    "Log it", action: Route.logPlanEntry.path(id), context: context, style: "button small",
                    about: entry.name)
                form(.class("inline"), .post, .action(Route.movePlanEntry.path(id))) {
                    Layout.csrfField(context)
                    label(.for("move-\(id)"), .class("visually-hidden")) { "Move \(entry.name) to" }
                    select(.id("move-\(id)"), .name("date")) {
                        group(
                            plan.days.map { day in
                                option(.value(day.date.iso), .flag("selected", day.date == entry.date)) {
                                    text(day.weekday)
                                }
                            })
                    }
                    button(.type("submit"), .class("button small secondary")) { "Move" }
                }
                MealComponents.postButton(
                    "Remove", action: Route.deletePlanEntry.path(id), context: context, style: "button small danger",
                    about: entry.name)
            }
        }
    }

    private var addForm: HTMLNode {
        section(.class("card"), .aria("labelledby", "add-heading")) {
            h2(.id("add-heading")) { "Plan something" }
            form(.class("log-serving"), .post, .action(Route.planEntries.path())) {
                Layout.csrfField(context)
                div(.class("field")) {
                    label(.for("plan-date")) { "Day" }
                    select(.id("plan-date"), .name("date")) {
                        group(plan.days.map { day in option(.value(day.date.iso)) { text(day.weekday) } })
                    }
                }
                div(.class("field")) {
                    label(.for("plan-slot")) { "Meal" }
                    select(.id("plan-slot"), .name("slot")) {
                        option(.value("")) { "Any time" }
                        group(
                            StandardCategory.allCases.map { slot in
                                option(.value(slot.rawValue)) { text(slot.rawValue) }
                            })
                    }
                }
                div(.class("field")) {
                    label(.for("plan-recipe")) { "Recipe" }
                    select(.id("plan-recipe"), .name("recipe")) {
                        option(.value("")) { "None: a custom item" }
                        group(recipes.map { recipe in option(.value(recipe.id.uuidString)) { text(recipe.name) } })
                    }
                }
                div(.class("field")) {
                    label(.for("plan-servings")) { "Servings (recipe)" }
                    input(.type("text"), .id("plan-servings"), .name("servings"), .value("1"), .inputmode("decimal"))
                }
                div(.class("field")) {
                    label(.for("plan-name")) { "Or a custom item's name" }
                    input(.type("text"), .id("plan-name"), .name("name"))
                }
                div(.class("field")) {
                    label(.for("plan-calories")) { "Its calories (kcal)" }
                    input(.type("text"), .id("plan-calories"), .name("calories"), .inputmode("numeric"))
                }
                div(.class("field")) {
                    label(.for("plan-cost")) { "Its cost (\(plan.goals.currency))" }
                    input(.type("text"), .id("plan-cost"), .name("cost"), .inputmode("decimal"))
                }
                button(.type("submit"), .class("button")) { "Add to the plan" }
            }
        }
    }
}
