import Foundation
import MorselCore
import MorselData

/// Saying where a person's notifications go, and sending them a test: the same for the API
/// and for Settings.
package struct NotificationTargets: Sendable {
    package let notifications: NotificationRepository
    package let scheduler: NotificationScheduler
    /// Where notifications may go: the import rules (`MORSEL_IMPORT_ALLOW_PRIVATE`).
    package let reach: PageFetcher.Reach

    package init(notifications: NotificationRepository, scheduler: NotificationScheduler, reach: PageFetcher.Reach) {
        self.notifications = notifications
        self.scheduler = scheduler
        self.reach = reach
    }

    /// Checks and saves a target, its address within reach (the import rules).
    package func save(_ input: NotificationTargetInput, renewSecret: Bool, for userID: UUID) async throws -> (
        NotificationTarget, newSecret: String?
    ) {
        let target = try input.validated()
        do {
            try await PageFetcher.check(URL(string: target.url)!, reach: reach)
        } catch let refused as PageFetcher.Refused {
            throw DomainError.invalid("url", refused.description)
        }
        return try await notifications.save(target, for: userID, renewSecret: renewSecret)
    }

    /// Plans a test notification and sends it: the test as it went.
    package func sendTest(for userID: UUID) async throws -> NotificationRepository.Notice {
        guard try await notifications.target(of: userID) != nil else {
            throw DomainError.invalid("target", "Say where to send notifications first.")
        }
        let key = "test:\(userID):\(UUID().uuidString)"
        try await notifications.plan(
            key: key, userID: userID, kind: "test", title: "Morsel test notification",
            message: "Notifications from Morsel reach you here.", data: "{}", due: scheduler.clock.now())
        guard let planned = try await notifications.notice(key: key) else { throw DomainError.notFound }
        // This one alone: another instance's scheduler may have claimed it already, and sends it.
        try await scheduler.send(only: planned.id)
        return try await notifications.notice(key: key) ?? planned
    }
}
