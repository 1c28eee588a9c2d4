import Foundation
import MorselCore
import MorselData
import MorselServices

/// A bar chart drawn as SVG on the server, so it needs no JavaScript: one bar (or stack of
/// segments) per label, an optional dashed goal line, gridlines at round values, and a title
/// and description that screen readers announce. Colours come from CSS classes.
struct BarChart: Sendable {
    struct Segment: Sendable {
        let value: Double
        /// `bar-calories`, `bar-protein`…; styled in app.css.
        let style: String
    }

    struct Bar: Sendable {
        /// Under the bar, such as "Mon"; empty to leave it out.
        let label: String
        /// The bar's tooltip, such as "Monday 3 March: 2,150 kcal".
        let detail: String
        let segments: [Segment]
        /// Drawn with the `over` class (over the goal or budget).
        var isOver = false
    }

    let id: String
    let title: String
    let summary: String
    let bars: [Bar]
    let unit: String
    var goal: (value: Double, label: String)? = nil

    private static let width = 640.0
    private static let height = 240.0
    private static let left = 66.0
    private static let right = 8.0
    private static let top = 26.0
    private static let bottom = 32.0

    func render() -> HTMLNode {
        let plotWidth = Self.width - Self.left - Self.right
        let plotHeight = Self.height - Self.top - Self.bottom
        let tallest = max(bars.map { $0.segments.reduce(0) { $0 + $1.value } }.max() ?? 0, goal?.value ?? 0)
        let step = Self.niceStep(for: tallest / 4)
        let ceiling = max(step * (tallest / step).rounded(.up), step)
        func y(_ value: Double) -> Double { Self.top + plotHeight * (1 - value / ceiling) }
        let slot = plotWidth / Double(max(bars.count, 1))
        let barWidth = max(slot * 0.7, 1)
        // Label at most about seven bars so the axis stays readable on a phone.
        let labelEvery = max(1, Int((Double(bars.count) / 7).rounded(.up)))

        var nodes: [HTMLNode] = [
            element("title", [.id("\(id)-title")]) { text(title) },
            element("desc", [.id("\(id)-desc")]) { text(summary) },
        ]
        for tick in stride(from: 0, through: ceiling, by: step) {
            nodes.append(
                element(
                    "line",
                    [
                        .class("grid"), .init("x1", Self.format(Self.left)),
                        .init("x2", Self.format(Self.width - Self.right)),
                        .init("y1", Self.format(y(tick))), .init("y2", Self.format(y(tick))),
                    ]))
            nodes.append(
                element(
                    "text",
                    [
                        .class("axis"), .init("x", Self.format(Self.left - 6)), .init("y", Self.format(y(tick) + 4)),
                        .init("text-anchor", "end"),
                    ]
                ) { text(Self.tickLabel(tick)) })
        }
        for (index, bar) in bars.enumerated() {
            let x = Self.left + slot * Double(index) + (slot - barWidth) / 2
            var base = 0.0
            var rects: [HTMLNode] = []
            for segment in bar.segments where segment.value > 0 {
                let classes = bar.isOver ? "\(segment.style) over" : segment.style
                rects.append(
                    element(
                        "rect",
                        [
                            .class(classes), .init("x", Self.format(x)),
                            .init("y", Self.format(y(base + segment.value))),
                            .init("width", Self.format(barWidth)),
                            .init("height", Self.format(y(base) - y(base + segment.value))),
                        ]))
                base += segment.value
            }
            nodes.append(
                element("g", [.class("bar")]) {
                    element("title", []) { text(bar.detail) }
                    group(rects)
                })
            if !bar.label.isEmpty, index % labelEvery == 0 {
                nodes.append(
                    element(
                        "text",
                        [
                            .class("axis"), .init("x", Self.format(x + barWidth / 2)),
                            .init("y", Self.format(Self.height - 6)),
                            .init("text-anchor", "middle"),
                        ]
                    ) { text(bar.label) })
            }
        }
        if let goal {
            nodes.append(
                element(
                    "line",
                    [
                        .class("goal-line"), .init("x1", Self.format(Self.left)),
                        .init("x2", Self.format(Self.width - Self.right)),
                        .init("y1", Self.format(y(goal.value))), .init("y2", Self.format(y(goal.value))),
                    ]))
            nodes.append(
                element(
                    "text",
                    [
                        .class("goal-label"), .init("x", Self.format(Self.width - Self.right)),
                        .init("y", Self.format(y(goal.value) - 4)), .init("text-anchor", "end"),
                    ]
                ) { text(goal.label) })
        }
        return element(
            "svg",
            [
                .class("chart"), .init("viewBox", "0 0 \(Int(Self.width)) \(Int(Self.height))"), .role("img"),
                .aria("labelledby", "\(id)-title \(id)-desc"), .init("xmlns", "http://www.w3.org/2000/svg"),
            ]
        ) {
            group(nodes)
        }
    }

    /// 1, 2, 2.5 or 5 times a power of ten: gridlines at values people read easily.
    static func niceStep(for raw: Double) -> Double {
        guard raw > 0 else { return 1 }
        let magnitude = pow(10, floor(log10(raw)))
        let fraction = raw / magnitude
        let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10
        return nice * magnitude
    }

    private static func tickLabel(_ value: Double) -> String {
        value == value.rounded() ? Int(value).grouped : String(format: "%.1f", value)
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
