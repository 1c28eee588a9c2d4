import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// The Insights page: charts of the journal and the plan over a period.
struct InsightsWebController {
    let journals: Journals
    let households: Households
    let weights: @Sendable (UUID) -> WeightRepository
    let cache: JournalCache
    let coaching: Coaching
    let clock: AppClock

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.insights.pattern), use: show)
        router.get(.init(Route.nutrients.pattern), use: nutrients)
        router.post(.init(Route.weights.pattern), use: logWeight)
        router.post(.init(Route.confirmWeight.pattern), use: confirmWeight)
        router.post(.init(Route.checkIn.pattern), use: answerCheckIn)
    }

    /// Says a weighing far from the trend is right, so the estimate takes it.
    @Sendable func confirmWeight(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        guard let date = MealDate(iso: form["date"] ?? "") else { throw DomainError.notFound }
        try await weights(user.id).confirm(on: date)
        return HTMLResponse.redirect(
            to: Route.insights.path() + "#expenditure",
            notice: .init(kind: .info, text: "The weighing of \(date.longLabel) is taken as right."))
    }

    /// Takes a check-in's target (`decision=accepted`) or keeps the person's own (`kept`),
    /// then returns where the form says (`return`), or to Insights.
    @Sendable func answerCheckIn(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let back = MealWebController.returnPath(form) ?? Route.insights.path() + "#expenditure"
        guard let date = MealDate(iso: form["date"] ?? "") else { throw DomainError.notFound }
        do {
            let checkIn = try await coaching.decide(
                date, try CheckIn.answer(form["decision"]), userID: user.id, goals: user.goals)
            return HTMLResponse.redirect(
                to: back, notice: .init(kind: .info, text: checkIn.answer(ownTarget: user.goals.dailyCalories)))
        } catch DomainError.conflict(let message) {
            return HTMLResponse.redirect(to: back, notice: .init(kind: .error, text: message))
        }
    }

    /// Logs a weighing (replacing one on that day: how a wrong one is corrected) and shows the
    /// weight on Insights; a refused one says why.
    @Sendable func logWeight(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let form = try await WebForm.read(request, context: context)
        let back = Route.insights.path() + "#weight"
        do {
            let date = try MealDate.read(form["date"], field: "date") ?? clock.today(for: user)
            let entry: WeightEntry
            do {
                entry = try WeightEntry.validated(
                    date: date, weight: form["weight"].map(InputValue.text), unit: user.goals.weightUnit,
                    note: form["note"] ?? "")
            } catch { throw DomainError.invalid(error) }
            try await weights(user.id).save(entry)
            return HTMLResponse.redirect(
                to: back,
                notice: .init(
                    kind: .info,
                    text: "Logged \(user.goals.weightUnit.format(kilograms: entry.kilograms)) on \(date.longLabel)."))
        } catch DomainError.invalid(let failure) {
            return HTMLResponse.redirect(
                to: back,
                notice: .init(kind: .error, text: "Not logged: " + failure.errors.map(\.message).joined(separator: " "))
            )
        }
    }

    /// `?date=` (yyyy-mm-dd, default today) and `span=week` for the average of the seven days
    /// ending on the date; a bad date shows today with the problem as a notice.
    @Sendable func nutrients(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        var pageContext = PageContext(request, context, section: .today)
        let query = request.uri.queryParameters
        var date = clock.today(for: user)
        if let text = query["date"].map(String.init), !text.isEmpty {
            if let chosen = MealDate(iso: text) {
                date = chosen
            } else {
                pageContext.notices.append(
                    .init(kind: .error, text: "“\(text)” is not a date written yyyy-mm-dd; here is today."))
            }
        }
        let period: NutrientsPage.Span = query["span"] == "week" ? .week : .day
        let from = date.adding(days: 1 - period.days)
        let targets = user.goals.nutrients
        let content = try await cache.answer(
            .nutrientsView(from: from, to: date, targets: targets), userID: user.id, version: user.journalVersion
        ) {
            let report = try await journals.of(user.id).nutrientReport(from: from, to: date, targets: targets)
            return NutrientsPage(report: report, targets: targets, period: period).content.render()
        }
        return HTMLResponse.page(NutrientsPage.render(pageContext, content: raw(content)), request: request)
    }

    /// `?from=&to=` as on the API; a bad period shows the default one with the problem as a notice.
    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        var pageContext = PageContext(request, context, section: .insights)
        let query = request.uri.queryParameters
        let today = clock.today(for: user)
        let period: (from: MealDate, to: MealDate)
        var isDefault = query["from"] == nil && query["to"] == nil
        do {
            period = try Insights.period(
                from: query["from"].map(String.init), to: query["to"].map(String.init), today: today)
        } catch {
            pageContext.notices.append(.init(kind: .error, text: error.errors.map(\.message).joined(separator: " ")))
            period = try Insights.period(from: nil, to: nil, today: today)
            isDefault = true
        }
        let insights = try await InsightsReport(
            userID: user.id, householdID: user.householdID, goals: user.goals, journals: journals,
            households: households
        ).insights(from: period.from, to: period.to)
        var page = InsightsPage(context: pageContext, insights: insights, isDefaultPeriod: isDefault)
        page.weights = WeightTrend.trend(try await weights(user.id).entries(to: period.to)).filter {
            $0.entry.date >= period.from
        }
        page.today = today
        page.coaching = try await coaching.report(
            userID: user.id, goals: user.goals, timeZone: user.timeZone, on: min(period.to, today))
        return HTMLResponse.page(page.render(), request: request)
    }
}
