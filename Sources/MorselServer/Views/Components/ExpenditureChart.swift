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

    func render() -> HTMLNode {
        let shown = estimates.filter { $0.date >= from && $0.date <= to }
        let eaten = intake.filter { $0.key >= from && $0.key <= to }.sorted { $0.key < $1.key }
        let values = shown.flatMap { [$0.low, $0.high] } + eaten.map(\.value) + [Double(target)]
        let low = (((values.min() ?? 0) - 100) / 250).rounded(.down) * 250
        let high = (((values.max() ?? 1) + 100) / 250).rounded(.up) * 250
        let frame = TimeChart(id: id, from: from, to: to, low: low, high: max(high, low + 250), height: 240)
        let summary =
            shown.last.map {
                "Estimated expenditure on \($0.date.longLabel): \($0.shownKcal.grouped) kcal a day, likely \($0.range); \(eaten.count) days logged in the period; target \(target.grouped) kcal."
            } ?? "No estimate in this period: it starts from the first weighing."
        var nodes = frame.gridlines(every: BarChart.niceStep(for: (frame.high - low) / 5)) { Int($0).grouped }
        if shown.count > 1 {
            let band =
                shown.map { frame.point($0.date, $0.high) } + shown.reversed().map { frame.point($0.date, $0.low) }
            nodes.append(
                element("polygon", [.class("expenditure-range"), .init("points", band.joined(separator: " "))]))
            nodes.append(frame.line(shown.map { ($0.date, $0.kcal) }, class: "expenditure-line"))
        }
        nodes.append(frame.rule(at: Double(target), class: "goal-line"))
        for (date, kcal) in eaten {
            nodes.append(
                frame.dot(
                    date, kcal, class: "intake-dot", radius: "3",
                    title: "\(date.longLabel): \(Int(kcal.rounded()).grouped) kcal logged"))
        }
        return frame.svg(
            class: "expenditure-chart",
            title: "Expenditure estimate and logged intake, \(from.text) to \(to.text)", description: summary,
            nodes + frame.dateAxis)
    }
}
