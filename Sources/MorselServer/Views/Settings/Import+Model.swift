import MorselCore
import MorselData
import MorselServices

/// Settings → Import: a recipe's address, or another app's export file, and what the last
/// file import did.
struct ImportPage: Sendable {
    let context: PageContext
    /// The source chosen last (kept when the page comes back with a report or errors).
    let source: ImportSource?
    let dryRun: Bool
    /// What the file import did, once it ran.
    let report: (source: ImportSource, report: ImportReport)?
    let errors: ValidationFailure?
}
