import ArgumentParser
import Foundation
import MorselData
import MorselServer
import MorselServices

/// `morsel-bench json`: see ``JSONBenchmark``.
struct JSONEncodingBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract:
            "The API's largest answers by hand, through Morsel's JSON encoder and through Foundation's, in process.")

    func run() throws {
        print("answer                        bytes   by hand µs  direct µs  Foundation µs")
        for result in try JSONBenchmark.run() {
            let byHand = result.byHand.map { String(format: "%.1f", $0) } ?? "-"
            print(
                result.answer.padding(toLength: 28, withPad: " ", startingAt: 0), String(format: "%6d", result.bytes),
                String(repeating: " ", count: max(0, 12 - byHand.count)) + byHand,
                String(format: "%10.1f  %13.1f", result.direct, result.foundation))
        }
    }
}
