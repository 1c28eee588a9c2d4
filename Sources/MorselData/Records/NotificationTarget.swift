import Foundation
import MorselCore

/// Where one person's notifications go, and which they want.
public struct NotificationTarget: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        /// An ntfy topic URL (`https://ntfy.sh/my-topic`), with an access token if the server wants one.
        case ntfy
        /// A Gotify server (`https://gotify.example.org`) and an application token.
        case gotify
        /// Any URL, sent JSON signed with HMAC-SHA256 under a secret shown once.
        case webhook
    }

    public var kind: Kind
    public var url: String
    /// ntfy's access token or Gotify's application token.
    public var token: String?
    /// From the reminder time (Settings, goals) until a meal is logged, once a day.
    public var mealReminder: Bool
    /// The day's totals against the goals, at ``summaryTime``.
    public var daySummary: Bool
    /// The household's week plan or grocery list changed.
    public var householdChanges: Bool
    /// The weekly check-in's new target, when the plan steers it.
    public var checkIn = false
    public var summaryTime: TimeOfDay
    /// A webhook's signing secret; never shown but the once it is made.
    package var secret: String?

    public static let defaultSummaryTime = TimeOfDay(minutes: 21 * 60)!
}

extension String {
    /// nil for an empty string.
    package var nilIfEmpty: String? { isEmpty ? nil : self }
}
