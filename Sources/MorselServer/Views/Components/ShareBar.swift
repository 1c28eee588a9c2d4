import Foundation
import MorselCore
import MorselData
import MorselServices

/// One bar split into shares of a whole, such as the energy from protein, fat and carbs.
struct ShareBar: Sendable {
    struct Part: Sendable {
        let name: String
        let share: Double
        let style: String
    }

    let id: String
    let title: String
    let parts: [Part]

    func render() -> HTMLNode {
        let summary = parts.map { "\($0.name) \(Self.percent($0.share))" }.joined(separator: ", ")
        var x = 0.0
        let rects: [HTMLNode] = parts.map { part in
            let width = part.share * 100
            defer { x += width }
            return element(
                "rect",
                [
                    .class(part.style), .init("x", String(format: "%.2f", x)), .init("y", "0"),
                    .init("width", String(format: "%.2f", width)), .init("height", "10"),
                ]
            ) {
                element("title", []) { text("\(part.name): \(Self.percent(part.share))") }
            }
        }
        return div(.class("share-bar")) {
            element(
                "svg",
                [
                    .class("chart share"), .init("viewBox", "0 0 100 10"), .init("preserveAspectRatio", "none"),
                    .role("img"),
                    .aria("labelledby", "\(id)-title \(id)-desc"), .init("xmlns", "http://www.w3.org/2000/svg"),
                ]
            ) {
                element("title", [.id("\(id)-title")]) { text(title) }
                element("desc", [.id("\(id)-desc")]) { text(summary) }
                group(rects)
            }
            ul(.class("legend")) {
                for part in parts {
                    li {
                        span(.class("swatch \(part.style)"), .aria("hidden", "true"))
                        text(" \(part.name) \(Self.percent(part.share))")
                    }
                }
            }
        }
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}
