import ArgumentParser
import Foundation
import MorselCore
import MorselData
import MorselServer
import MorselServices

/// `morsel recipes estimate FILE`: ingredient lines in, the nutrition breakdown out.
struct RecipesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipes", abstract: "Work with recipes.", subcommands: [Estimate.self])

    struct Estimate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Estimate nutrition from ingredient lines.",
            discussion:
                "FILE holds one ingredient per line as \"MEASURE<TAB>NAME\" or \"MEASURE NAME\" (\"200g spaghetti\", \"2 large eggs\"); use - for standard input."
        )

        @Argument(help: "The file of ingredient lines, or - for standard input.") var file: String
        @Option(help: "How many servings the recipe makes.") var servings = 4

        func run() throws {
            let text: String
            if file == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            } else {
                guard let contents = try? String(contentsOfFile: file, encoding: .utf8) else {
                    throw ValidationError("Cannot read \(file).")
                }
                text = contents
            }
            let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            }
            let ingredients = lines.map(IngredientParser.split)
            let estimate = NutritionEstimate(
                ingredients: ingredients, servings: servings,
                matcher: FoodCatalog.bundled.matcher)
            for line in estimate.lines {
                let grams = line.grams.map { "\(Nutrition.format(grams: $0)) g" } ?? "–"
                print(
                    "\(line.status.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \(line.measure) \(line.name)"
                )
                print(
                    "             → \(line.food?.name ?? "no match") · \(grams) · \(line.nutrition.calories) kcal · \(line.note)"
                )
            }
            let t = estimate.total
            let s = estimate.perServing
            print(
                "Total: \(t.calories.grouped) kcal, protein \(Nutrition.format(grams: t.protein)) g, fat \(Nutrition.format(grams: t.fat)) g, carbs \(Nutrition.format(grams: t.carbs)) g"
            )
            print(
                "Per serving (\(estimate.servings)): \(s.calories.grouped) kcal, protein \(Nutrition.format(grams: s.protein)) g, fat \(Nutrition.format(grams: s.fat)) g, carbs \(Nutrition.format(grams: s.carbs)) g"
            )
            print(
                "Coverage: \(Int((estimate.coverage * 100).rounded()))% of lines resolved. Figures: \(estimate.credit)")
        }
    }
}
