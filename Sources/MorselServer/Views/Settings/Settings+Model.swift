import Foundation
import MorselCore

/// Settings: sort order, time zone, password, API tokens, and (for admins) users.
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
    let errors: ValidationFailure?

    static let mock = SettingsPage(context: .mock, sortOrder: .date, goals: .standard, timeZone: "Europe/London", tokens: [],
                                   newToken: nil, users: [], errors: nil)
}
