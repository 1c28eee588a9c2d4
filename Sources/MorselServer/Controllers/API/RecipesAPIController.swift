import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import NIOCore
import NIOFoundationCompat

/// `/api/v1/recipes…`: the shared catalog for scripts.
struct RecipesAPIController {
    let logging: MealLogging
    let recipes: RecipeRepository
    let foods: FoodCatalog
    let urlImport: RecipeURLImport

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.recipes.pattern), use: list)
        router.post(.init(Route.API.recipes.pattern), use: create)
        router.get(.init(Route.API.randomRecipes.pattern), use: random)
        router.post(.init(Route.API.importRecipes.pattern), use: importPayload)
        router.post(.init(Route.API.importRecipeURL.pattern), use: importURL)
        router.get(.init(Route.API.recipe.pattern), use: show)
        router.patch(.init(Route.API.recipe.pattern), use: update)
        router.delete(.init(Route.API.recipe.pattern), use: delete)
        router.put(.init(Route.API.recipeFavorite.pattern), use: favorite)
        router.delete(.init(Route.API.recipeFavorite.pattern), use: unfavorite)
        router.post(.init(Route.API.logRecipe.pattern), use: log)
        router.get(.init(Route.API.recipePhoto.pattern), use: photo)
        router.put(.init(Route.API.recipePhoto.pattern), use: setPhoto)
    }

    /// `q` (name words), `category`, `area`, `ingredient`, `favorite=true`, `limit` (1–100, default 24), `offset`.
    @Sendable func list(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.uri.queryParameters
        let text = { (name: String) in query[name[...]].map(String.init) }
        let filter = RecipeRepository.Filter(
            query: text("q"), category: text("category"), area: text("area"),
            ingredient: text("ingredient"), favoritesOf: text("favorite") == "true" ? user.id : nil)
        let limit = try RequestValues.integer(
            text("limit"), field: "limit", default: 24, range: 1...RecipeRepository.maxPageSize)
        let offset = try RequestValues.integer(text("offset"), field: "offset", default: 0, range: 0...Int(Int32.max))
        let page = try await recipes.list(filter, limit: limit, offset: offset)
        return try JSONResponse.make(RecipeListDTO(items: page.items.map(RecipeSummaryDTO.init), total: page.total))
    }

    /// `count` (1–20, default 3) recipes chosen at random.
    @Sendable func random(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        let count = try RequestValues.integer(
            request.uri.queryParameters["count"].map(String.init), field: "count", default: 3, range: 1...20)
        return try JSONResponse.make(
            RecipeListDTO(items: try await recipes.random(count: count).map(RecipeSummaryDTO.init), total: nil))
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try JSONResponse.make(try await dto(try await recipes.recipe(try RequestValues.id(context)), for: user))
    }

    /// Adds the person's own recipe: 201 with its estimate.
    @Sendable func create(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(RecipeRequest.self, from: request, limit: 512 * 1024)
        let recipe = try await recipes.create(try body.applied(to: RecipeFields(name: "")), ownerID: user.id)
        return try JSONResponse.make(try await dto(recipe, for: user), status: .created)
    }

    /// Changes the fields sent; `ingredients` replaces every line (with any `foodId`/`grams` corrections).
    @Sendable func update(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let current = try await recipes.recipe(id)
        try current.checkEditable(by: user.id, isAdmin: user.isAdmin)
        let body = try await JSONResponse.decode(RecipeRequest.self, from: request, limit: 512 * 1024)
        let recipe = try await recipes.update(current, to: try body.applied(to: current.fields))
        return try JSONResponse.make(try await dto(recipe, for: user))
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let recipe = try await recipes.recipe(try RequestValues.id(context))
        try recipe.checkEditable(by: user.id, isAdmin: user.isAdmin)
        try await recipes.delete(recipe.id)
        return Response(status: .noContent)
    }

    @Sendable func favorite(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        try await recipes.setFavorite(id, of: user.id, true)
        return try JSONResponse.make(try await dto(try await recipes.recipe(id), for: user))
    }

    @Sendable func unfavorite(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await recipes.setFavorite(try RequestValues.id(context), of: user.id, false)
        return Response(status: .noContent)
    }

    /// Logs servings of the recipe in the journal: 201 with the new meal.
    @Sendable func log(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(LogServingRequest.self, from: request)
        let logged = try await logging.logServing(
            of: try RequestValues.id(context), servings: body.servings, date: body.date,
            time: body.time, category: body.category, userID: user.id, timeZone: user.timeZone)
        return try JSONResponse.make(
            MealDTO(logged.meal, warnings: logged.warnings, version: context.apiVersion), status: .created)
    }

    /// A TheMealDB payload (`{"meals": [...]}`): new meals are added, known ones updated (by an
    /// administrator; for anyone else they stay unchanged), bad ones reported.
    @Sendable func importPayload(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await request.body.collect(upTo: 20 * 1024 * 1024)
        let entries: [MealDBPayload.Entry]
        do {
            entries = try MealDBPayload.parse(Data(buffer: body))
        } catch {
            throw AppError.badRequest("The body is not a TheMealDB payload: \(error.message)")
        }
        return try JSONResponse.make(ImportSummaryDTO(try await recipes.importDrafts(entries, mayUpdate: user.isAdmin)))
    }

    /// Imports the recipe on the page at `url` as the person's own: 201 when added, 200 when
    /// the recipe imported from the same page before was updated; 422 beside `url` when the
    /// page cannot be fetched or holds no recipe.
    @Sendable func importURL(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(ImportURLRequest.self, from: request, limit: 16 * 1024)
        let outcome = try await urlImport.run(body.url, ownerID: user.id, dryRun: false)
        return try JSONResponse.make(
            try await RecipeImportDTO(outcome, for: user, recipes: recipes, foods: foods),
            status: outcome.updated ? .ok : .created)
    }

    @Sendable func photo(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        return Response.photo(try await recipes.photo(of: try RequestValues.id(context)))
    }

    @Sendable func setPhoto(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let current = try await recipes.recipe(try RequestValues.id(context))
        try current.checkEditable(by: user.id, isAdmin: user.isAdmin)
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: ImageFormat.maxBytes)
        } catch is NIOTooManyBytesError {
            throw DomainError.tooLarge("A photo may be at most 10 MiB.")
        }
        let recipe = try await recipes.setPhoto(of: current, data: Data(buffer: body))
        return try JSONResponse.make(try await dto(recipe, for: user))
    }

    private func dto(_ recipe: Recipe, for user: CurrentUser) async throws -> RecipeDTO {
        try await RecipeDTO(recipe, for: user, recipes: recipes, foods: foods)
    }
}
