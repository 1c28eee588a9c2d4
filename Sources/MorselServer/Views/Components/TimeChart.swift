import Foundation
import MorselCore

/// The frame of a chart of values over days, drawn as SVG on the server: where a day and a
/// value fall, the gridlines with their labels, the first and last day under the axis, and
/// the `<svg>` with a title and description for screen readers. ``WeightChart`` and
/// ``ExpenditureChart`` draw their points in it.
struct TimeChart: Sendable {
    let id: String
    let from: MealDate
    let to: MealDate
    /// The values' range on the vertical axis.
    let low: Double
    let high: Double
    var height = 220.0

    static let width = 640.0
    static let left = 56.0
    static let right = 8.0
    static let top = 16.0
    static let bottom = 28.0

    func x(_ date: MealDate) -> Double {
        let days = Double(max(from.days(to: to), 1))
        return Self.left + (Self.width - Self.left - Self.right) * Double(from.days(to: date)) / days
    }

    func y(_ value: Double) -> Double {
        Self.top + (height - Self.top - Self.bottom) * (1 - (value - low) / max(high - low, 1e-9))
    }

    /// A point "x,y" of a polyline or polygon.
    func point(_ date: MealDate, _ value: Double) -> String { "\(Self.format(x(date))),\(Self.format(y(value)))" }

    /// A line across the chart at `value`: a gridline, or a goal.
    func rule(at value: Double, class name: String) -> HTMLNode {
        element(
            "line",
            [
                .class(name), .init("x1", Self.format(Self.left)), .init("x2", Self.format(Self.width - Self.right)),
                .init("y1", Self.format(y(value))), .init("y2", Self.format(y(value))),
            ])
    }

    /// A value of a day as a dot, with its own title for a pointer or a screen reader.
    func dot(_ date: MealDate, _ value: Double, class name: String, radius: String, title: String) -> HTMLNode {
        element(
            "circle",
            [
                .class(name), .init("cx", Self.format(x(date))), .init("cy", Self.format(y(value))),
                .init("r", radius),
            ]
        ) { element("title", []) { text(title) } }
    }

    /// Values over days joined by a line.
    func line(_ points: [(date: MealDate, value: Double)], class name: String) -> HTMLNode {
        element(
            "polyline",
            [
                .class(name), .init("fill", "none"),
                .init("points", points.map { point($0.date, $0.value) }.joined(separator: " ")),
            ])
    }

    /// A gridline and its label at each tick from `low` to `high`.
    func gridlines(every step: Double, label: (Double) -> String) -> [HTMLNode] {
        stride(from: low, through: high, by: step).flatMap { tick in
            [
                rule(at: tick, class: "grid"),
                element(
                    "text",
                    [
                        .class("axis"), .init("x", Self.format(Self.left - 6)), .init("y", Self.format(y(tick) + 4)),
                        .init("text-anchor", "end"),
                    ]
                ) { text(label(tick)) },
            ]
        }
    }

    /// The first and last day under the axis.
    var dateAxis: [HTMLNode] {
        [(from, Self.left, "start"), (to, Self.width - Self.right, "end")].map { date, position, anchor in
            element(
                "text",
                [
                    .class("axis"), .init("x", Self.format(position)), .init("y", Self.format(height - 8)),
                    .init("text-anchor", anchor),
                ]
            ) { text(date.text) }
        }
    }

    /// The chart: `title` and `description` for screen readers, then `nodes`.
    func svg(class name: String, title: String, description: String, _ nodes: [HTMLNode]) -> HTMLNode {
        element(
            "svg",
            [
                .id(id), .class("chart \(name)"), .role("img"), .aria("labelledby", "\(id)-title \(id)-desc"),
                .init("viewBox", "0 0 \(Int(Self.width)) \(Int(height))"),
            ]
        ) {
            element("title", [.id("\(id)-title")]) { text(title) }
            element("desc", [.id("\(id)-desc")]) { text(description) }
            group(nodes)
        }
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
