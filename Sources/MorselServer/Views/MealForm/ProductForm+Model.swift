import MorselCore
import MorselData
import MorselServices

/// A packaged food typed from its label, for a barcode no one knows yet.
struct ProductFormPage: Sendable {
    let context: PageContext
    let values: [String: String]
    let errors: ValidationFailure?
}
