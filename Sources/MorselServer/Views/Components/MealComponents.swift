import MorselCore
import MorselData
import MorselServices

/// Pieces of meal markup shared by several pages.
enum MealComponents {
    /// The meal's photo, or its category's image.
    static func thumbnail(_ meal: Meal, size: Int = 48) -> HTMLNode {
        if meal.hasPhoto {
            return img(
                .class("thumb"), .src(Route.mealPhoto.path(meal.id)), .alt(""), .width(size), .height(size),
                .init("loading", "lazy"))
        }
        return categoryImage(meal.category.imageCategory, size: size)
    }

    static func categoryImage(_ category: StandardCategory, size: Int = 48) -> HTMLNode {
        img(.class("thumb"), .src(Route.asset(category.imageName)), .alt(""), .width(size), .height(size))
    }

    /// Read-only stars with a text equivalent for screen readers.
    static func stars(_ rating: Int) -> HTMLNode {
        span(.class("stars"), .role("img"), .aria("label", rating == 0 ? "Not rated" : "\(rating) of 5 stars")) {
            text(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating))
        }
    }

    /// One line in a list: image, name, kcal, date (and time), stars.
    static func row(_ meal: Meal, showDate: Bool = true) -> HTMLNode {
        li(.class("meal-row"), .data("meal-id", meal.id.uuidString)) {
            a(.class("meal-link"), .href(Route.meal.path(meal.id))) {
                thumbnail(meal)
                span(.class("meal-main")) {
                    span(.class("meal-name")) { text(meal.name) }
                    span(.class("meal-meta")) {
                        if showDate { time(.datetime(meal.date.iso)) { text(meal.date.text) } }
                        if let time = meal.time { " \(time.text)" }
                        if !meal.category.name.isEmpty { span(.class("meal-category")) { " · \(meal.category.name)" } }
                    }
                }
                span(.class("meal-side")) {
                    span(.class("kcal")) { "\(meal.nutrition.calories.grouped) kcal" }
                    stars(meal.rating)
                }
            }
        }
    }

    static func list(_ meals: [Meal], showDate: Bool = true, empty: String) -> HTMLNode {
        if meals.isEmpty { return p(.class("empty")) { text(empty) } }
        return ul(.class("meal-list")) { group(meals.map { row($0, showDate: showDate) }) }
    }

    /// Calories and the three macros as a compact grid.
    static func nutrition(_ value: Nutrition) -> HTMLNode {
        dl(.class("macros")) {
            div {
                dt { "Calories" }
                dd { "\(value.calories.grouped) kcal" }
            }
            div {
                dt { "Protein" }
                dd { "\(Nutrition.format(grams: value.protein)) g" }
            }
            div {
                dt { "Fat" }
                dd { "\(Nutrition.format(grams: value.fat)) g" }
            }
            div {
                dt { "Carbs" }
                dd { "\(Nutrition.format(grams: value.carbs)) g" }
            }
        }
    }

    /// A one-button form that POSTs to `action` (log again, favourite, delete…).
    /// `about` names what the button acts on, for screen readers, when many rows share a caption.
    static func postButton(
        _ caption: String, action: String, context: PageContext, style: String = "button",
        fields: [(String, String)] = [], about: String? = nil
    ) -> HTMLNode {
        form(.class("inline"), .post, .action(action)) {
            Layout.csrfField(context)
            group(fields.map { input(.type("hidden"), .name($0.0), .value($0.1)) })
            button(.type("submit"), .class(style)) {
                text(caption)
                if let about { span(.class("visually-hidden")) { text(" \(about)") } }
            }
        }
    }

    /// Vitamins, minerals and the rest, folded away: each known one with how many of the
    /// `items` (lines, foods, meals) knew it. Nothing when none is known.
    static func nutrientTable(_ totals: NutrientTotals, summary title: String, caption note: String, items: String)
        -> HTMLNode
    {
        let rows = Nutrient.allCases.compactMap { nutrient in totals[nutrient].map { (nutrient, $0) } }
        guard !rows.isEmpty else { return .empty }
        return details(.class("chart-data micronutrients")) {
            summary { text(title) }
            table {
                caption { text(note) }
                thead {
                    tr {
                        th(.scope("col")) { "Nutrient" }
                        th(.scope("col")) { "Amount" }
                        th(.scope("col")) { "Known for" }
                    }
                }
                tbody {
                    group(
                        rows.map { nutrient, total in
                            tr {
                                th(.scope("row")) { text(nutrient.label) }
                                td { text(nutrient.format(total.amount)) }
                                td {
                                    text(
                                        total.isComplete
                                            ? "every one of the \(items)" : "\(total.known) of \(total.of) \(items)")
                                }
                            }
                        })
                }
            }
        }
    }

    /// A barcode typed, or scanned where the browser can (the script shows Scan), looked up on
    /// the new-meal form for `date`.
    static func barcodeForm(id: String, caption: String, date: String, value: String = "") -> HTMLNode {
        form(.class("barcode-lookup"), .method("get"), .action(Route.newMeal.path()), .data("barcode-form", "")) {
            input(.type("hidden"), .name("date"), .value(date))
            div(.class("field")) {
                label(.for(id)) { text(caption) }
                input(
                    .type("text"), .id(id), .name("barcode"), .value(value), .inputmode("numeric"),
                    .autocomplete("off"),
                    .placeholder("EAN-13, EAN-8 or UPC-A digits"))
            }
            button(.type("submit"), .class("button secondary")) { "Look up" }
            // Shown by the script where the browser can read barcodes from the camera.
            button(.type("button"), .class("button secondary"), .data("scan", ""), .flag("hidden", true)) { "Scan" }
        }
    }
}
