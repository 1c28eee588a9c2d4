import Foundation
import MorselCore
import MorselData
import MorselServices

/// The expenditure estimate over a period as a line inside its range (a shaded band), the
/// logged intake as dots and the calorie target as a dashed line, drawn as SVG on the server
/// with a title and description for screen readers. Colours come from CSS classes.
struct ExpenditureChart: Sendable {
    let id: String
    let from: MealDate
    let to: MealDate
    let estimates: [ExpenditureEstimate]
    let intake: [MealDate: Double]
    let target: Int

    private static let width = 640.0
    private static let height = 240.0
    private static let left = 56.0
    private static let right = 8.0
    private static let top = 16.0
    private static let bottom = 28.0

    func render() -> HTMLNode {
        let shown = estimates.filter { $0.date >= from && $0.date <= to }
        let eaten = intake.filter { $0.key >= from && $0.key <= to }.sorted { $0.key < $1.key }
        let values = shown.flatMap { [$0.low, $0.high] } + eaten.map(\.value) + [Double(target)]
        let low = (((values.min() ?? 0) - 100) / 250).rounded(.down) * 250
        let high = (((values.max() ?? 1) + 100) / 250).rounded(.up) * 250
        let span = max(high - low, 250)
        let days = Double(max(from.days(to: to), 1))
        func x(_ date: MealDate) -> String {
            Self.format(Self.left + (Self.width - Self.left - Self.right) * Double(from.days(to: date)) / days)
        }
        func y(_ value: Double) -> String {
            Self.format(Self.top + (Self.height - Self.top - Self.bottom) * (1 - (value - low) / span))
        }
        let summary =
            shown.last.map {
                "Estimated expenditure on \($0.date.longLabel): \(Int($0.kcal.rounded()).grouped) kcal a day, likely \(Int($0.low.rounded()).grouped) to \(Int($0.high.rounded()).grouped); \(eaten.count) days logged in the period; target \(target.grouped) kcal."
            } ?? "No estimate in this period: it starts from the first weighing."
        var nodes: [HTMLNode] = [
            element("title", [.id("\(id)-title")]) {
                text("Expenditure estimate and logged intake, \(from.text) to \(to.text)")
            },
            element("desc", [.id("\(id)-desc")]) { text(summary) },
        ]
        let step = span > 1_500 ? 500.0 : 250.0
        for tick in stride(from: low, through: high, by: step) {
            nodes.append(
                element(
                    "line",
                    [
                        .class("grid"), .init("x1", Self.format(Self.left)),
                        .init("x2", Self.format(Self.width - Self.right)), .init("y1", y(tick)), .init("y2", y(tick)),
                    ]))
            nodes.append(
                element(
                    "text",
                    [
                        .class("axis"), .init("x", Self.format(Self.left - 6)),
                        .init("y", Self.format(Double(y(tick))! + 4)), .init("text-anchor", "end"),
                    ]
                ) { text(Int(tick).grouped) })
        }
        if shown.count > 1 {
            let band =
                shown.map { "\(x($0.date)),\(y($0.high))" } + shown.reversed().map { "\(x($0.date)),\(y($0.low))" }
            nodes.append(
                element("polygon", [.class("expenditure-range"), .init("points", band.joined(separator: " "))]))
            nodes.append(
                element(
                    "polyline",
                    [
                        .class("expenditure-line"), .init("fill", "none"),
                        .init("points", shown.map { "\(x($0.date)),\(y($0.kcal))" }.joined(separator: " ")),
                    ]))
        }
        nodes.append(
            element(
                "line",
                [
                    .class("goal-line"), .init("x1", Self.format(Self.left)),
                    .init("x2", Self.format(Self.width - Self.right)), .init("y1", y(Double(target))),
                    .init("y2", y(Double(target))),
                ]))
        for (date, kcal) in eaten {
            nodes.append(
                element("circle", [.class("intake-dot"), .init("cx", x(date)), .init("cy", y(kcal)), .init("r", "3")]) {
                    element("title", []) { text("\(date.longLabel): \(Int(kcal.rounded()).grouped) kcal logged") }
                })
        }
        for (date, anchor) in [(from, "start"), (to, "end")] {
            nodes.append(
                element(
                    "text",
                    [
                        .class("axis"), .init("x", x(date)), .init("y", Self.format(Self.height - 8)),
                        .init("text-anchor", anchor),
                    ]
                ) { text(date.text) })
        }
        return element(
            "svg",
            [
                .id(id), .class("chart expenditure-chart"), .role("img"),
                .aria("labelledby", "\(id)-title \(id)-desc"),
                .init("viewBox", "0 0 \(Int(Self.width)) \(Int(Self.height))"),
            ]
        ) { group(nodes) }
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
