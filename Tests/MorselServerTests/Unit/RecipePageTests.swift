import Foundation
import MorselCore
import TestFixtures
import Testing

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

/// The 80 saved recipe pages of `Tests/Fixtures/recipe-pages`, read as an import reads them,
/// against what a careful importer gets from each (recipe-scrapers' expected fields).
@Suite("Recipe pages: schema.org read from real sites")
struct RecipePageTests {
    /// One page and what it should give.
    struct Page: CustomTestStringConvertible, Sendable {
        let stem: String
        /// Whether the expected ingredients are the schema.org ones (13 pages' scrapers read the HTML instead).
        let ingredientsMatchSchema: Bool
        var testDescription: String { stem }

        func read() throws -> RecipePage {
            let html = try Zlib.gunzip(TestFixture.data("recipe-pages/\(stem).html.gz"), limit: 16 << 20)
            return RecipePage(html: html, url: URL(string: "https://\(stem.components(separatedBy: "__")[0])/recipe")!)
        }

        func expected() throws -> [String: Any] {
            try JSONSerialization.jsonObject(with: TestFixture.data("recipe-pages/\(stem).json")) as! [String: Any]
        }
    }

    static let pages: [Page] = {
        guard let index = try? String(decoding: TestFixture.data("recipe-pages/index.csv"), as: UTF8.self) else {
            return []
        }
        return index.split(separator: "\n").dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return Page(stem: cells[0], ingredientsMatchSchema: cells[4] == "true")
        }
    }()

    static func plain(_ text: String) -> String { SchemaRecipe.collapse(text) }

    /// Pages whose expected field is not what their schema.org data says (the expected
    /// fields come from site-specific scrapers that also read the page's HTML), and why.
    /// For these the reader must give the schema.org value instead, which the test checks.
    static let differs: [String: (field: String, reason: String, schema: String)] = [
        "chefnini.com__chefnini_2": (
            "name", "the expected title is the <title>, with ' where the microdata writes &rsquo;",
            "Porridge vitaminé à l’orange sanguine et grenade"
        ),
        "cookingcircle.com__cookingcircle": (
            "steps",
            "the microdata's steps are JSON in a content attribute quoted with the same \" it holds, so the attribute ends at [{; the expected steps are the HTML's",
            ""
        ),
        "eatwell101.com__eatwell101": (
            "steps", "the page's Recipe has no instructions; the expected ones are read from its HTML", ""
        ),
        "okokorecepten.nl__okokorecepten_2": (
            "steps", "the expected steps are the HTML's; the JSON-LD has one string, \"Voorbereiden: …\" first",
            "Voorbereiden: Zet een grote kom ijswater klaar."
        ),
    ]

    @Test("all 80 pages are in the fixtures")
    func fixtures() {
        #expect(Self.pages.count == 80)
    }

    @Test("every page gives its recipe, named as the site names it", arguments: pages)
    func name(_ page: Page) throws {
        let recipe = try #require(try page.read().recipes.first, "no recipe found")
        if let differs = Self.differs[page.stem], differs.field == "name" {
            #expect(recipe.name == differs.schema)
            return
        }
        #expect(recipe.name == Self.plain(try page.expected()["title"] as? String ?? ""))
    }

    @Test(
        "every page whose schema.org ingredients are the expected ones gives them exactly, in order",
        arguments: pages.filter(\.ingredientsMatchSchema))
    func ingredients(_ page: Page) throws {
        let recipe = try #require(try page.read().recipes.first, "no recipe found")
        let expected = try page.expected()["ingredients"] as? [String] ?? []
        #expect(recipe.ingredients == expected.map(Self.plain))
    }

    @Test("every page with steps gives their text exactly, section names included", arguments: pages)
    func steps(_ page: Page) throws {
        let recipe = try #require(try page.read().recipes.first, "no recipe found")
        if let differs = Self.differs[page.stem], differs.field == "steps" {
            if differs.schema.isEmpty {
                #expect(recipe.steps.isEmpty)
            } else {
                #expect(recipe.steps.first?.text.hasPrefix(differs.schema) == true)
            }
            return
        }
        // Sites' expected steps differ in what they add: some the HowToSteps' names, some the
        // sections' names, some neither. Each form is the page's own text; one must match.
        let expected = Self.plain((try page.expected()["instructions_list"] as? [String] ?? []).joined(separator: " "))
        func form(sections: Bool, titles: Bool) -> String {
            var lines: [String] = []
            var section: String?
            for step in recipe.steps {
                if sections, let heading = step.section, heading != section { lines.append(heading) }
                section = step.section
                if titles, let title = step.title { lines.append(title) }
                lines.append(step.text)
            }
            return Self.plain(lines.joined(separator: " "))
        }
        let forms = [
            Self.plain(recipe.instructions.replacingOccurrences(of: "\n", with: " ")),
            form(sections: true, titles: true), form(sections: true, titles: false),
            form(sections: false, titles: false),
        ]
        #expect(forms.contains(expected), "\(forms[0].prefix(300))")
    }
}

/// Morsel's nutrition, worked out from each page's ingredient lines, beside what the pages
/// that state their calories say per serving.
@Suite("Recipe pages: computed calories against stated ones")
struct RecipePageNutritionTests {
    static let matcher = IngredientMatcher(index: FoodIndex(foods: try! FoodTable.bundled() + FNDDSTable.bundled()))

    /// Each page that states calories: (stem, stated, computed) per serving.
    static func comparisons() throws -> [(String, Int, Int)] {
        try RecipePageTests.pages.compactMap { page in
            guard let recipe = try page.read().recipes.first else { return nil }
            let fields = RecipeFields(recipe, sourceURL: "https://example.org/", imageURL: nil)
            guard let difference = fields.stated?.difference(from: fields.estimate(with: matcher).perServing),
                difference.stated > 0
            else { return nil }
            return (page.stem, difference.stated, difference.computed)
        }
    }

    /// Measured: 44 pages state calories; the median gap is 16 %, 16 pages within 10 %, 26 within 25 %.
    @Test("over the pages that state calories, the median gap to Morsel's figure is within a fifth")
    func median() throws {
        let comparisons = try Self.comparisons()
        let gaps = comparisons.map { abs(Double($0.2 - $0.1)) / Double($0.1) }.sorted()
        #expect(comparisons.count >= 40)
        let median = gaps[gaps.count / 2]
        #expect(median <= 0.2, "median gap \(median)")
    }
}
