import Foundation
import Testing

@testable import MorselCore

/// Meals carry their nutrients, days and weeks add them up without taking unknown for 0, and
/// each is held against the reference intakes of the person's life stage.
@Suite("Nutrients of meals, days and weeks, against reference intakes")
struct NutrientTargetsTests {
    let spinach = foodTable.food(id: "11457")! // SR28: 2.71 mg iron, 482.9 µg vitamin K per 100 g
    let orange = foodTable.food(id: "09200")! // SR28: 0.1 mg iron, 53.2 mg vitamin C per 100 g

    func logged(_ name: String, _ food: Food, grams: Double, date: String = "2025-03-10") -> Meal {
        var meal = meal(name, date: date)
        meal.details.nutrients = NutrientTotals(food.nutrients(grams: grams))
        return meal
    }

    @Test("each nutrient has its own place in the totals, in the order they are listed")
    func nutrientPlaces() {
        #expect(Nutrient.allCases.map(\.index) == Array(0..<Nutrient.allCases.count))
    }

    @Test("amounts are written as people write them: whole numbers bare, others to at most two places")
    func amountsWritten() {
        let written = [
            0.5: "0.5", 1.25: "1.25", 50: "50", -0.5: "-0.5", 0.05: "0.05", 12.3: "12.3", 0.004: "0",
            1234.567: "1234.57",
            2.999: "3", -12.05: "-12.05", 100.1: "100.1",
        ]
        for (amount, text) in written { #expect(Nutrition.format(amount: amount) == text, "\(amount)") }
    }

    @Test(
        "reference intakes match the National Academies' tables, the label's Daily Values where no life stage is chosen"
    )
    func referenceIntakes() {
        #expect(LifeStage.female19to30.target(.iron) == 18)
        #expect(LifeStage.male19to30.target(.iron) == 8)
        #expect(LifeStage.female51to70.target(.iron) == 8)
        #expect(LifeStage.pregnant.target(.iron) == 27)
        #expect(LifeStage.pregnant.target(.folate) == 600)
        #expect(LifeStage.male31to50.target(.vitaminC) == 90 && LifeStage.female31to50.target(.vitaminC) == 75)
        #expect(LifeStage.male31to50.target(.magnesium) == 420 && LifeStage.male19to30.target(.magnesium) == 400)
        #expect(LifeStage.male71plus.target(.vitaminD) == 20 && LifeStage.male51to70.target(.vitaminD) == 15)
        #expect(LifeStage.female51to70.target(.calcium) == 1200 && LifeStage.male51to70.target(.calcium) == 1000)
        #expect(LifeStage.male19to30.target(.fiber) == 38 && LifeStage.female19to30.target(.fiber) == 25)
        #expect(LifeStage.male19to30.target(.potassium) == 3400 && LifeStage.female19to30.target(.potassium) == 2600)
        #expect(LifeStage.male14to18.target(.phosphorus) == 1250)
        #expect(LifeStage.lactating.target(.vitaminA) == 1300)
        #expect(LifeStage.dailyValues.target(.vitaminD) == 20 && LifeStage.dailyValues.target(.potassium) == 4700)
        // Sugars, fat types, water, caffeine and alcohol have no target.
        for stage in LifeStage.allCases {
            #expect(stage.target(.sugar) == nil && stage.target(.saturatedFat) == nil && stage.target(.caffeine) == nil)
            #expect(Nutrient.allCases.filter { stage.target($0) != nil }.count == 22, "\(stage)")
        }
    }

    @Test("upper limits are those that apply to food; limits on supplements alone are not held against meals")
    func upperLimits() {
        #expect(LifeStage.female31to50.upperLimit(.iron) == 45)
        #expect(LifeStage.female31to50.upperLimit(.sodium) == 2300)
        #expect(
            LifeStage.female31to50.upperLimit(.calcium) == 2500 && LifeStage.male51to70.upperLimit(.calcium) == 2000)
        #expect(LifeStage.male14to18.upperLimit(.zinc) == 34 && LifeStage.male19to30.upperLimit(.zinc) == 40)
        #expect(LifeStage.male71plus.upperLimit(.phosphorus) == 3000)
        #expect(LifeStage.male19to30.upperLimit(.vitaminD) == 100)
        // Supplemental magnesium, niacin, folic acid and vitamin E; retinol (these totals include carotenes).
        for nutrient: Nutrient in [.magnesium, .niacin, .folate, .vitaminE, .vitaminA] {
            #expect(LifeStage.male19to30.upperLimit(nutrient) == nil)
        }
    }

    @Test("a person's own target replaces the reference one; blank sets it back; nonsense is refused, all at once")
    func overrides() throws {
        var targets = NutrientTargets(lifeStage: .female31to50)
        targets = try NutrientTargetsInput(targets: ["iron": .text("27"), "vitaminC": .number(200)]).applied(
            to: targets)
        #expect(targets.target(.iron) == 27 && targets.target(.vitaminC) == 200 && targets.target(.zinc) == 8)
        #expect(targets.overridesText == "iron=27.0;vitaminC=200.0")
        #expect(NutrientTargets.overrides(from: targets.overridesText) == targets.overrides)
        targets = try NutrientTargetsInput(lifeStage: "male-31-50", targets: ["iron": .text(" ")]).applied(to: targets)
        #expect(targets.lifeStage == .male31to50 && targets.target(.iron) == 8 && targets.target(.vitaminC) == 200)

        #expect(throws: ValidationFailure.self) { try NutrientTargetsInput(lifeStage: "hobbit").applied(to: targets) }
        do {
            _ = try NutrientTargetsInput(targets: [
                "iron": .text("-1"), "kryptonite": .number(1), "selenium": .number(1e9), "zinc": .text("lots"),
            ])
            .applied(to: targets)
            Issue.record("nonsense was accepted")
        } catch {
            #expect(
                Set(error.errors.map(\.field)) == [
                    "targets.iron", "targets.kryptonite", "targets.selenium", "targets.zinc",
                ])
            #expect(error.message(for: "targets.selenium")?.contains("µg") == true)
        }
    }

    @Test("a meal's nutrients are stored as text and read back exactly; damaged text is not taken for nothing")
    func storedText() throws {
        var totals = NutrientTotals(spinach.nutrients(grams: 150))
        totals.add(nil)
        let text = totals.storedText
        #expect(text.hasPrefix("of=2;"))
        #expect(text.contains("iron=4.06") && text.contains("/1;"))
        #expect(!text.contains("caffeine") == (totals[.caffeine] == nil))
        // Exactly, to the last bit.
        #expect(NutrientTotals(storedText: text) == totals)
        // A nutrient this version does not know is skipped; broken text is refused.
        #expect(NutrientTotals(storedText: "of=1;iron=2/1;unobtainium=4/1")?[.iron]?.amount == 2)
        #expect(NutrientTotals(storedText: "of=1;iron=2") == nil)
        #expect(NutrientTotals(storedText: "of=1;iron=2/3") == nil)
        #expect(NutrientTotals(storedText: "of=1;iron=nan/1") == nil)
        #expect(NutrientTotals(storedText: "of=0") == NutrientTotals())
        #expect(NutrientTotals(storedText: "of=1;iron;zinc=1/1") == nil)
        #expect(NutrientTotals(storedText: "of=1;iron=2/") == nil)
        #expect(NutrientTotals(storedText: "of=x") == nil)
        #expect(NutrientTotals(storedText: "of=2;zinc=1.5/2;iron=2e-05/1")?[.iron]?.amount == 0.00002, "in any order")
    }

    @Test(
        "a meal keeps its food's nutrients and source while its calories and macros stand, through a form's rounding; a change drops them"
    )
    func keptWhileNutritionStands() throws {
        let nutrition = spinach.nutrition(grams: 100)
        let known = MealInput.KnownNutrients(
            nutrition: nutrition, totals: NutrientTotals(spinach.nutrients(grams: 100)), source: spinach.credit)
        var input = MealInput.form(
            name: "Spinach", calories: String(nutrition.calories), protein: Nutrition.format(grams: nutrition.protein),
            fat: Nutrition.format(grams: nutrition.fat), carbs: Nutrition.format(grams: nutrition.carbs))
        input.nutrients = known
        #expect(try input.validate(today: today).details.nutrients?[.iron]?.amount == 2.71)
        #expect(try input.validate(today: today).details.source == "USDA FoodData Central (SR28)")

        input.calories = .text(String(nutrition.calories + 50))
        #expect(
            try input.validate(today: today).details.nutrients == nil, "more calories: which nutrients grew is unknown")
        #expect(try input.validate(today: today).details.source == nil, "the figures are the person's own")

        // Editing anything else keeps them: the input made from a meal carries them.
        var details = try MealInput.form(name: "Spinach").validate(today: today).details
        details.nutrition = nutrition
        details.nutrients = known.totals
        details.source = known.source
        var edit = MealInput(details)
        edit.name = .text("Baby spinach")
        edit.rating = .text("4")
        #expect(try edit.validate(today: today).details.nutrients == known.totals)
        #expect(try edit.validate(today: today).details.source == "USDA FoodData Central (SR28)")
    }

    @Test("a recipe's serving logs its share of the recipe's nutrients, with how many lines knew each")
    func recipeServing() throws {
        let fields = RecipeFields(
            name: "Spinach salad", servings: 2,
            lines: [
                RecipeLine(name: "spinach", measure: "200 g"), RecipeLine(name: "orange", measure: "1 medium"),
                RecipeLine(name: "zzqxv dust", measure: "1 cup"),
            ])
        let recipe = Recipe(id: UUID(), fields: fields, createdAt: Date())
        let estimate = recipe.estimate(with: IngredientMatcher(index: foodTable))
        let details = recipe.meal(
            servings: 1, estimate: estimate, date: today, time: nil, category: MealCategory("Lunch"))
        let iron = try #require(details.nutrients?[.iron])
        let wholeIron = try #require(estimate.nutrients[.iron]).amount
        #expect(abs(iron.amount - wholeIron / 2) < 1e-9)
        #expect(iron.amount > 2.71, "half of 200 g of spinach, plus half an orange")
        #expect(iron.known == 2 && iron.of == 3)
    }

    @Test("a day adds its meals' nutrients; a meal typed by hand counts as one that knows none")
    func day() throws {
        let typed = meal("Toast", calories: 200)
        let day = DailySummary(
            date: today, meals: [logged("Spinach", spinach, grams: 100), typed, logged("Orange", orange, grams: 100)])
        let iron = try #require(day.nutrients[.iron])
        #expect(abs(iron.amount - 2.81) < 1e-9)
        #expect(iron.known == 2 && iron.of == 3)
        #expect(day.nutrients[.vitaminK]?.known == 2, "an orange knows its vitamin K (0 µg)")
        #expect(DailySummary(date: today, meals: [typed]).nutrients[.iron] == nil)
    }

    @Test("a week's report averages its logged days, names the meals that gave most, and marks targets and limits")
    func weekReport() throws {
        let meals = [
            logged("Spinach", spinach, grams: 200, date: "2025-03-04"),
            logged("Orange", orange, grams: 150, date: "2025-03-04"),
            logged("spinach", spinach, grams: 100, date: "2025-03-06"),
            meal("Toast", date: "2025-03-06"),
            logged("Too early", spinach, grams: 1000, date: "2025-03-03"),
        ]
        let report = NutrientReport(
            meals: meals, from: MealDate(iso: "2025-03-04")!, to: MealDate(iso: "2025-03-10")!,
            targets: NutrientTargets(lifeStage: .female31to50))
        #expect(report.days == 7 && report.loggedDays == 2 && report.meals == 4 && report.mealsWithoutNutrients == 1)
        let iron = try #require(report.rows.first { $0.nutrient == .iron })
        let total = try #require(iron.total)
        // (5.42 + 0.15 + 2.71) / 2 logged days
        #expect(abs(total.amount - 4.14) < 1e-9)
        #expect(total.known == 3 && total.of == 4)
        #expect(iron.target == 18 && iron.upperLimit == 45 && !iron.isOverLimit)
        #expect(abs(try #require(iron.ofTarget) - 4.14 / 18) < 1e-9)
        // Meals of one name count together, whatever their case.
        #expect(iron.sources.map(\.name) == ["Spinach", "Orange"])
        #expect(abs(iron.sources[0].amount - 4.065) < 1e-9)
        #expect(abs(iron.sources[0].share - 4.065 / 4.14) < 1e-9)

        let heavy = NutrientReport(
            meals: [logged("Spinach", spinach, grams: 2000)], from: today, to: today, targets: .standard)
        #expect(heavy.rows.first { $0.nutrient == .iron }?.isOverLimit == true, "54.2 mg of iron is over 45 mg")
        #expect(heavy.rows.first { $0.nutrient == .caffeine }?.target == nil)
    }

    @Test("amounts read as people write them")
    func formatting() {
        #expect(Nutrient.iron.format(2.7149) == "2.71 mg")
        #expect(Nutrient.vitaminK.format(482.9) == "483 µg")
        #expect(Nutrient.vitaminC.format(69.16) == "69.2 mg")
        #expect(Nutrient.potassium.format(2345.6) == "2,346 mg")
        #expect(Nutrient.fiber.format(0) == "0 g")
    }
}
