import Foundation
import MorselCore
import MorselData
import MorselServices

/// What `GroceryAPIController` reads and writes: the grocery area's request and answer bodies.
extension GroceryAPIController {
    struct ItemDTO: Encodable, Sendable {
        struct Quantity: Encodable, Sendable {
            let amount: Double
            /// "g", "ml", or what is counted ("large", "clove"); "" for a bare number.
            let unit: String
        }
        let id: UUID
        let name: String
        let quantities: [Quantity]
        /// "1.5 kg", "1 cup + 2 large".
        let display: String
        let done: Bool
        let group: String
        /// The recipes (or plan days) the item came from.
        let sources: [String]

        init(_ entry: GroceryListItem) {
            id = entry.id
            name = entry.item.name
            quantities = entry.item.quantities.map { quantity in
                let unit: String =
                    switch quantity.kind {
                    case .grams: "g"
                    case .milliliters: "ml"
                    case .count(let noun): noun ?? ""
                    }
                return Quantity(amount: (quantity.amount * 100).rounded() / 100, unit: unit)
            }
            display = entry.item.display
            done = entry.item.done
            group = entry.group
            sources = entry.item.sources
        }
    }

    struct ListDTO: Encodable, Sendable {
        let items: [ItemDTO]
    }

    struct ManualItem: Decodable, Sendable {
        let name: String
        let measure: String?
    }

    struct Servings: Decodable, Sendable { let servings: Double? }

    struct DonePatch: Decodable, Sendable { let done: Bool }
}
