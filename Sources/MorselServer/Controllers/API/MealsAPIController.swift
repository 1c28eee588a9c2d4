import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import NIOCore
import NIOFoundationCompat

/// `/api/v1/meals…`, `/favorites`, `/categories` and `/days`: the journal for scripts.
struct MealsAPIController {
    let journals: Journals
    let foods: FoodCatalog
    let products: Products
    let cache: JournalCache
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.meals.pattern), use: list)
        router.post(.init(Route.API.meals.pattern), use: create)
        router.get(.init(Route.API.meal.pattern), use: show)
        router.patch(.init(Route.API.meal.pattern), use: update)
        router.delete(.init(Route.API.meal.pattern), use: delete)
        router.get(.init(Route.API.photo.pattern), use: photo)
        router.put(.init(Route.API.photo.pattern), use: setPhoto)
        router.delete(.init(Route.API.photo.pattern), use: removePhoto)
        router.put(.init(Route.API.favorite.pattern), use: favorite)
        router.delete(.init(Route.API.favorite.pattern), use: unfavorite)
        router.post(.init(Route.API.relog.pattern), use: relog)
        router.get(.init(Route.API.favorites.pattern), use: favorites)
        router.get(.init(Route.API.categories.pattern), use: categories)
        router.get(.init(Route.API.day.pattern), use: day)
        router.get(.init(Route.API.dayNutrients.pattern), use: dayNutrients)
        router.post(.init(Route.API.copyDay.pattern), use: copyDay)
        router.get(.init(Route.API.frequentMeals.pattern), use: frequent)
        router.post(.init(Route.API.mealText.pattern), use: logText)
    }

    /// A page of meals: `sort`, `category`, `from`/`to` (yyyy-mm-dd), `limit` (1–500, default 50), `offset`.
    @Sendable func list(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.uri.queryParameters
        let order = try RequestValues.sortOrder(query["sort"].map(String.init), default: user.sortOrder)
        var filter = MealRepository.Filter()
        if let category = query["category"], !category.isEmpty { filter.category = String(category) }
        filter.from = try MealDate.readISO(query["from"].map(String.init), field: "from")
        filter.to = try MealDate.readISO(query["to"].map(String.init), field: "to")
        let limit = try RequestValues.integer(
            query["limit"].map(String.init), field: "limit", default: 50, range: 1...MealRepository.maxPageSize)
        let offset = try RequestValues.integer(
            query["offset"].map(String.init), field: "offset", default: 0, range: 0...Int(Int32.max))
        let page = try await journals.of(user.id).list(order: order, filter: filter, limit: limit, offset: offset)
        return try JSONResponse.make(
            MealListDTO(items: page.items.map { MealDTO(listed: $0, version: context.apiVersion) }, total: page.total))
    }

    /// Creates a meal: 201 with the meal and its `warnings`. With `foodId` and `amount`
    /// the nutrition comes from the USDA food.
    @Sendable func create(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(MealRequest.self, from: request).withFood(from: products)
        let validated = try body.applied(to: MealInput()).validated(today: clock.today(for: user))
        let meal = try await journals.of(user.id).create(validated.details)
        return try JSONResponse.make(
            MealDTO(meal, warnings: validated.warnings, version: context.apiVersion), status: .created)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try JSONResponse.make(
            MealDTO(try await journals.of(user.id).meal(try RequestValues.id(context)), version: context.apiVersion))
    }

    /// Changes only the fields sent; null clears an optional field.
    @Sendable func update(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let repository = journals.of(user.id)
        let current = try await repository.meal(id)
        let body = try await JSONResponse.decode(MealRequest.self, from: request)
        let validated = try body.applied(to: MealInput(current.details)).validated(today: clock.today(for: user))
        let meal = try await repository.update(id, to: validated.details)
        return try JSONResponse.make(MealDTO(meal, warnings: validated.warnings, version: context.apiVersion))
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        try await journals.of(user.id).delete(try RequestValues.id(context))
        return Response(status: .noContent)
    }

    /// The photo's bytes with their type.
    @Sendable func photo(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let photo = try await journals.of(user.id).photo(of: try RequestValues.id(context))
        return Response.photo(photo)
    }

    /// The body is the image itself: JPEG, PNG, WebP or GIF by its bytes, at most 10 MiB.
    @Sendable func setPhoto(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let repository = journals.of(user.id)
        _ = try await repository.meal(id)
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: ImageFormat.maxBytes)
        } catch is NIOTooManyBytesError {
            throw DomainError.tooLarge("A photo may be at most 10 MiB.")
        }
        let meal = try await repository.setPhoto(of: id, data: Data(buffer: body))
        return try JSONResponse.make(MealDTO(meal, version: context.apiVersion))
    }

    @Sendable func removePhoto(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await journals.of(user.id).removePhoto(of: try RequestValues.id(context))
        return Response(status: .noContent)
    }

    @Sendable func favorite(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try JSONResponse.make(
            MealDTO(
                try await journals.of(user.id).setFavorite(try RequestValues.id(context), true),
                version: context.apiVersion))
    }

    @Sendable func unfavorite(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await journals.of(user.id).setFavorite(try RequestValues.id(context), false)
        return Response(status: .noContent)
    }

    /// Logs the meal again: now, or on `date` (at its own time) when the body gives one. 201 with the new meal.
    @Sendable func relog(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let repository = journals.of(user.id)
        let original = try await repository.meal(try RequestValues.id(context))
        let body = try await JSONResponse.decodeIfPresent(CopyRequest.self, from: request)
        let destination: MealRepository.CopyDestination =
            try MealDate.read(body?.date, field: "date").map { .day($0) } ?? .now(user.timeZone)
        let meal = try await repository.copy([original], to: destination)[0]
        return try JSONResponse.make(MealDTO(meal, warnings: [], version: context.apiVersion), status: .created)
    }

    /// Copies a day's meals, or one meal slot's (`category`), to another day (`to`, today by
    /// default) at their own times, photos included: 201 with the new meals.
    @Sendable func copyDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let date = try RequestValues.date(context)
        let body = try await JSONResponse.decode(CopyRequest.self, from: request)
        let target = try MealDate.read(body.to, field: "to") ?? clock.today(for: user)
        let copies = try await MealCopying(journal: journals.of(user.id)).copy(
            date, category: body.category, to: target)
        return try JSONResponse.make(
            MealListDTO(items: copies.map { MealDTO(listed: $0, version: context.apiVersion) }, total: copies.count),
            status: .created)
    }

    /// The meals eaten most and lately, each name once, to log again in one tap: `limit` 1–50, default 10.
    @Sendable func frequent(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let limit = try RequestValues.integer(
            request.uri.queryParameters["limit"].map(String.init), field: "limit", default: 10, range: 1...50)
        let meals = try await journals.of(user.id).frequent(today: clock.today(for: user), limit: limit)
        return try JSONResponse.make(
            FavoritesDTO(items: meals.map { MealDTO(listed: $0, version: context.apiVersion) }))
    }

    /// A meal said in words, worked out food by food: 201 with the meal and the working; with
    /// `dryRun`, 200 with the working and nothing saved. A food not sure is a 422 of the same
    /// shape (every line, the total of the best readings) with `unsure`: the lines to confirm,
    /// each with its candidates, to send back as `choices`.
    @Sendable func logText(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(MealTextRequest.self, from: request)
        switch try await body.log(with: TextLogging(journals: journals, foods: foods, clock: clock), for: user) {
        case .unsure(let parsed):
            var response = try JSONResponse.make(UnsureMealTextDTO(parsed), status: .unprocessableContent)
            response.headers[.contentType] = "application/problem+json"
            return response
        case .logged(let parsed, let meal, let warnings):
            return try JSONResponse.make(
                MealTextDTO(parsed, meal: meal, warnings: warnings, version: context.apiVersion),
                status: meal == nil ? .ok : .created)
        }
    }

    @Sendable func favorites(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try JSONResponse.make(
            FavoritesDTO(
                items: try await journals.of(user.id).favorites().map {
                    MealDTO(listed: $0, version: context.apiVersion)
                }))
    }

    /// The five sections of the categories view, always in the same order.
    @Sendable func categories(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let order = try RequestValues.sortOrder(
            request.uri.queryParameters["sort"].map(String.init), default: user.sortOrder)
        let sections = CategorySection.sections(of: try await journals.of(user.id).all(order: order), order: order)
        return try JSONResponse.make(
            CategoriesDTO(
                sections: sections.map {
                    .init(name: $0.name, meals: $0.meals.map { MealDTO(listed: $0, version: context.apiVersion) })
                }))
    }

    @Sendable func day(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let date = try RequestValues.date(context)
        return try JSONResponse.make(
            DayDTO(try await journals.of(user.id).day(date), goals: user.goals, version: context.apiVersion))
    }

    /// The day's nutrients against the person's targets; with `days=7` (1–31) the average of
    /// the logged days among the seven ending on the date.
    @Sendable func dayNutrients(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let date = try RequestValues.date(context)
        let days = try RequestValues.integer(
            request.uri.queryParameters["days"].map(String.init), field: "days", default: 1, range: 1...31)
        let from = date.adding(days: 1 - days)
        let targets = user.goals.nutrients
        let report = try await cache.answer(
            .nutrients(from: from, to: date, targets: targets), userID: user.id, version: user.journalVersion
        ) {
            try await journals.of(user.id).nutrientReport(from: from, to: date, targets: targets)
        }
        return try JSONResponse.make(NutrientReportDTO(report, targets: targets))
    }

}
