import Testing

@testable import MorselCore

/// The lines of issue 10's table, each with the weight worked out by hand from the line and
/// USDA SR28, and the food it must match.
@Suite("Ingredient lines as people write them")
struct IngredientLineTests {
    let matcher = IngredientMatcher(index: bothTables)

    struct Case: CustomTestStringConvertible, Sendable {
        let measure: String
        let name: String
        /// Grams worked out by hand; nil where the line must stay unquantified.
        let grams: Double?
        /// The SR28 food the line must match.
        let foodID: String
        var testDescription: String { measure.isEmpty ? name : "\(measure) · \(name)" }
    }

    static let table: [Case] = [
        // 14.5 oz × 28.3495 = 411.07 g of canned tomatoes (11531).
        Case(measure: "", name: "1 (14.5 ounce) can diced tomatoes", grams: 411.07, foodID: "11531"),
        Case(measure: "1 (14.5 ounce) can", name: "diced tomatoes", grams: 411.07, foodID: "11531"),
        // 14 oz = 396.89 g of sweetened condensed milk (01095, 321 kcal/100 g → 1,274 kcal).
        Case(measure: "1 – 14-ounce can", name: "sweetened condensed milk", grams: 396.89, foodID: "01095"),
        // 3 × 6 oz = 3 × 170.10 g of skinless, boneless breast (05062).
        Case(measure: "3 (6 ounce)", name: "skinless chicken breasts", grams: 510.29, foodID: "05062"),
        // 8 oz = 226.80 g of cream cheese (01017).
        Case(measure: "1 (8 ounce) package", name: "cream cheese, softened", grams: 226.80, foodID: "01017"),
        // Half of 16 oz = 226.80 g of dry pasta (20120).
        Case(measure: "1/2 (16 ounce) package", name: "spaghetti", grams: 226.80, foodID: "20120"),
        // 2 × 15 oz = 850.49 g of canned black beans (16018); SR28 has no drained black beans.
        Case(measure: "2 (15 oz) cans", name: "black beans, drained", grams: 850.49, foodID: "16018"),
        // Kidney beans have drained solids (16145) with a USDA portion "1 can drained solids" = 266 g.
        Case(measure: "2 (15 oz) cans", name: "kidney beans, drained", grams: 532, foodID: "16145"),
        Case(measure: "1 (400g) tin", name: "chopped tomatoes", grams: 400, foodID: "11531"),
        // 28 oz = 793.79 g of canned tomatoes.
        Case(measure: "one 28-ounce can", name: "crushed tomatoes", grams: 793.79, foodID: "11531"),
        // USDA 09160 lime juice: "1 lime yields" 44 g.
        Case(measure: "juice of 1", name: "lime", grams: 44, foodID: "09160"),
        // USDA 09216 orange peel, 1 tbsp = 6 g: the zest of one fruit by the stated convention.
        Case(measure: "zest of 1", name: "orange", grams: 6, foodID: "09216"),
        // 2 × USDA 20081's cup (125 g).
        Case(measure: "", name: "2 cups all-purpose flour", grams: 250, foodID: "20081"),
        // 1 tbsp through olive oil's cup (216 g per 236.588 ml) = 13.5 g.
        Case(measure: "", name: "1 tablespoon olive oil", grams: 13.5, foodID: "04053"),
        // 3 × USDA 01123's "large" (50 g).
        Case(measure: "", name: "3 large eggs, beaten", grams: 150, foodID: "01123"),
        // Whole lines of the forms the issue names.
        Case(measure: "", name: "Juice of one lime", grams: 44, foodID: "09160"),
        Case(measure: "", name: "Zest from 2 large lemons, divided", grams: 12, foodID: "09156"),
        Case(measure: "", name: "1 lime, juiced", grams: 44, foodID: "09160"),
        Case(measure: "", name: "2 (15 oz) cans black beans, drained", grams: 850.49, foodID: "16018"),
        Case(measure: "", name: "1 can (400g) chopped tomatoes", grams: 400, foodID: "11531"),
        Case(measure: "", name: "2 x 400g tins chickpeas, drained and rinsed", grams: 506, foodID: "16358"),
        Case(measure: "", name: "2 tablespoons butter or margarine", grams: 28.4, foodID: "01001"),
        Case(measure: "", name: "Salt, to taste", grams: nil, foodID: "02047"),
        Case(measure: "", name: "a handful of spinach", grams: nil, foodID: "11457"),
        Case(measure: "", name: "a squeeze of lemon juice", grams: nil, foodID: "09152"),
        Case(measure: "", name: "fresh parsley, for garnish", grams: nil, foodID: "11297"),
    ]

    /// Lines of the real recipe pages that were weighed wrong, each worked out by hand.
    static let pageLines: [Case] = [
        // Describing words before the counted unit: 12 × USDA 11215's clove (3 g), not ground cloves.
        Case(measure: "", name: "12 finely minced cloves of garlic", grams: 36, foodID: "11215"),
        // 3 × 11216's slice (5 slices = 11 g).
        Case(measure: "", name: "3 thin slices of ginger", grams: 6.6, foodID: "11216"),
        // A cup of a solid is the form USDA weighs by the cup: ¼ × 01032's cup (100 g) of grated parmesan,
        // not 59 g at water's density.
        Case(measure: "", name: "1/4 cup parmesan cheese", grams: 25, foodID: "01032"),
        Case(measure: "", name: "¾ c (180 ml) parmesan (finely grated)", grams: 75, foodID: "01032"),
        // Pretzels have no volume portion at all: a cup of crumbs cannot be weighed honestly.
        Case(measure: "", name: "2 cups pretzel crumbs", grams: nil, foodID: "19047"),
        // Yogurt pours: with no USDA volume portion, water's density (½ cup = 118.29 g).
        Case(measure: "", name: "½ cup plain greek yogurt", grams: 118.29, foodID: "01293"),
        // The portion the line describes: ½ × 01009's "1 cup, shredded" (113 g), not "1 cup, diced" (132 g).
        Case(measure: "", name: "0.5 cup shredded cheddar cheese", grams: 56.5, foodID: "01009"),
        Case(measure: "", name: "1 cup diced cheddar", grams: 132, foodID: "01009"),
        // Counted slices of bacon are eaten cooked: 3 × 10862's pan-fried slice (11.5 g); weighed bacon stays raw.
        Case(measure: "", name: "3 slices thick-cut bacon, diced", grams: 34.5, foodID: "10862"),
        Case(measure: "", name: "200 g bacon", grams: 200, foodID: "10123"),
        // Pearl, boiler and pickling kinds are far smaller than USDA's onion or cucumber.
        Case(measure: "", name: "8 boiler onions (peeled and clean)", grams: nil, foodID: "11282"),
        Case(measure: "", name: "12 pickling cucumbers", grams: nil, foodID: "11205"),
        // A name the table lacks, explained in parentheses by one it knows: ¼ × 20081's cup (125 g).
        Case(measure: "", name: "1/4 cup maida (all-purpose flour)", grams: 31.25, foodID: "20081"),
        Case(measure: "", name: "2 3oz packages raspberry flavored Jell-O", grams: 170.1, foodID: "19172"),
        Case(measure: "", name: "1 8oz container Cool Whip, thawed", grams: 226.8, foodID: "01073"),
        // 3 × 11977's pepper (6.1 g): a habanero weighs about what a serrano does, not 45 g.
        Case(measure: "", name: "3 Habanero Pepper", grams: 18.3, foodID: "11977"),
        Case(measure: "", name: "1 teaspoon ground chipotle", grams: 2.67, foodID: "02009"),
    ]

    @Test("lines of real pages once weighed wrong are weighed as worked out by hand", arguments: pageLines)
    func pageLine(_ line: Case) throws { try weighed(line) }

    @Test("each line is weighed as worked out by hand, and matches the right food", arguments: table)
    func weighed(_ line: Case) throws {
        let estimate = NutritionEstimate(ingredients: [(line.name, line.measure)], servings: 1, matcher: matcher)
        let result = try #require(estimate.lines.first)
        #expect(result.food?.id == line.foodID, "matched \(result.food?.name ?? "nothing")")
        if let grams = line.grams {
            #expect(result.status == .resolved, "\(result.note)")
            #expect(abs((result.grams ?? 0) - grams) <= grams * 0.01, "\(result.grams ?? 0) g · \(result.note)")
        } else {
            #expect(result.status == .unquantified, "\(result.grams ?? 0) g · \(result.note)")
        }
    }

    @Test(
        "lines in other languages: their units and common foods are read as in English",
        arguments: [
            // 3 tbsp of olive oil through its cup (216 g) = 40.5 g.
            Case(measure: "", name: "3 colheres (sopa) de azeite", grams: 40.5, foodID: "04053"),
            // 2 tbsp of honey through its cup (339 g) = 42.4 g.
            Case(measure: "", name: "2 EL Honig", grams: 42.4, foodID: "19296"),
            Case(measure: "", name: "50 g de flocons d’avoine", grams: 50, foodID: "20038"),
            Case(measure: "", name: "1 Knoblauchzehe, gepresst", grams: 3, foodID: "11215"),
            // 2 tbsp of butter through its cup (227 g) = 28.4 g.
            Case(measure: "", name: "2 ss smør", grams: 28.4, foodID: "01001"),
            Case(measure: "", name: "Philadelphia 125 g", grams: 125, foodID: "01017"),
            Case(measure: "", name: "meia colher (sopa) de azeite", grams: 6.75, foodID: "04053"),
            Case(measure: "", name: "sal a gosto", grams: nil, foodID: "02047"),
            Case(measure: "", name: "250克 奶油奶酪", grams: 250, foodID: "01017"),
            // 1/2 tbsp of cake flour through its cup (137 g per 236.588 ml) = 4.28 g; Japanese writes the spoon before the number.
            Case(measure: "", name: "薄力粉 大さじ1/2", grams: 4.28, foodID: "20084"),
            // A quarter of an onion that weighs 50 g.
            Case(measure: "", name: "玉ねぎ 1/4個(50g)", grams: 50, foodID: "11282"),
        ])
    func otherLanguages(_ line: Case) throws {
        try weighed(line)
    }

    @Test("sweetened condensed milk in a 14-ounce can is about 1,270 kcal, not 9,630")
    func condensedMilk() {
        let estimate = NutritionEstimate(
            ingredients: [("sweetened condensed milk", "1 – 14-ounce can")], servings: 1, matcher: matcher)
        #expect(estimate.total.calories == 1274)
    }

    @Test("the working says how each weight was reached")
    func working() {
        let estimate = NutritionEstimate(
            ingredients: [
                ("black beans, drained", "2 (15 oz) cans"), ("skinless chicken breasts", "3 (6 ounce)"),
                ("3 large eggs, beaten", ""),
                ("lime", "juice of 1"), ("kidney beans, drained", "2 (15 oz) cans"),
            ], servings: 1, matcher: matcher)
        #expect(
            estimate.lines.map(\.note) == [
                "2 cans × 425 g", "3 × 170 g", "USDA portion: 1 large = 50.0 g; 3 × 50.0 g",
                "USDA portion: 1 lime yields = 44.0 g",
                "USDA portion: 1 can drained solids = 266.0 g; 2 × 266.0 g",
            ])
    }

    @Test(
        "section headings are not ingredients and do not count against coverage",
        arguments: [
            "For the sauce:", "FILLING:", "For the dressing", "• Topping:",
        ])
    func headings(line: String) {
        let estimate = NutritionEstimate(
            ingredients: [(line, ""), ("spaghetti", "200g")], servings: 1, matcher: matcher)
        #expect(estimate.lines[0].status == .heading)
        #expect(estimate.lines[0].food == nil)
        #expect(estimate.coverage == 1)
    }

    @Test(
        "a whole line is split into its amount and what it names",
        arguments: [
            ("1 (14.5 ounce) can diced tomatoes", "1 (14.5 ounce) can", "diced tomatoes"),
            ("1 – 14-ounce can sweetened condensed milk", "1 – 14-ounce can", "sweetened condensed milk"),
            ("one 28-ounce can crushed tomatoes", "one 28-ounce can", "crushed tomatoes"),
            ("2 cloves of garlic, minced", "2 cloves", "garlic, minced"),
            ("Juice of 1 lime", "Juice of 1", "lime"),
            ("1 13.5 – ounce can full-fat coconut milk", "1 13.5 – ounce can", "full-fat coconut milk"),
            ("½ - 1 teaspoon crushed red pepper flakes", "½ - 1 teaspoon", "crushed red pepper flakes"),
            ("4-5 tablespoon(s) olive oil", "4-5 tablespoon(s)", "olive oil"),
            (
                "1 bunch (about 8 ounces) kale, thick stems removed", "1 bunch (about 8 ounces)",
                "kale, thick stems removed"
            ),
            ("a pinch of salt", "a pinch", "salt"),
            ("Kosher salt and freshly ground black pepper", "", "Kosher salt and freshly ground black pepper"),
        ])
    func split(line: String, measure: String, name: String) {
        let split = IngredientParser.split(line)
        #expect(split.measure == measure)
        #expect(split.name == name)
    }

    @Test(
        "the food phrase leaves out notes, asides and alternatives",
        arguments: [
            (
                "1 pound boneless, skinless chicken breasts (cut into 1-inch pieces)",
                "boneless skinless chicken breasts"
            ),
            ("2 tbsp yellow or white miso paste", "yellow miso paste"),
            ("1/2 cup white wine, chicken stock, or water", "white wine"),
            ("Neutral oil for toasting tortillas and cooking eggs", "Neutral oil"),
            ("200 g pasta of choice", "pasta"),
            ("1 red chilli* or ½-1 tsp chilli flakes, adjust to preference", "red chilli"),
            ("2 tablespoons pure maple syrup (not pancake syrup)", "pure maple syrup"),
        ])
    func phrase(line: String, food: String) {
        #expect(IngredientParser.parse(line: line).food == food)
    }

    @Test("a split line and the same line given whole are read alike")
    func splitAndWholeAgree() {
        for line in Self.table where line.measure.isEmpty {
            let split = IngredientParser.split(line.name)
            let whole = IngredientParser.parse(line: line.name)
            let parts = IngredientParser.parse(name: split.name, measure: split.measure)
            #expect(whole.measure.quantity == parts.measure.quantity, "\(line.name)")
            #expect(whole.food == parts.food, "\(line.name)")
            #expect(whole.part == parts.part, "\(line.name)")
        }
    }
}
