import Foundation
import MorselCore
import MorselData
import MorselServices

struct ImportSummaryDTO: Encodable, Sendable {
    struct Failure: Encodable, Sendable {
        let index: Int
        let message: String
    }
    let imported: Int
    let updated: Int
    let unchanged: Int
    let skipped: Int
    let errors: [Failure]

    init(_ summary: RecipeRepository.ImportSummary) {
        imported = summary.imported
        updated = summary.updated
        unchanged = summary.unchanged
        skipped = summary.skipped
        errors = summary.errors.map { Failure(index: $0.index, message: $0.message) }
    }
}
