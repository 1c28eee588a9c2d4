import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

/// `/api/v1/notifications`: where the person's notifications go, which they want, how the
/// latest went, and a test.
struct NotificationsAPIController {
    let notifications: NotificationRepository
    let targets: NotificationTargets

    func addRoutes(to router: RouterGroup<SignedInContext>) {
        router.get(.init(Route.API.notifications.pattern), use: show)
        router.put(.init(Route.API.notifications.pattern), use: save)
        router.delete(.init(Route.API.notifications.pattern), use: remove)
        router.post(.init(Route.API.notificationTest.pattern), use: test)
    }

    @Sendable func show(_ request: Request, context: SignedInContext) async throws -> Response {
        try JSONResponse.make(try await answer(for: context.user.id))
    }

    /// `{kind, url, token?, mealReminder?, daySummary?, householdChanges?, checkIn?, summaryTime?, renewSecret?}`;
    /// a webhook's secret is in the answer the first time (or when renewed), never again.
    @Sendable func save(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let body = try await JSONResponse.decode(NotificationTargetRequest.self, from: request)
        let (_, secret) = try await targets.save(body.input, renewSecret: body.renewSecret ?? false, for: user.id)
        return try JSONResponse.make(try await answer(for: user.id, secret: secret))
    }

    @Sendable func remove(_ request: Request, context: SignedInContext) async throws -> Response {
        try await notifications.remove(userID: context.user.id)
        return Response(status: .noContent)
    }

    /// Sends a test notification now: the answer says how it went.
    @Sendable func test(_ request: Request, context: SignedInContext) async throws -> Response {
        let user = context.user
        let notice = try await targets.sendTest(for: user.id)
        return try JSONResponse.make(NoticeDTO(notice), status: notice.sentAt != nil ? .ok : .badGateway)
    }

    private func answer(for userID: UUID, secret: String? = nil) async throws -> NotificationsDTO {
        NotificationsDTO(
            target: try await notifications.target(of: userID).map(NotificationTargetDTO.init),
            recent: try await notifications.recent(of: userID).map(NoticeDTO.init), secret: secret)
    }
}
