import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The journal's list pages: Today and any day, All meals, Categories, and the samples offer.
struct JournalWebController {
    let journals: Journals
    let savedMeals: @Sendable (UUID) -> SavedMealRepository
    let cache: JournalCache
    let coaching: Coaching
    let clock: AppClock

    static let pageSize = 100

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.today.pattern), use: today)
        router.get(.init(Route.day.pattern), use: day)
        router.get(.init(Route.dayPicker.pattern), use: pickDay)
        router.get(.init(Route.meals.pattern), use: meals)
        router.get(.init(Route.categories.pattern), use: categories)
        router.post(.init(Route.samples.pattern), use: addSamples)
    }

    @Sendable func today(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        return try await dayPage(clock.today(for: user), request: request, context: context)
    }

    @Sendable func day(_ request: Request, context: SignedInContext) async throws -> Response {
        guard let date = MealDate(iso: context.parameters.get("date") ?? "") else { throw DomainError.notFound }
        return try await dayPage(date, request: request, context: context)
    }

    /// The pick-a-day form submits `?date=yyyy-mm-dd` here.
    @Sendable func pickDay(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let date = request.uri.queryParameters["date"].flatMap { MealDate(iso: String($0)) } ?? clock.today(for: user)
        return .redirect(to: Route.day.path(date), type: .normal)
    }

    private func dayPage(_ date: MealDate, request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let today = clock.today(for: user)
        let isToday = date == today
        let journal = try await cache.answer(
            .dayPage(date: date, today: today), userID: user.id, version: user.journalVersion
        ) {
            try await DayPageJournal(
                date: date, today: today, meals: journals.of(user.id), savedMeals: savedMeals(user.id))
        }
        let now = TimeOfDay(clock.now(), in: user.timeZone)
        var page = TodayPage(
            context: PageContext(request, context, section: isToday ? .today : nil),
            day: journal.day, isToday: isToday,
            favorites: journal.favorites, journalIsEmpty: journal.journalIsEmpty, goals: user.goals,
            isReminderDue: isToday && user.goals.isReminderDue(at: now, mealsLoggedToday: journal.day.meals.count))
        page.frequent = journal.frequent
        page.savedMeals = journal.savedMeals
        page.todayDate = today
        // Where today's target came from, and a check-in waiting (made first if this week's is due).
        if isToday {
            page.checkIns = try await coaching.standing(
                userID: user.id, goals: user.goals, timeZone: user.timeZone)
        }
        // A meal said in words that could not be logged comes back to be corrected.
        page.said = request.uri.queryParameters["said"].map(String.init) ?? ""
        // A meal just logged in words, shown beside the words box (only one of this day's own).
        if let logged = request.uri.queryParameters["logged"].flatMap({ UUID(uuidString: String($0)) }) {
            page.justLogged = journal.day.meals.first { $0.id == logged }
        }
        return HTMLResponse.page(page.render(), request: request)
    }

    @Sendable func meals(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let pageNumber = max(1, request.uri.queryParameters["page"].flatMap { Int(String($0)) } ?? 1)
        let result = try await journals.of(user.id).list(
            order: user.sortOrder, limit: Self.pageSize,
            offset: (pageNumber - 1) * Self.pageSize)
        let page = MealsPage(
            context: PageContext(request, context, section: .meals), order: user.sortOrder,
            meals: result.items, total: result.total, page: pageNumber, pageSize: Self.pageSize)
        return HTMLResponse.page(page.render(), request: request)
    }

    @Sendable func categories(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let meals = try await journals.of(user.id).all(order: user.sortOrder)
        let page = CategoriesPage(
            context: PageContext(request, context, section: .categories), order: user.sortOrder,
            sections: CategorySection.sections(of: meals, order: user.sortOrder))
        return HTMLResponse.page(page.render(), request: request)
    }

    /// Adds the three sample meals, only to an empty journal.
    @Sendable func addSamples(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        _ = try await WebForm.read(request, context: context)
        guard try await journals.of(user.id).isEmpty() else {
            return HTMLResponse.redirect(
                to: Route.today.path(),
                notice: .init(kind: .warning, text: "Samples are only added to an empty journal."))
        }
        _ = try await journals.of(user.id).addSamples(timeZone: user.timeZone)
        return HTMLResponse.redirect(
            to: Route.today.path(), notice: .init(kind: .info, text: "Added three sample meals."))
    }
}
