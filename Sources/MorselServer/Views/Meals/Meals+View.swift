import MorselCore
import MorselData
import MorselServices

extension MealsPage {
    func render() -> String {
        Layout.page(context, title: "All meals") {
            div(.class("page-heading")) {
                h1 { "All meals" }
                a(.class("button"), .href(Route.newMeal.path())) { "New meal" }
            }
            p(.class("subtle")) {
                "\(total.grouped) meal\(total == 1 ? "" : "s"), sorted by \(order.label.lowercased()). "
                a(.href(Route.settings.path() + "#sort")) { "Change the order" }
            }
            if meals.isEmpty {
                p(.class("empty")) { "No meals yet. Add one from Today or with New meal." }
            }
            group(
                groups.map { run in
                    section(.class("meal-group")) {
                        if let header = run.header { h2(.class("group-header")) { text(header) } }
                        MealComponents.list(run.meals, empty: "")
                    }
                })
            pager
        }
    }

    private var pager: HTMLNode {
        guard hasPrevious || hasNext else { return .empty }
        return nav(.class("pager"), .aria("label", "Pages")) {
            if hasPrevious {
                a(.class("button secondary"), .href(Route.meals.path(query: ["page": String(page - 1)])), .rel("prev"))
                {
                    span(.aria("hidden", "true")) { "← " }
                    "Previous page"
                }
            }
            span { "Page \(page) of \((total + pageSize - 1) / pageSize)" }
            if hasNext {
                a(.class("button secondary"), .href(Route.meals.path(query: ["page": String(page + 1)])), .rel("next"))
                {
                    "Next page"
                    span(.aria("hidden", "true")) { " →" }
                }
            }
        }
    }
}
