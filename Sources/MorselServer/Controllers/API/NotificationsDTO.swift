import Foundation
import MorselCore
import MorselData
import MorselServices

/// A target as answered: never its token or secret.
struct NotificationTargetDTO: Encodable, Sendable {
    let kind: String
    let url: String
    let hasToken: Bool
    let mealReminder: Bool
    let daySummary: Bool
    let householdChanges: Bool
    let checkIn: Bool
    let summaryTime: String

    init(_ target: NotificationTarget) {
        kind = target.kind.rawValue
        url = target.url
        hasToken = target.token != nil
        mealReminder = target.mealReminder
        daySummary = target.daySummary
        householdChanges = target.householdChanges
        checkIn = target.checkIn
        summaryTime = target.summaryTime.description
    }
}

struct NoticeDTO: Encodable, Sendable {
    let id: UUID
    let kind: String
    let title: String
    let message: String
    let createdAt: Date
    let attempts: Int
    /// `waiting`, `sent` or `given-up`.
    let status: String
    @EncodedAsNull var sentAt: Date?
    @EncodedAsNull var givenUpAt: Date?
    @EncodedAsNull var lastError: String?

    init(_ notice: NotificationRepository.Notice) {
        id = notice.id
        kind = notice.kind
        title = notice.title
        message = notice.message
        createdAt = notice.createdAt
        attempts = notice.attempts
        status = notice.sentAt != nil ? "sent" : notice.givenUpAt != nil ? "given-up" : "waiting"
        sentAt = notice.sentAt
        givenUpAt = notice.givenUpAt
        lastError = notice.lastError
    }
}

/// `GET /api/v1/notifications`, and the answer to a change: the target (null: none), the
/// latest notifications, and a webhook's secret when one was just made.
struct NotificationsDTO: Encodable, Sendable {
    @EncodedAsNull var target: NotificationTargetDTO?
    let recent: [NoticeDTO]
    @EncodedAsNull var secret: String?
}
