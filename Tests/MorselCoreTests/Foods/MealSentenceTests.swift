import Foundation
import Testing

@testable import MorselCore

/// A meal as people say it: sentences, every word weighed, typing as people type. Rule by
/// rule, on phrases of our own (NutriBench measures, it is never a test's source).
@Suite("Meals said as sentences")
struct MealSentenceTests {
    func read(_ text: String) throws -> MealText { try MealText(text, resolver: eaten) }

    /// The foods' words as read, one string a food.
    func foods(_ text: String) throws -> [String] { try read(text).foods.map(\.said.text) }

    @Test("the framing is not food: a subject and its eating verb, whichever verb, and the particles after it")
    func framing() throws {
        #expect(
            try foods("For lunch, I'm having a turkey sandwich along with a medium latte") == [
                "a turkey sandwich", "a medium latte",
            ])
        #expect(try foods("I just grabbed a bag of chips") == ["a bag of chips"])
        #expect(try foods("I'm snacking on some grapes") == ["some grapes"])
        #expect(try foods("I popped a bag of microwave popcorn") == ["a bag of microwave popcorn"])
        #expect(try foods("We started our day with a bowl of oatmeal") == ["a bowl of oatmeal"])
        #expect(try foods("Had a bagel, then I drank a cup of coffee") == ["a bagel", "a cup of coffee"])
        #expect(try foods("I'm dipping them in a tablespoon of ranch") == ["a tablespoon of ranch"])
    }

    @Test("amounts and sizes said among the words: a small cup of, a personal size, another, and drinking …")
    func amountsAmong() throws {
        let tea = try read("a small cup of hot green tea").foods[0]
        #expect(tea.said.serving == "cup" && tea.said.milliliters == 236.588 && !tea.said.words.contains("cup"))
        let pizza = try read("a frozen personal size pizza").foods[0]
        #expect(!pizza.said.words.contains("size") && !pizza.said.words.contains("personal"))
        #expect(try read("another small Danish").foods[0].said.count == 1)
        #expect(try foods("a banana and drinking a bottle of water") == ["a banana", "a bottle of water"])
        #expect(!(try read("a frankfurter in a wheat bun").foods[0].said.words.contains("in")))
    }

    @Test("the meal a sentence names is its category; a meal's name that begins a food is food")
    func mealNamed() throws {
        #expect(try read("For lunch I had a tuna sandwich").category == .lunch)
        #expect(try read("an apple as a snack").category == .snack)
        #expect(try read("a slice of pizza for my late-night snack").category == .snack)
        #expect(try read("Dinner tonight consists of a cup of chili").category == .dinner)
        #expect(try read("supper was a bowl of soup").category == .dinner)
        #expect(try read("this morning I had two eggs").category == .breakfast)
        #expect(try read("two eggs and toast").category == nil)
        // Meal words that begin a food's name stay food.
        #expect(
            try foods("a breakfast burrito") == ["a breakfast burrito"]
                && (try read("a breakfast burrito").category) == nil)
        #expect(try foods("some snack mix and a dinner roll") == ["some snack mix", "a dinner roll"])
        // "A breakfast spread with …" names the meal; a bagel "spread with" butter is a bagel and butter.
        let spread = try read(
            "I've got a breakfast spread with 44 grams of vegetable bread and a glass of low-fat milk")
        #expect(spread.category == .breakfast && spread.foods.count == 2 && spread.foods.allSatisfy(\.isSure))
        let bagel = try read("I'm eating a 105-gram bagel spread with 14 grams of butter")
        #expect(bagel.foods.compactMap { $0.choice?.food.name } == ["Bagel", "Butter, NFS"])
    }

    @Test("joiners cut like a comma: along with, paired it with, plus, +, &, the Oxford comma's and")
    func joiners() throws {
        #expect(try foods("a bagel paired it with a cup of coffee") == ["a bagel", "a cup of coffee"])
        #expect(try foods("a banana plus a yogurt") == ["a banana", "a yogurt"])
        #expect(try foods("2 eggs + toast") == ["2 eggs", "toast"])
        #expect(try foods("an apple, a pear, and a beef frankfurter") == ["an apple", "a pear", "a beef frankfurter"])
        #expect(try foods("a coffee to wash it down, and a muffin to munch on") == ["a coffee", "a muffin"])
    }

    @Test("an amount said after its food is what was eaten: a weight weighs it, a volume sizes its package")
    func amountAfter() throws {
        let soup = try read("a bowl of lentil soup that weighs 248 grams").foods[0]
        #expect(soup.choice?.grams == 248 && soup.choice?.working == "weighed" && soup.said.text.hasSuffix("248 grams"))
        let water = try read("a bottle of water, which is 16.9 fl oz").foods
        #expect(water.count == 1 && abs((water[0].choice?.grams ?? 0) - 500) < 10, "16.9 fl oz is 500 ml")
        let wings = try read("sautéed chicken wings at 35 g").foods[0]
        #expect(wings.choice?.grams == 35)
        // After a comma: the weight of the food before, not a food of its own.
        for said in [
            "some raw cantaloupe, weighing 155 grams", "a cheeseburger on a white bun, and it weighs 165 grams",
        ] {
            let food = try read(said).foods
            #expect(
                food.count == 1 && food[0].isSure && food[0].choice?.working == "weighed", "\(food.map(\.said.text))")
        }
    }

    @Test(
        "an amount said inside the words: of one food among several, in words, after a serving, before where it was from"
    )
    func amountInside() throws {
        let two = try read("a cinnamon roll weighing 80 grams and a mug of black coffee at 300 grams").foods
        #expect(two.map { $0.choice?.grams } == [80, 300], "each food's own weight")
        let candy = try read("a lollipop that weighs half an ounce and ten pretzel sticks").foods
        #expect(
            candy.count == 2 && abs((candy[0].choice?.grams ?? 0) - 14.2) < 0.1,
            "an ounce in words; the sticks another food")
        #expect(
            try read("a peanut butter cup that weighs .6 oz").foods[0].choice.map { abs($0.grams - 17) < 0.1 } == true,
            ".6 is 0.6")
        #expect(try read("a glass of 250 grams of orange juice").foods[0].choice?.grams == 250)
        let tea = try read("a bottle of 20 fl oz sweet tea").foods[0]
        #expect(tea.said.packageMilliliters.map { abs($0 - 591) < 1 } == true && tea.said.words == ["sweet", "tea"])
        #expect(
            try read("a small 2 fl oz cup of espresso").foods[0].said.packageMilliliters.map { abs($0 - 59) < 1 }
                == true)
        let burger = try read("a cheeseburger 150 grams on a wheat bun").foods[0].choice
        #expect(burger?.grams == 150 && burger?.food.name.contains("wheat bun") == true)
        // A weight among the food's words, after a serving or a word that says nothing, is what was eaten.
        for said in [
            "a cup of 248 grams of instant coffee", "a cup of 244.0g whole milk", "a refreshing 360g iced tea lemonade",
            "a smaller 25-gram chocolate chip cookie",
            "a tuna noodle casserole that weighs 224 grams and is made with cream sauce",
        ] {
            let food = try read(said).foods
            #expect(
                food.count == 1 && food[0].isSure && food[0].choice?.working == "weighed",
                "\(said): \(food.map { $0.doubt ?? "" })")
        }
        // What a weighed food is on or in, weighed too, is another food; a package it came in is none.
        let toast = try read("7 grams of butter on 25 grams of my toasted white bread").foods
        #expect(
            toast.compactMap { $0.choice?.grams } == [7, 25] && toast[1].choice?.food.name == "Bread, white, toasted")
        #expect(
            try read("a 57-gram beef hot dog in a 28-gram soft roll").foods.compactMap { $0.choice?.grams } == [57, 28])
        #expect(
            try read("30 grams of liquid coffee creamer mixed into 240 grams of brewed coffee").foods.allSatisfy(
                \.isSure))
        #expect(try read("a diet cream soda in a 12 oz can").foods.count == 1)
        // A dish made with one weighed thing is the dish, weighed; said again as what it is, it is one food.
        let sandwich = try read(
            "a peanut butter and jelly sandwich made with 112.0g of regular peanut butter and jelly on white bread"
        ).foods
        #expect(
            sandwich.count == 1 && sandwich[0].choice?.grams == 112
                && sandwich[0].choice?.food.name.hasSuffix("on white bread") == true)
        let egg = try read("a scrambled egg made with 55 grams of margarine").foods
        #expect(
            egg.count == 1 && egg[0].choice?.food.name == "Egg omelet or scrambled egg, made with margarine"
                && egg[0].choice?.grams == 55)
        let again = try read("I made a sandwich with 92 grams of peanut butter on whole wheat bread").foods
        #expect(
            again.count == 1 && again[0].choice?.food.name.hasPrefix("Peanut butter sandwich") == true,
            "\(again.map(\.said.text))")
    }

    @Test(
        "words that rule a food out, and names that are only another name: cooked is not raw, a brand not said is none")
    func ruledOut() throws {
        #expect(try read("a baked fish").foods[0].choice?.food.name.contains("raw") == false)
        #expect(
            try read("a fried chicken wing").foods[0].choice?.food.name.contains("from raw") == true,
            "fried from raw is cooked")
        #expect(
            try read("a nutrition bar").foods[0].choice?.food.name == "Nutrition bar or meal replacement bar, NFS",
            "not the Clif Bar: its brand in parentheses was not said")
        #expect(
            try read("2 marshmallows").foods[0].choice?.food.name == "Candy, marshmallow",
            "counted, so the sweet, not the topping")
        let roll = try read("a sweet roll with frosting and a glass of milk").foods[0].choice
        #expect(roll?.food.name.contains("no frosting") == false, "a name holds only what it says the food has")
        #expect(
            try read("a large burrito with meat and beans").foods[0].choice?.food.name.hasPrefix("Burrito bowl")
                == false,
            "a large burrito is one of the burrito's sizes, not a bowl's any size")
        #expect(
            try read("a cup of homemade pasta with meat sauce").foods[0].choice?.food.name.contains("restaurant")
                == false,
            "homemade is a home recipe")
        #expect(
            try read("a large iced tea").foods[0].choice?.food.name.contains("dry") == false, "a drink, not its powder")
    }

    @Test(
        "what a food is without, as people say it and as FNDDS writes it: the skin, added fat, salt, butter, caffeine, meat"
    )
    func without() throws {
        func name(_ text: String) throws -> String { try read(text).foods[0].choice?.food.name ?? "" }
        #expect(try name("a baked chicken thigh without the skin").contains("skin not eaten"))
        #expect(try name("a skinless chicken breast").contains("skin not eaten"))
        #expect(try name("a fried egg without any added fat").contains("no added fat"))
        #expect(try name("a cup of steamed broccoli with no added fat").contains("no added fat"), "not 'fat added'")
        #expect(try name("cashews without salt").contains("unsalted"))
        #expect(try name("some unbuttered movie popcorn").contains("no butter"))
        #expect(
            try name("a can of cola without caffeine") == "Soft drink, cola, decaffeinated",
            "FNDDS's word for a caffeine free cola")
        #expect(try name("fried rice without meat").contains("meatless"))
        #expect(
            try name("two strips of bacon, no added fat").contains("Bacon"), "said of the bacon, not a food of its own")
        #expect(try name("a large fried chicken breast, minus the coating").contains("coating not eaten"))
        #expect(
            try read("a bowl of shrimp and noodles without sauce").foods.count == 1,
            "one dish whose name says what it has not")
        let eggs = try read("two scrambled eggs without butter").foods[0]
        #expect(
            eggs.isSure && eggs.choice?.food.name.contains("no added fat") == true,
            "no egg names butter: lacking it is no doubt")
        #expect(
            try name("a baked potato without butter").hasPrefix("Potato, baked"),
            "a baked potato without butter is a baked potato")
        #expect(
            try name("a cup of steamed carrots, no butter").contains("no added fat"),
            "no butter on a vegetable: no fat added")
        let coffee = try read("a mug of black coffee").foods[0]
        #expect(
            coffee.isSure && (coffee.choice?.nutrition.calories ?? 99) < 10, "black coffee is coffee with nothing added"
        )
    }

    @Test(
        "one food said over a comma, an appositive or a second food made with: diced, cooked; the same again; another one"
    )
    func oneOrTwo() throws {
        #expect(try foods("a cup of diced, cooked beef steak") == ["a cup of diced cooked beef steak"])
        #expect(try foods("an ounce of salted, roasted peanuts").count == 1)
        let glucerna = try read("a can of Glucerna, the sugar-free nutritional drink").foods
        #expect(
            glucerna.count == 1 && glucerna[0].choice?.food.name.contains("Glucerna") == true,
            "the food before said again")
        #expect(
            try foods("a medium cookie made with peanut butter and another medium cookie") == [
                "a medium cookie", "another medium cookie",
            ],
            "the second cookie is not what the first was made with")
        #expect(
            try read("a frozen peanut butter and jelly sandwich without the crusts").foods.count == 1,
            "FNDDS's 'without crusts'")
        let muffin = try read("a sausage and cheese sandwich on an English muffin").foods
        #expect(
            muffin.count == 1 && muffin[0].choice?.food.name == "Sausage English muffin sandwich",
            "a sandwich is what is on a bread; 'with or without cheese' may have cheese")
        #expect(
            try foods("coffee with milk").count == 2,
            "a latte's '2% or whole milk' does not make coffee with milk a latte")
    }

    @Test("a salad whose usual serving is a side's is asked, two and three cups offered; a tuna salad is not")
    func saladAsMeal() throws {
        let cobb = try read("a cobb salad").foods[0]
        #expect(!cobb.isSure && cobb.doubt?.contains("as a meal") == true)
        #expect(cobb.candidates.dropFirst().prefix(2).map(\.quantity) == [2, 3], "the larger amounts offered first")
        #expect(try read("2 cups of cobb salad").foods[0].isSure, "an amount said is the amount")
        #expect(
            try read("a cup of tuna salad").foods[0].isSure && (try read("chicken salad").foods[0].isSure),
            "a filling, not a meal's salad")
    }

    @Test("where a food came from is not the food: from the food truck, from a vending machine")
    func whereFrom() throws {
        #expect(try foods("had a beef burrito from the food truck") == ["a beef burrito"])
        #expect(try foods("a bag of chips from the vending machine") == ["a bag of chips"])
    }

    @Test(
        "a shop said after the food is where it came from, not the thing: a muffin from a shop no food names is the muffin; one a name holds picks its food"
    )
    func shopAfterTheFood() throws {
        let muffin = try read("a blueberry muffin from panera").foods[0]
        #expect(muffin.isSure && muffin.choice?.food.name.hasPrefix("Muffin") == true, "\(muffin.doubt ?? "")")
        let shake = try read("got a medium chocolate shake at mcdonalds").foods[0]
        #expect(shake.isSure && shake.choice?.food.name.contains("chocolate") == true, "\(shake.doubt ?? "")")
        #expect(
            try read("a slice of pepperoni pizza from Domino's").foods[0].choice?.food.name.hasPrefix("DOMINO'S")
                == true)
        // How it was made stays a word of the food: a pizza from school is FNDDS's school lunch one.
        #expect(
            try read("a piece of pepperoni pizza from school").foods[0].choice?.food.name.contains("school") == true)
        // Where it was eaten says nothing of which food: still asked.
        #expect(try read("dinner at my mom's").foods.allSatisfy { !$0.isSure })
    }

    @Test("a length said before a sub is its size, never a count: 6 inch turkey sub is one sub, not six")
    func lengthIsNoCount() throws {
        let sub = try read("6 inch turkey sub from subway").foods[0]
        #expect(
            (sub.choice?.grams ?? 0) < 300 && (sub.choice?.nutrition.calories ?? 0) < 500,
            "\(sub.choice?.working ?? "")")
        #expect(try read("2 6 inch subs").foods[0].choice?.working.hasPrefix("2 ×") == true)
    }

    @Test(
        "a coffee shop's sizes are its cups: a tall is 12 fl oz, a grande 16, a venti 20, whatever the drink's own portions; a tall glass is a glass"
    )
    func coffeeShopSizes() throws {
        #expect(abs((try read("a tall latte").foods[0].choice?.grams ?? 0) - 360) < 1)
        #expect(abs((try read("a grande latte").foods[0].choice?.grams ?? 0) - 480) < 1)
        #expect(abs((try read("a venti latte").foods[0].choice?.grams ?? 0) - 600) < 1)
        // FNDDS's macchiato is an espresso's, with no sizes: a grande one is still 16 fl oz of it.
        let macchiato = try read("a grande caramel macchiato from Starbucks").foods[0].choice
        #expect(
            (macchiato?.grams ?? 0) > 450 && (macchiato?.nutrition.calories ?? 0) > 150, "\(macchiato?.working ?? "")")
        let milk = try read("a tall glass of milk").foods[0]
        #expect(milk.isSure && milk.choice?.working.contains("glass") == true, "\(milk.doubt ?? "")")
    }

    @Test(
        "fast food is where it was bought, not a word every name must hold: a fast food taco is a taco, not taco sauce; a shop named for the food says no more"
    )
    func fastFood() throws {
        let taco = try read("a fast food taco").foods[0]
        #expect(taco.choice?.food.name.hasPrefix("Taco,") == true && (taco.choice?.nutrition.calories ?? 0) > 150)
        let fromTacoBell = try read("a fast food taco from Taco Bell").foods[0].choice
        #expect(fromTacoBell?.food.name.hasPrefix("Taco,") == true, "\(fromTacoBell?.food.name ?? "")")
        #expect(try read("fast food french fries").foods[0].choice?.food.name.contains("fast food") == true)
    }

    @Test(
        "a medium one where USDA merges small and regular is halfway to its large: a medium bean burrito is 275 g, between 220 and 330, and can be picked back"
    )
    func mediumBetween() throws {
        let grams = try ["a small bean burrito", "a medium bean burrito", "a large bean burrito"].map {
            try read($0).foods[0].choice?.grams ?? 0
        }
        #expect(grams == [220, 275, 330], "\(grams)")
        let medium = try #require(try read("a medium bean burrito").foods[0].choice)
        #expect(medium.working.contains("between small/regular and large"))
        // Sent back as picked (the review step's form), the same medium one.
        let picked = eaten.choose(foodID: medium.food.id, portion: medium.portion, quantity: 2, grams: nil)
        #expect(picked?.grams == 550)
        // A food with a medium of its own keeps it: a medium slice of pizza is its "piece, medium pizza".
        #expect(try read("a medium slice of pizza").foods[0].choice?.working.contains("between") == false)
    }

    @Test(
        "a meat substitute is no meat: a soft taco with meat is a meat taco, never the bean taco whose other name says it stands in for meat"
    )
    func meatSubstitute() throws {
        for said in ["a soft taco with meat", "a medium soft taco with meat and beans"] {
            let taco = try #require(try read(said).foods[0].choice)
            #expect(
                taco.food.name.contains("meat") || taco.food.name.contains("beef"), "\(said): \(taco.food.name)")
        }
    }

    @Test("one of a food whose usual serving is several: a fried dumpling is one, 25 g, not the usual three")
    func oneOfSeveral() throws {
        #expect(try read("a fried dumpling").foods[0].choice?.grams == 25)
        #expect(try read("a steamed pot sticker").foods[0].choice?.grams == 25)
        #expect(try read("dumplings").foods[0].choice?.grams == 75)
    }

    @Test(
        "a bread's kind no FNDDS sandwich names is no word a sandwich lacks: a ham and cheese sandwich on sourdough is the ham sandwich with cheese; swiss on rye is no slice of Swiss"
    )
    func breadKinds() throws {
        let sandwich = try read("a ham and cheese sandwich on sourdough").foods[0]
        #expect(
            sandwich.isSure && sandwich.choice?.food.name.hasPrefix("Ham sandwich") == true, "\(sandwich.doubt ?? "")")
        // What is on the rye is a cheese, not a sandwich: asked, never a sure slice of Swiss.
        #expect(try read("turkey & swiss on rye").foods.contains { !$0.isSure })
        // Rye said of a bread, not a sandwich, is still the rye bread.
        #expect(try read("a slice of rye bread").foods[0].choice?.food.name == "Bread, rye")
    }

    @Test(
        "served over something is two foods: beef & broccoli over white rice is the dish and the rice; eggs over easy stay eggs"
    )
    func servedOver() throws {
        let meal = try read("beef & broccoli over white rice").foods
        #expect(meal.map { $0.choice?.food.name ?? "" } == ["Beef and broccoli", "Rice, white, cooked, NS as to fat"])
        #expect(meal.allSatisfy { $0.isSure })
        #expect(try foods("two eggs over easy") == ["two eggs over easy"])
    }

    @Test(
        "what is said before and after “&” of one thing is that thing: a ham & cheese hot pocket is one, and a beef & cheddar one is asked as one, never a beef and another pocket"
    )
    func andOfOneThing() throws {
        let ham = try read("a ham & cheese hot pocket").foods
        #expect(ham.count == 1 && ham[0].isSure && ham[0].choice?.food.name == "Turnover or hot pocket, ham")
        let beef = try read("a Beef & Cheddar Hot Pocket").foods
        #expect(beef.count == 1 && beef[0].choice?.food.name == "Turnover or hot pocket, beef")
        // Two foods said so stay two: turkey bacon holds no egg.
        #expect(try read("eggs and turkey bacon").foods.count == 2)
    }

    @Test("when it was weighed is no food: a pork chop, which is about 5 ounces once it's cooked, is one chop of 5 oz")
    func onceCooked() throws {
        let chop = try read("a pork chop, which is about 5 ounces once it's cooked and the bone is off").foods
        #expect(chop.count == 1 && abs((chop[0].choice?.grams ?? 0) - 141.7) < 0.5, "\(chop.map(\.said.text))")
    }

    @Test(
        "M&Ms as typed are FNDDS's M&Ms, a bag of candy its pouch, a fun size bag its fun size: never a McFlurry"
    )
    func candyBags() throws {
        let bag = try read("a bag of plain M&Ms").foods[0]
        #expect(bag.isSure && bag.choice?.food.name == "Chocolate candy, candy shell", "\(bag.choice?.food.name ?? "")")
        #expect(bag.choice?.portion == "pouch/regular size")
        let fun = try read("a fun size bag of m&ms").foods[0]
        #expect(fun.isSure && fun.choice?.portion == "fun/snack size", "\(fun.doubt ?? "")")
        // A bag of chips keeps its own bag; a snack bag of them is their small one.
        #expect(try read("a small bag of doritos").foods[0].choice?.portion == "small single serving bag")
        let cheetos = try read("a snack bag of Cheetos").foods[0]
        #expect(cheetos.isSure && cheetos.choice?.food.name == "Cheese flavored corn snacks (Cheetos)")
        #expect(cheetos.choice?.portion == "small single serving bag", "\(cheetos.choice?.working ?? "")")
    }

    @Test(
        "a brand said alone names the food FNDDS puts it beside in parentheses: Cheetos are the Cheetos, not a snack mix holding them"
    )
    func brandInParentheses() throws {
        #expect(try read("a bag of cheetos").foods[0].choice?.food.name == "Cheese flavored corn snacks (Cheetos)")
        #expect(try read("a can of red bull").foods[0].choice?.food.name == "Energy drink (Red Bull)")
    }

    @Test(
        "counted pieces of a dish: a 10 piece mcnuggets is ten nuggets, a 3 egg omelet three eggs' worth, hard shell tacos the hard tacos; a large fry is fries"
    )
    func countedPieces() throws {
        let nuggets = try read("had a 10 piece mcnuggets for lunch").foods[0]
        #expect(nuggets.isSure && nuggets.choice?.working.hasPrefix("10 ×") == true, "\(nuggets.doubt ?? "")")
        let omelet = try read("a 3 egg veggie omelet").foods[0]
        #expect(omelet.isSure && omelet.choice?.working.hasPrefix("3 × 1 egg") == true, "\(omelet.doubt ?? "")")
        let tacos = try read("3 hard shell beef tacos").foods[0]
        #expect(tacos.isSure && tacos.choice?.food.name.contains("corn tortilla") == true, "\(tacos.doubt ?? "")")
        let fry = try read("big mac and a large fry").foods[1]
        #expect(fry.candidates.prefix(2).allSatisfy { $0.food.name.contains("french fries") })
    }

    @Test("what a counted food is on, counted too, is another food; a frankfurter on a bun stays a hot dog")
    func countedOn() throws {
        let eggs = try read("2 poached eggs on a slice of rye toast")
        #expect(
            eggs.isSure
                && eggs.foods.map(\.choice?.food.name) == ["Egg, whole, boiled or poached", "Bread, rye, toasted"])
        let hotDog = try read("one frankfurter on a bun and a pouch of Capri Sun juice")
        #expect(hotDog.foods.count == 2 && hotDog.foods[0].choice?.food.name.hasPrefix("Hot dog") == true)
    }

    @Test(
        "another name that ends with the thing is the food's own (Starbuck's Frappuccino); a nugget of a food with no such portion is asked, not its usual serving"
    )
    func otherNamesAndNuggets() throws {
        let frappuccino = try read("large caramel frappuccino").foods[0]
        #expect(
            frappuccino.isSure && frappuccino.choice?.food.name == "Frozen coffee drink", "\(frappuccino.doubt ?? "")")
        #expect(frappuccino.choice?.portion == "large")
        let chocolate = try read("a nugget of dark chocolate").foods[0]
        #expect(!chocolate.isSure && chocolate.doubt?.contains("nugget") == true, "\(chocolate.doubt ?? "")")
        #expect(try read("a chicken nugget").foods[0].choice?.grams == 16)
    }

    @Test(
        "the energy said is what was eaten: a 100 calorie pack of almonds is 100 kcal of almonds, weighed by their own")
    func caloriesSaid() throws {
        let almonds = try read("a 100 cal pack of almonds").foods[0]
        #expect(almonds.isSure && almonds.choice?.nutrition.calories == 100, "\(almonds.doubt ?? "")")
        #expect(almonds.choice?.food.name.hasPrefix("Almonds") == true)
        #expect(abs((almonds.choice?.grams ?? 0) - 16.7) < 0.5, "almonds are about 6 kcal a gram")
        #expect(try read("2 100 calorie packs of oreos").total.calories == 200)
    }

    @Test("a verb of eating left alone names no food: asked, never a guess")
    func verbAlone() throws {
        let read = try read("snacked while cooking dinner")
        #expect(!read.isSure && read.foods.allSatisfy { !$0.isSure })
        // Where it was eaten is no food either: "on the road" was fava beans ("broad").
        #expect(try self.read("ate on the road between meetings").foods.allSatisfy { !$0.isSure })
        #expect(try foods("I had pizza on the road") == ["pizza"])
    }

    @Test("a handful is an ounce of what is dense, half a cup of what is watery")
    func handful() throws {
        #expect(try read("a handful of almonds").foods[0].choice.map { abs($0.grams - 28.35) < 0.1 } == true)
        let grapes = try read("a handful of grapes").foods[0].choice
        #expect((grapes?.grams ?? 0) > 60 && (grapes?.working.contains("½ cup") ?? false), "\(grapes?.working ?? "")")
    }

    @Test(
        "words of the shop, not the food: ready-to-drink, a maker no food has, a nice big one, a sleeve, a freezer pop")
    func shopWords() throws {
        let milk = try read("a cup of ready-to-drink chocolate milk").foods[0]
        #expect(milk.isSure && milk.choice?.food.name.hasPrefix("Chocolate milk") == true)
        let soup = try read("a Zorblatt can of chicken noodle soup").foods[0]
        #expect(
            soup.isSure && soup.choice?.food.name.hasPrefix("Soup, chicken noodle") == true,
            "a maker's name no food has is no food word")
        #expect(
            try read("162 grams of Spanakopitta").foods[0].choice?.food.name == "Spanakopita",
            "but a misspelt food typed with a capital is the food")
        #expect(try read("a nice big mango").foods[0].said.size == "large")
        #expect(try read("a sleeve of Ritz crackers").foods[0].choice?.portion == "sleeve")
        #expect(
            try read("a whole grain muffin, the Fiber One kind").foods[0].choice?.portion == "Fiber One Muffin",
            "which of the food before")
        #expect(
            try read("a Chips Ahoy chocolate chip cookie").foods[0].choice?.portion == "Nabisco Chips Ahoy!",
            "the portion named, its maker unsaid")
        #expect(
            try read("a freezer pop").foods[0].choice?.food.name == "Freezer pop",
            "not a soft drink: pop said after freezer")
        let pepper = try read("a can of pepper-flavored soft drink").foods[0]
        #expect(pepper.isSure && pepper.choice?.food.name == "Soft drink, pepper type", "flavored is FNDDS's type")
        #expect(try read("a can of fruity soda").foods[0].choice?.food.name.contains("fruit flavored") == true)
        // Words only makers' own foods are called, differing in energy: which one is asked; a maker named is not.
        let bar = try read("a protein bar").foods[0]
        #expect(!bar.isSure && bar.doubt?.contains("makers") == true, "\(bar.doubt ?? "sure")")
        #expect(try read("a Snickers Marathon bar").foods[0].isSure)
        #expect(try read("a clif bar").foods[0].isSure)
        // Vague words of amount: some; a little container is a small one; "a mix of" only opens the amount.
        let little = try read("a bit of sour cream").foods[0]
        #expect(little.isSure && little.said.words == ["sour", "cream"], "\(little.said.words)")
        #expect(try read("a little container of yogurt").foods[0].said.size == "small")
        #expect(try read("a mix of 507 grams of tap water").foods[0].choice?.grams == 507)
        #expect(try read("a bun-sized beef sausage").foods[0].choice?.portion == "bun-size or griller link")
        // What was done with a food, said before it: "mixed in", "pouring … over it".
        #expect(
            try foods("a cup of coffee, mixed in 15 grams of creamer") == ["a cup of coffee", "15 grams of creamer"])
        #expect(
            try foods("a bowl of cereal, pouring 244 grams of milk over it") == [
                "a bowl of cereal", "244 grams of milk",
            ])
    }

    @Test("one of a thing: a wing is one wing of any size, a peanut butter cup one cup of its package")
    func oneOfAThing() throws {
        #expect(try read("a chicken wing").foods[0].choice?.portion == "wing, any size")
        let cup = try read("a Reese's peanut butter cup").foods[0].choice
        #expect(cup?.grams == 17, "the package of one cup, not a miniature: \(cup?.working ?? "")")
        #expect(
            try read("a medium fish fillet").foods[0].choice?.portion?.contains("regular") == true,
            "medium is the regular one")
    }

    @Test("a package of things said in the plural is the package of several; of one said, the package of one")
    func packageOfSeveral() throws {
        let several = try read("a pack of Reese's cups").foods[0].choice
        #expect(several?.grams == 45, "the package of two cups: \(several?.working ?? "")")
        let one = try read("a package of Reese's peanut butter cup").foods[0].choice
        #expect(one?.grams == 17, "\(one?.working ?? "")")
    }

    @Test("more said of a food after it chooses which food, never another food")
    func saidAfter() throws {
        let milk = try read("a cup of almond milk that's unsweetened").foods
        #expect(milk.count == 1 && milk[0].choice?.food.name.contains("unsweetened") == true)
        let doughnut = try read("I'm starting the day with one doughnut, and it's a yeast type.").foods
        #expect(doughnut.count == 1 && doughnut[0].said.words.contains("yeast"))
        let redBull = try read("a sugar-free energy drink, specifically a can of Red Bull").foods
        #expect(redBull.count == 1 && redBull[0].choice?.food.name.contains("Red Bull") == true)
        let beans = try read("a cup of pinto beans prepared from dried beans").foods
        #expect(beans.count == 1 && beans[0].said.words.contains("dried"))
        let smoothie = try read("a fruit smoothie, no dairy").foods
        #expect(smoothie.count == 1)
    }

    @Test("a food said with what it has is one dish where a food's name begins with it; two foods otherwise")
    func withWhat() throws {
        #expect(try foods("a medium tamale with chicken") == ["a medium tamale with chicken"])
        #expect(try foods("2 pancakes with syrup") == ["2 pancakes", "syrup"])
        #expect(try foods("a bagel with cream cheese") == ["a bagel", "cream cheese"])
        // A product whose own name says what it is with, its brand said: one food, as bought.
        #expect(
            try read("a cup of Honey Bunches of Oats with almonds").foods.map { $0.choice?.food.name ?? "" }
                == ["Cereals ready-to-eat, POST, HONEY BUNCHES OF OATS, with almonds"])
        // Not a product unsaid: oatmeal with raisins is oatmeal and raisins, not a cookie (FNDDS's or SR28's).
        #expect(try foods("oatmeal with raisins") == ["oatmeal", "raisins"])
        // The dish's other name, where the thing alone is that kind of food; a topping listed among its other names is not.
        #expect(
            try read("a medium tostada with beans").foods.map { $0.choice?.food.name ?? "" } == [
                "Taco, with beans, no cheese"
            ])
        #expect(
            try foods("a slice of American cheese with a medium baked potato") == [
                "a slice of American cheese", "a medium baked potato",
            ])
        // What is on a bread is a sandwich, one food, though no name has that bread's kind (it
        // changes little: sure).
        #expect(
            try read("an egg and cheese on a biscuit").foods.map { $0.choice?.food.name ?? "" } == [
                "Egg sandwich on biscuit"
            ])
        let rye = try read("a ham and cheese sandwich on rye").foods
        #expect(
            rye.count == 1 && rye[0].choice?.food.name.hasPrefix("Ham sandwich") == true && rye[0].isSure,
            "\(rye.map(\.said.text))")
        // Without "sandwich": still the sandwich, not ham and cheese crackers; oil and vinegar stay two.
        let onRye = try read("ham and cheese on rye").foods
        #expect(
            onRye.count == 1 && onRye[0].choice?.food.name.hasPrefix("Ham sandwich") == true,
            "\(onRye.map { $0.choice?.food.name ?? "" })")
        #expect(try foods("oil and vinegar") == ["oil", "vinegar"])
        // What it is said not to have, a dish's name need not say: it must not say it has it.
        #expect(try read("a peanut butter and jelly sandwich without crusts").foods.count == 1)
        // What covers a food, said as a noun, as FNDDS's participle: one sweet roll, not a roll and a frosted roll.
        #expect(
            try read("a medium sweet roll with frosting").foods.map { $0.choice?.food.name ?? "" } == [
                "Roll, sweet, frosted"
            ])
        let ketchup = try read("a hot dog topped with a tablespoon of ketchup").foods
        #expect(ketchup.map(\.said.words) == [["hot", "dog"], ["ketchup"]] && ketchup.allSatisfy(\.isSure))
    }

    @Test(
        "a dish said with what it has, even listed after commas or with a size, is one food where a dish's name holds it all"
    )
    func dishesListed() throws {
        let burrito = try read("a small burrito filled with chicken, beans, and rice").foods
        #expect(
            burrito.count == 1 && burrito[0].choice?.food.name.hasPrefix("Burrito") == true
                && burrito[0].choice?.food.name.contains("beans and rice") == true,
            "\(burrito.map { $0.choice?.food.name ?? "" })")
        let sandwich = try read("a sandwich with regular peanut butter and jelly on white bread").foods
        #expect(
            sandwich.map { $0.choice?.food.name ?? "" } == [
                "Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread"
            ])
        let rice = try read("a cup of white rice with veggies and cheese sauce").foods
        #expect(rice.count == 1 && rice[0].choice?.food.name.contains("with vegetables, cheese") == true)
        // A dish whose name is a list, said as one; a list of foods stays several.
        let biscuit = try read("an egg, cheese, and sausage on a biscuit and a coffee").foods
        #expect(
            biscuit.map { $0.choice?.food.name ?? "" } == [
                "Egg sandwich on biscuit, with sausage and cheese", "Coffee, NS as to type",
            ])
        #expect(try foods("eggs, bacon and toast").count == 3)
        #expect(try foods("an apple, a pear, and a beef frankfurter").count == 3)
        // What a food has, listed after "that has": the same food's.
        let croissant = try read("a croissant sandwich that has sausage, egg, and cheese, and a glass of orange juice")
            .foods
        #expect(
            croissant.count == 2 && croissant[0].choice?.food.name.contains("croissant") == true,
            "\(croissant.map(\.said.text))")
        // No dish holds it all: what the dish's best reading holds is the dish's, the rest their own.
        let taco = try read("a small soft taco with meat, beans, and sour cream").foods
        #expect(
            taco.count == 2 && taco[0].choice?.food.name.hasPrefix("Taco") == true && taco[1].said.text == "sour cream",
            "\(taco.map(\.said.text))")
        #expect(
            (taco.first?.choice?.nutrition.calories ?? 999) < 300,
            "one taco, not a taco and a serving of meat and of beans")
        // One weight said of it all is one food weighed: the weight is not the last thing's.
        let weighed = try read("an English muffin with egg, cheese, and bacon that weighs about 170 grams").foods
        #expect(
            weighed.count == 1 && weighed[0].choice?.grams == 170
                && weighed[0].choice?.food.name.contains("English muffin") == true)
        let after = try read("a cola from a can and an English muffin with egg, cheese and bacon that weighs 170 grams")
            .foods
        #expect(
            after.count == 2 && after[1].choice?.grams == 170
                && after[1].choice?.food.name.contains("English muffin") == true,
            "the dish is the last thing said with an amount of its own: \(after.map { $0.choice?.food.name ?? "" })")
        // Weighed, said with what only another thing's name has: the thing, its doubt its own.
        let weighedTaco = try read("a soft taco with meat and sour cream, 133 grams").foods
        #expect(
            weighedTaco.count == 1 && weighedTaco[0].choice?.food.name.hasPrefix("Taco,") == true
                && weighedTaco[0].choice?.grams == 133,
            "a taco, not the taco salad: \(weighedTaco.map { $0.choice?.food.name ?? "" })")
        #expect(weighedTaco.first?.doubt.map { !$0.contains("salad") } ?? true, "\(weighedTaco.first?.doubt ?? "")")
        #expect(
            try read("an English muffin with egg, cheese, and bacon").foods.map { $0.choice?.food.name ?? "" }
                == ["Egg sandwich on English muffin, with bacon"], "the bread a sandwich is on names it")
        // Said again after a comma, more exactly: one food, the exact one.
        #expect(try foods("one nut, an unsalted almond") == ["an unsalted almond"])
        #expect(try foods("a cheeseburger, a Whopper Jr with cheese") == ["a Whopper Jr with cheese"])
        #expect(try foods("a cheeseburger, a hamburger, and fries").count == 3, "two burgers of no kind told are two")
        #expect(try foods("a sandwich, a cookie").count == 2)
        // Listed after a food said without "with", each is its own food.
        #expect(try foods("a burger, fries and a coke").count == 3)
        #expect(try foods("a burger with fries, a coke and a cookie").count == 4)
    }

    @Test(
        "the thing is what is eaten, not what it comes on or in: a frankfurter on a bun is a hot dog, a hot dog bun is a roll"
    )
    func thingEaten() throws {
        let hotDog = try read("a frankfurter on a white bun").foods
        #expect(
            hotDog.count == 1 && hotDog[0].choice?.food.name.hasPrefix("Hot dog sandwich") == true && hotDog[0].isSure)
        let bun = try read("a hot dog bun").foods[0].choice
        #expect(
            bun?.food.name.hasPrefix("Roll") == true && (100...150).contains(bun?.nutrition.calories ?? 0),
            "\(bun?.food.name ?? "")")
        #expect(try read("pineapple in syrup").foods[0].choice?.food.name.hasPrefix("Pineapple") == true)
        let patty = try read("a pork sausage patty").foods[0]
        #expect(
            patty.isSure && patty.choice?.portion == "patty", "the patty is its portion: \(patty.choice?.working ?? "")"
        )
        let diet = try read("a 12 fl oz can of diet cola").foods[0].choice
        #expect(
            diet?.food.name.hasPrefix("Soft drink") == true && (diet?.nutrition.calories ?? 99) < 20,
            "not whiskey and diet cola")
    }

    @Test("the package a food came in is its serving: a cola from a can, juice in an 8 fl oz bottle, a bottle of water")
    func packages() throws {
        #expect(try read("a cola from a can").foods[0].choice?.portion == "can (12 fl oz)")
        let juice = try read("orange juice in an 8 fl oz bottle").foods[0].choice
        #expect(juice.map { (230...260).contains($0.grams) } == true, "\(juice?.working ?? "")")
        let water = try read("a bottle of water").foods[0]
        #expect(
            water.isSure && water.choice?.nutrition.calories == 0,
            "bottled water, not tonic water: \(water.choice?.food.name ?? "")")
        let lemonade = try read("a bottle of lemonade").foods[0].choice
        #expect(
            lemonade?.working.contains("500 ml") == true,
            "a drink with no bottle of its own is a water bottle's: \(lemonade?.working ?? "")")
        #expect(
            try read("a bottle of beer").foods[0].choice?.portion == "can or bottle (12 fl oz)",
            "the usual bottle, not the 40 fl oz")
        #expect(!(try read("a bottle of ketchup").isSure), "a bottle of what does not pour is not a drink's bottle")
        #expect(try read("mac n cheese from the box").foods[0].choice?.food.name.hasPrefix("Macaroni") == true)
    }

    @Test(
        "what goes with a food, said with it and no amount, is USDA's guideline amount for it: milk in coffee, butter on toast"
    )
    func goesWith() throws {
        let coffee = try read("coffee with milk").foods
        let milk = try #require(coffee.last?.choice)
        #expect(
            coffee.count == 2 && milk.food.name.hasPrefix("Milk") && (20...40).contains(milk.grams),
            "a splash, not a glass: \(milk.working)")
        #expect(milk.working.contains("guideline amount per fl oz of beverage"))
        let toast = try read("2 slices of toast with butter").foods
        let butter = try #require(toast.last?.choice)
        #expect(butter.food.name.hasPrefix("Butter") && butter.working.hasPrefix("2 × ") && butter.grams < 20)
        // Said with its own amount, it is that amount.
        let measured = try read("coffee with a cup of milk").foods
        #expect(measured.last?.choice?.grams == 244)
    }

    @Test(
        "typing as people type: misspellings a letter or two off, shorthand, split and joined forms, numbers as words, ½"
    )
    func typing() throws {
        for (typed, meant) in [
            ("avacado", "Avocado"), ("a chiken sandwhich", "Chicken"), ("expresso", "espresso"),
            ("brocolli", "Broccoli"),
            ("a bowl of spagetti", "Pasta"),
        ] {
            let food = try read(typed).foods[0]
            #expect(food.choice?.food.name.contains(meant) == true, "\(typed) → \(food.choice?.food.name ?? "nothing")")
        }
        #expect(
            try read("a chocolate milkshake").foods[0].choice?.food.id
                == (try read("a chocolate milk shake").foods[0].choice?.food.id))
        // Joined or split as FNDDS writes it, though SR28 has more "Soymilk" products than FNDDS has "Soy milk" foods.
        #expect(try read("a cup of soy milk").foods[0].choice?.food.name.hasPrefix("Soy milk") == true)
        #expect(
            try read("a cup of low-fat milk").foods[0].choice?.food.name == "Milk, low fat (1%)",
            "not a group's “lowfat”")
        // Spaghetti is FNDDS's pasta; its sauce and the squash keep their names.
        #expect(try read("spagetti w/ meatballs").foods.first?.choice?.food.name.hasPrefix("Pasta") == true)
        #expect(try read("a cup of spaghetti sauce").foods[0].choice?.food.name == "Spaghetti sauce")
        #expect(try read("spaghetti squash").foods[0].choice?.food.name.hasPrefix("Spaghetti squash") == true)
        #expect(
            try read("toast w/ butter").foods.map(\.said.words)
                == (try read("toast with butter").foods.map(\.said.words)), "w/ is with")
        #expect(try read("two eggs").foods[0].choice?.quantity == 2)
        #expect(try read("½ cup of rice").foods[0].choice?.quantity == 0.5)
        #expect(try foods("a banana & a coffee") == ["a banana", "a coffee"])
    }

    @Test("every word weighed, none demanded: a word no name has lowers the score, it does not refuse the food")
    func weighed() throws {
        let oatmeal = try read("1 cup of cooked oatmeal").foods[0]
        #expect(oatmeal.isSure && oatmeal.choice?.food.name.hasPrefix("Oatmeal") == true, "cooked is the usual form")
        let water = try read("a cup of bottled zesty water").foods[0]
        #expect(water.choice?.food.name.contains("Water") == true, "a reading, not a refusal")
        #expect(!water.isSure && water.doubt?.contains("zesty") == true)
        #expect(try read("a pierogi").foods[0].choice?.food.name == "Pierogi")
    }

    @Test("words that name a meal or nothing are always asked, the rest of the meal kept")
    func vague() throws {
        for text in [
            "dinner", "lunch", "a snack", "a drink", "some food", "leftovers", "a piece of fruit", "something to drink",
            "I had lunch",
        ] {
            let parsed = try read(text)
            #expect(!parsed.isSure && parsed.foods.count == 1, "\(text) was logged unasked")
        }
        let meal = try read("A burger, fries and something to drink")
        #expect(meal.foods.map(\.isSure) == [true, true, false] && meal.unsure.map(\.line) == [2])
        #expect(
            meal.total.calories == meal.foods.compactMap { $0.choice?.nutrition.calories }.reduce(0, +),
            "the total takes every best reading")
        #expect(meal.foods[0].choice?.food.name.hasPrefix("Hamburger") == true, "a burger is a hamburger")
        // Together such words may name a food.
        #expect(try read("a pouch of fruit snacks").foods[0].isSure)
    }

    @Test("a word a food's name lacks but its portion has, or that only says it has no meat, is no doubt")
    func portionWords() throws {
        // …and costs nothing: a double stick popsicle is the popsicle that has a double stick.
        let popsicle = try read("a double stick popsicle").foods[0]
        #expect(popsicle.isSure && popsicle.choice?.portion == "double stick", "\(popsicle.choice?.working ?? "")")
        let patty = try read("a hash brown patty").foods[0]
        #expect(patty.isSure && patty.choice?.portion == "patty", "\(patty.doubt ?? "")")
        #expect(try read("a kids meal order of french fries").foods[0].isSure)
        #expect(try read("a meatless cheese quesadilla").foods[0].isSure)
    }

    @Test(
        "the thing said is what the food is, a whole fruit is one, a plate two cups, and cooking words as FNDDS writes them"
    )
    func thingsAsSaid() throws {
        let pizza = try read("2 slices sausage pizza").foods[0]
        #expect(
            pizza.choice?.food.name.contains("Pizza") == true,
            "a pizza with sausage, not sausage: \(pizza.choice?.food.name ?? "")")
        let mango = try read("ate a whole mango").foods[0]
        #expect(
            mango.isSure && mango.choice?.portion == "mango",
            "one mango (210 g), not the 83 g serving: \(mango.choice?.working ?? "")")
        let bagel = try read("a whole bagel").foods[0]
        #expect(bagel.choice?.food.name == "Bagel", "a bagel, never one bagel chip")
        #expect(try read("a whole bag of chips").foods[0].isSure == false, "a bag's size is not known")
        let plate = try read("a plate of spaghetti").foods[0]
        #expect(plate.isSure && plate.choice?.working.contains("2 cups") == true, "\(plate.choice?.working ?? "")")
        let broccoli = try read("1 cup roasted broccoli").foods[0]
        #expect(broccoli.isSure && broccoli.choice?.food.name.hasPrefix("Broccoli") == true, "\(broccoli.doubt ?? "")")
        // Words split between two readings that give the same energy change no number: no doubt.
        let water = try read("some bottled baby water, 240 grams").foods[0]
        #expect(water.isSure && water.choice?.nutrition.calories == 0, "\(water.doubt ?? "")")
        // FNDDS names meats as eaten with no way of cooking: a grilled pork chop is its pork chop.
        let chop = try read("a grilled pork chop").foods[0]
        #expect(chop.isSure && chop.choice?.food.name.hasPrefix("Pork, chop") == true, "\(chop.doubt ?? "")")
        #expect(try read("134 grams of broiled beef steak").foods[0].isSure)
        #expect(try read("a lean pork chop").foods[0].choice?.food.name == "Pork, chop, lean only eaten")
        #expect(
            try read("lean ground beef").foods[0].choice?.food.name.hasPrefix("Beef, ground") == true,
            "not a steak of the category “Beef, excludes ground”")
        // A food named for how it comes fits that serving best: a tube of yogurt is the yogurt tube.
        #expect(try read("one tube of yogurt").foods[0].choice?.food.name == "Yogurt tube")
        // "… baby food" is FNDDS's "Baby Toddler …": the bananas, not baby food of no kind.
        let jar = try read("a jar of strained banana baby food").foods[0]
        #expect(
            jar.isSure && jar.choice?.food.name == "Baby Toddler bananas, Stage 1", "\(jar.choice?.food.name ?? "")")
        let parmesan = try read("chicken parmesan").foods[0]
        #expect(parmesan.isSure && parmesan.choice?.food.name == "Chicken or turkey parmigiana")
        // A sandwich "on wheat bread" covers whole wheat; its bread names no half sandwich.
        let pbj = try read(
            "a peanut butter and jelly sandwich on whole wheat bread with reduced fat peanut butter and regular jelly"
        ).foods
        #expect(pbj.count == 1 && pbj[0].choice?.portion == "sandwich", "\(pbj.map { $0.choice?.working ?? "" })")
        let steak = try read("a cheesesteak sandwich").foods[0]
        #expect(
            steak.isSure && steak.choice?.food.name.hasPrefix("Cheese steak sandwich") == true,
            "two words run together are parted")
    }

    @Test(
        "portions that fit what was said: a medium avocado is the fruit, an Oreo is its own cookie, a piece of salmon a fillet"
    )
    func portions() throws {
        let avocado = try read("a medium avocado").foods[0]
        #expect((avocado.choice?.grams ?? 0) >= 100, "not the 30 g usual serving")
        let oreos = try read("2 oreos").foods[0]
        #expect(oreos.choice?.portion == "Oreo sandwich", "\(oreos.choice?.working ?? "")")
        let salmon = try read("a piece of salmon").foods[0]
        #expect(salmon.choice?.food.name.hasPrefix("Fish, salmon") == true && (salmon.choice?.grams ?? 0) >= 100)
        let breast = try read("a medium chicken breast").foods[0].choice
        #expect(
            breast?.portion?.contains("breast") == true, "a breast, not a medium slice of one: \(breast?.working ?? "")"
        )
        let roll = try read("a large Kaiser roll").foods[0].choice
        #expect(
            roll?.portion == "large (include Kaiser)",
            "the large one, though its name does not say roll: \(roll?.working ?? "")")
        let chips = try read("a small single serving of lightly salted potato chips").foods[0].choice
        #expect(chips?.portion?.contains("bag") == true, "a small bag, not one chip: \(chips?.working ?? "")")
        #expect(try read("a small cola").foods[0].choice?.portion == "small drink")
        let oreo = try read("an Oreo sandwich cookie").foods[0].choice
        #expect(oreo?.portion == "Oreo sandwich", "the portion the person named: \(oreo?.working ?? "")")
        #expect(try read("a cup of diced chicken").foods[0].choice?.portion?.contains("diced") == true)
        #expect(try read("a medium-sized baked potato").foods[0].choice?.portion == "medium")
        #expect(try read("a drink of gin").foods[0].choice?.portion == "drink")
        #expect(try read("a fluid ounce of whole milk").foods[0].choice?.portion == "fl oz")
        #expect(try read("a quarter cup of rice").foods[0].choice?.quantity == 0.25)
        #expect(
            try read("a Quarter Pounder with cheese").foods[0].choice?.food.name.hasPrefix("Quarter Pounder") == true)
        #expect(
            try read("a chicken tender").foods[0].choice?.portion == "tender, strip, or finger",
            "one of a portion's names is enough")
        // Serving nouns after the food or among its words: a rod, a stalk, an ear, a slice, a candy bar.
        #expect(try read("a single hard pretzel rod").foods[0].choice?.portion == "rod")
        #expect(try read("a stalk of raw celery").foods[0].choice?.portion == "stalk")
        #expect(try read("a regular ear of cooked corn").foods[0].choice?.portion == "regular ear")
        let apple = try read("a raw medium apple").foods[0]
        #expect(apple.isSure && apple.choice?.portion == "medium", "a size among the words is the size")
        let crust = try read("a piece of medium crust cheese pizza").foods[0].choice
        #expect(crust?.food.name.contains("medium crust") == true, "and a word a name may have")
        #expect(crust?.portion == "piece, NFS", "of the crust, not the size of the pizza: \(crust?.working ?? "")")
        #expect(
            try read("a slice of medium pepperoni pizza").foods[0].choice?.portion == "piece, medium pizza",
            "a size, no crust said")
        #expect(
            try read("a piece of cheese pizza").foods[0].choice?.portion == "piece, NFS",
            "no size said: FNDDS's piece of no size")
        #expect(
            try read("a can of caffeinated fruit-flavored soft drink").foods[0].choice?.food.name.contains(
                "caffeine containing") == true,
            "caffeinated is not a misspelt decaffeinated")
        #expect(
            try read("a cup of lasagna with meat").foods[0].choice?.food.name == "Lasagna with meat",
            "not with meat and spinach")
        // One of a food FNDDS names in the plural is one of them, not the usual serving of several.
        #expect(try read("a strawberry").foods[0].choice?.portion == "fruit")
        #expect(try read("an almond").foods[0].choice?.portion == "nut")
        let onion = try read("an onion").foods[0]
        #expect(onion.isSure && onion.choice?.portion == "whole", "one onion, sure: \(onion.doubt ?? "")")
        #expect(try read("a half of a canned pear").foods[0].choice?.portion == "half", "its half, not half a slice")
        #expect(
            try foods("a lemon cupcake with no icing and a bottle of water").count == 2,
            "not a cupcake, “no icing” and water")
        // A size of its own kind fits only a food that has it; the usual bar is asked about, not logged.
        let miniature = try read("a miniature Snickers bar").foods[0]
        #expect(!miniature.isSure && miniature.doubt?.contains("miniature") == true, "\(miniature.doubt ?? "sure")")
        #expect(try read("a fun size Snickers").foods[0].choice?.portion == "bar, fun size")
        let fried = try read("a fried chicken breast").foods[0]
        #expect(
            fried.isSure && fried.choice?.food.name.contains("coating eaten") == true,
            "the coating is eaten unless said otherwise")
    }

    @Test("what was done to a food is not another food: sweetened it with, grilled and sauced, unsalted, that I made")
    func done() throws {
        #expect(
            try foods("a small cup of green tea and sweetened it with a tablespoon of honey") == [
                "a small cup of green tea", "a tablespoon of honey",
            ])
        let drumstick = try read("a medium chicken drumstick, grilled and sauced").foods
        #expect(drumstick.count == 1 && drumstick[0].choice?.food.name.contains("grilled with sauce") == true)
        let peanuts = try read("an ounce of dry roasted peanuts, unsalted").foods
        #expect(peanuts.count == 1 && peanuts[0].choice?.food.name.contains("unsalted") == true)
        #expect(
            try foods("a small bag of chips and washing it down with a bottle of fruit juice drink")
                == ["a small bag of chips", "a bottle of fruit juice drink"])
        #expect(try foods("a medium cookie, either made with butter or sugar").count == 1)
        let pistachios = try read("salted pistachios, about a cup, along with a can of diet cola").foods
        #expect(
            pistachios.count == 2 && pistachios[0].choice?.portion?.hasPrefix("cup") == true,
            "an amount alone is the food before's")
        let burger = try read("a cheeseburger with a medium patty on a white bun").foods
        #expect(burger.count == 1 && burger[0].choice?.food.name == "Cheeseburger, on white bun, 1 medium patty")
        #expect(
            try foods("a burger with a slice of cheese").count == 2, "a slice of cheese is cheese, a patty the burger's"
        )
        #expect(try read("a hard pretzel").foods[0].choice?.food.name.hasPrefix("Pretzels, hard") == true)
        let cornbread = try read("9 grams of cornbread that I made from a mix").foods
        #expect(cornbread.count == 1 && cornbread[0].isSure && cornbread[0].choice?.food.name.contains("mix") == true)
    }

    @Test("word order and FNDDS's names: milk chocolate is candy, chocolate milk a drink; a single one is one whole")
    func order() throws {
        #expect(try read("44 grams of milk chocolate").foods[0].choice?.food.name.hasPrefix("Chocolate candy") == true)
        #expect(try read("a cup of chocolate milk").foods[0].choice?.food.name.hasPrefix("Chocolate milk") == true)
        #expect(try read("hot chocolate").foods[0].choice?.food.name.hasPrefix("Hot chocolate") == true)
        let pomegranate = try read("a single pomegranate").foods[0].choice
        #expect((pomegranate?.grams ?? 0) > 150, "one pomegranate, not the usual 88 g: \(pomegranate?.working ?? "")")
        #expect(try read("a medium multigrain roll").foods[0].choice?.portion == "medium/regular/sandwich size roll")
        #expect(
            try foods("one Chips Ahoy! cookie and a taffy") == ["one Chips Ahoy cookie", "a taffy"],
            "an exclamation inside a name")
    }

    @Test(
        "diary shorthand: dinner was …, eggs over easy, pb&j, x2, w, a 6 inch sub, a personal pizza, a brand's other name"
    )
    func shorthand() throws {
        let dinner = try read("dinner was lasagna")
        #expect(dinner.category == .dinner && dinner.foods.map(\.said.text) == ["lasagna"])
        #expect(try read("two eggs over easy").foods[0].choice?.food.name.contains("fried") == true)
        #expect(
            try read("pb&j on wheat").foods[0].choice?.food.name.hasPrefix("Peanut butter and jelly sandwich") == true)
        #expect(try read("choc chip cookies x2").foods[0].choice?.quantity == 2)
        let omelet = try read("omlette w cheese").foods
        #expect(omelet.count == 1 && omelet[0].choice?.food.name.contains("with cheese") == true)
        #expect(try read("a 6 inch turkey sub").foods[0].choice?.portion == "regular or 6\" submarine")
        #expect(try read("a personal pizza").foods[0].choice?.portion?.hasPrefix("personal size pizza") == true)
        #expect(
            try read("6 piece chicken nuggets").foods[0].choice.map { ($0.quantity, $0.portion) } ?? (nil, nil) == (
                6, "nugget"
            ))
        let snickers = try read("a snickers bar").foods[0].choice
        #expect(
            snickers?.food.name.contains("SNICKERS Bar") == true
                && (200...330).contains(snickers?.nutrition.calories ?? 0),
            "SR28's Snickers candy bar, not FNDDS's Snickers Marathon protein bar: \(snickers?.food.name ?? "")")
        #expect(
            try read("a can of cola").foods[0].choice?.food.name == "Soft drink, cola",
            "a brand not said is no brand: not ZEVIA's cola")
        let mcmuffin = try read("an Egg McMuffin").foods[0]
        #expect(
            mcmuffin.isSure && mcmuffin.choice?.food.name.contains("with ham") == true,
            "McDonald's Egg McMuffin is another name of it")
        #expect(
            try read("158 grams of white rice").foods[0].choice?.food.name.hasPrefix("Rice, white") == true,
            "a common word said is no brand: not Spanish rice for one of its other names")
    }

    @Test("hedges and a sentence's “it's” say nothing of the food: just one empanada, my medium taco, a Chips Ahoy")
    func hedges() throws {
        #expect(try read("just one empanada").foods[0].choice?.quantity == 1)
        #expect(try read("my small pizza").foods[0].said.size == "small")
        #expect(try foods("For dinner, it's a fast food cheese quesadilla") == ["a fast food cheese quesadilla"])
        let cookie = try read("a Chips Ahoy").foods[0]
        #expect(
            cookie.isSure && cookie.choice?.food.name == "Cookie, chocolate chip", "a brand among a food's other names")
        let water = try read("a cup of unsweetened water").foods[0]
        #expect(
            water.isSure && water.choice?.nutrition.calories == 0,
            "unsweetened is water's usual form, not coconut water")
    }

    @Test(
        "a flavour that is no fruit is a flavour FNDDS names: vanilla yogurt is yogurt, not frozen yogurt; a vanilla latte a flavored one"
    )
    func flavours() throws {
        let yogurt = try read("a 6 oz vanilla yoghurt").foods[0]
        #expect(
            yogurt.isSure && yogurt.choice?.food.name.hasPrefix("Yogurt") == true, "\(yogurt.choice?.food.name ?? "")")
        #expect((98...188).contains(yogurt.choice?.nutrition.calories ?? 0))
        let latte = try read("a vanilla latte").foods[0]
        #expect(latte.isSure && latte.choice?.food.name == "Coffee, Latte, flavored")
        #expect(
            try read("chocolate ice cream").foods[0].choice?.food.name == "Ice cream, chocolate",
            "a name holding the flavour itself still comes first")
    }

    @Test("SR28's '6 | inch sub' is one 6-inch sub, not six inches of one: a sub is never an inch of it")
    func subLengths() throws {
        let club = try #require(foodTable.foods.first { $0.name.hasPrefix("SUBWAY, SUBWAY CLUB sub") })
        #expect(club.portions.contains { $0.amount == 1 && $0.measure == "6-inch sub" && $0.grams == 207 })
        let sub = try read("a 12 inch meatball marinara sub from subway").foods[0].choice
        #expect(sub?.portion == "12-inch sub" && sub?.grams == 418, "\(sub?.working ?? "")")
        #expect(try read("a subway club sub").foods[0].choice?.grams == 207)
    }

    @Test(
        "said with something, the thing before 'with' picks the portion: a meatball of meat loaf with sauce is its meatball, not its slice"
    )
    func thingBeforeWith() throws {
        let meatball = try read("a medium beef meatloaf meatball with a tomato sauce").foods[0].choice
        #expect(meatball?.portion == "medium meatball" && meatball?.grams == 36, "\(meatball?.working ?? "")")
        #expect(try read("a slice of meatloaf").foods[0].choice?.portion?.contains("slice") == true)
    }

    @Test(
        "baby carrots are small carrots, baby food is for infants; a veggie pizza has vegetables; a misspelling keeps its first letter"
    )
    func babyVeggieFirstLetter() throws {
        let carrots = try read("10 baby carrots").foods[0].choice
        #expect(
            carrots?.food.name == "Carrots, baby, raw" && (25...50).contains(carrots?.nutrition.calories ?? 0),
            "\(carrots?.food.name ?? "")")
        #expect(
            try read("a jar of strained banana baby food").foods[0].choice?.food.name.hasPrefix("Baby Toddler bananas")
                == true)
        #expect(
            try read("a jar of strained vegetable").foods[0].choice?.food.name.hasPrefix("Baby Toddler vegetable")
                == true)
        #expect(try read("a slice of veggie pizza").foods[0].choice?.food.name.contains("vegetables") == true)
        #expect(try read("a veggie burger").foods[0].choice?.food.name.hasPrefix("Veggie burger") == true)
        let melon = try read("a cup of cantelope").foods[0]
        #expect(
            melon.isSure && melon.choice?.food.name == "Cantaloupe, raw",
            "not antelope, one slip away but on the first letter")
        #expect(
            bothTables.correction(of: "cantelope") == "cantaloupe" && bothTables.correction(of: "brocoli") == "broccoli"
        )
    }

    @Test("a person leaves an unsure food out; the rest is the meal")
    func leaveOut() throws {
        let parsed = try MealText("zzqxv and a banana", resolver: eaten, picks: [MealText.Pick(line: 0, choice: nil)])
        #expect(parsed.isSure && parsed.foods.map(\.said.text) == ["a banana"])
        #expect(throws: ValidationFailure.self) {
            try MealText("zzqxv", resolver: eaten, picks: [MealText.Pick(line: 0, choice: nil)])
        }
    }

    @Test(
        "a name's thing ends its first part: a tostada with meat is no taco salad, a bagel with cream cheese a bagel, granola no granola bar"
    )
    func thingOfAName() throws {
        let tostada = try read("a medium tostada with meat").foods[0]
        #expect(tostada.choice?.food.name.contains("salad") == false, "\(tostada.choice?.food.name ?? "")")
        let either = try read("a cup of chicken or turkey rice soup").foods
        // FNDDS writes chicken rice soup as "Soup, chicken noodle" (another name: "with rice").
        #expect(either.count == 1 && either[0].isSure && either[0].choice?.food.name == "Soup, chicken noodle")
        let salad = try read("a cup of tomato and cucumber salad with oil and vinegar").foods
        #expect(
            salad.map(\.choice?.food.name) == ["Tomato and cucumber salad made with tomato, cucumber, oil, and vinegar"]
        )
        let sandwich = try read("a sandwich with regular peanut butter and jelly on white bread").foods
        #expect(
            sandwich.count == 1 && sandwich[0].choice?.food.name.hasPrefix("Peanut butter and jelly sandwich") == true)
    }

    @Test("what another name says a food is with it holds: greek yogurt with granola is FNDDS's Greek yogurt with oats")
    func withOfAnotherName() throws {
        let yogurt = try read("a cup of greek yogurt with granola").foods
        #expect(yogurt.count == 1 && yogurt[0].choice?.food.name == "Yogurt, Greek, with oats")
    }

    @Test(
        "two words the tables never write side by side are one where joined they are a word: a cheese burger is a cheeseburger"
    )
    func joinedNeverSideBySide() throws {
        for text in ["a cheese burger", "chese burger"] {
            let burger = try read(text).foods[0]
            #expect(burger.isSure && burger.choice?.food.name.hasPrefix("Cheeseburger") == true, "\(text)")
        }
        // "baby food" is how FNDDS's groups say it: still baby food, not SR28's "Babyfood" word.
        let jar = try read("a jar of baby food chicken soup").foods[0]
        #expect(jar.choice?.food.name.hasPrefix("Baby") == true, "\(jar.choice?.food.name ?? "")")
    }

    @Test(
        "a brand that names a food is that food, a shop's name where it came from: three white claws are hard seltzers, two coronas beers, a bojangles chicken biscuit a chicken biscuit"
    )
    func brandsAndShops() throws {
        let seltzers = try read("3 white claws").foods[0]
        #expect(seltzers.isSure && seltzers.choice?.food.name == "Hard seltzer")
        #expect(seltzers.choice?.working.hasPrefix("3 ×") == true)
        #expect(try read("two coronas").foods[0].choice?.food.name == "Beer")
        #expect(try read("a can of Coors Light").foods[0].choice?.food.name == "Beer, light")
        let biscuit = try read("grabbed a bojangles cajun chicken biscuit on the way to work").foods
        #expect(biscuit.count == 1 && biscuit[0].isSure && biscuit[0].choice?.food.name.contains("biscuit") == true)
        // A joining word inside a shop's name does not cut it into two foods.
        let burger = try read("in n out double double").foods
        #expect(burger.count == 1 && burger[0].choice?.food.name.contains("cheeseburger") == true)
        // A maker known for one food is that food: a strawberry yoplait is a yogurt, not strawberries.
        #expect(try read("strawberry yoplait").foods[0].choice?.food.name.hasPrefix("Yogurt") == true)
        // A shop named before the amount: three pieces.
        let tenders = try read("popeyes 3pc tenders").foods[0]
        #expect(tenders.isSure && tenders.choice?.working.hasPrefix("3 ×") == true, "\(tenders.choice?.working ?? "")")
        let apple = try read("a large honeycrisp apple").foods[0]
        #expect(apple.isSure && apple.choice?.food.name == "Apple, raw")
        // A shop named alone beside foods is no food of the meal.
        let panda = try read("we got panda express, i had orange chicken and fried rice")
        #expect(panda.isSure && panda.foods.map(\.choice?.food.name) == ["Orange chicken", "Rice, fried, NFS"])
        // Said whole, the brand is the soft drink FNDDS lists it under, not the energy drink named "(Mountain Dew AMP)".
        #expect(
            try read("20oz mountain dew").foods[0].choice?.food.name
                == "Soft drink, fruit flavored, caffeine containing")
    }

    @Test(
        "beside a chain's food, fries are the chain's: a big mac and a large fry are both sure; beef pho is pho with meat"
    )
    func besideFastFood() throws {
        let meal = try read("big mac and a large fry")
        #expect(meal.isSure && meal.foods[1].choice?.food.name == "Potato, french fries, fast food")
        #expect(try !read("a large fries").isSure)
        let pho = try read("a bowl of beef pho").foods[0]
        #expect(pho.isSure && pho.choice?.food.name == "Soup, pho, with meat")
    }

    @Test(
        "amounts as people say them: 12 oz can of dr pepper is one can, a footlong sub two 6-inch ones, corn on the cob an ear, waffle fries fries"
    )
    func amountsAsSaid() throws {
        let soda = try read("12 oz can of dr pepper").foods[0]
        #expect(soda.isSure && soda.choice?.food.name == "Soft drink, pepper type", "\(soda.doubt ?? "")")
        #expect(abs((soda.choice?.grams ?? 0) - 355 * 1.04) < 15, "\(soda.choice?.working ?? "")")
        let sub = try read("footlong meatball sub from subway").foods[0]
        let six = try read("a 6 inch meatball sub").foods[0]
        #expect(
            sub.isSure && abs((sub.choice?.grams ?? 0) - 2 * (six.choice?.grams ?? 0)) < 1,
            "\(sub.choice?.working ?? "")")
        let corn = try read("corn on the cob with butter").foods
        #expect(corn.count == 1 && corn[0].isSure && corn[0].choice?.working.contains("ear") == true)
        let fries = try read("a medium waffle fries").foods[0]
        #expect(fries.choice?.food.name.contains("french fries") == true)
        #expect(try read("a cup of pineapple chunks").foods[0].choice?.food.name == "Pineapple, raw")
        // A number said after the food is how many: two fajitas.
        let fajitas = try read("made chicken fajitas, i had 2").foods
        #expect(fajitas.count == 1 && fajitas[0].choice?.working.hasPrefix("2 ×") == true)
        // Pasta by its shape is FNDDS's pasta; pierogi as people spell them.
        let linguine = try read("a cup of linguine").foods[0]
        #expect(linguine.isSure && linguine.choice?.food.name.hasPrefix("Pasta") == true)
        #expect(try read("6 perogies").foods[0].choice?.food.name == "Pierogi")
    }

    @Test("who made it and where it was eaten are no foods: mom made stuffed peppers, trail mix on the hike")
    func whoAndWhere() throws {
        let peppers = try read("mom made stuffed peppers").foods
        #expect(
            peppers.count == 1 && peppers[0].isSure && peppers[0].choice?.food.name.hasPrefix("Stuffed pepper") == true)
        let mix = try read("ate a bag of trail mix on the hike").foods
        #expect(mix.count == 1 && mix[0].choice?.food.name.hasPrefix("Trail mix") == true)
        #expect(try !read("whatever my husband cooked").isSure)
    }

    @Test(
        "an amount and a half is one number: a cup and a half of rice is 1.5 cups, one and a half cups the same; a half bagel stays its own food"
    )
    func andAHalf() throws {
        for said in ["a cup and a half of rice", "one and a half cups of rice", "rice, about a cup and a half"] {
            let foods = try read(said).foods
            #expect(foods.count == 1 && foods[0].isSure, "\(said)")
            #expect(
                foods.first?.choice?.quantity == 1.5 && foods.first?.choice?.food.name.hasPrefix("Rice") == true,
                "\(said)")
        }
        // Numbers only a computer reads as numbers are words, not amounts: nothing breaks.
        for said in [
            "infinity and a half cups of rice", "nan and a half cups of rice", "1e400 and a half cups of rice",
        ] {
            _ = try? read(said)
        }
        let two = try read("a coffee and a half bagel").foods
        #expect(two.count == 2 && two[1].choice?.food.name == "Bagel" && two[1].choice?.quantity == 0.5)
    }

    @Test(
        "whom it was for or with and what was on are no foods: my son, my daughter, with my sister, watching the game, mid afternoon"
    )
    func companyAndPastimes() throws {
        let goldfish = try read("gave my son a snack bag of goldfish and a capri sun after school")
        #expect(goldfish.isSure && goldfish.foods.count == 2, "\(goldfish.foods.map(\.said.text))")
        let cheese = try read("my daughter had a string cheese and a cup of grapes")
        #expect(cheese.isSure && cheese.foods.first?.choice?.food.name.contains("Mozzarella") == true)
        let beer = try read("three cans of coors light watching the game")
        #expect(beer.isSure && beer.foods.count == 1 && beer.foods[0].choice?.quantity == 3)
        let almonds = try read("Banana and a handful of almonds mid afternoon")
        #expect(almonds.isSure && almonds.foods.count == 2)
        let tteokbokki = try read("tteokbokki w/ my sister, plus a little side of kimchi")
        #expect(tteokbokki.isSure && tteokbokki.foods.count == 2, "\(tteokbokki.foods.map(\.said.text))")
    }

    @Test(
        "leftovers are the food eaten again, a kebab FNDDS's shish kabob, takeout where it came from; 'leftovers' alone is asked"
    )
    func eatenAgain() throws {
        let lasagna = try read("reheated a square of leftover lasagna for lunch, my moms recipe")
        #expect(lasagna.isSure && lasagna.foods.count == 1 && lasagna.category == .lunch)
        #expect(lasagna.foods.first?.choice?.food.name.hasPrefix("Lasagna") == true)
        let kebab = try read("one chicken kebab skewer").foods
        #expect(kebab.count == 1 && kebab[0].isSure && kebab[0].choice?.food.name.contains("shish kabob") == true)
        let padThai = try read("shrimp pad thai takeout, ate about 2 cups of it").foods
        #expect(padThai.count == 1 && padThai[0].isSure && padThai[0].choice?.quantity == 2)
        #expect(try !read("leftovers").isSure)
    }

    @Test(
        "a joiner starts another food: milk chocolate paired with some cereal is two foods, not chocolate candy with cereal"
    )
    func joinerStartsAnother() throws {
        let snack = try read("For a snack, I grabbed a piece of milk chocolate candy paired with some cereal.").foods
        #expect(snack.count == 2 && snack.allSatisfy(\.isSure), "\(snack.map(\.said.text))")
        #expect(
            snack.first?.choice?.food.name.hasPrefix("Chocolate candy") == true
                && snack.last?.choice?.food.name.hasPrefix("Cereal") == true)
        // What a dish is said with goes on after a joiner.
        let smoothie = try read("a cup of fruit smoothie made with whole fruit and dairy, plus added protein").foods
        #expect(smoothie.count == 1 && smoothie[0].choice?.food.name.hasPrefix("Fruit smoothie") == true)
        // "and some" may go on listing one dish.
        let dinner = try read("a cup of chicken or turkey, potatoes, and some vegetables").foods
        #expect(dinner.count == 1, "\(dinner.map(\.said.text))")
    }

    @Test(
        "almonds, cashews, pecans, walnuts and pistachios are nuts: a bar of milk chocolate with almonds is FNDDS's chocolate candy with nuts, one food"
    )
    func nutsByKind() throws {
        let bar = try read("a bar of milk chocolate candy with almonds").foods
        #expect(
            bar.count == 1 && bar[0].isSure && bar[0].choice?.food.name.hasPrefix("Chocolate candy with nuts") == true)
        #expect(try read("a handful of almonds").foods.first?.choice?.food.name.hasPrefix("Almonds") == true)
    }

    @Test(
        "two foods each weighed are two, though the second names the first's kind more exactly: candy with almonds (14 grams), a Kit Kat (15 grams)"
    )
    func eachWeighedIsItsOwn() throws {
        let snack = try read(
            "some regular chewing gum (4 grams), milk chocolate candy with almonds (14 grams), a Kit Kat (15 grams)"
        ).foods
        #expect(snack.count == 3, "\(snack.map(\.said.text))")
    }

    @Test(
        "a sandwich in a pita is on its bread: a falafel sandwich in pita, a gyro in a pita; 8 pcs are 8 pieces; the place it came from is no food"
    )
    func inAPita() throws {
        for said in ["a falafel sandwich in pita", "a gyro in a pita"] {
            let foods = try read(said).foods
            #expect(
                foods.count == 1 && foods[0].isSure && foods[0].choice?.food.name.hasSuffix("sandwich") == true,
                "\(said)")
        }
        let rolls = try read("miso soup + 8 pcs california roll").foods
        #expect(rolls.count == 2 && rolls.allSatisfy(\.isSure) && rolls.last?.choice?.quantity == 8)
        let curry = try read("chicken tikka masala from the indian place").foods
        #expect(curry.count == 1 && curry[0].isSure && curry[0].choice?.food.name.contains("curry") == true)
    }

    @Test(
        "a volume said after a dish and what it has is the dish's: chili with cheese and onions, about 2 cups, is two cups of chili, not of onions"
    )
    func volumeOfTheDish() throws {
        let chili = try read("a bowl of chili with cheese and onions, about 2 cups").foods
        #expect(
            chili.count == 1 && chili[0].choice?.food.name.hasPrefix("Chili") == true && chili[0].choice?.quantity == 2,
            "\(chili.map(\.said.text))")
        // A weight said of what a part says its own weight of stays the last part's.
        let sausage = try read("a 75-gram sausage with mustard, around 5 grams").foods
        #expect(sausage.count == 2 && sausage[1].choice?.food.name == "Mustard")
    }

    @Test(
        "a restaurant's food as bought is named after its maker: a bean and cheese burrito from taco bell is one burrito, not beans and a burrito"
    )
    func namedAfterTheMaker() throws {
        let burrito = try read("grabbed a bean and cheese burrito at taco bell on the way home").foods
        #expect(
            burrito.count == 1 && burrito[0].choice?.food.name.localizedCaseInsensitiveContains("burrito") == true,
            "\(burrito.map(\.said.text))")
    }

    @Test(
        "a word ending 'ie' typed as one is the same word as its plural in the tables: a rice krispie treat is the Rice Krispies Treats bar"
    )
    func krispieAsTyped() throws {
        let treats = try read("2 rice krispie treats").foods
        #expect(
            treats.count == 1 && treats[0].choice?.food.name.hasPrefix("Cookie, marshmallow, with rice cereal") == true
                && treats[0].choice?.quantity == 2)
    }

    @Test("said aloud: 'um' and 'uh' are nothing, and 'like' before an amount said after the food hedges it")
    func spokenFillers() throws {
        let meal = try read("uh cup of new england clam chowder and um trail mix like a quarter cup")
        #expect(meal.foods.count == 2 && meal.isSure, "\(meal.foods.map(\.said.text))")
        #expect(meal.foods[0].choice?.food.name == "Soup, New England clam chowder")
        #expect(
            meal.foods[1].choice?.food.name.hasPrefix("Trail mix") == true && meal.foods[1].choice?.quantity == 0.25)
        let almonds = try read("like thirty grams of almonds").foods
        #expect(almonds.count == 1 && almonds[0].isSure && almonds[0].choice?.grams == 30)
    }

    @Test(
        "a number taken back is the one said after it: three no wait two tamales are two; a food taken back is left out"
    )
    func takenBack() throws {
        let tamales = try read("three no wait two pork tamales").foods
        #expect(tamales.count == 1 && tamales[0].choice?.quantity == 2, "\(tamales.map(\.said.text))")
        let popcorn = try read("two no make that three cups of popcorn").foods
        #expect(popcorn.count == 1 && popcorn[0].choice?.quantity == 3)
        let drink = try read("I had a latte, no wait, a mocha").foods
        #expect(drink.count == 1 && drink[0].choice?.food.name == "Coffee, Cafe Mocha", "\(drink.map(\.said.text))")
        // A bare "no" takes back only a number: "no sugar" is said of the food.
        #expect(try read("a coffee with no sugar").foods.count == 1)
    }

    @Test(
        "said aloud with no commas, an amount or a size after a food opens another: eggs over easy two slices of toast, a cheeseburger medium fries"
    )
    func runOnList() throws {
        let breakfast = try read("two eggs over easy two slices of rye toast and a 12 oz oj").foods
        #expect(breakfast.count == 3 && breakfast.allSatisfy(\.isSure), "\(breakfast.map(\.said.text))")
        let lunch = try read("cheeseburger medium fries and a small chocolate shake").foods
        let names: [String] = lunch.compactMap { $0.choice?.food.name }
        #expect(names.contains("Potato, french fries, fast food"))
        #expect(lunch.count == 3, "\(lunch.map(\.said.text))")
        let hotDog = try read("hot dog with mustard a bag of chips").foods
        #expect(hotDog.count == 3 && hotDog[2].choice?.food.name.hasPrefix("Potato chips") == true)
        // What stays one food: a size among its words, a weight said after it, a name with "a" in it.
        #expect(try read("a raw medium apple").foods.count == 1)
        #expect(try read("a whole frozen medium cheese pizza").foods.count == 1)
        #expect(try read("a cheeseburger 135 grams on a wheat bun").foods.count == 1)
        #expect(try read("chicken a la king").foods.count == 1)
        #expect(try read("a chick fil a sandwich").foods.count == 1)
        #expect(try read("a smaller 25-gram chocolate chip cookie").foods.count == 1)
    }

    @Test("a count said after the food is its amount: pepperoni pizza 2 slices is two slices")
    func countAfterTheFood() throws {
        let meal = try read("pint of beer and pepperoni pizza 2 slices").foods
        #expect(meal.count == 2 && meal.allSatisfy(\.isSure), "\(meal.map(\.said.text))")
        #expect(meal[1].choice?.food.name.hasPrefix("Pizza with pepperoni") == true && meal[1].choice?.quantity == 2)
    }

    @Test(
        "'a bit' alone names no food, 'a mocha' is the coffee, not a mocha-flavoured yogurt; a pickle spear is its spear"
    )
    func wordsOfTheDiner() throws {
        #expect(try !read("snacked a bit this afternoon").isSure)
        #expect(try read("a mocha").foods.first?.choice?.food.name == "Coffee, Cafe Mocha")
        let pickle = try read("a pickle spear").foods
        #expect(pickle.count == 1 && pickle[0].isSure && pickle[0].choice?.grams == 40)
        let crackers = try read("a packet of oyster crackers").foods
        #expect(crackers.count == 1 && crackers[0].isSure && crackers[0].choice?.grams == 15)
        let steak = try read("a philly cheesesteak").foods
        #expect(steak.first?.choice?.food.name.hasPrefix("Cheese steak sandwich") == true)
    }
}
