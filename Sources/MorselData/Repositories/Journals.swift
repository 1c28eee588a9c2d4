import Foundation
import MorselCore

/// Hands out each person's journal: the repository of one person's meals, which reaches
/// nobody else's.
public struct Journals: Sendable {
    package let store: DatabaseStore
    package let clock: AppClock

    package init(store: DatabaseStore, clock: AppClock) {
        self.store = store
        self.clock = clock
    }

    public func of(_ userID: UUID) -> MealRepository {
        MealRepository(store: store, ownerID: userID, clock: clock)
    }
}
