import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// What the Settings page reads: the account fresh, its tokens, calendar feed, sign-in link and
/// notifications, and for an admin the people and households.
extension SettingsWebController {
    func page(
        _ request: Request, _ context: SignedInContext, newToken: String? = nil, newCalendarAddress: String? = nil,
        errors: ValidationFailure? = nil, draft: SettingsPage.UsersDraft? = nil
    ) async throws -> SettingsPage {
        let user = context.user
        // Read fresh: a change saved in this request must show.
        let account = try await users.account(id: user.id)
        var signInService: SettingsPage.SignInService?
        if let openID = configuration.openID {
            signInService = .init(
                name: openID.displayName, link: try await openIDIdentities.link(of: user.id, issuer: openID.issuer))
        }
        return SettingsPage(
            context: PageContext(request, context, section: .settings),
            sortOrder: account?.sortOrder ?? user.sortOrder, goals: account?.goals ?? user.goals,
            timeZone: account?.timeZoneName ?? user.timeZoneName,
            tokens: try await credentials.tokens(userID: user.id), newToken: newToken,
            users: user.isAdmin ? try await users.all() : [],
            households: user.isAdmin ? try await users.households() : [],
            usersDraft: draft ?? SettingsPage.UsersDraft(householdID: user.householdID), errors: errors,
            calendarFeed: try await credentials.calendarFeed(userID: user.id), newCalendarAddress: newCalendarAddress,
            signInService: signInService,
            notifications: .init(
                target: try await notifications.target(of: user.id),
                recent: try await notifications.recent(of: user.id, limit: 5)))
    }
}
