import Foundation

/// A row of `notification_deliveries`: one notification to send, under a key that names what it
/// is for, so it is made once however many instances plan it.
package enum NotificationDeliveryRow {
    package enum Column: String, TableColumn {
        case id
        case userID = "user_id"
        case key, kind, title, message, data
        case createdAt = "created_at"
        case dueAt = "due_at"
        case attempts
        case claimedUntil = "claimed_until"
        /// The claim's own token: only its holder may mark the notification sent or failed.
        case claimedBy = "claimed_by"
        case sentAt = "sent_at"
        case givenUpAt = "given_up_at"
        case lastError = "last_error"

        package var type: ColumnType {
            switch self {
            case .id, .userID: .id
            case .key, .kind, .title, .message, .data, .lastError, .claimedBy: .text
            case .createdAt, .dueAt, .claimedUntil, .sentAt, .givenUpAt: .time
            case .attempts: .integer
            }
        }

        package static let table = "notification_deliveries"
        package static let list = columnList()
    }
}
