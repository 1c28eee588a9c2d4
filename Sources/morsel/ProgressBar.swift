import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// Progress on standard error: on a terminal a bar redrawn in place with the rate and the
/// time left; otherwise a plain line at each tenth of the way, for logs.
final class ProgressBar {
    let total: Int
    let isTerminal = isatty(STDERR_FILENO) == 1
    private let started = Date()
    private var lastTenth = 0

    init(total: Int) { self.total = total }

    func show(_ done: Int) {
        guard total > 0 else { return }
        let elapsed = Date().timeIntervalSince(started)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Int((Double(total - done) / rate).rounded(.up)) : nil
        let figures = "\(done)/\(total) · \(Self.rate(rate)) · " + (left.map { "\(Self.duration($0)) left" } ?? "…")
        if isTerminal {
            let width = 30
            let filled = width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            FileHandle.standardError.write(Data("\r\u{1B}[K[\(bar)] \(figures)".utf8))
        } else if done * 10 / total > lastTenth || done == total {
            lastTenth = done * 10 / total
            FileHandle.standardError.write(Data("\(figures)\n".utf8))
        }
    }

    /// Erases the bar, so a line can be printed in its place.
    func clear() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    static func rate(_ perSecond: Double) -> String {
        perSecond >= 1
            ? String(format: "%.1f/s", perSecond) : perSecond > 0 ? String(format: "%.1f s each", 1 / perSecond) : "…"
    }

    static func duration(_ seconds: Int) -> String {
        seconds < 60
            ? "\(seconds) s"
            : seconds < 3600 ? "\(seconds / 60) min \(seconds % 60) s" : "\(seconds / 3600) h \(seconds / 60 % 60) min"
    }
}
