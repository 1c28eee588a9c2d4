import Foundation
import TestFixtures
import Testing

@testable import MorselCore

@Suite("A recipe's steps")
struct RecipeStepsTests {
    /// The rule, as the regular expressions it was first written with (and a number's
    /// decimal point or range no longer taken for a step's mark).
    static func stepsByRule(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { raw in
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.lowercased().range(of: #"^(step\s*)?\d+\s*[.):-]?$"#, options: .regularExpression) != nil {
                return nil
            }
            if let prefix = line.range(
                of: #"^(step\s*)?\d+\s*[.):-](?!\d)\s*"#, options: [.regularExpression, .caseInsensitive])
            {
                line.removeSubrange(prefix)
            }
            return line.isEmpty ? nil : line
        }
    }

    @Test("numbers and 'Step n' headings are dropped, other lines kept as written")
    func numbering() {
        let text =
            "STEP 1\nPreheat the oven.\n2. Mix.\nStep 3: Bake.\n4) Cool\n5 - Serve.\n6\n\n1.5 kg is plenty\nStepping out\n  Rest.  \n７. Full-width seven."
        #expect(
            Recipe.steps(from: text) == [
                "Preheat the oven.", "Mix.", "Bake.", "Cool", "Serve.", "1.5 kg is plenty", "Stepping out", "Rest.",
                "Full-width seven.",
            ])
        #expect(
            Recipe.steps(from: "1.5 kg of potatoes, peeled\n2-3 minutes until golden\n3. Serve.") == [
                "1.5 kg of potatoes, peeled", "2-3 minutes until golden", "Serve.",
            ])
    }

    @Test("read by hand exactly as the rule says, on every instruction line of TheMealDB's recipes and odd cases")
    func sameAsRule() throws {
        struct Payload: Decodable {
            struct Meal: Decodable { let strInstructions: String? }
            let meals: [Meal]
        }
        let payload = try JSONDecoder().decode(Payload.self, from: TestFixture.data("themealdb/search_s_all.json"))
        let texts =
            payload.meals.compactMap(\.strInstructions) + [
                "step", "Step", "step 1", "step1.", "STEP 12 :", "Step 3:Do it", "3", "3.", "3 .", "3)x", "3-", "3 - ",
                "-3. x", "x 3.",
                "Step two", "12.5", "Step\u{00A0}4. Done", "٣. Arabic-Indic three", "½. half", "step 4 step 5. twice",
                "1:", "1: ",
                "1. a\r\n2. b\r\n\r\n", "x\u{2028}3) y", "a\u{85}b\u{0C}c\u{0B}d", "\u{00A0}4. nbsp\u{00A0}",
                "\t5) tab\t", "\u{3000}6. ideographic space",
            ]
        #expect(payload.meals.count > 100)
        for text in texts { #expect(Recipe.steps(from: text) == Self.stepsByRule(text), "\(text.prefix(80))") }
    }
}
