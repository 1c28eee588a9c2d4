import Foundation
import MorselCore
import MorselData

/// The household's plan as an iCalendar feed, opened by the secret in one person's feed
/// address: four weeks back to twelve ahead, each entry at the time that person usually eats
/// that meal (from the last 90 days of their journal), in their time zone.
struct CalendarFeed: Sendable {
    let credentials: CredentialRepository
    let journals: Journals
    let households: Households
    let clock: AppClock

    /// The feed's text, or nil when no feed has that secret (or it was revoked).
    /// `site` is the address links start with (`https://food.example.org`).
    func text(secret: String, site: String) async throws -> String? {
        guard let account = try await credentials.account(calendarSecret: secret) else { return nil }
        let now = clock.now(), today = MealDate(now, in: account.timeZone)
        let entries = account.householdID == nil ? []
            : try await households.plan(of: account.householdID, by: nil).entries(from: today.adding(days: -28), to: today.adding(days: 84))
        let logged = try await journals.of(account.id).loggedTimes(since: today.adding(days: -90))
        return PlanCalendar(name: "Morsel meal plan", entries: entries, times: PlanCalendar.usualTimes(logged: logged),
                            timeZone: account.timeZone, now: now) { entry in
            site + (entry.recipeID.map { Route.recipe.path($0) } ?? Route.plan(week: PlanWeek(containing: entry.date)))
        }.text
    }

    /// A feed's address: `site` then `/calendar/SECRET.ics`.
    static func address(site: String, secret: String) -> String { site + Route.calendarFeed.path(secret) }
}
