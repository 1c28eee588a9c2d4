import Foundation

/// One thing to buy: its quantities (summed where they can be, side by side where not)
/// and the recipes it came from.
public struct GroceryItem: Hashable, Sendable {
    /// What the line is merged on: the matched food's id, or the name's words.
    public let key: String
    public var name: String
    public var quantities: [GroceryQuantity]
    /// Measures that cannot be shopped for by amount ("to taste"), kept so nothing is lost.
    public var notes: [String]
    public var sources: [String]
    public var done: Bool

    /// "1.5 kg", "1 cup + 2 large", "5 tomatoes": counts without a noun take the item's name.
    public var display: String {
        let parts = quantities.map { quantity -> String in
            if case .count(nil) = quantity.kind { return "\(quantity.display) \(name.lowercased())" }
            return quantity.display
        }
        return (parts.isEmpty ? notes : parts).joined(separator: " + ")
    }
}
