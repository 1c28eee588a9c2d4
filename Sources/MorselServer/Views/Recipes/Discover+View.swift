import MorselCore
import MorselData
import MorselServices

extension DiscoverPage {
    func render() -> String {
        Layout.page(context, title: "Find recipes online") {
            h1 { "Find recipes on TheMealDB" }
            p(.class("subtle")) {
                "Recipes found here can be added to this Morsel's catalog, with their nutrition worked out from USDA data."
            }
            form(.class("card recipe-search"), .method("get"), .action(Route.discover.path()), .role("search")) {
                div(.class("field")) {
                    label(.for("discover-q")) { "Recipe name" }
                    input(
                        .type("search"), .id("discover-q"), .name("q"), .value(query), .placeholder("arrabiata, pie…"))
                }
                div(.class("actions")) {
                    button(.type("submit"), .class("button")) { "Search" }
                    a(.class("button secondary"), .href(Route.discover.path(query: ["random": "1"]))) { "Surprise me" }
                }
            }
            if let unavailable {
                p(.class("notice notice-warning"), .role("status")) { text(unavailable) }
            } else if results.isEmpty && !query.isEmpty {
                p(.class("empty")) { "TheMealDB has no recipe called “\(query)”." }
            }
            ul(.class("discover-results")) {
                group(
                    results.map { draft in
                        li(.class("card discover-result")) {
                            RecipeComponents.image(draft.imageURL, size: 96)
                            div {
                                h2 { text(draft.name) }
                                p(.class("subtle")) {
                                    text(
                                        ([draft.category, draft.area].filter { !$0.isEmpty } + [
                                            "\(draft.ingredients.count) ingredients"
                                        ]).joined(separator: " · "))
                                }
                                if let id = draft.externalID, let local = known[id] {
                                    a(.class("button secondary"), .href(Route.recipe.path(local))) {
                                        "In the catalog: open"
                                    }
                                } else if let id = draft.externalID {
                                    MealComponents.postButton(
                                        "Add to the catalog", action: Route.addDiscovered.path(id), context: context,
                                        about: draft.name)
                                }
                            }
                        }
                    })
            }
        }
    }
}
