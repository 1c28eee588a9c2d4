import Foundation
import MorselCore
import MorselData
import MorselServices

/// `PUT /api/v1/notifications`.
struct NotificationTargetRequest: Decodable, Sendable {
    let kind: String?
    let url: String?
    let token: String?
    let mealReminder: Bool?
    let daySummary: Bool?
    let householdChanges: Bool?
    let checkIn: Bool?
    let summaryTime: String?
    /// A webhook's new signing secret, replacing the old.
    let renewSecret: Bool?

    var input: NotificationTargetInput {
        NotificationTargetInput(
            kind: kind, url: url, token: token, mealReminder: mealReminder, daySummary: daySummary,
            householdChanges: householdChanges, checkIn: checkIn, summaryTime: summaryTime)
    }
}
