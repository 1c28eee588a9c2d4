import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices
import NIOCore
import NIOFoundationCompat

/// What a file import did, item by item.
struct ImportReportDTO: Encodable, Sendable {
    struct Item: Encodable, Sendable {
        let name: String
        let outcome: String
        /// Why it was skipped; absent otherwise.
        let reason: String?
    }

    let source: String
    let dryRun: Bool
    let imported: Int
    let updated: Int
    let unchanged: Int
    let skipped: Int
    let items: [Item]

    init(source: ImportSource, dryRun: Bool, report: ImportReport) {
        self.source = source.rawValue
        self.dryRun = dryRun
        imported = report.imported
        updated = report.updated
        unchanged = report.unchanged
        skipped = report.skipped.count
        items = report.items.map { item in
            if case .skipped(let reason) = item.outcome {
                return Item(name: item.name, outcome: item.outcome.word, reason: reason)
            }
            return Item(name: item.name, outcome: item.outcome.word, reason: nil)
        }
    }
}
