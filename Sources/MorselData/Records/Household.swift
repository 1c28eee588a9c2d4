import Foundation
import MorselCore

/// A household as the rest of the app sees it: people who share a plan, a grocery list and
/// food prices, each keeping their own journal.
public struct Household: Sendable, Equatable {
    public let id: UUID
    public let name: String
    public let createdAt: Date
    /// How many accounts belong to it.
    public let memberCount: Int
}
