import Foundation
import MorselCore
import MorselData

/// The household's plan as an iCalendar feed, opened by the secret in one person's feed
/// address: four weeks back to twelve ahead, each entry at the time that person usually eats
/// that meal (from the last 90 days of their journal), in their time zone.
package struct CalendarFeed: Sendable {
    package let credentials: CredentialRepository
    package let journals: Journals
    package let households: Households
    package let clock: AppClock

    package init(credentials: CredentialRepository, journals: Journals, households: Households, clock: AppClock) {
        self.credentials = credentials
        self.journals = journals
        self.households = households
        self.clock = clock
    }

    /// The feed's text, or nil when no feed has that secret (or it was revoked). Each entry
    /// links to the page `link` gives (its recipe's, else its week's plan).
    package func text(secret: String, link: @escaping @Sendable (PlanEntry) -> String) async throws -> String? {
        guard let account = try await credentials.account(calendarSecret: secret) else { return nil }
        let now = clock.now()
        let today = MealDate(now, in: account.timeZone)
        let entries =
            account.householdID == nil
            ? []
            : try await households.plan(of: account.householdID, by: nil).entries(
                from: today.adding(days: -28), to: today.adding(days: 84))
        let logged = try await journals.of(account.id).loggedTimes(since: today.adding(days: -90))
        return PlanCalendar(
            name: "Morsel meal plan", entries: entries, times: PlanCalendar.usualTimes(logged: logged),
            timeZone: account.timeZone, now: now, link: link
        ).text
    }
}
