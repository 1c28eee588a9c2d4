import Foundation
import MorselCore
import MorselData
import MorselServices
import NIOCore

/// `GET /api/v1/days/{date}/nutrients`: a day's nutrients, or the average of the logged days
/// of a period, against the person's targets and upper limits, with the meals that gave most.
struct NutrientReportDTO: Encodable, Sendable {
    struct Row: Encodable, Sendable {
        struct Source: Encodable, Sendable {
            let name: String
            let amount: Double
            /// Of the row's total, 0–1.
            let share: Double
        }
        let nutrient: String
        let label: String
        let unit: String
        let group: String
        /// Per logged day; null when no meal knew it.
        @EncodedAsNull var total: Double?
        /// How many meals knew it, of how many.
        let known: Int
        let of: Int
        @EncodedAsNull var target: Double?
        @EncodedAsNull var upperLimit: Double?
        /// Total over target, 0–1 and beyond; null without both.
        @EncodedAsNull var ofTarget: Double?
        let overUpperLimit: Bool
        let sources: [Source]
    }

    /// `yyyy-mm-dd`
    let from: String
    let to: String
    let days: Int
    let loggedDays: Int
    let meals: Int
    let mealsWithoutNutrients: Int
    let lifeStage: String
    let lifeStageLabel: String
    let nutrients: [Row]
    let source: String

    init(_ report: NutrientReport, targets: NutrientTargets) {
        from = report.from.iso
        to = report.to.iso
        days = report.days
        loggedDays = report.loggedDays
        meals = report.meals
        mealsWithoutNutrients = report.mealsWithoutNutrients
        lifeStage = targets.lifeStage.rawValue
        lifeStageLabel = targets.lifeStage.label
        let rounded = EstimateDTO.rounded
        nutrients = report.rows.map { row in
            Row(
                nutrient: row.nutrient.rawValue, label: row.nutrient.label, unit: row.nutrient.unit.rawValue,
                group: row.nutrient.group.rawValue,
                total: row.total.map { rounded($0.amount) }, known: row.total?.known ?? 0,
                of: row.total?.of ?? report.meals,
                target: row.target, upperLimit: row.upperLimit, ofTarget: row.ofTarget.map(rounded),
                overUpperLimit: row.isOverLimit,
                sources: row.sources.map {
                    Row.Source(name: $0.name, amount: rounded($0.amount), share: rounded($0.share))
                })
        }
        // The meals' nutrients came from either USDA table.
        source = FoodSource.usdaCredit
    }
}
