import MorselCore
import MorselData
import MorselServices

/// The household's shopping list, grouped by aisle (food group), made for a phone in a shop:
/// one big tap target per item to check it off.
struct GroceryPage: Sendable {
    let context: PageContext
    let items: [GroceryListItem]
    let week: PlanWeek

    var groups: [(name: String, items: [GroceryListItem])] {
        var result: [(name: String, items: [GroceryListItem])] = []
        for item in items {
            if result.last?.name == item.group {
                result[result.count - 1].items.append(item)
            } else {
                result.append((item.group, [item]))
            }
        }
        return result
    }
}
