import Foundation
import MorselCore
import MorselData
import MorselServices

/// A URL the app answers, declared once: the router registers ``pattern`` and pages
/// build links with ``path(_:)``, so no path string is typed twice.
public struct Route: Sendable, Hashable, CustomStringConvertible {
    /// The router's pattern, with `{name}` for each parameter.
    public let pattern: String

    init(_ pattern: String) { self.pattern = pattern }

    /// The concrete path: each `{parameter}` replaced, in order, by a value.
    public func path(_ values: String...) -> String { path(values) }

    private func path(_ values: [String]) -> String {
        var result = ""
        var remaining = values[...]
        var inParameter = false
        for character in pattern {
            switch character {
            case "{":
                inParameter = true
                precondition(!remaining.isEmpty, "Route \(pattern) needs more values")
                result += remaining.removeFirst()
            case "}": inParameter = false
            default: if !inParameter { result.append(character) }
            }
        }
        precondition(remaining.isEmpty, "Route \(pattern) was given too many values")
        return result
    }

    public var description: String { pattern }

    /// The path of the thing with this id: `Route.meal.path(meal.id)`.
    public func path(_ id: UUID) -> String { path(id.uuidString) }

    /// The path of a day: `Route.day.path(date)` is `/days/2025-03-10`.
    public func path(_ date: MealDate) -> String { path(date.iso) }

    /// The path with a query string, its values percent-encoded; a nil or empty value leaves
    /// its name out: `Route.recipes.path(query: ["q": "fish pie", "page": "2"])`.
    public func path(_ values: String..., query: KeyValuePairs<String, String?>) -> String {
        let base = path(values)
        let parts = query.compactMap { name, value -> String? in
            guard let value, !value.isEmpty else { return nil }
            return name + "=" + (value.addingPercentEncoding(withAllowedCharacters: Self.queryValueCharacters) ?? "")
        }
        return parts.isEmpty ? base : base + "?" + parts.joined(separator: "&")
    }

    /// Unreserved characters (RFC 3986): everything else in a value is percent-encoded.
    private static let queryValueCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

}

// MARK: - Web pages

extension Route {
    static let today = Route("/")
    static let day = Route("/days/{date}")
    static let dayPicker = Route("/days")
    static let meals = Route("/meals")
    static let newMeal = Route("/meals/new")
    static let meal = Route("/meals/{id}")
    static let editMeal = Route("/meals/{id}/edit")
    static let deleteMeal = Route("/meals/{id}/delete")
    static let mealPhoto = Route("/meals/{id}/photo")
    static let favorite = Route("/meals/{id}/favorite")
    static let relog = Route("/meals/{id}/relog")
    static let copyDay = Route("/days/{date}/copy")
    static let mealText = Route("/meals/text")
    static let savedMeals = Route("/saved-meals")
    static let products = Route("/products")
    static let newProduct = Route("/products/new")
    static let deleteSavedMeal = Route("/saved-meals/{id}/delete")
    static let logSavedMeal = Route("/saved-meals/{id}/log")
    static let categories = Route("/categories")
    static let plan = Route("/plan")
    static let planEntries = Route("/plan/entries")
    static let movePlanEntry = Route("/plan/entries/{id}/move")
    static let deletePlanEntry = Route("/plan/entries/{id}/delete")
    static let logPlanEntry = Route("/plan/entries/{id}/log")
    static let clearPlan = Route("/plan/clear")
    static let grocery = Route("/grocery")
    static let groceryItem = Route("/grocery/{id}")
    static let deleteGroceryItem = Route("/grocery/{id}/delete")
    static let groceryRecipe = Route("/grocery/recipes/{id}")
    static let groceryPlan = Route("/grocery/plan")
    static let clearGrocery = Route("/grocery/clear")
    static let prices = Route("/prices")
    static let deletePrice = Route("/prices/{food}/delete")
    static let recipes = Route("/recipes")
    static let newRecipe = Route("/recipes/new")
    static let discover = Route("/recipes/discover")
    static let importRecipePage = Route("/recipes/import")
    static let addDiscovered = Route("/recipes/discover/{mealdb}")
    static let recipe = Route("/recipes/{id}")
    static let editRecipe = Route("/recipes/{id}/edit")
    static let deleteRecipe = Route("/recipes/{id}/delete")
    static let recipeFavorite = Route("/recipes/{id}/favorite")
    static let logRecipe = Route("/recipes/{id}/log")
    static let recipeLine = Route("/recipes/{id}/lines/{line}")
    static let recipePhoto = Route("/recipes/{id}/photo")
    static let insights = Route("/insights")
    static let nutrients = Route("/nutrients")
    static let weights = Route("/weights")
    /// Confirms a weighing far from the trend (`?date=`).
    static let confirmWeight = Route("/weights/confirm")
    /// Answers a check-in: `decision=accepted|kept`, `date=`.
    static let checkIn = Route("/check-in")
    static let samples = Route("/samples")
    static let settings = Route("/settings")
    static let password = Route("/settings/password")
    static let goals = Route("/settings/goals")
    static let nutrientTargets = Route("/settings/nutrients")
    static let tokens = Route("/settings/tokens")
    static let deleteToken = Route("/settings/tokens/{id}/delete")
    static let users = Route("/settings/users")
    static let userHousehold = Route("/settings/users/{id}/household")
    static let households = Route("/settings/households")
    static let importPage = Route("/settings/import")
    static let setup = Route("/setup")
    static let signIn = Route("/signin")
    static let signOut = Route("/signout")
    /// Sign-in with the OpenID provider: the button, the provider's return, linking from Settings.
    static let openIDStart = Route("/auth/oidc/start")
    static let openIDCallback = Route("/auth/oidc/callback")
    static let openIDLink = Route("/settings/sign-in-service")
    /// Where the person's notifications go (Settings).
    static let notificationSettings = Route("/settings/notifications")
    static let notificationSettingsDelete = Route("/settings/notifications/delete")
    static let notificationSettingsTest = Route("/settings/notifications/test")
    static let health = Route("/health")
    static let ready = Route("/ready")
    /// Prometheus's scrape, when the instance turns metrics on.
    static let metrics = Route("/metrics")
    /// The Model Context Protocol's Streamable HTTP transport, for assistants (a token, as the API).
    static let mcp = Route("/mcp")
    /// The household's plan as an iCalendar feed, behind a person's secret.
    static let calendarFeed = Route("/calendar/{secret}.ics")
    /// Making, renewing and turning off one's calendar feed in Settings.
    static let calendarSettings = Route("/settings/calendar")
    static let calendarSettingsDelete = Route("/settings/calendar/delete")
    static let assets = Route("/static")
    /// The installable app: its manifest, and the service worker (at the root, so it serves every page).
    static let manifest = Route("/manifest.webmanifest")
    static let serviceWorker = Route("/sw.js")
    static func asset(_ file: String) -> String { assets.pattern + "/" + file }
    /// The plan page of one week.
    static func plan(week: PlanWeek) -> String { plan.path(query: ["week": week.description]) }

    /// A calendar feed's address: `site` then `/calendar/SECRET.ics`.
    static func calendarFeedAddress(site: String, secret: String) -> String { site + calendarFeed.path(secret) }

    /// Where a planned meal links to from outside (a calendar): its recipe, else its week of the plan.
    static func planEntryLink(site: String) -> @Sendable (PlanEntry) -> String {
        { entry in site + (entry.recipeID.map { recipe.path($0) } ?? plan(week: PlanWeek(containing: entry.date))) }
    }
}

// MARK: - JSON API v1

extension Route {
    enum API {
        static let tokens = Route("/api/v1/auth/tokens")
        static let meals = Route("/api/v1/meals")
        static let meal = Route("/api/v1/meals/{id}")
        static let photo = Route("/api/v1/meals/{id}/photo")
        static let favorite = Route("/api/v1/meals/{id}/favorite")
        static let relog = Route("/api/v1/meals/{id}/relog")
        static let favorites = Route("/api/v1/favorites")
        static let categories = Route("/api/v1/categories")
        static let day = Route("/api/v1/days/{date}")
        static let dayNutrients = Route("/api/v1/days/{date}/nutrients")
        static let copyDay = Route("/api/v1/days/{date}/copy")
        static let frequentMeals = Route("/api/v1/meals/frequent")
        static let mealText = Route("/api/v1/meals/text")
        static let weights = Route("/api/v1/weights")
        static let weight = Route("/api/v1/weights/{date}")
        static let expenditure = Route("/api/v1/expenditure")
        static let checkIn = Route("/api/v1/check-ins/{date}")
        static let savedMeals = Route("/api/v1/saved-meals")
        static let savedMeal = Route("/api/v1/saved-meals/{id}")
        static let logSavedMeal = Route("/api/v1/saved-meals/{id}/log")
        static let settings = Route("/api/v1/settings")
        static let foods = Route("/api/v1/foods")
        static let food = Route("/api/v1/foods/{id}")
        static let barcode = Route("/api/v1/foods/barcode/{code}")
        static let products = Route("/api/v1/products")
        static let estimate = Route("/api/v1/nutrition/estimate")
        static let recipes = Route("/api/v1/recipes")
        static let randomRecipes = Route("/api/v1/recipes/random")
        static let importRecipes = Route("/api/v1/recipes/import")
        static let importRecipeURL = Route("/api/v1/recipes/import-url")
        static let importFile = Route("/api/v1/import/{source}")
        static let recipe = Route("/api/v1/recipes/{id}")
        static let recipeFavorite = Route("/api/v1/recipes/{id}/favorite")
        static let logRecipe = Route("/api/v1/recipes/{id}/log")
        static let recipePhoto = Route("/api/v1/recipes/{id}/photo")
        static let plan = Route("/api/v1/plan")
        static let prices = Route("/api/v1/prices")
        static let insights = Route("/api/v1/insights")
        static let export = Route("/api/v1/export")
        static let calendar = Route("/api/v1/calendar")
        static let notifications = Route("/api/v1/notifications")
        static let notificationTest = Route("/api/v1/notifications/test")
        static let grocery = Route("/api/v1/grocery")
        static let groceryItem = Route("/api/v1/grocery/{id}")
        static let groceryRecipe = Route("/api/v1/grocery/recipes/{id}")
        static let groceryPlan = Route("/api/v1/grocery/plan")
        static let planEntries = Route("/api/v1/plan/entries")
        static let planEntry = Route("/api/v1/plan/entries/{id}")
        static let logPlanEntry = Route("/api/v1/plan/entries/{id}/log")
        static let openAPI = Route("/api/v1/openapi.json")
        static let prefix = "/api/"
    }
}
