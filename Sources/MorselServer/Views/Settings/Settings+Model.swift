import Foundation
import MorselCore
import MorselData
import MorselServices

/// Settings: sort order, time zone, password, API tokens, the calendar feed, and (for admins) users.
struct SettingsPage: Sendable {
    let context: PageContext
    let sortOrder: MealSortOrder
    let goals: Goals
    let timeZone: String
    let tokens: [CredentialRepository.TokenInfo]
    /// A token just created: shown this once.
    let newToken: String?
    /// Every account, for admins; empty for others.
    let users: [Account]
    /// Every household, for admins; empty for others.
    let households: [Household]
    /// What was typed into the Users forms, shown again beside any errors.
    let usersDraft: UsersDraft
    let errors: ValidationFailure?
    /// The person's calendar feed, if they made one.
    var calendarFeed: CalendarFeedInfo? = nil
    /// A feed address just made: shown this once.
    var newCalendarAddress: String? = nil
    /// The OpenID provider and this person's link to it, when one is configured.
    var signInService: SignInService? = nil
    /// Where this person's notifications go, how the latest went, and a webhook secret just made.
    var notifications = NotificationsSection()

    struct NotificationsSection: Sendable {
        var target: NotificationTarget? = nil
        var recent: [NotificationRepository.Notice] = []
        var newSecret: String? = nil
    }

    struct SignInService: Sendable {
        let name: String
        let link: OpenIDIdentities.Link?
    }

    /// The Users forms' values: empty, with the administrator's own household chosen, until a
    /// refused submission fills them in.
    struct UsersDraft: Sendable {
        var username = ""
        var isAdmin = false
        /// The household a new user joins.
        var householdID: UUID?
        /// The name typed for a new household.
        var householdName = ""
    }

    static let mock = SettingsPage(
        context: .mock, sortOrder: .date, goals: .standard, timeZone: "Europe/London", tokens: [],
        newToken: nil, users: [], households: [], usersDraft: UsersDraft(), errors: nil)
}
