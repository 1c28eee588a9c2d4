import Foundation
@testable import MorselCore
import TestFixtures
import Testing

/// `Tests/Fixtures/meals-in-words/dev.csv`: 70 meals as people type them, each with the band
/// of energy a sensible answer falls in. A measure, not a list to special-case: the rules
/// are tested on other phrases in `EatenReadingTests`.
struct MealsInWords {
    struct Meal {
        let text: String
        let low: Int
        let high: Int
    }

    enum Outcome: Equatable {
        case plausible, refused, wrong(Int)
    }

    static func load() throws -> [Meal] {
        let text = String(decoding: try TestFixture.data("meals-in-words/dev.csv"), as: UTF8.self)
        return text.split(separator: "\n").dropFirst().map { line in
            // text,low_kcal,high_kcal,… : the text has no commas, the basis after it may be quoted.
            let fields = line.split(separator: ",", maxSplits: 3, omittingEmptySubsequences: false)
            return Meal(text: String(fields[0]), low: Int(fields[1])!, high: Int(fields[2])!)
        }
    }

    /// What Morsel would do with it: log a number (plausible or wrong) or refuse and ask.
    static func outcome(_ meal: Meal) -> Outcome {
        guard let parsed = try? MealText(meal.text, resolver: eaten), parsed.isSure else { return .refused }
        let kcal = parsed.total.calories
        return (meal.low...meal.high).contains(kcal) ? .plausible : .wrong(kcal)
    }
}

@Suite("Meals in words: the dev.csv figure")
struct MealsInWordsTests {
    @Test("at least 63 of 70 plausible, at most 3 wrong, none wrong by 2× or more")
    func devFigure() throws {
        let meals = try MealsInWords.load()
        #expect(meals.count == 70)
        var plausible = 0, refused: [String] = [], wrong: [String] = [], twiceWrong: [String] = []
        for meal in meals {
            switch MealsInWords.outcome(meal) {
            case .plausible: plausible += 1
            case .refused: refused.append(meal.text)
            case .wrong(let kcal):
                wrong.append("\(meal.text) → \(kcal) kcal (\(meal.low)–\(meal.high))")
                if kcal >= 2 * meal.high || kcal * 2 <= meal.low { twiceWrong.append(meal.text) }
            }
        }
        print("meals-in-words dev.csv: \(plausible) plausible / \(refused.count) refused / \(wrong.count) wrong")
        for line in wrong { print("  wrong: \(line)") }
        for text in refused { print("  refused: \(text)") }
        #expect(plausible >= 63, "refused: \(refused); wrong: \(wrong)")
        #expect(wrong.count <= 3, "\(wrong)")
        #expect(twiceWrong.isEmpty, "\(twiceWrong)")
    }
}
