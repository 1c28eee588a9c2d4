import Testing

@testable import MorselCore

@Suite("Ingredient measures as cooks write them")
struct IngredientMeasureTests {
    typealias Unit = IngredientMeasure.Unit

    @Test(
        "masses in grams",
        arguments: [
            ("175g/6oz", 175.0), ("1kg", 1000), ("8 oz", 226.796), ("1 lb", 453.592), ("2 lbs", 907.184),
            ("100 g", 100),
            ("1.5kg", 1500), ("1,5 kg", 1500), ("500 grams", 500), ("50g/2oz", 50), ("12 ounces", 340.194),
            ("200g (7oz)", 200),
        ])
    func masses(text: String, grams: Double) {
        let measure = IngredientMeasure.parse(text)
        #expect(measure.unit == .grams)
        #expect(abs((measure.quantity ?? -1) - grams) < 0.01, "\(text) → \(String(describing: measure.quantity))")
    }

    @Test(
        "absurd amounts are unreadable, never a number to compute with",
        arguments: ["1000000000000000000000000000000000 g", "2000000 kg", "9999999999 cups", "99999999999999999999"])
    func absurd(text: String) {
        let measure = IngredientMeasure.parse(text)
        #expect(measure.unit == .unknown)
        #expect(measure.quantity == nil)
    }

    @Test(
        "volumes in millilitres",
        arguments: [
            ("1 cup", 236.588), ("2 tbsp", 29.574), ("1/2 tsp", 2.4645), ("1 ½ tbsp", 22.1805), ("1½ tbsp", 22.1805),
            ("2 1/4 cups", 532.323), ("200ml", 200), ("1 pint", 568.261), ("3/4 cup", 177.441), ("¼ tsp", 1.23225),
            ("1 tblsp", 14.787), ("2 Tablespoons", 29.574), ("1 tsp.", 4.929), ("1.2 litres", 1200),
            ("4 fl oz", 118.296), ("1 l", 1000),
        ])
    func volumes(text: String, milliliters: Double) {
        let measure = IngredientMeasure.parse(text)
        #expect(measure.unit == .milliliters, "\(text) → \(measure.unit)")
        #expect(abs((measure.quantity ?? -1) - milliliters) < 0.01, "\(text) → \(String(describing: measure.quantity))")
    }

    @Test(
        "counts with or without a size or noun",
        arguments: [
            ("2", 2.0, nil as String?), ("3 large", 3, "large"), ("1 medium", 1, "medium"), ("1 chopped", 1, nil),
            ("2 cloves", 2, "clove"),
            ("2-3", 2.5, nil), ("2 - 3 large", 2.5, "large"), ("1/2", 0.5, nil), ("4 slices", 4, "slice"),
            ("a large", 1, "large"),
        ])
    func counts(text: String, quantity: Double, noun: String?) {
        let measure = IngredientMeasure.parse(text)
        #expect(measure.unit == .count(noun), "\(text) → \(measure.unit)")
        #expect(measure.quantity == quantity)
    }

    @Test("containers, with the weight printed on them when given")
    func containers() {
        #expect(
            IngredientMeasure.parse("400g can")
                == IngredientMeasure(quantity: 1, unit: .sized(container: "can", each: .grams(400)), text: "400g can"))
        #expect(IngredientMeasure.parse("1 tin").unit == .container("tin"))
        #expect(IngredientMeasure.parse("2 tins").quantity == 2)
    }

    @Test(
        "vague measures are marked, never weighed",
        arguments: [
            ("Pinch", "pinch"), ("Dash", "dash"), ("to taste", "to taste"), ("Handful", "handful"),
            ("Garnish", "garnish"),
            ("", "unspecified"), ("To serve", "to serve"), ("a pinch", "pinch"),
        ])
    func vague(text: String, word: String) {
        let measure = IngredientMeasure.parse(text)
        #expect(measure.unit == .vague(word), "\(text) → \(measure.unit)")
        #expect(measure.quantity == nil)
    }

    @Test("plurals fold to singular words")
    func singular() {
        #expect(FoodText.words("Tomatoes, Berries & Peaches") == ["tomato", "berry", "peach"])
        #expect(FoodText.words("Jalapeño chillies") == ["jalapeno", "chilli"])
        #expect(FoodText.words("apple pies") == ["apple", "pie"])
        #expect(FoodText.words("hummus asparagus leaves eggs") == ["hummus", "asparagus", "leaf", "egg"])
    }

    @Test(
        "ingredient lines split into measure and name",
        arguments: [
            ("200g spaghetti", "200g", "spaghetti"), ("2 large eggs", "2 large", "eggs"),
            ("1 ½ tbsp olive oil", "1 ½ tbsp", "olive oil"),
            ("Pinch salt", "Pinch", "salt"), ("1 tsp\tground cumin", "1 tsp", "ground cumin"), ("Salt", "", "Salt"),
            ("1 x 400g can chopped tomatoes", "1 x 400g can", "chopped tomatoes"),
        ])
    func lines(line: String, measure: String, name: String) {
        let split = IngredientParser.split(line)
        #expect(split.measure == measure)
        #expect(split.name == name)
    }
}

@Suite("Weights given in parentheses")
struct ParentheticalWeightTests {
    @Test(
        "a count with its weight each, or a container with its weight, is weighed",
        arguments: [
            ("2 (130g each)", 260.0), ("1 can (400g)", 400), ("4 (about 150 g each)", 600), ("1 (200g)", 200),
        ])
    func weights(text: String, grams: Double) {
        let measure = IngredientMeasure.parse(text)
        #expect(measure.grams == grams, "\(text) → \(measure.unit)")
    }

    @Test("a volume keeps its own unit; the parenthesis is only an alternative")
    func volumeStays() {
        #expect(IngredientMeasure.parse("1 cup (240ml)").unit == .milliliters)
    }
}

@Suite("Package sizes printed beside a count")
struct PackageSizeTests {
    typealias Size = IngredientMeasure.Size

    @Test(
        "the count times the size printed on each package",
        arguments: [
            ("1 (14.5 ounce) can", 1.0, "can" as String?, Size.grams(411.068)),
            ("1 – 14-ounce can", 1, "can", .grams(396.893)),
            ("1 - 14-ounce can", 1, "can", .grams(396.893)),
            ("one 28-ounce can", 1, "can", .grams(793.786)),
            ("a 14-ounce can", 1, "can", .grams(396.893)),
            ("3 (6 ounce)", 3, nil, .grams(170.097)),
            ("1 (8 ounce) package", 1, "package", .grams(226.796)),
            ("1/2 (16 ounce) package", 0.5, "package", .grams(453.592)),
            ("2 (15 oz) cans", 2, "can", .grams(425.243)),
            ("1 (400g) tin", 1, "tin", .grams(400)),
            ("2 x 400g tins", 2, "tin", .grams(400)),
            ("1 can (398 ml/14 oz)", 1, "can", .milliliters(398)),
            ("1 13.5 – ounce can", 1, "can", .grams(382.718)),
            ("1 8oz package", 1, "package", .grams(226.796)),
            ("1 (10-1/2 ounce) can", 1, "can", .grams(297.67)),
            ("1 (12 fl oz) can", 1, "can", .milliliters(354.888)),
            ("1 1-pound loaf", 1, "loaf", .grams(453.592)),
            ("1-2 (15 oz) cans", 1.5, "can", .grams(425.243)),
        ])
    func sized(text: String, count: Double, container: String?, size: Size) throws {
        let measure = IngredientMeasure.parse(text)
        guard case .sized(let foundContainer, let foundSize) = measure.unit else {
            Issue.record("\(text) → \(measure.unit)")
            return
        }
        #expect(measure.quantity == count, "\(text)")
        #expect(foundContainer == container, "\(text)")
        switch (foundSize, size) {
        case (.grams(let a), .grams(let b)), (.milliliters(let a), .milliliters(let b)):
            #expect(abs(a - b) < 0.01, "\(text): \(a) against \(b)")
        default: Issue.record("\(text): \(foundSize) against \(size)")
        }
    }

    @Test(
        "a range of counts is still a range, and a bare weight is a mass, not a package",
        arguments: [
            ("1-2 cans", 1.5), ("2 to 3 cans", 2.5),
        ])
    func ranges(text: String, count: Double) {
        let measure = IngredientMeasure.parse(text)
        #expect(measure.unit == .container("can"))
        #expect(measure.quantity == count)
        #expect(IngredientMeasure.parse("400g").unit == .grams)
    }

    @Test(
        "a weight in parentheses after a volume or count is what the cook weighed",
        arguments: [
            ("2 cups (240g)", 240.0), ("½ cup (1 stick / 113 g)", 113), ("1 bunch (about 8 ounces)", 226.796),
        ])
    func weighedInParentheses(text: String, grams: Double) {
        let measure = IngredientMeasure.parse(text)
        #expect(abs((measure.grams ?? 0) - grams) < 0.01, "\(text) → \(measure.unit)")
    }
}
