import Foundation
import Testing

@testable import MorselCore

/// The eaten reading, rule by rule, on phrases that are not in `dev.csv`: foods as eaten,
/// their named portions, the words people use, and never a confident wrong answer.
@Suite("Foods as eaten: the words people use")
struct EatenReadingTests {
    /// The one food `text` resolves to; fails the test when it is not one, or not sure.
    func sure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> EatenFoodResolver.Choice {
        let parsed = try MealText(text, resolver: eaten)
        try #require(
            parsed.foods.count == 1, "\(text) split into \(parsed.foods.map(\.said.text))",
            sourceLocation: sourceLocation)
        let food = parsed.foods[0]
        try #require(food.isSure, "\(text): \(food.doubt ?? "")", sourceLocation: sourceLocation)
        return food.choice!
    }

    func unsure(_ text: String) throws -> EatenFoodResolver.Resolution {
        let parsed = try MealText(text, resolver: eaten)
        let food = try #require(parsed.foods.first { !$0.isSure }, "\(text) was logged unasked")
        return food
    }

    @Test(
        "the FNDDS table: every food as eaten with its nutrients and portions, ids apart from SR28's, what it lacks unknown"
    )
    func table() throws {
        let foods = try FNDDSTable.bundled()
        #expect(
            foods.count == 5_394,
            "5,432 foods less the 37 “…, as ingredient” codes (9999xxxx) and human milk, which has no nutrients")
        #expect(
            foods.allSatisfy {
                $0.id.hasPrefix("fndds:") && $0.source == .asEaten && $0.credit == "USDA FNDDS 2021-2023"
            })
        let bigMac = try #require(foods.first { $0.name == "Big Mac (McDonalds)" })
        #expect(bigMac.group == "Burgers" && bigMac.per100g.calories > 200)
        #expect(bigMac.portions.contains { $0.measure == FNDDSTable.usualPortion && $0.grams == 205 })
        #expect(
            bigMac.nutrients[.iron] != nil && bigMac.nutrients[.vitaminB12] != nil && bigMac.nutrients[.caffeine] != nil
        )
        #expect(
            bigMac.nutrients[.manganese] == nil && bigMac.nutrients[.transFat] == nil,
            "FNDDS has neither: unknown, never 0")
        #expect(foods.allSatisfy { $0.portions.allSatisfy { $0.grams > 0 } })
        let sr28 = Set(try FoodTable.bundled().map(\.id))
        #expect(sr28.isDisjoint(with: foods.map(\.id)))
    }

    @Test("the search finds both tables, each food labelled by its source; other names are found too")
    func searchFindsBoth() {
        let bigMac = bothTables.search("big mac", limit: 10)
        #expect(bigMac.contains { $0.source == .asEaten && $0.name.hasPrefix("Big Mac") })
        #expect(bigMac.contains { $0.source == .asBought && $0.name.contains("BIG MAC") })
        #expect(bothTables.search("blt", limit: 5).contains { $0.name.hasPrefix("Bacon, lettuce, tomato sandwich") })
        #expect(bothTables.search("quinoa", limit: 20, sources: [.asEaten]).allSatisfy { $0.source == .asEaten })
        #expect(FoodSource.asEaten.label == "as eaten (FNDDS)" && FoodSource.asBought.label == "as bought (SR28)")
    }

    @Test("foods as eaten, not as bought: cooked rice, a sandwich not a raw turkey, a Big Mac not a mackerel")
    func asEaten() throws {
        let rice = try sure("a cup of brown rice")
        #expect(
            rice.food.name.contains("cooked") && (180...280).contains(rice.nutrition.calories),
            "\(rice.food.name) \(rice.working)")
        let quinoa = try sure("one cup of cooked quinoa")
        #expect(quinoa.food.name.hasPrefix("Quinoa") && (180...280).contains(quinoa.nutrition.calories))
        let sandwich = try sure("a turkey sandwich")
        #expect(sandwich.food.name.hasPrefix("Turkey sandwich") && (150...450).contains(sandwich.nutrition.calories))
        let bigMac = try sure("a big mac")
        #expect(bigMac.food.name == "Big Mac (McDonalds)")
        let blt = try sure("a BLT")
        #expect(blt.food.name.hasPrefix("Bacon, lettuce, tomato sandwich"))
    }

    @Test(
        "FNDDS's own misspellings are corrected: “1 cup bluberries” is blueberries as typed wrong, not the canned ones FNDDS misspelt"
    )
    func misspeltInTheTable() throws {
        #expect(
            !bothTables.foods.contains {
                ["bluberries", "carrorts", "reconsitituted"].contains(where: $0.name.lowercased().contains)
            })
        let typed = try sure("1 cup bluberries")
        #expect(
            typed.food.name.hasPrefix("Blueberries, raw") && (60...130).contains(typed.nutrition.calories),
            "\(typed.food.name)")
        #expect(try sure("a cup of canned blueberries").food.name == "Blueberries, canned")
    }

    @Test("no amount said: the food's usual amount, said in the breakdown")
    func usualServing() throws {
        let burrito = try sure("bean burrito")
        #expect(burrito.portion == FNDDSTable.usualPortion && burrito.working.hasPrefix("usual serving, "))
        #expect(burrito.working == "usual serving, \(Nutrition.format(grams: burrito.grams)) g")
    }

    @Test(
        "serving nouns weigh by the food's own portion: a can, a scoop, a slice, a shot, an order, a container, a bag, strips"
    )
    func servingNouns() throws {
        let can = try sure("a can of sprite")
        #expect(can.working.contains("can") && (120...180).contains(can.nutrition.calories))
        let scoop = try sure("a scoop of chocolate ice cream")
        #expect(scoop.portion == "scoop")
        let slice = try sure("a slice of whole wheat bread")
        #expect(slice.food.name.hasPrefix("Bread, whole wheat") && slice.portion?.contains("slice") == true)
        let shot = try sure("a shot of vodka")
        #expect(shot.portion == "shot" && (80...120).contains(shot.nutrition.calories))
        let order = try sure("a small order of fries")
        #expect(order.portion == "small fast food order")
        let yogurt = try sure("a container of yogurt")
        #expect(yogurt.portion?.contains("container") == true)
        let chips = try sure("a bag of chips")
        #expect(chips.food.name.hasPrefix("Potato chips") && chips.portion?.contains("bag") == true)
        let bacon = try sure("3 strips of bacon")
        #expect(
            bacon.quantity == 3 && (60...200).contains(bacon.nutrition.calories),
            "three cooked slices, not 3 × raw bacon")
    }

    @Test(
        "servings without a portion of their own go by a stated convention: a bowl, a glass, a mug, a handful, a pint")
    func conventions() throws {
        let soup = try sure("a bowl of tomato soup")
        #expect(soup.working.contains("a bowl taken as 1½ cups"))
        let milk = try sure("a glass of milk")
        #expect(milk.working.contains("a glass taken as 8 fl oz") && (100...170).contains(milk.nutrition.calories))
        let cocoa = try sure("a mug of hot chocolate")
        #expect(cocoa.food.name.hasPrefix("Hot chocolate") && cocoa.working.contains("a mug"))
        let peanuts = try sure("a handful of peanuts")
        #expect(peanuts.working.contains("1 oz") && abs(peanuts.grams - 28.35) < 0.01)
    }

    @Test("sizes choose among the food's portions: small, medium, large, kids")
    func sizes() throws {
        let small = try sure("a small latte")
        let medium = try sure("a medium latte")
        let large = try sure("a large latte")
        #expect(small.portion == "small" && medium.portion == "medium" && large.portion == "large")
        #expect(small.grams < medium.grams && medium.grams < large.grams)
        let kids = try sure("kids fries")
        let largeFries = try sure("a large order of fries")
        #expect(
            kids.portion?.contains("kids") == true && largeFries.portion?.contains("large") == true
                && kids.grams < largeFries.grams)
    }

    @Test("a size said of a serving is that size: a large serving of fries is a large order, not the usual serving")
    func sizedServing() throws {
        let fries = try #require(try MealText("a large serving of french fries", resolver: eaten).foods.first?.choice)
        #expect(fries.portion?.contains("large") == true && fries.grams == 180, "was the usual serving, 110 g")
        // A food with no portion of that size keeps its usual serving, not one potato's worth.
        #expect(try sure("a large portion of mashed potatoes").portion == FNDDSTable.usualPortion)
    }

    @Test("“a mix of” things is the mixed ones, as the tables name them; not a pasta with added vegetables")
    func mixOf() throws {
        #expect(try sure("a mix of vegetables").food.name.hasPrefix("Classic mixed vegetables"))
        #expect(try sure("a mix of nuts").food.name.hasPrefix("Mixed nuts"))
        let dinner = try MealText("a cup of beef and potatoes, and a mix of vegetables", resolver: eaten)
        #expect(dinner.foods.map { $0.choice?.food.name.contains("ixed vegetables") == true } == [false, true])
    }

    @Test("“half a”, “a couple of”, “a few”, numbers and weights")
    func amounts() throws {
        let half = try sure("half a bagel")
        let whole = try sure("a bagel")
        #expect(abs(half.grams * 2 - whole.grams) < 1 || half.quantity == 0.5)
        #expect(try sure("a couple of eggs").quantity == 2)
        #expect(try sure("a few crackers").quantity == 3)
        let nuggets = try sure("6 chicken nuggets")
        #expect(nuggets.quantity == 6 && nuggets.portion == "nugget")
        let salmon = try sure("200g grilled salmon")
        #expect(salmon.grams == 200 && salmon.working == "weighed")
        #expect(try sure("8 oz steak").grams == 8 * 28.3495)
    }

    @Test("state and preparation choose the food: grilled, fried, baked, poached, iced, decaf, diet, light, sugar-free")
    func states() throws {
        #expect(try sure("a baked sweet potato").food.name.contains("baked"))
        #expect(try sure("2 poached eggs").food.name.contains("poached"))
        #expect(try sure("an iced latte").food.name.contains("Iced"))
        #expect(try sure("a decaf latte").food.name.contains("decaffeinated"))
        let diet = try sure("a can of diet pepsi")
        let regular = try sure("a can of pepsi")
        #expect(diet.nutrition.calories < 20 && regular.nutrition.calories > 100)
        #expect(try sure("a light beer").nutrition.calories < (try sure("a beer")).nutrition.calories)
        #expect(try sure("sugar-free jello").nutrition.calories < (try sure("jello")).nutrition.calories)
        let raw = try sure("a cup of raw spinach")
        let cooked = try sure("a cup of cooked spinach")
        #expect(raw.food.name.contains("raw") && cooked.food.name.contains("cooked") && raw.grams < cooked.grams)
    }

    @Test(
        "never confidently wrong: a weak match, a whole one, a serving no portion fits, or too much for a sitting is asked, with candidates"
    )
    func asks() throws {
        let stuff = try unsure("a bowl of stuff")
        #expect(
            stuff.doubt?.contains("stuff") == true && !stuff.candidates.isEmpty
                && stuff.candidates.count <= EatenFoodResolver.candidateLimit)
        let chicken = try unsure("a whole chicken")
        #expect(chicken.doubt?.contains("whole") == true)
        // A plate is taken as 2 cups of what is measured by the cup; of wings it says no amount.
        let plate = try unsure("a plate of chicken wings")
        #expect(plate.doubt?.contains("plate") == true)
        let donuts = try unsure("a dozen donuts")
        #expect(donuts.doubt?.contains("more than one person eats") == true)
        // Close readings that differ by far: a cinnamon roll frosted, or not.
        let roll = try unsure("a cinnamon roll")
        #expect(roll.doubt?.contains("differ") == true && roll.alternatives.count >= 1)
        // What the error carries: each candidate ready to show and to send back.
        let report = UnsureFood(stuff, line: 2)
        #expect(
            report.line == 2 && report.text == "a bowl of stuff"
                && report.message.hasPrefix("Not sure of “a bowl of stuff”"))
        #expect(report.candidates.allSatisfy { !$0.foodID.isEmpty && $0.grams > 0 && !$0.working.isEmpty })
    }

    @Test(
        "one bound on an amount, read or picked: nothing and more than 10 kg are asked even when weighed; an absurd number is none"
    )
    func amountBounds() throws {
        #expect(try unsure("100 kg rice").doubt?.contains("more than one food of a meal") == true)
        #expect(try unsure("0 cookies").doubt?.contains("nothing to log") == true)
        // A number past any meal is no amount at all, and never a crash.
        let absurd = try? MealText("99999999999999999999/1 kg rice", resolver: eaten)
        #expect(absurd?.isSure != true)
        // A pick is bounded by what it weighs, not by how many: 150 almonds, yes; 10,000 cups of rice, no.
        let almond = try #require(eaten.index.foods.first { $0.source == .asEaten && $0.name.hasPrefix("Almonds") })
        let one = try #require(almond.portions.first { $0.gramsPerUnit < 5 })
        #expect(eaten.choose(foodID: almond.id, portion: one.measure, quantity: 150, grams: nil) != nil)
        #expect(eaten.choose(foodID: "fndds:56205001", portion: "cup, cooked", quantity: 10_000, grams: nil) == nil)
        #expect(eaten.choose(foodID: "fndds:56205001", portion: nil, quantity: nil, grams: 0) == nil)
    }

    @Test(
        "everyday words only where they mean it: a soda is a soft drink, soda bread is bread; the picker keeps size words of a name"
    )
    func everydayWords() throws {
        #expect(try sure("a diet soda").food.name.hasPrefix("Soft drink"))
        #expect(try sure("a slice of soda bread").food.name.contains("soda"))
        #expect(eaten.search("big mac", limit: 3).first?.name == "Big Mac (McDonalds)")
    }

    @Test("the ingredient reading is unchanged: a recipe's line is a food as bought unless it says cooked")
    func ingredientReading() throws {
        let matcher = IngredientMatcher(index: bothTables)
        #expect(matcher.match("chicken breast")?.source == .asBought)
        #expect(matcher.match("rice")?.name.contains("raw") == true)
        let cookedRice = try #require(matcher.match("cooked rice"))
        #expect(
            cookedRice.source == .asBought && cookedRice.name.hasPrefix("Rice") && cookedRice.name.contains("cooked"),
            "\(cookedRice.name)")
        #expect(matcher.match("boiled potatoes")?.name.contains("boiled") == true)
        #expect(matcher.match("big mac")?.source == .asBought)
        // An alias that says how it was cooked is a food sold so, before any cooked form.
        #expect(matcher.match("baked beans")?.id == "16006")
        #expect(matcher.match("roasted red peppers")?.id == "11943")
    }

    @Test(
        "the words scored by number are the words of the names: each known by its number, and the compounds of a word said are those ending with it"
    )
    func wordsByNumber() {
        for (index, parts) in bothTables.segments.enumerated().prefix(2000) {
            #expect(bothTables.segmentIDs[index].map { $0.map { bothTables.vocabulary[Int($0)] } } == parts)
        }
        #expect(bothTables.id(of: "burger") >= 0 && bothTables.id(of: "notawordofanyname") == -1)
        for said in ["burger", "cake", "milk", "bread", "berry", "é", "jalapeño", "ab"] {
            let sought = Set(
                bothTables.vocabulary.indices.filter {
                    EatenFoodResolver.isCompound(bothTables.vocabulary[$0], of: [said])
                }.map(Int32.init))
            #expect(Set(bothTables.compounds(of: [said])) == sought, "\(said)")
        }
        #expect(bothTables.compounds(of: ["burger"]).map { bothTables.vocabulary[Int($0)] }.contains("cheeseburger"))
    }
}
