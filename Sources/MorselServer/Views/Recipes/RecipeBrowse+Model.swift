import MorselCore
import MorselData
import MorselServices

/// The recipe catalog: search by name, ingredient, category and area; random picks; pages.
struct RecipeBrowsePage: Sendable {
    let context: PageContext
    let filter: RecipeRepository.Filter
    let favoritesOnly: Bool
    let results: [RecipeSummary]
    let total: Int
    let page: Int
    let pageSize: Int
    let picks: [RecipeSummary]
    let categories: [String]
    let areas: [String]

    var isSearching: Bool {
        [filter.query, filter.ingredient, filter.category, filter.area].contains { !($0 ?? "").isEmpty }
            || favoritesOnly
    }
    var pageCount: Int { max(1, (total + pageSize - 1) / pageSize) }

    /// The current search as a query string, with `page` replaced.
    func link(page: Int) -> String {
        Route.recipes.path(query: [
            "q": filter.query, "ingredient": filter.ingredient, "category": filter.category, "area": filter.area,
            "favorite": favoritesOnly ? "true" : nil, "page": String(page),
        ])
    }

    static let mock = RecipeBrowsePage(
        context: .mock, filter: .init(), favoritesOnly: false, results: [], total: 0, page: 1,
        pageSize: 24, picks: [], categories: ["Dinner"], areas: ["Italian"])
}
