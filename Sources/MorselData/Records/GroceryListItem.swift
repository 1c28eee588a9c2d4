import Foundation
import MorselCore

/// One line of the list as shown: the merged item, its group, and whether it is bought.
public struct GroceryListItem: Sendable {
    /// Stands for the item in the API and forms (its first line's id).
    public let id: UUID
    public let item: GroceryItem
    /// The USDA food group, or "Other" for what matched no food.
    public let group: String
}
