import Foundation
import TestFixtures
import Testing

@testable import MorselCore

/// `Tests/Fixtures/meals-in-words/dev.csv`: 70 meals as people type them, each with the band
/// of energy a sensible answer falls in. A measure, not a list to special-case: the rules
/// are tested on other phrases in `EatenReadingTests`.
struct MealsInWords {
    struct Meal {
        let text: String
        /// The band; nil for words that name no food, which must be asked.
        let low: Int?
        let high: Int?
    }

    enum Outcome: Equatable {
        case plausible, refused
        case wrong(Int)
    }

    static func load(_ name: String = "dev.csv") throws -> [Meal] {
        let table = CSVTable(text: String(decoding: try TestFixture.data("meals-in-words/\(name)"), as: UTF8.self))
        let text = table.column("text")
        let low = table.column("low_kcal")
        let high = table.column("high_kcal")
        return table.rows.map { row in
            Meal(text: CSVTable.cell(row, text), low: Int(CSVTable.cell(row, low)), high: Int(CSVTable.cell(row, high)))
        }
    }

    /// What Morsel would do with it: log a number (plausible or wrong) or refuse and ask.
    static func outcome(_ meal: Meal) -> Outcome {
        guard let parsed = try? MealText(meal.text, resolver: eaten), parsed.isSure else { return .refused }
        let kcal = parsed.total.calories
        guard let low = meal.low, let high = meal.high else { return .wrong(kcal) }
        return (low...high).contains(kcal) ? .plausible : .wrong(kcal)
    }
}

@Suite("Meals in words: the dev.csv figure")
struct MealsInWordsTests {
    @Test("at least 63 of 70 plausible, at most 3 wrong, none wrong by 2× or more")
    func devFigure() throws {
        let meals = try MealsInWords.load()
        #expect(meals.count == 70)
        var plausible = 0
        var refused: [String] = []
        var wrong: [String] = []
        var twiceWrong: [String] = []
        for meal in meals {
            switch MealsInWords.outcome(meal) {
            case .plausible: plausible += 1
            case .refused: refused.append(meal.text)
            case .wrong(let kcal):
                wrong.append("\(meal.text) → \(kcal) kcal (\(meal.low!)–\(meal.high!))")
                if kcal >= 2 * meal.high! || kcal * 2 <= meal.low! { twiceWrong.append(meal.text) }
            }
        }
        print("meals-in-words dev.csv: \(plausible) plausible / \(refused.count) refused / \(wrong.count) wrong")
        for line in wrong { print("  wrong: \(line)") }
        for text in refused { print("  refused: \(text)") }
        #expect(plausible >= 63, "refused: \(refused); wrong: \(wrong)")
        #expect(wrong.count <= 3, "\(wrong)")
        #expect(twiceWrong.isEmpty, "\(twiceWrong)")
    }

    @Test(
        "our own diary phrases (more.csv, written apart from the rules): at least 97 of 120 plausible, at most 7 wrong; every one that names no food asked"
    )
    func moreFigure() throws {
        let meals = try MealsInWords.load("more.csv")
        #expect(meals.count == 130)
        var plausible = 0
        var wrong: [String] = []
        var answeredNoFood: [String] = []
        for meal in meals {
            switch MealsInWords.outcome(meal) {
            case .plausible: plausible += 1
            case .refused: break
            case .wrong(let kcal):
                if meal.low == nil {
                    answeredNoFood.append("\(meal.text) → \(kcal) kcal")
                } else {
                    wrong.append("\(meal.text) → \(kcal) kcal")
                }
            }
        }
        print(
            "meals-in-words more.csv: \(plausible) plausible / \(wrong.count) wrong of \(meals.filter { $0.low != nil }.count)"
        )
        #expect(plausible >= 97, "wrong: \(wrong)")
        #expect(wrong.count <= 7, "\(wrong)")
        #expect(answeredNoFood.isEmpty, "words that name no food, logged unasked: \(answeredNoFood)")
    }
}

@Suite("Meals in words: the held-out diary sets")
struct HeldOutDiaryTests {
    @Test(
        "later, fresh, held, sixth, seventh, eighth, ninth, tenth, eleventh and twelfth.csv (each written apart from the rules): no meal logged at twice its energy or half, every phrase that names no food asked"
    )
    func heldOutSets() throws {
        var twiceWrong: [String] = []
        var answeredNoFood: [String] = []
        for name in [
            "later.csv", "fresh.csv", "held.csv", "sixth.csv", "seventh.csv", "eighth.csv", "ninth.csv", "tenth.csv",
            "eleventh.csv", "twelfth.csv",
        ] {
            for meal in try MealsInWords.load(name) {
                guard case .wrong(let kcal) = MealsInWords.outcome(meal) else { continue }
                guard let low = meal.low, let high = meal.high else {
                    answeredNoFood.append("\(name): \(meal.text) → \(kcal) kcal")
                    continue
                }
                if kcal >= 2 * high || kcal * 2 <= low { twiceWrong.append("\(name): \(meal.text) → \(kcal) kcal") }
            }
        }
        #expect(twiceWrong.isEmpty, "\(twiceWrong)")
        #expect(answeredNoFood.isEmpty, "words that name no food, logged unasked: \(answeredNoFood)")
    }
}
