import Foundation
import Hummingbird
import HummingbirdAuth
import MorselCore
import MorselData
import MorselServices

/// Who is making a request, once an authenticator has recognised them.
public struct CurrentUser: Sendable {
    public let id: UUID
    public let username: String
    public let isAdmin: Bool
    public let sortOrder: MealSortOrder
    public let timeZone: TimeZone
    /// The IANA name of ``timeZone`` as the person chose it.
    public let timeZoneName: String
    public let goals: Goals
    public let householdID: UUID?
    /// The version of the person's journal as this request's credentials were read: what
    /// ``JournalCache`` keeps is keyed by it, so only a request's own reads may use it.
    public let journalVersion: Int
    /// Present when signed in through the browser; forms must then carry its CSRF token.
    public let session: BrowserSession?
}
