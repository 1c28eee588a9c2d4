import Foundation
import MorselCore
import MorselData
import MorselServices

/// What `PricesAPIController` reads and writes: the prices area's request and answer bodies.
extension PricesAPIController {
    struct PriceDTO: Codable, Sendable {
        let foodId: String
        /// Filled in on answers.
        let foodName: String?
        /// "kg", "l" or "item".
        let unit: String
        /// Per unit, in the household's currency.
        let price: Double
    }

    struct ListDTO: Codable, Sendable { let items: [PriceDTO] }
}
