import Foundation
import MorselCore
import MorselData
import MorselServices

extension RecipeDetailPage {
    func render() -> String {
        let fields = recipe.fields
        return Layout.page(context, title: fields.name) {
            article(.class("recipe-detail")) {
                header(.class("card recipe-header")) {
                    RecipeComponents.image(imageURL, size: 320)
                    div {
                        h1 { text(fields.name) }
                        p(.class("subtle")) { text(summaryLine) }
                        if !fields.description.isEmpty { p(.class("recipe-description")) { text(fields.description) } }
                        if !fields.tags.isEmpty { p(.class("tags")) { text(fields.tags.joined(separator: " · ")) } }
                        MealComponents.nutrition(estimate.perServing)
                        p(.class("subtle")) {
                            "Per serving, estimated from \(coveragePercent)% of the ingredient lines."
                        }
                        p(.class("subtle cost")) {
                            if let cost {
                                text(
                                    "Cost: \(goals.money(cost.perServingCents)) per serving, from prices for \(Int((cost.coverage * 100).rounded()))% of the lines."
                                )
                            } else {
                                "Cost: "
                                a(.href(Route.prices.path())) { "set your household's food prices" }
                                " to see it."
                            }
                        }
                        div(.class("actions")) {
                            MealComponents.postButton(
                                isFavorite ? "Remove from favourites" : "Add to favourites",
                                action: Route.recipeFavorite.path(recipe.id), context: context,
                                style: "button secondary", fields: [("favorite", isFavorite ? "false" : "true")])
                            if isEditable {
                                a(.class("button secondary"), .href(Route.editRecipe.path(recipe.id))) { "Edit" }
                                a(.class("button danger"), .href(Route.deleteRecipe.path(recipe.id))) { "Delete" }
                            }
                        }
                        if confirmingDelete { deleteConfirmation }
                    }
                }
                logServing
                section(.class("card"), .aria("label", "Shopping")) {
                    form(.class("inline"), .post, .action(Route.groceryRecipe.path(recipe.id))) {
                        Layout.csrfField(context)
                        label(.for("grocery-servings")) { "Servings to shop for " }
                        input(
                            .type("text"), .id("grocery-servings"), .name("servings"), .value(String(recipe.servings)),
                            .inputmode("decimal"))
                        button(.type("submit"), .class("button secondary")) { " Add to the grocery list" }
                    }
                }
                if let stated = fields.stated { statedNutrition(stated) }
                ingredients
                steps
                if !fields.notes.isEmpty {
                    section(.class("card"), .aria("labelledby", "notes-heading")) {
                        h2(.id("notes-heading")) { "Notes" }
                        group(fields.notes.split(whereSeparator: \.isNewline).map { line in p { text(String(line)) } })
                    }
                }
                if let source = fields.sourceURL {
                    p(.class("subtle")) {
                        "Source: "
                        a(.href(source), .rel("noopener nofollow")) { text(fields.siteName ?? source) }
                    }
                } else if let site = fields.siteName {
                    p(.class("subtle")) { text("Source: \(site)") }
                }
            }
        }
    }

    private var summaryLine: String {
        let fields = recipe.fields
        var parts = [fields.category, fields.area].filter { !$0.isEmpty }
        parts.append(
            fields.yieldText.isEmpty ? "serves \(fields.servings)" : "serves \(fields.servings) (\(fields.yieldText))")
        for (label, minutes) in [
            ("prep", fields.prepMinutes), ("cook", fields.cookMinutes), ("total", fields.totalMinutes),
        ] {
            if let minutes { parts.append("\(label) \(Self.duration(minutes))") }
        }
        return parts.joined(separator: " · ")
    }

    /// "45 min", "1 h 30 min".
    static func duration(_ minutes: Int) -> String {
        minutes < 60
            ? "\(minutes) min" : minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// The source's own figures per serving beside Morsel's, with the difference.
    private func statedNutrition(_ stated: StatedNutrition) -> HTMLNode {
        let computed: [String: Double] = [
            "calories": Double(estimate.perServing.calories), "proteinContent": estimate.perServing.protein,
            "fatContent": estimate.perServing.fat, "carbohydrateContent": estimate.perServing.carbs,
        ]
        let rows = StatedNutrition.shown.filter { stated.values[$0.key] != nil }
        return section(.class("card"), .id("stated-nutrition"), .aria("labelledby", "stated-heading")) {
            h2(.id("stated-heading")) { "Stated by the source" }
            table(.class("stated")) {
                caption(.class("subtle")) {
                    text(
                        "Per serving\(stated.values["servingSize"].map { " (\($0))" } ?? ""): the source's figures beside Morsel's, worked out from the ingredients."
                    )
                }
                thead {
                    tr {
                        th(.scope("col")) { "Nutrient" }
                        th(.scope("col")) { "Stated" }
                        th(.scope("col")) { "Morsel" }
                        th(.scope("col")) { "Difference" }
                    }
                }
                tbody {
                    group(
                        rows.map { row in
                            let ours = computed[row.key]
                            let theirs = stated.number(row.key)
                            return tr {
                                th(.scope("row")) { text(row.label) }
                                td { text(stated.values[row.key] ?? "") }
                                td { text(ours.map { Self.figure($0, row.unit) } ?? "—") }
                                td {
                                    text(
                                        ours.flatMap { ours in
                                            theirs.map { Self.difference(ours - $0, of: $0, row.unit) }
                                        } ?? "—")
                                }
                            }
                        })
                }
            }
        }
    }

    static func figure(_ value: Double, _ unit: String) -> String {
        unit == "kcal" ? "\(Int(value.rounded()).grouped) kcal" : "\(Nutrition.format(grams: value)) \(unit)"
    }

    /// "+60 kcal (+15%)", "−2 g (−10%)", "same".
    static func difference(_ delta: Double, of stated: Double, _ unit: String) -> String {
        let rounded = unit == "kcal" ? delta.rounded() : (delta * 10).rounded() / 10
        guard rounded != 0 else { return "same" }
        let sign = rounded > 0 ? "+" : "−"
        let share = (abs(delta) / stated * 100).sensibleInt.map { " (\(sign)\($0)%)" } ?? ""
        return "\(sign)\(figure(abs(rounded), unit))\(share)"
    }

    private var logServing: HTMLNode {
        section(.class("card"), .id("log"), .aria("labelledby", "log-heading")) {
            h2(.id("log-heading")) { "Log a serving" }
            form(.class("log-serving"), .post, .action(Route.logRecipe.path(recipe.id))) {
                Layout.csrfField(context)
                div(.class("field")) {
                    label(.for("servings")) { "Servings eaten" }
                    input(.type("text"), .id("servings"), .name("servings"), .value("1"), .inputmode("decimal"))
                    fieldError(errors, "servings")
                }
                div(.class("field")) {
                    label(.for("log-date")) { "Date (dd/mm/yyyy)" }
                    input(.type("text"), .id("log-date"), .name("date"), .value(today.text), .data("date-field", ""))
                }
                div(.class("field")) {
                    label(.for("log-time")) { "Time" }
                    input(.type("time"), .id("log-time"), .name("time"))
                }
                div(.class("field")) {
                    label(.for("log-category")) { "Category" }
                    MealFormPage.categoryInput(
                        id: "log-category",
                        value: MealCategory(recipe.fields.category).isStandard ? recipe.fields.category : "")
                }
                button(.type("submit"), .class("button")) { "Log it" }
            }
        }
    }

    private var ingredients: HTMLNode {
        section(.class("card"), .id("ingredients"), .aria("labelledby", "ingredients-heading")) {
            h2(.id("ingredients-heading")) { "Ingredients and nutrition" }
            ul(.class("ingredient-lines")) {
                group(estimate.lines.enumerated().map { position, line in ingredientLine(position, line) })
            }
            p(.class("subtle")) {
                "Whole recipe: \(estimate.total.calories.grouped) kcal, protein \(Nutrition.format(grams: estimate.total.protein)) g, fat \(Nutrition.format(grams: estimate.total.fat)) g, carbs \(Nutrition.format(grams: estimate.total.carbs)) g. Nutrient figures: \(estimate.credit)."
            }
            micronutrients
        }
    }

    /// Vitamins, minerals and the rest per serving, folded away; a figure not every line knew says so.
    private var micronutrients: HTMLNode {
        MealComponents.nutrientTable(
            estimate.nutrientsPerServing, summary: "Vitamins, minerals and more, per serving",
            caption: "Per serving, from the ingredient lines whose food USDA describes.", items: "lines")
    }

    private func ingredientLine(_ position: Int, _ line: NutritionEstimate.Line) -> HTMLNode {
        if line.status == .heading {
            return li(.class("ingredient-heading")) {
                strong { text(line.name.trimmingCharacters(in: CharacterSet(charactersIn: ": "))) }
            }
        }
        return li(.class("ingredient-line status-\(line.status.rawValue)")) {
            div(.class("ingredient-main")) {
                if position < recipe.lines.count, let written = recipe.lines[position].text {
                    span(.class("written")) { text(written) }
                } else {
                    span(.class("measure")) { text(line.measure) }
                    " "
                    strong { text(line.name) }
                }
                span(.class("kcal")) {
                    text(line.status == .resolved ? "\(line.nutrition.calories.grouped) kcal" : "—")
                }
            }
            div(.class("working subtle")) {
                switch line.status {
                case .resolved:
                    text("\(line.food!.name) · \(Nutrition.format(grams: line.grams ?? 0)) g · \(line.note)")
                case .unquantified: text("\(line.food!.name) · not counted: \(line.note)")
                case .unmatched: text("No matching food: not counted")
                case .heading: text("")
                }
            }
            if isEditable {
                details(.class("correct")) {
                    summary { "Correct this line" }
                    form(.post, .action(Route.recipeLine.path(recipe.id.uuidString, String(position)))) {
                        Layout.csrfField(context)
                        div(.class("field")) {
                            label(.for("food-\(position)")) { "Food (search words or USDA number)" }
                            input(.type("text"), .id("food-\(position)"), .name("food"), .value(line.food?.id ?? ""))
                        }
                        div(.class("field")) {
                            label(.for("grams-\(position)")) { "Grams" }
                            input(
                                .type("text"), .id("grams-\(position)"), .name("grams"), .inputmode("decimal"),
                                .value(line.grams.map { Nutrition.format(grams: $0) } ?? ""))
                        }
                        button(.type("submit"), .class("button small")) { "Save line" }
                    }
                }
            }
        }
    }

    private var steps: HTMLNode {
        section(.class("card"), .aria("labelledby", "steps-heading")) {
            h2(.id("steps-heading")) { "Method" }
            if recipe.steps.isEmpty {
                p(.class("empty")) { "No method written yet." }
            } else {
                element("ol", [.class("steps")]) { group(recipe.steps.map { step in li { text(step) } }) }
            }
        }
    }

    private var deleteConfirmation: HTMLNode {
        section(.class("confirm"), .aria("labelledby", "confirm-heading")) {
            h2(.id("confirm-heading")) { "Delete \(recipe.name)?" }
            p {
                "This removes the recipe from the catalog for everyone. Meals already logged from it stay in journals."
            }
            div(.class("actions")) {
                MealComponents.postButton(
                    "Delete", action: Route.deleteRecipe.path(recipe.id), context: context, style: "button danger")
                a(.class("button secondary"), .href(Route.recipe.path(recipe.id))) { "Cancel" }
            }
        }
    }
}
