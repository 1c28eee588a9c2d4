import Foundation
import Hummingbird
import MorselCore
import MorselData
import MorselServices

struct WeightLogDTO: Encodable, Sendable {
    struct Item: Encodable, Sendable {
        /// `yyyy-mm-dd`
        let date: String
        /// In the person's unit, to a tenth.
        let weight: Double
        /// The smoothed trend after this weighing; absent where only one weighing was saved.
        let trend: Double?
        let note: String
        /// Said right though far from the trend.
        let confirmed: Bool

        init(_ entry: WeightEntry, trend: Double?, unit: WeightUnit) {
            date = entry.date.iso
            weight = Self.tenth(unit.amount(ofKilograms: entry.kilograms))
            self.trend = trend.map { Self.tenth(unit.amount(ofKilograms: $0)) }
            note = entry.note
            confirmed = entry.confirmed
        }

        static func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    }

    let unit: String
    let items: [Item]
    /// The trend's change per week over the last four weeks shown; null with too few weighings.
    let weeklyChange: Double?

    init(_ trended: [(entry: WeightEntry, trend: Double)], unit: WeightUnit) {
        self.unit = unit.rawValue
        items = trended.map { Item($0.entry, trend: $0.trend, unit: unit) }
        weeklyChange = WeightTrend.weeklyChange(trended).map { (unit.amount(ofKilograms: $0) * 100).rounded() / 100 }
    }

    private enum CodingKeys: String, CodingKey { case unit, items, weeklyChange }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(unit, forKey: .unit)
        try container.encode(items, forKey: .items)
        if let weeklyChange {
            try container.encode(weeklyChange, forKey: .weeklyChange)
        } else {
            try container.encodeNil(forKey: .weeklyChange)
        }
    }
}
