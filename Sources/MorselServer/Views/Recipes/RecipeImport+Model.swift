import MorselCore
import MorselData
import MorselServices

/// Importing a recipe from its web page: the address, then what the page holds, to confirm.
struct RecipeImportPage: Sendable {
    let context: PageContext
    let url: String
    /// What the page holds, once fetched and read.
    let preview: RecipeURLImport.Outcome?
    /// Why the page could not be imported, shown beside the address.
    let errors: ValidationFailure?
}
