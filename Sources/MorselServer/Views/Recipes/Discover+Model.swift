import MorselCore
import MorselData
import MorselServices

/// Finding recipes on TheMealDB and adding them to the catalog.
struct DiscoverPage: Sendable {
    let context: PageContext
    let query: String
    let results: [RecipeDraft]
    /// TheMealDB ids already in the catalog → the local recipe's id.
    let known: [String: String]
    /// Why TheMealDB could not be asked, shown instead of results.
    let unavailable: String?
}
