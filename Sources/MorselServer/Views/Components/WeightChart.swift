import Foundation
import MorselCore
import MorselData
import MorselServices

/// Weighings as dots and their smoothed trend as a line, drawn as SVG on the server, with a
/// title and description for screen readers. Colours come from CSS classes.
struct WeightChart: Sendable {
    let id: String
    let from: MealDate
    let to: MealDate
    let points: [(entry: WeightEntry, trend: Double)]
    let unit: WeightUnit

    private static let width = 640.0
    private static let height = 220.0
    private static let left = 56.0
    private static let right = 8.0
    private static let top = 16.0
    private static let bottom = 28.0

    func render() -> HTMLNode {
        let values = points.flatMap {
            [unit.amount(ofKilograms: $0.entry.kilograms), unit.amount(ofKilograms: $0.trend)]
        }
        let low = ((values.min() ?? 0) - 1).rounded(.down)
        let high = ((values.max() ?? 1) + 1).rounded(.up)
        let span = max(high - low, 1)
        let days = Double(max(from.days(to: to), 1))
        func x(_ date: MealDate) -> Double {
            Self.left + (Self.width - Self.left - Self.right) * Double(from.days(to: date)) / days
        }
        func y(_ value: Double) -> Double {
            Self.top + (Self.height - Self.top - Self.bottom) * (1 - (value - low) / span)
        }
        let last = points.last
        let summary =
            last.map {
                "\(points.count) weighings from \(from.text) to \(to.text); the trend ends at \(unit.format(kilograms: $0.trend))."
            }
            ?? "No weighings from \(from.text) to \(to.text)."
        var nodes: [HTMLNode] = [
            element("title", [.id("\(id)-title")]) { text("Weight and its trend, \(from.text) to \(to.text)") },
            element("desc", [.id("\(id)-desc")]) { text(summary) },
        ]
        let step = span > 10 ? (span / 4).rounded(.up) : 1
        for tick in stride(from: low, through: high, by: step) {
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
                ) { text(Nutrition.format(amount: tick)) })
        }
        for point in points {
            let value = unit.amount(ofKilograms: point.entry.kilograms)
            nodes.append(
                element(
                    "circle",
                    [
                        .class("weight-dot"), .init("cx", Self.format(x(point.entry.date))),
                        .init("cy", Self.format(y(value))),
                        .init("r", "3.5"),
                    ]
                ) {
                    element("title", []) {
                        text("\(point.entry.date.longLabel): \(unit.format(kilograms: point.entry.kilograms))")
                    }
                })
        }
        if points.count > 1 {
            let line = points.map {
                "\(Self.format(x($0.entry.date))),\(Self.format(y(unit.amount(ofKilograms: $0.trend))))"
            }.joined(separator: " ")
            nodes.append(element("polyline", [.class("weight-trend"), .init("points", line), .init("fill", "none")]))
        }
        nodes.append(
            element(
                "text", [.class("axis"), .init("x", Self.format(Self.left)), .init("y", Self.format(Self.height - 8))]
            ) { text(from.text) })
        nodes.append(
            element(
                "text",
                [
                    .class("axis"), .init("x", Self.format(Self.width - Self.right)),
                    .init("y", Self.format(Self.height - 8)),
                    .init("text-anchor", "end"),
                ]
            ) { text(to.text) })
        return element(
            "svg",
            [
                .id(id), .class("chart weight-chart"), .role("img"), .aria("labelledby", "\(id)-title \(id)-desc"),
                .init("viewBox", "0 0 \(Int(Self.width)) \(Int(Self.height))"),
            ]
        ) { group(nodes) }
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
