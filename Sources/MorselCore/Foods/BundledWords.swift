import Foundation

/// The word lists kept as data beside the code (`Resources/*.tsv`): tab-separated rows after
/// a header, `#` lines for comments. They ship inside the package, so one missing is a
/// broken build, not a user's problem: it stops the process saying which.
enum BundledWords {
    /// The rows of `Resources/<name>.tsv` after its header, each split at tabs.
    static func rows(_ name: String) -> [[String]] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            preconditionFailure("\(name).tsv is missing from MorselCore's package resources.")
        }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }
}
