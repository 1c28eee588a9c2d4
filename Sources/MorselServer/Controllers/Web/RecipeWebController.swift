import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The recipe catalog's pages: browse, detail with its working, log a serving, and
/// adding, editing, correcting and deleting recipes.
struct RecipeWebController {
    let households: Households
    let logging: MealLogging
    let recipes: RecipeRepository
    let foods: FoodCatalog
    let clock: AppClock
    let theMealDB: TheMealDBClient
    let urlImport: RecipeURLImport

    static let pageSize = 24

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.recipes.pattern), use: browse)
        router.post(.init(Route.recipes.pattern), use: create)
        router.get(.init(Route.newRecipe.pattern), use: newForm)
        router.get(.init(Route.discover.pattern), use: discover)
        router.get(.init(Route.importRecipePage.pattern), use: importPreview)
        router.post(.init(Route.importRecipePage.pattern), use: importPage)
        router.post(.init(Route.addDiscovered.pattern), use: addDiscovered)
        router.get(.init(Route.recipe.pattern), use: show)
        router.get(.init(Route.editRecipe.pattern), use: editForm)
        router.post(.init(Route.editRecipe.pattern), use: update)
        router.get(.init(Route.deleteRecipe.pattern), use: confirmDelete)
        router.post(.init(Route.deleteRecipe.pattern), use: delete)
        router.post(.init(Route.recipeFavorite.pattern), use: favorite)
        router.post(.init(Route.logRecipe.pattern), use: log)
        router.post(.init(Route.recipeLine.pattern), use: correctLine)
        router.get(.init(Route.recipePhoto.pattern), use: photo)
    }

    @Sendable func browse(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.uri.queryParameters
        let text = { (name: String) in query[name[...]].map(String.init) }
        let favoritesOnly = text("favorite") == "true"
        let filter = RecipeRepository.Filter(
            query: text("q"), category: text("category"), area: text("area"),
            ingredient: text("ingredient"), favoritesOf: favoritesOnly ? user.id : nil)
        let page = max(1, text("page").flatMap { Int($0) } ?? 1)
        let result = try await recipes.list(filter, limit: Self.pageSize, offset: (page - 1) * Self.pageSize)
        let facets = try await recipes.facets()
        let view = RecipeBrowsePage(
            context: PageContext(request, context, section: .recipes), filter: filter, favoritesOnly: favoritesOnly,
            results: result.items, total: result.total, page: page, pageSize: Self.pageSize,
            picks: try await recipes.random(count: 3), categories: facets.categories, areas: facets.areas)
        return HTMLResponse.page(view.render(), request: request)
    }

    /// Searches TheMealDB (`?q=`) or asks it for a random recipe (`?random=1`); offline, says so.
    @Sendable func discover(_ request: Request, context: SignedInContext) async throws -> Response {
        let query = request.uri.queryParameters["q"].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        let wantsRandom = request.uri.queryParameters["random"] != nil
        var results: [RecipeDraft] = []
        var unavailable: String?
        if !query.isEmpty || wantsRandom {
            do {
                results = wantsRandom ? try await theMealDB.random() : try await theMealDB.search(name: query)
            } catch let error as TheMealDBClient.Unavailable {
                unavailable = error.description
            }
        }
        let known = try await recipes.localIDs(forExternal: results.compactMap(\.externalID))
        let page = DiscoverPage(
            context: PageContext(request, context, section: .recipes), query: query, results: results,
            known: known, unavailable: unavailable)
        return HTMLResponse.page(page.render(), request: request)
    }

    /// The import form, and with `url` what that page holds (nothing saved yet).
    @Sendable func importPreview(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let url = request.uri.queryParameters["url"].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        var preview: RecipeURLImport.Outcome?
        var errors: ValidationFailure?
        if !url.isEmpty {
            do {
                preview = try await urlImport.run(url, ownerID: user.id, dryRun: true)
            } catch DomainError.invalid(let failure) {
                errors = failure
            }
        }
        let page = RecipeImportPage(
            context: PageContext(request, context, section: .recipes), url: url, preview: preview, errors: errors)
        return HTMLResponse.page(page.render(), status: errors == nil ? .ok : .unprocessableContent, request: request)
    }

    /// Saves the page's recipe as the person's own (or updates the one from the same page) and opens it.
    @Sendable func importPage(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let url = (form["url"] ?? "").trimmingCharacters(in: .whitespaces)
        do {
            let outcome = try await urlImport.run(url, ownerID: user.id, dryRun: false)
            guard let recipe = outcome.recipe else { throw DomainError.notFound }
            return HTMLResponse.redirect(
                to: Route.recipe.path(recipe.id),
                notice: .init(kind: .info, text: "\(outcome.updated ? "Updated" : "Imported") \(recipe.fields.name)."))
        } catch DomainError.invalid(let failure) {
            let page = RecipeImportPage(
                context: PageContext(request, context, section: .recipes), url: url, preview: nil, errors: failure)
            return HTMLResponse.page(page.render(), status: .unprocessableContent, request: request)
        }
    }

    /// Fetches the meal from TheMealDB and adds (or refreshes) it in the catalog.
    @Sendable func addDiscovered(_ request: Request, context: SignedInContext) async throws -> Response {
        _ = context.user
        _ = try await WebForm.read(request, context: context)
        let externalID = context.parameters.get("mealdb") ?? ""
        let draft: RecipeDraft?
        do {
            draft = try await theMealDB.lookup(id: externalID)
        } catch let error as TheMealDBClient.Unavailable {
            return HTMLResponse.redirect(
                to: Route.discover.path(), notice: .init(kind: .warning, text: error.description))
        }
        guard let draft else { throw DomainError.notFound }
        // Adding one already in the catalog just opens it: nobody's edits are undone from here.
        _ = try await recipes.importDrafts([MealDBPayload.Entry(index: 0, result: .success(draft))], mayUpdate: false)
        let id = try await recipes.localIDs(forExternal: [externalID])[externalID]
        return HTMLResponse.redirect(
            to: id.map { Route.recipe.path($0) } ?? Route.recipes.path(),
            notice: .init(kind: .info, text: "Added \(draft.name) to the catalog."))
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        HTMLResponse.page(try await detail(request, context).render(), request: request)
    }

    @Sendable func confirmDelete(_ request: Request, context: SignedInContext) async throws -> Response {
        HTMLResponse.page(try await detail(request, context, confirmingDelete: true).render(), request: request)
    }

    @Sendable func newForm(_ request: Request, context: SignedInContext) async throws -> Response {
        let page = RecipeFormPage(
            context: PageContext(request, context, section: .recipes), recipeID: nil,
            values: [RecipeField.servings.key: String(Recipe.defaultServings)], errors: nil)
        return HTMLResponse.page(page.render(), request: request)
    }

    @Sendable func create(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context, limit: context.maxUploadSize)
        return try await save(form, request: request, context: context, recipeID: nil) { fields in
            try await recipes.create(fields, ownerID: user.id)
        }
    }

    @Sendable func editForm(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let recipe = try await recipes.recipe(try RequestValues.id(context))
        try recipe.checkEditable(by: user.id, isAdmin: user.isAdmin)
        return HTMLResponse.page(
            RecipeFormPage.editing(recipe, context: PageContext(request, context, section: .recipes)).render(),
            request: request)
    }

    @Sendable func update(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let current = try await recipes.recipe(id)
        try current.checkEditable(by: user.id, isAdmin: user.isAdmin)
        let form = try await WebForm.read(request, context: context, limit: context.maxUploadSize)
        return try await save(form, request: request, context: context, recipeID: id.uuidString) { fields in
            try await recipes.update(current, to: fields.keepingSource(from: current.fields))
        }
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let recipe = try await recipes.recipe(id)
        _ = try await WebForm.read(request, context: context)
        try recipe.checkEditable(by: user.id, isAdmin: user.isAdmin)
        try await recipes.delete(id)
        return HTMLResponse.redirect(
            to: Route.recipes.path(), notice: .init(kind: .info, text: "Deleted \(recipe.name)."))
    }

    @Sendable func favorite(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let form = try await WebForm.read(request, context: context)
        let on = form["favorite"] == "true"
        try await recipes.setFavorite(id, of: user.id, on)
        return HTMLResponse.redirect(
            to: Route.recipe.path(id),
            notice: .init(kind: .info, text: on ? "Added to your favourites." : "Removed from your favourites."))
    }

    /// Logs servings in the journal and goes to that day, where the meal now shows.
    @Sendable func log(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let form = try await WebForm.read(request, context: context)
        let servingsText = (form["servings"] ?? "").trimmingCharacters(in: .whitespaces).replacingOccurrences(
            of: ",", with: ".")
        do {
            guard servingsText.isEmpty || Double(servingsText) != nil else {
                throw DomainError.invalid("servings", "Servings eaten must be a number, such as 1 or 1.5.")
            }
            let logged = try await logging.logServing(
                of: id, servings: Double(servingsText), date: form["date"],
                time: (form["time"] ?? "").isEmpty ? nil : form["time"],
                category: form["category"], userID: user.id, timeZone: user.timeZone)
            let text =
                (["Logged \(logged.meal.name): \(logged.meal.nutrition.calories.grouped) kcal."] + logged.warnings)
                .joined(separator: " ")
            return HTMLResponse.redirect(
                to: Route.day.path(logged.meal.date),
                notice: .init(kind: logged.warnings.isEmpty ? .info : .warning, text: text))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.page(
                try await detail(request, context, errors: failure).render(), status: .unprocessableContent)
        }
    }

    /// Sets one line's food (search words or a USDA number) and/or grams; blank clears the correction.
    @Sendable func correctLine(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        guard let position = context.parameters.get("line").flatMap(Int.init) else { throw DomainError.notFound }
        let recipe = try await recipes.recipe(id)
        guard recipe.lines.indices.contains(position) else { throw DomainError.notFound }
        let form = try await WebForm.read(request, context: context)
        var fields = recipe.fields
        let foodText = (form["food"] ?? "").trimmingCharacters(in: .whitespaces)
        let gramsText = (form["grams"] ?? "").trimmingCharacters(in: .whitespaces).replacingOccurrences(
            of: ",", with: ".")
        var line = fields.lines[position]
        if foodText.isEmpty {
            line.foodID = nil
        } else if let food = foods.matcher.resolve(foodText) {
            line.foodID = food.id
        } else {
            return HTMLResponse.redirect(
                to: Route.recipe.path(id) + "#ingredients",
                notice: .init(kind: .error, text: "No food matches “\(foodText)”; the line is unchanged."))
        }
        if gramsText.isEmpty {
            line.grams = nil
        } else if let grams = Double(gramsText), grams >= 0 {
            line.grams = grams
        } else {
            return HTMLResponse.redirect(
                to: Route.recipe.path(id) + "#ingredients",
                notice: .init(kind: .error, text: "Grams must be a number; the line is unchanged."))
        }
        fields.lines[position] = line
        try recipe.checkEditable(by: user.id, isAdmin: user.isAdmin)
        _ = try await recipes.update(recipe, to: fields)
        return HTMLResponse.redirect(
            to: Route.recipe.path(id) + "#ingredients",
            notice: .init(kind: .info, text: "Line “\(line.name)” corrected; the estimate follows."))
    }

    @Sendable func photo(_ request: Request, context: SignedInContext) async throws -> Response {
        Response.photo(try await recipes.photo(of: try RequestValues.id(context)))
    }

    // MARK: Helpers

    /// Checks the form (and its photo, before anything is saved), stores it, then the photo.
    private func save(
        _ form: WebForm, request: Request, context: SignedInContext, recipeID: String?,
        _ store: (RecipeFields) async throws -> Recipe
    ) async throws -> Response {
        do {
            let fields: RecipeFields
            switch RecipeFormPage.fields(from: form) {
            case .success(let read): fields = read
            case .failure(let failure): throw DomainError.invalid(failure)
            }
            let photo = form.files["photo"].flatMap { $0.data.isEmpty ? nil : $0.data }
            do {
                _ = try photo.map(MealRepository.checkedPhoto)
            } catch let error as DomainError {
                throw DomainError.invalid("photo", error.message)
            }
            var recipe = try await store(fields)
            if let photo { recipe = try await recipes.setPhoto(of: recipe, data: photo) }
            return HTMLResponse.redirect(
                to: Route.recipe.path(recipe.id), notice: .init(kind: .info, text: "Saved \(recipe.name)."))
        } catch DomainError.invalid(let failure) {
            let page = RecipeFormPage(
                context: PageContext(request, context, section: .recipes), recipeID: recipeID,
                values: form.fields, errors: failure)
            return HTMLResponse.page(page.render(), status: .unprocessableContent)
        }
    }
}
