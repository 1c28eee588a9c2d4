import MorselCore
import Testing

/// Nutrition as sources state it: every app's names read as schema.org's, figures read
/// from text however it is written, compared with what Morsel works out.
@Suite("Stated nutrition")
struct StatedNutritionTests {
    @Test("other apps' names become schema.org's; blanks and unknown names are dropped")
    func names() throws {
        let mealie = try #require(
            StatedNutrition([
                "calories": "420 kcal", "fat_content": "28 g", "protein_content": "12",
                "carbohydrate_content": nil ?? "", "unsaturated_fat_content": "3 g",
            ]))
        #expect(mealie.values == ["calories": "420 kcal", "fatContent": "28 g", "proteinContent": "12"])
        let tandoor = try #require(
            StatedNutrition(["calories": "510", "proteins": "30", "fats": "20", "carbohydrates": "40"]))
        #expect(tandoor.nutrition == Nutrition(calories: 510, protein: 30, fat: 20, carbs: 40))
        #expect(
            StatedNutrition(["Calories": "300", "Total Fat": "9 g"])?.values == [
                "calories": "300", "fatContent": "9 g",
            ])
        #expect(StatedNutrition([:]) == nil)
        #expect(StatedNutrition(["servingSize": "1 slice"]) == nil, "a serving size alone states nothing")
    }

    @Test(
        "figures are read however they are written",
        arguments: [
            ("420 kcal", 420.0), ("1,234 calories", 1234), ("12,5 g", 12.5), ("250Calories", 250),
            ("approx. 300 kcal", 300),
            ("836.8 kJ", 200), ("510", 510),
        ])
    func calories(_ text: String, _ expected: Double) throws {
        let stated = try #require(StatedNutrition(["calories": text]))
        #expect(try #require(stated.number("calories")) == expected)
    }

    @Test("grams and milligrams are converted to the figure's own unit")
    func units() throws {
        let stated = try #require(
            StatedNutrition(["sodiumContent": "0.4 g", "proteinContent": "1500 mg", "fiberContent": "n/a"]))
        #expect(stated.number("sodiumContent") == 400)
        #expect(stated.number("proteinContent") == 1.5)
        #expect(stated.number("fiberContent") == nil)
        #expect(stated.nutrition == nil, "no calories stated: nothing to compare")
    }

    @Test("the difference says how far Morsel's calories are from the stated ones")
    func difference() throws {
        let stated = try #require(StatedNutrition(["calories": "400 kcal"]))
        let difference = try #require(stated.difference(from: Nutrition(calories: 460, protein: 0, fat: 0, carbs: 0)))
        #expect(difference.calories == 60)
        #expect(difference.share == 0.15)
    }
}
