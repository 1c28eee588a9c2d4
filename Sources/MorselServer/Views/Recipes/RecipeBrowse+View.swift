import Foundation
import MorselCore
import MorselData
import MorselServices

extension RecipeBrowsePage {
    func render() -> String {
        Layout.page(context, title: "Recipes") {
            div(.class("page-heading")) {
                h1 { "Recipes" }
                div(.class("actions")) {
                    a(.class("button secondary"), .href(Route.discover.path())) { "Find online" }
                    a(.class("button secondary"), .href(Route.importPage.path())) { "Import from an app" }
                    a(.class("button"), .href(Route.newRecipe.path())) { "New recipe" }
                }
            }
            searchForm
            form(.class("card import-address"), .method("get"), .action(Route.importRecipePage.path())) {
                label(.for("import-url")) { "Import a recipe from its address" }
                input(
                    .type("url"), .id("import-url"), .name("url"), .required, .placeholder("https://…"),
                    .autocomplete("url"))
                button(.type("submit"), .class("button secondary")) { "Read the page" }
            }
            if !isSearching && !picks.isEmpty {
                section(.class("card"), .aria("labelledby", "picks-heading")) {
                    h2(.id("picks-heading")) { "Something new to try" }
                    RecipeComponents.grid(picks)
                    p { a(.href(Route.recipes.path(query: ["shuffle": "1"]))) { "Show other picks" } }
                }
            }
            section(.aria("labelledby", "results-heading")) {
                h2(.id("results-heading")) {
                    text(
                        isSearching
                            ? "\(total.grouped) recipe\(total == 1 ? "" : "s") found" : "All \(total.grouped) recipes")
                }
                if results.isEmpty {
                    p(.class("empty")) {
                        text(
                            isSearching
                                ? "No recipe matches. Try fewer words."
                                : "The catalog is empty. Add a recipe, or import some from TheMealDB.")
                    }
                } else {
                    RecipeComponents.grid(results)
                }
            }
            pager
        }
    }

    private var searchForm: HTMLNode {
        form(.class("card recipe-search"), .method("get"), .action(Route.recipes.path()), .role("search")) {
            div(.class("field")) {
                label(.for("q")) { "Name" }
                input(
                    .type("search"), .id("q"), .name("q"), .value(filter.query ?? ""), .placeholder("lasagne, curry…"))
            }
            div(.class("field")) {
                label(.for("ingredient")) { "Ingredient" }
                input(
                    .type("search"), .id("ingredient"), .name("ingredient"), .value(filter.ingredient ?? ""),
                    .placeholder("chicken, lentils…"))
            }
            div(.class("field")) {
                label(.for("category")) { "Category" }
                select(.id("category"), .name("category")) {
                    option(.value("")) { "Any" }
                    group(
                        categories.map { name in
                            option(.value(name), .flag("selected", name.lowercased() == filter.category?.lowercased()))
                            { text(name) }
                        })
                }
            }
            div(.class("field")) {
                label(.for("area")) { "Cuisine" }
                select(.id("area"), .name("area")) {
                    option(.value("")) { "Any" }
                    group(
                        areas.map { name in
                            option(.value(name), .flag("selected", name.lowercased() == filter.area?.lowercased())) {
                                text(name)
                            }
                        })
                }
            }
            label(.class("check")) {
                input(.type("checkbox"), .name("favorite"), .value("true"), .flag("checked", favoritesOnly))
                " Favourites only"
            }
            div(.class("actions")) {
                button(.type("submit"), .class("button")) { "Search" }
                if isSearching { a(.class("button secondary"), .href(Route.recipes.path())) { "Clear" } }
            }
        }
    }

    private var pager: HTMLNode {
        guard pageCount > 1 else { return .empty }
        return nav(.class("pager"), .aria("label", "Pages")) {
            if page > 1 { a(.class("button secondary"), .href(link(page: page - 1)), .rel("prev")) { "Previous page" } }
            span { "Page \(page) of \(pageCount)" }
            if page < pageCount {
                a(.class("button secondary"), .href(link(page: page + 1)), .rel("next")) { "Next page" }
            }
        }
    }
}

/// Recipe markup shared by pages.
enum RecipeComponents {
    static func grid(_ recipes: [RecipeSummary]) -> HTMLNode {
        ul(.class("recipe-grid")) {
            group(
                recipes.map { recipe in
                    li(.class("recipe-card")) {
                        a(.href(Route.recipe.path(recipe.id))) {
                            image(recipe.hasPhoto ? Route.recipePhoto.path(recipe.id) : recipe.imageURL, size: 160)
                            span(.class("recipe-name")) { text(recipe.name) }
                            span(.class("meal-meta")) {
                                text([recipe.category, recipe.area].filter { !$0.isEmpty }.joined(separator: " · "))
                            }
                            span(.class("kcal")) { "\(recipe.perServing.calories.grouped) kcal per serving" }
                        }
                    }
                })
        }
    }

    /// The recipe's picture, or the dinner image when it has none.
    static func image(_ url: String?, size: Int) -> HTMLNode {
        guard let url else { return MealComponents.categoryImage(.dinner, size: size) }
        return img(.class("recipe-image"), .src(url), .alt(""), .width(size), .height(size), .init("loading", "lazy"))
    }
}
