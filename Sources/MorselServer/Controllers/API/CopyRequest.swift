import Foundation
import MorselCore
import MorselData
import MorselServices

/// The body of `POST /api/v1/meals/{id}/relog` (optional) and `POST /api/v1/days/{date}/copy`.
struct CopyRequest: Decodable, Sendable {
    /// yyyy-mm-dd or dd/mm/yyyy: the day to log on (relog: today, now, when absent).
    let date: String?
    /// Copying a day: the day to copy to (today when absent), and only this meal slot when given.
    let to: String?
    let category: String?
}
