import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// One meal's pages and actions: new, detail, edit, delete, photo, favourite, log again.
struct MealWebController {
    let journals: Journals
    let foods: FoodCatalog
    let products: Products
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.newMeal.pattern), use: newForm)
        router.post(.init(Route.meals.pattern), use: create)
        router.get(.init(Route.meal.pattern), use: show)
        router.get(.init(Route.editMeal.pattern), use: editForm)
        router.post(.init(Route.editMeal.pattern), use: update)
        router.get(.init(Route.deleteMeal.pattern), use: confirmDelete)
        router.post(.init(Route.deleteMeal.pattern), use: delete)
        router.get(.init(Route.mealPhoto.pattern), use: photo)
        router.post(.init(Route.favorite.pattern), use: favorite)
        router.post(.init(Route.relog.pattern), use: relog)
        router.post(.init(Route.copyDay.pattern), use: copyDay)
        router.post(.init(Route.mealText.pattern), use: logText)
        router.get(.init(Route.newProduct.pattern), use: newProduct)
        router.post(.init(Route.products.pattern), use: createProduct)
    }

    /// The empty form, dated today or `?date=` (yyyy-mm-dd or dd/mm/yyyy). With `foodq` it
    /// lists matching USDA foods; with `food` and `amount` it is filled in from that food.
    @Sendable func newForm(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let query = request.uri.queryParameters
        let dateText = query["date"].map(String.init) ?? ""
        let date =
            MealDate(iso: dateText)
            ?? (MealDate.parse(dateText).usedFallback ? clock.today(for: user) : MealDate.parse(dateText).date)
        var page = MealFormPage.blank(PageContext(request, context, section: nil), date: date)
        var picker = FoodPicker()
        picker.query = query["foodq"].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        picker.barcode = query["barcode"].map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
        if !picker.query.isEmpty {
            picker.results = try await products.search(picker.query, limit: 8, packaged: 3, ranking: .eaten)
        }
        if !picker.barcode.isEmpty, query["food"] == nil {
            do {
                if let product = try await products.lookUp(picker.barcode) {
                    picker.results = [product.food]
                    picker.amount = product.defaultAmount
                } else {
                    picker.message = .init(kind: .warning, text: products.unknown(picker.barcode))
                    picker.unknownBarcode = picker.barcode
                }
            } catch let error as DomainError {
                // Open Food Facts unreachable (.unavailable) among them: said on the page.
                picker.message = .init(kind: .warning, text: error.message)
            }
        }
        if let id = query["food"].map(String.init), let food = try await products.food(id: id) {
            picker.amount = query["amount"].map(String.init) ?? picker.amount
            do {
                let filled = try foods.meal(of: food, amount: picker.amount)
                let nutrition = filled.known.nutrition
                let filledIn = MealDetails(
                    name: food.name, category: MealCategory(""), nutrition: nutrition, date: .fallback,
                    notes:
                        "\(picker.amount) (\(Nutrition.format(grams: filled.grams)) g) of \(food.name), per \(food.credit)"
                )
                var values = page.values
                for field in [MealField.name, .calories, .protein, .fat, .carbs, .notes] {
                    values[field.key] = field.value(filledIn).text()
                }
                // Sent back with the form, so the meal keeps the food's vitamins and minerals
                // as long as its calories and macros are left as filled in.
                values["food"] = food.id
                values["amount"] = picker.amount
                page = MealFormPage(context: page.context, mode: .new, values: values, errors: nil)
                picker.message = .init(
                    kind: .info,
                    text:
                        "Filled in \(Nutrition.format(grams: filled.grams)) g of \(food.name). Change anything before saving."
                )
            } catch let error as DomainError {
                picker.message = .init(kind: .warning, text: error.message)
            }
        }
        page.foodPicker = picker
        if query["food"] == nil {
            page.frequent = try await journals.of(user.id).frequent(today: clock.today(for: user), limit: 6)
        }
        return HTMLResponse.page(page.render(), request: request)
    }

    @Sendable func create(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context, limit: context.maxUploadSize)
        var known: MealInput.KnownNutrients?
        if let id = form["food"], let amount = form["amount"], let food = try await products.food(id: id) {
            known = try? foods.meal(of: food, amount: amount).known
        }
        return try await save(form, known: known, request: request, context: context, mode: .new) { details, photo in
            try await journals.of(user.id).create(details, photo: photo)
        }
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        try await detailPage(request, context, confirmingDelete: false)
    }

    @Sendable func editForm(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let meal = try await journals.of(user.id).meal(try RequestValues.id(context))
        return HTMLResponse.page(
            MealFormPage.editing(meal, context: PageContext(request, context, section: nil)).render(),
            request: request)
    }

    @Sendable func update(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let repository = journals.of(user.id)
        let meal = try await repository.meal(try RequestValues.id(context))
        let form = try await WebForm.read(request, context: context, limit: context.maxUploadSize)
        let known = MealInput(meal.details).nutrients
        return try await save(form, known: known, request: request, context: context, mode: .edit(meal)) {
            details, photo in
            let change: MealRepository.PhotoChange =
                photo.map { .replace($0) } ?? (form["removePhoto"] == "true" ? .remove : .keep)
            return try await repository.update(meal.id, to: details, photo: change)
        }
    }

    @Sendable func confirmDelete(_ request: Request, context: SignedInContext) async throws -> Response {
        try await detailPage(request, context, confirmingDelete: true)
    }

    @Sendable func delete(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let repository = journals.of(user.id)
        let meal = try await repository.meal(try RequestValues.id(context))
        let form = try await WebForm.read(request, context: context)
        try await repository.delete(meal.id)
        return HTMLResponse.redirect(
            to: Self.returnPath(form) ?? Route.meals.path(),
            notice: .init(kind: .info, text: "Deleted \(meal.name)."))
    }

    @Sendable func photo(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return Response.photo(try await journals.of(user.id).photo(of: try RequestValues.id(context)))
    }

    /// `favorite=true` marks, anything else unmarks.
    @Sendable func favorite(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let id = try RequestValues.id(context)
        let form = try await WebForm.read(request, context: context)
        let meal = try await journals.of(user.id).setFavorite(id, form["favorite"] == "true")
        let text = meal.isFavorite ? "\(meal.name) is now a favourite." : "\(meal.name) is no longer a favourite."
        return HTMLResponse.redirect(
            to: Self.returnPath(form) ?? Route.meal.path(id), notice: .init(kind: .info, text: text))
    }

    /// Logs the meal again: now, or on `date` (yyyy-mm-dd) at its own time, from another day's page.
    @Sendable func relog(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let repository = journals.of(user.id)
        let original = try await repository.meal(try RequestValues.id(context))
        if let date = try? MealDate.read(form["date"], field: "date") {
            let meal = try await repository.copy([original], to: .day(date))[0]
            return HTMLResponse.redirect(
                to: Self.returnPath(form) ?? Route.day.path(date.iso),
                notice: .init(kind: .info, text: "Logged \(meal.name) again on \(date.longLabel)."))
        }
        let meal = try await repository.copy([original], to: .now(user.timeZone))[0]
        return HTMLResponse.redirect(
            to: Self.returnPath(form) ?? Route.today.path(),
            notice: .init(kind: .info, text: "Logged \(meal.name) again at \(meal.time?.text ?? "now")."))
    }

    /// Copies the day's meals, or one slot's, to `to`, and shows that day.
    @Sendable func copyDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        guard let date = MealDate(iso: context.parameters.get("date") ?? "") else { throw DomainError.notFound }
        do {
            let target = try MealDate.read(form["to"], field: "to") ?? clock.today(for: user)
            let copies = try await MealCopying(journal: journals.of(user.id)).copy(
                date, category: form["category"], to: target)
            let what = copies.count == 1 ? "1 meal" : "\(copies.count) meals"
            return HTMLResponse.redirect(
                to: Route.day.path(target.iso),
                notice: .init(kind: .info, text: "Copied \(what) to \(target.longLabel)."))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.redirect(
                to: Route.day.path(date.iso),
                notice: .init(kind: .error, text: failure.errors.map(\.message).joined(separator: " ")))
        }
    }

    /// A meal said in words; what cannot be logged comes back in the field with the reason.
    @Sendable func logText(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let back = Self.returnPath(form) ?? Route.today.path()
        let text = form["text"] ?? ""
        let logging = TextLogging(journals: journals, foods: foods, clock: clock)
        let separator = back.contains("?") ? "&" : "?"
        do {
            let parsed = try logging.read(text, choices: MealTextReviewPage.choices(form))
            guard parsed.isSure else {
                // Nothing is saved: each food with what it would be and the others weighed, to pick from.
                let fields = [
                    ("text", text), ("category", form["category"] ?? ""), ("date", form["date"] ?? ""),
                    ("return", back),
                ]
                let page = MealTextReviewPage(
                    context: PageContext(request, context, section: .today), parsed: parsed, fields: fields)
                return HTMLResponse.page(page.render(), status: .unprocessableContent)
            }
            let logged = try await logging.log(
                parsed, category: form["category"], date: form["date"], time: nil, dryRun: false,
                userID: user.id, timeZone: user.timeZone)
            guard let meal = logged.meal else { throw DomainError.notFound }
            // Back to the page with the meal just logged shown beside the words, each food's
            // working in its breakdown, to change or undo at once.
            let path = String(back.prefix { $0 != "#" })
            return HTMLResponse.redirect(
                to: path + (path.contains("?") ? "&" : "?") + "logged=" + meal.id.uuidString + "#said",
                notice: .init(kind: .info, text: "Logged \(meal.name): \(meal.nutrition.calories.grouped) kcal."))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.redirect(
                to: back + separator + "said="
                    + (text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") + "#said",
                notice: .init(kind: .error, text: "Not logged: " + failure.errors.map(\.message).joined(separator: " "))
            )
        }
    }

    /// A packaged food typed from its label: `?code=` fills the barcode.
    @Sendable func newProduct(_ request: Request, context: SignedInContext) async throws -> Response {
        let code = request.uri.queryParameters["code"].map(String.init) ?? ""
        let page = ProductFormPage(
            context: PageContext(request, context, section: nil), values: ["code": code], errors: nil)
        return HTMLResponse.page(page.render(), request: request)
    }

    /// Adds it, then goes on to log a serving of it; a refused one comes back as typed.
    @Sendable func createProduct(_ request: Request, context: SignedInContext) async throws -> Response {
        let form = try await WebForm.read(request, context: context)
        let input = ProductInput(
            code: form["code"] ?? "", name: form["name"] ?? "", brands: form["brands"] ?? "",
            servingSize: form["servingSize"] ?? "", servingGrams: form["servingGrams"].map(InputValue.text),
            calories: form["calories"].map(InputValue.text), protein: form["protein"].map(InputValue.text),
            fat: form["fat"].map(InputValue.text), carbs: form["carbs"].map(InputValue.text))
        do {
            let product = try await products.add(input)
            return HTMLResponse.redirect(
                to: Route.newMeal.path(query: ["food": product.food.id, "amount": product.defaultAmount]),
                notice: .init(kind: .info, text: "Added \(product.displayName). Log some of it below."))
        } catch DomainError.invalid(let failure) {
            let page = ProductFormPage(
                context: PageContext(request, context, section: nil), values: form.fields, errors: failure)
            return HTMLResponse.page(page.render(), status: .unprocessableContent)
        }
    }

    // MARK: Helpers

    private func detailPage(_ request: Request, _ context: SignedInContext, confirmingDelete: Bool) async throws
        -> Response
    {
        let user = context.user
        let meal = try await journals.of(user.id).meal(try RequestValues.id(context))
        let page = MealDetailPage(
            context: PageContext(request, context, section: nil), meal: meal, confirmingDelete: confirmingDelete)
        return HTMLResponse.page(page.render(), request: request)
    }

    /// Validates the form and saves it; on any problem the form comes back as typed, with messages.
    /// `known` are the nutrients the meal keeps if its calories and macros stay as they were.
    private func save(
        _ form: WebForm, known: MealInput.KnownNutrients?, request: Request, context: SignedInContext,
        mode: MealFormPage.Mode,
        _ store: (MealDetails, Data?) async throws -> Meal
    ) async throws -> Response {
        let user = context.user
        var name = form[MealField.name.key]
        if form["quick"] == "true", name?.trimmingCharacters(in: .whitespaces).isEmpty ?? true { name = "Quick add" }
        var input = form.input(MealInput.self)
        input.name = name.map(InputValue.text)
        input.nutrients = known
        let photo = form.files["photo"].flatMap { $0.data.isEmpty ? nil : $0.data }
        do {
            let validated = try input.validated(today: clock.today(for: user))
            let meal = try await store(validated.details, photo)
            var text = "Saved \(meal.name)."
            if !validated.warnings.isEmpty { text += " " + validated.warnings.joined(separator: " ") }
            let notice = PageContext.Notice(kind: validated.warnings.isEmpty ? .info : .warning, text: text)
            let destination = Self.returnPath(form) ?? Route.meal.path(meal.id)
            return HTMLResponse.redirect(to: destination, notice: notice)
        } catch let error as DomainError {
            let failure: ValidationFailure
            switch error {
            case .invalid(let validation): failure = validation
            case .tooLarge(let message), .unsupportedContent(let message):
                failure = ValidationFailure([FieldError(field: "photo", message: message)])
            default: throw error
            }
            context.logger.error("Meal not saved", metadata: ["fields": "\(failure.errors.map(\.field))"])
            let page = MealFormPage(
                context: PageContext(request, context, section: nil), mode: mode,
                values: form.fields, errors: failure)
            return HTMLResponse.page(page.render(), status: .unprocessableContent)
        }
    }

    /// A same-site path to go back to after a form, never another site.
    static func returnPath(_ form: WebForm) -> String? {
        guard let path = form["return"], path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("\\") else {
            return nil
        }
        return path
    }
}
