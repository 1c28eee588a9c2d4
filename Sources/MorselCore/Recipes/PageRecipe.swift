import Foundation

/// A recipe as a web page's schema.org data gives it: its JSON-LD, or its microdata read
/// into the same shape. Text is as the page wrote it, HTML entities and tags undone and
/// whitespace collapsed.
public struct PageRecipe: Hashable, Sendable {
    /// A step of the method, under the heading of its section if the page gives sections.
    public struct Step: Hashable, Sendable {
        public var section: String?
        /// A HowToStep's own short name ("Whisk dry ingredients."), when it says other than its text.
        public var title: String?
        public var text: String

        public init(section: String? = nil, title: String? = nil, text: String) {
            self.section = section
            self.title = title
            self.text = text
        }
    }

    public var name: String
    public var description: String = ""
    /// The page's images, largest first as pages list them; absolute URLs or as given.
    public var imageURLs: [String] = []
    /// The first whole number of `recipeYield` ("Serves 4-6" → 4); nil when it has none.
    public var servings: Int?
    /// `recipeYield` as written, when it says more than the number ("Serves 4-6", "24 cookies").
    public var yieldText: String = ""
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    /// `recipeIngredient`, one line each, as written.
    public var ingredients: [String] = []
    public var steps: [Step] = []
    /// `recipeCategory`, `recipeCuisine` and `keywords`, each a list.
    public var categories: [String] = []
    public var cuisines: [String] = []
    public var keywords: [String] = []
    /// The recipe's own `url`, if it gives one.
    public var url: String?
    /// Who published it (`publisher` or `author` organisation's name), if the data says.
    public var siteName: String?
    /// `nutrition` as stated, by schema.org name (`calories`, `fatContent`, `servingSize`…).
    public var statedNutrition: [String: String] = [:]

    public init(name: String) {
        self.name = name
    }

    /// The steps as text: each section's name, and a step's title, on a line of its own
    /// before its steps. One section holding every step is only the method's label
    /// ("Preparation"), left out.
    public var instructions: String {
        var lines: [String] = []
        var section: String?
        let hasSections = Set(steps.map(\.section)).count > 1
        for step in steps {
            if hasSections, let heading = step.section, heading != section { lines.append(heading) }
            section = step.section
            if let title = step.title { lines.append(title) }
            lines.append(step.text)
        }
        return lines.joined(separator: "\n")
    }
}

extension RecipeFields {
    /// A page's recipe as Morsel stores it: each ingredient line kept as written and read by
    /// the whole-line parser, the steps as text with their section names, the first category
    /// and cuisine, every category, cuisine and keyword as a tag, the stated nutrition. What
    /// Morsel cannot hold is fitted, not refused: servings outside 1–100 become the default,
    /// lines past the hundredth and text past the limits are cut. `sourceURL` is the page's
    /// canonical address; `imageURL`, an absolute http(s) address or nil.
    public init(_ page: PageRecipe, sourceURL: String, imageURL: String?, siteName: String? = nil) {
        self.init(name: page.name, sourceURL: sourceURL)
        imageURL.map { self.imageURL = $0 }
        fit(
            category: page.categories.first, area: page.cuisines.first,
            tags: page.categories + page.cuisines + page.keywords,
            servings: page.servings, lines: page.ingredients.map(RecipeLine.init(source:)),
            instructions: page.instructions,
            description: page.description, yieldText: page.yieldText,
            minutes: (
                page.prepMinutes, page.cookMinutes,
                page.totalMinutes ?? page.cookMinutes.map { $0 + (page.prepMinutes ?? 0) }
            ))
        self.siteName = (page.siteName ?? siteName).map { String($0.prefix(200)) }
        stated = StatedNutrition(page.statedNutrition)
    }

    /// Sets what an import read, fitted to what Morsel holds (see ``init(_:sourceURL:imageURL:siteName:)``).
    public mutating func fit(
        category: String? = nil, area: String? = nil, tags: [String] = [], servings: Int?, lines: [RecipeLine],
        instructions: String, description: String = "", notes: String = "", yieldText: String = "",
        minutes: (prep: Int?, cook: Int?, total: Int?) = (nil, nil, nil)
    ) {
        name = String(name.prefix(200))
        self.category = String((category ?? self.category).prefix(100))
        self.area = String((area ?? self.area).prefix(100))
        var kept: [String] = []
        for tag in tags.map({ $0.trimmingCharacters(in: .whitespaces) })
        where !tag.isEmpty && !kept.contains(where: { $0.lowercased() == tag.lowercased() }) {
            kept.append(String(tag.prefix(60)))
        }
        self.tags = Array(kept.prefix(20))
        self.servings = servings.flatMap { (1...100).contains($0) ? $0 : nil } ?? Recipe.defaultServings
        self.lines = Array(lines.prefix(Self.maxLines))
        self.instructions = String(instructions.prefix(Self.maxText))
        self.description = String(description.prefix(Self.maxDescription))
        self.notes = String(notes.prefix(Self.maxText))
        self.yieldText = String(yieldText.prefix(200))
        let minutes = [minutes.prep, minutes.cook, minutes.total].map {
            $0.flatMap { (0...Self.maxMinutes).contains($0) ? $0 : nil }
        }
        (prepMinutes, cookMinutes, totalMinutes) = (minutes[0], minutes[1], minutes[2])
    }
}
