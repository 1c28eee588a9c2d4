import Foundation
import Hummingbird
import MorselCore

/// `/api/v1/notifications`: where the person's notifications go, which they want, how the
/// latest went, and a test.
struct NotificationsAPIController {
    let notifications: NotificationRepository
    let scheduler: NotificationScheduler
    let reach: PageFetcher.Reach

    func addRoutes(to router: RouterGroup<AppRequestContext>) {
        router.get(.init(Route.API.notifications.pattern), use: show)
        router.put(.init(Route.API.notifications.pattern), use: save)
        router.delete(.init(Route.API.notifications.pattern), use: remove)
        router.post(.init(Route.API.notificationTest.pattern), use: test)
    }

    @Sendable func show(_ request: Request, context: AppRequestContext) async throws -> Response {
        try JSONResponse.make(try await answer(for: try context.requireIdentity().id))
    }

    /// `{kind, url, token?, mealReminder?, daySummary?, householdChanges?, summaryTime?, renewSecret?}`;
    /// a webhook's secret is in the answer the first time (or when renewed), never again.
    @Sendable func save(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let body = try await JSONResponse.decode(NotificationTargetRequest.self, from: request)
        let (_, secret) = try await Self.save(body.input, renewSecret: body.renewSecret ?? false, for: user.id, notifications: notifications, reach: reach)
        return try JSONResponse.make(try await answer(for: user.id, secret: secret))
    }

    @Sendable func remove(_ request: Request, context: AppRequestContext) async throws -> Response {
        try await notifications.remove(userID: try context.requireIdentity().id)
        return Response(status: .noContent)
    }

    /// Sends a test notification now: the answer says how it went.
    @Sendable func test(_ request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireIdentity()
        let notice = try await Self.sendTest(for: user.id, notifications: notifications, scheduler: scheduler)
        return try JSONResponse.make(NoticeDTO(notice), status: notice.sentAt != nil ? .ok : .badGateway)
    }

    private func answer(for userID: UUID, secret: String? = nil) async throws -> NotificationsDTO {
        NotificationsDTO(target: try await notifications.target(of: userID).map(NotificationTargetDTO.init),
                         recent: try await notifications.recent(of: userID).map(NoticeDTO.init), secret: secret)
    }

    /// Checks and saves a target, its address within reach (the import rules), for the API and Settings alike.
    static func save(_ input: NotificationTargetInput, renewSecret: Bool, for userID: UUID, notifications: NotificationRepository,
                     reach: PageFetcher.Reach) async throws -> (NotificationTarget, newSecret: String?) {
        let target = try input.validated()
        do {
            try await PageFetcher.check(URL(string: target.url)!, reach: reach)
        } catch let refused as PageFetcher.Refused {
            throw DomainError.invalid("url", refused.description)
        }
        return try await notifications.save(target, for: userID, renewSecret: renewSecret)
    }

    /// Plans a test notification and sends it: the test as it went.
    static func sendTest(for userID: UUID, notifications: NotificationRepository, scheduler: NotificationScheduler) async throws -> NotificationRepository.Notice {
        guard try await notifications.target(of: userID) != nil else {
            throw DomainError.invalid("target", "Say where to send notifications first.")
        }
        let key = "test:\(userID):\(UUID().uuidString)"
        try await notifications.plan(key: key, userID: userID, kind: "test", title: "Morsel test notification",
                                     message: "Notifications from Morsel reach you here.", data: "{}", due: scheduler.clock.now())
        guard let planned = try await notifications.notice(key: key) else { throw DomainError.notFound }
        // This one alone: another instance's scheduler may have claimed it already, and sends it.
        try await scheduler.send(only: planned.id)
        return try await notifications.notice(key: key) ?? planned
    }
}
