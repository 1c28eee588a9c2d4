import Foundation
import MorselCore

/// A person's calendar feed, without its secret.
public struct CalendarFeedInfo: Sendable, Equatable {
    public let createdAt: Date
    public let lastReadAt: Date?
}
