import Foundation
import MorselCore

/// An account as the rest of the app sees it, without the password hash.
public struct Account: Sendable, Equatable {
    public let id: UUID
    public let username: String
    public let isAdmin: Bool
    public let sortOrder: MealSortOrder
    public let timeZone: TimeZone
    public let createdAt: Date
    public let goals: Goals
    /// The household whose plan and grocery list this person shares.
    public let householdID: UUID?
    /// The version of the person's journal when this was read: see ``JournalCache``.
    public let journalVersion: Int

    /// The zone's IANA name as chosen (Foundation reports "UTC" as "GMT").
    public var timeZoneName: String { timeZone.identifier == "GMT" ? "UTC" : timeZone.identifier }
}
