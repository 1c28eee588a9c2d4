import Foundation
import MorselCore
import MorselData
import MorselServices

/// `POST /api/v1/recipes/{id}/log`.
struct LogServingRequest: Decodable, Sendable {
    let servings: Double?
    let date: String?
    let time: String?
    let category: String?
}
