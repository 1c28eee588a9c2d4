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

    func render() -> HTMLNode {
        let values = points.flatMap {
            [unit.amount(ofKilograms: $0.entry.kilograms), unit.amount(ofKilograms: $0.trend)]
        }
        let low = ((values.min() ?? 0) - 1).rounded(.down)
        let high = ((values.max() ?? 1) + 1).rounded(.up)
        let frame = TimeChart(id: id, from: from, to: to, low: low, high: max(high, low + 1))
        let summary =
            points.last.map {
                "\(points.count) weighings from \(from.text) to \(to.text); the trend ends at \(unit.format(kilograms: $0.trend))."
            }
            ?? "No weighings from \(from.text) to \(to.text)."
        let span = frame.high - frame.low
        var nodes = frame.gridlines(every: span > 10 ? (span / 4).rounded(.up) : 1) { Nutrition.format(amount: $0) }
        for point in points {
            let entry = point.entry
            nodes.append(
                frame.dot(
                    entry.date, unit.amount(ofKilograms: entry.kilograms), class: "weight-dot", radius: "3.5",
                    title: "\(entry.date.longLabel): \(unit.format(kilograms: entry.kilograms))"))
        }
        if points.count > 1 {
            nodes.append(
                frame.line(points.map { ($0.entry.date, unit.amount(ofKilograms: $0.trend)) }, class: "weight-trend"))
        }
        return frame.svg(
            class: "weight-chart", title: "Weight and its trend, \(from.text) to \(to.text)", description: summary,
            nodes + frame.dateAxis)
    }
}
