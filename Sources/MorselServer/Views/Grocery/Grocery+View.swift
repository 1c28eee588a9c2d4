import MorselCore
import MorselData
import MorselServices

extension GroceryPage {
    func render() -> String {
        Layout.page(context, title: "Grocery list") {
            h1 { "Grocery list" }
            section(.class("card"), .aria("labelledby", "add-heading")) {
                h2(.id("add-heading")) { "Add" }
                form(.class("log-serving"), .post, .action(Route.grocery.path())) {
                    Layout.csrfField(context)
                    div(.class("field")) {
                        label(.for("grocery-name")) { "Item" }
                        input(.type("text"), .id("grocery-name"), .name("name"), .required)
                    }
                    div(.class("field")) {
                        label(.for("grocery-measure")) { "Amount (optional)" }
                        input(.type("text"), .id("grocery-measure"), .name("measure"), .placeholder("2 pints, 500g…"))
                    }
                    button(.type("submit"), .class("button")) { "Add item" }
                }
                MealComponents.postButton(
                    "Add this week's plan (\(week))", action: Route.groceryPlan.path(), context: context,
                    style: "button secondary", fields: [("week", week.description)])
            }
            if items.isEmpty {
                p(.class("empty")) { "The list is empty. Add items, a recipe from its page, or this week's plan." }
            }
            group(
                groups.map { aisle in
                    section(.class("card grocery-group"), .aria("label", aisle.name)) {
                        h2 { text(aisle.name) }
                        ul(.class("grocery-items")) { group(aisle.items.map(row)) }
                    }
                })
            if !items.isEmpty {
                div(.class("actions")) {
                    MealComponents.postButton(
                        "Clear bought items", action: Route.clearGrocery.path(), context: context,
                        style: "button secondary", fields: [("done", "true")])
                    MealComponents.postButton(
                        "Clear the list", action: Route.clearGrocery.path(), context: context, style: "button danger")
                }
            }
        }
    }

    private func row(_ entry: GroceryListItem) -> HTMLNode {
        let item = entry.item
        return li(.class(item.done ? "grocery-item done" : "grocery-item")) {
            form(.class("grocery-check"), .post, .action(Route.groceryItem.path(entry.id))) {
                Layout.csrfField(context)
                input(.type("hidden"), .name("done"), .value(item.done ? "false" : "true"))
                button(.type("submit"), .class("check-button"), .aria("pressed", item.done ? "true" : "false")) {
                    span(.class("box"), .aria("hidden", "true")) { text(item.done ? "☑" : "☐") }
                    span(.class("grocery-text")) {
                        strong { text(item.name) }
                        if !item.display.isEmpty {
                            " "
                            span(.class("amount")) { text(item.display) }
                        }
                    }
                }
            }
            if !item.sources.isEmpty {
                p(.class("subtle sources")) { text("For " + item.sources.joined(separator: ", ")) }
            }
            MealComponents.postButton(
                "Remove", action: Route.deleteGroceryItem.path(entry.id), context: context,
                style: "button small secondary", about: item.name)
        }
    }
}
