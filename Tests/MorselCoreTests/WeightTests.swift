import Foundation
import Testing

@testable import MorselCore

/// The weight log: kilograms or pounds, the Hacker's Diet trend, and the trackers' weight exports.
@Suite("Body weight and its trend")
struct WeightTests {
    func entry(_ date: String, _ kilograms: Double) -> WeightEntry {
        WeightEntry(date: MealDate(iso: date)!, kilograms: kilograms)
    }

    @Test("weights are typed in the person's unit and kept in kilograms; implausible ones are refused")
    func units() throws {
        let pounds = try WeightEntry.validated(date: today, weight: .text("160"), unit: .pounds, note: " after lunch ")
        #expect(abs(pounds.kilograms - 72.575) < 0.001 && pounds.note == "after lunch")
        #expect(WeightUnit.pounds.format(kilograms: pounds.kilograms) == "160.0 lb")
        #expect(WeightUnit.kilograms.format(kilograms: 72.4) == "72.4 kg")
        #expect(try WeightEntry.validated(date: today, weight: .text("72,4"), unit: .kilograms).kilograms == 72.4)
        for bad: InputValue? in [.text("7"), .text("heavy"), .number(900), nil] {
            #expect(throws: ValidationFailure.self) {
                try WeightEntry.validated(date: today, weight: bad, unit: .kilograms)
            }
        }
        do {
            _ = try WeightEntry.validated(date: today, weight: .number(20), unit: .pounds)
            Issue.record("9 kg accepted")
        } catch {
            #expect(error.message(for: "weight") == "A weight must be from 44 to 882 lb.")
        }
        #expect(WeightUnit(text: "LBS") == .pounds && WeightUnit(text: "stone") == nil)
    }

    @Test("the trend moves a tenth of the way to each weighing, from the first; days without one leave it")
    func trend() throws {
        let trended = WeightTrend.trend([entry("2025-03-03", 81), entry("2025-03-01", 80), entry("2025-03-10", 79)])
        #expect(trended.map(\.entry.date.iso) == ["2025-03-01", "2025-03-03", "2025-03-10"])
        #expect(trended[0].trend == 80)
        #expect(abs(trended[1].trend - 80.1) < 1e-9)
        #expect(abs(trended[2].trend - 79.99) < 1e-9, "80.1 + 0.1 × (79 − 80.1)")
        // A steady loss of 0.1 kg a day for four weeks: the trend follows, lagging, at about 0.6 kg a week.
        let loss = (0..<29).map { entry(MealDate(iso: "2025-02-01")!.adding(days: $0).iso, 90 - 0.1 * Double($0)) }
        let change = try #require(WeightTrend.weeklyChange(WeightTrend.trend(loss)))
        #expect(change < -0.4 && change > -0.7, "\(change) kg a week")
        #expect(WeightTrend.weeklyChange(WeightTrend.trend([entry("2025-03-01", 80)])) == nil)
    }

    @Test(
        "MyFitnessPal's Measurement Summary (Date, Weight, no unit) in the unit asked for; Cronometer's biometrics in each row's"
    )
    func readers() throws {
        let mfp = try DiaryReaders.myFitnessPalWeights(
            CSVTable(text: "Date,Weight\r\n2024-01-02,165.4\r\n2024-01-05,164.8\r\n2024-01-06,\r\nbad,160\r\n"),
            unit: .pounds)
        #expect(mfp.weights.map(\.date.iso) == ["2024-01-02", "2024-01-05"])
        #expect(abs(mfp.weights[0].kilograms - 165.4 * WeightUnit.kilogramsPerPound) < 0.001)
        #expect(mfp.skipped.map(\.row) == ["row 4", "row 5"])
        #expect(throws: DomainError.self) {
            try DiaryReaders.myFitnessPalWeights(CSVTable(text: "Date,Meal,Calories\n"), unit: .kilograms)
        }

        let cronometer = try DiaryReaders.cronometerBiometrics(
            CSVTable(
                text: """
                    Day,Time,Group,Metric,Unit,Amount
                    2024-01-02,07:10,Default,Weight,kg,74.2
                    2024-01-02,07:12,Default,Blood Pressure,mmHg,120
                    2024-01-03,,Default,Weight,lbs,163.5
                    2024-01-04,,Default,Weight,stone,11

                    """))
        #expect(cronometer.weights.map(\.kilograms).map { ($0 * 10).rounded() / 10 } == [74.2, 74.2])
        #expect(cronometer.skipped.count == 1 && cronometer.skipped[0].reason.contains("“stone” is neither kg nor lbs"))
        let old = try DiaryReaders.cronometerBiometrics(
            CSVTable(text: "Day,Group,Metric,Unit,Amount\n2024-01-02,Default,Weight,kg,74.2\n"))
        #expect(old.weights.count == 1, "older exports have no Time column")
    }
}
