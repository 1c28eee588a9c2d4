import Foundation
import Testing

@testable import MorselCore

/// schema.org Recipe data as pages write it, read leniently into what an import keeps.
@Suite("Reading a page's schema.org Recipe")
struct SchemaRecipeTests {
    static func read(_ json: String) throws -> [PageRecipe] {
        SchemaRecipe.recipes(
            in: [try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)], clean: { $0 })
    }

    @Test(
        "the Recipe is found at the top, in a list, in @graph, as a mainEntity, with a list @type, or typed in lower case"
    )
    func findsRecipes() throws {
        for json in [
            #"{"@type": "Recipe", "name": "Soup"}"#,
            #"[{"@type": "WebSite", "name": "Site"}, {"@type": "Recipe", "name": "Soup"}]"#,
            #"{"@context": "https://schema.org", "@graph": [{"@type": "WebPage", "name": "Page"}, {"@type": "Recipe", "name": "Soup"}]}"#,
            #"{"@type": "WebPage", "name": "Page", "mainEntity": {"@type": "Recipe", "name": "Soup"}}"#,
            #"{"@type": ["Recipe", "NewsArticle"], "name": "Soup"}"#,
            #"{"@type": "http://schema.org/Recipe", "name": "Soup"}"#,
            // realfood.tesco.com types its node in lower case.
            #"{"@context": "http://schema.org", "@type": "recipe", "name": "Soup"}"#,
            #"{"@type": "https://schema.org/recipe", "name": "Soup"}"#,
        ] {
            #expect(try Self.read(json).map(\.name) == ["Soup"], "\(json)")
        }
        #expect(try Self.read(#"{"@type": "Recipe", "name": "  "}"#).isEmpty)
        #expect(try Self.read(#"{"@type": "Article", "name": "Soup"}"#).isEmpty)
    }

    @Test("the yield gives servings, keeping what it says besides the number")
    func yields() {
        let cases: [(Any, Int?, String)] = [
            ("8 servings", 8, "8 servings"), (4, 4, ""), (["4", "4 servings"], 4, "4 servings"),
            ("Serves 4-6", 4, "Serves 4-6"),
            ("Makes 24 cookies", 24, "Makes 24 cookies"), ("a crowd", nil, "a crowd"), ("0", nil, ""),
        ]
        for (value, servings, text) in cases {
            let read = SchemaRecipe.yield(value, clean: { $0 })
            #expect(read.servings == servings, "\(value)")
            #expect(read.text == text, "\(value)")
        }
    }

    @Test("times are read from ISO 8601 durations and from words; zero and empty are not given")
    func times() {
        let cases: [(Any?, Int?)] = [
            ("PT20M", 20), ("PT1H30M", 90), ("P0DT0H20M", 20), ("PT1H", 60), ("P1D", 1_440), ("PT0M", nil),
            ("PT0S", nil), ("", nil),
            (nil, nil), ("1 hour, 30 minutes", 90), ("45 mins", 45), ("1 hr 15 min", 75), ("2h", 120), ("soon", nil),
            (25, 25),
            ("PT", nil), ("PTXM", nil),
        ]
        for (value, minutes) in cases {
            #expect(SchemaRecipe.minutes(value) == minutes, "\(String(describing: value))")
        }
    }

    @Test("steps come from a string, a list, HowToSteps and HowToSections, with names where they say more")
    func steps() throws {
        let recipe = try #require(
            try Self.read(
                #"""
                {"@type": "Recipe", "name": "Tart", "recipeInstructions": [
                  {"@type": "HowToSection", "name": "Pastry", "itemListElement": [
                    {"@type": "HowToStep", "name": "Rub in the butter.", "text": "Rub in the butter."},
                    {"@type": "HowToStep", "name": "Rest", "text": "Chill for 30 minutes."}]},
                  {"@type": "HowToSection", "name": "Filling", "itemListElement": ["Beat the eggs.\nAdd the cream."]}]}
                """#
            ).first)
        #expect(
            recipe.steps == [
                .init(section: "Pastry", text: "Rub in the butter."),
                .init(section: "Pastry", title: "Rest", text: "Chill for 30 minutes."),
                .init(section: "Filling", text: "Beat the eggs."), .init(section: "Filling", text: "Add the cream."),
            ])
        #expect(
            recipe.instructions
                == "Pastry\nRub in the butter.\nRest\nChill for 30 minutes.\nFilling\nBeat the eggs.\nAdd the cream.")
        // One section over every step is only a label.
        let single = try #require(
            try Self.read(
                #"{"@type": "Recipe", "name": "Soup", "recipeInstructions": {"@type": "HowToSection", "name": "Method", "itemListElement": [{"@type": "HowToStep", "text": "Boil."}]}}"#
            ).first)
        #expect(single.instructions == "Boil.")
    }

    @Test("one string of numbered steps is cut at its numbers; a lone number or a decimal is not")
    func numberedSteps() {
        #expect(
            SchemaRecipe.numberedSteps("1.Soften the cheese 2.Line the tin 3.Bake 4. 5.") == [
                "Soften the cheese", "Line the tin", "Bake", "", "",
            ])
        #expect(SchemaRecipe.numberedSteps("1. Preheat the oven.") == ["1. Preheat the oven."])
        #expect(SchemaRecipe.numberedSteps("Add 1.5 kg flour, 2. eggs") == ["Add 1.5 kg flour, 2. eggs"])
        #expect(SchemaRecipe.joiningLines("搅拌融化\n奶油奶酪\nthen stir\nwell") == "搅拌融化奶油奶酪 then stir well")
    }

    @Test("text is mended where UTF-8 was read as Windows-1252, and left alone otherwise")
    func mojibake() {
        #expect(
            SchemaRecipe.collapse(SchemaRecipe.mendingMojibake("2/3 cupÂ\u{A0} orange juice")) == "2/3 cup orange juice"
        )
        #expect(SchemaRecipe.mendingMojibake("crÃ¨me brÃ»lÃ©e") == "crème brûlée")
        #expect(SchemaRecipe.mendingMojibake("Âmbar, crème, naïve") == "Âmbar, crème, naïve")
    }

    @Test("images from a string, a list, an ImageObject or an @id; nutrition as stated")
    func imagesAndNutrition() throws {
        let recipe = try #require(
            try Self.read(
                #"""
                {"@graph": [{"@id": "#img", "@type": "ImageObject", "url": "https://example.org/c.jpg"},
                  {"@type": "Recipe", "name": "Cake", "image": [{"@id": "#img"}, "https://example.org/a.jpg", {"@type": "ImageObject", "url": "https://example.org/b.jpg"}],
                   "nutrition": {"@type": "NutritionInformation", "calories": "320 kcal", "proteinContent": "6 g", "servingSize": "1 slice"},
                   "publisher": {"@type": "Organization", "name": "Bakes"}, "recipeCategory": "Dessert, Cake", "keywords": ["cake", "Dessert"]}]}
                """#
            ).first)
        #expect(
            recipe.imageURLs == ["https://example.org/c.jpg", "https://example.org/a.jpg", "https://example.org/b.jpg"])
        #expect(recipe.statedNutrition == ["calories": "320 kcal", "proteinContent": "6 g", "servingSize": "1 slice"])
        #expect(recipe.siteName == "Bakes")
        #expect(recipe.categories == ["Dessert", "Cake"])
        #expect(recipe.keywords == ["cake", "Dessert"])
    }

    @Test("a page's recipe becomes fields Morsel stores: lines parsed, tags once each, servings and limits fitted")
    func fields() throws {
        var page = PageRecipe(name: "Stew")
        page.ingredients = ["2 (15 oz) cans black beans, drained", "Salt"]
        page.servings = 250
        page.prepMinutes = 20
        page.cookMinutes = 70
        page.yieldText = "Serves 4-6"
        page.description = "A stew."
        page.statedNutrition = [
            "calories": "1,004 kJ", "fatContent": "12,5 g", "sodiumContent": "0.4 g", "servingSize": "1 bowl",
        ]
        page.categories = ["Dinner"]
        page.cuisines = ["Mexican"]
        page.keywords = ["dinner", "beans"]
        page.steps = [.init(text: "Simmer.")]
        let fields = RecipeFields(page, sourceURL: "https://example.org/stew", imageURL: nil)
        #expect(
            fields.lines.map { [$0.measure, $0.name] } == [["2 (15 oz) cans", "black beans, drained"], ["", "Salt"]])
        #expect(fields.lines.map(\.text) == ["2 (15 oz) cans black beans, drained", "Salt"])
        #expect(fields.servings == Recipe.defaultServings)
        #expect([fields.prepMinutes, fields.cookMinutes, fields.totalMinutes] == [20, 70, 90])
        #expect(fields.yieldText == "Serves 4-6")
        #expect(fields.description == "A stew.")
        let stated = try #require(fields.stated)
        #expect(stated.number("calories").map { Int($0.rounded()) } == 240)
        #expect(stated.number("fatContent") == 12.5)
        #expect(stated.number("sodiumContent") == 400)
        #expect(stated.values["servingSize"] == "1 bowl")
        #expect(fields.category == "Dinner")
        #expect(fields.area == "Mexican")
        #expect(fields.tags == ["Dinner", "Mexican", "beans"])
        #expect(fields.instructions == "Simmer.")
        #expect(fields.sourceURL == "https://example.org/stew")
    }
}
