import Foundation

/// Finds schema.org Recipes in a page's JSON-LD values and reads them into ``PageRecipe``s.
///
/// A page may hold its Recipe as the top value, in an array, in `@graph` beside the nodes it
/// refers to by `@id`, or as a `mainEntity`; `@type` may be a list ("Recipe", "NewsArticle").
/// Values are read leniently, as pages write them: a field may be a string, a number, a list
/// or an object; an unknown or odd one is skipped, never a failure.
public enum SchemaRecipe {
    /// Turns a string of the page's data into plain text (HTML entities and tags undone); the
    /// caller's HTML parser does it. Whitespace is collapsed afterwards here.
    public typealias Cleaner = @Sendable (String) -> String

    /// Every Recipe in `documents` (each a value of `JSONSerialization`), in page order, read.
    public static func recipes(in documents: [Any], clean: Cleaner) -> [PageRecipe] {
        var nodes: [[String: Any]] = []
        var byID: [String: [String: Any]] = [:]
        func collect(_ value: Any) {
            if let list = value as? [Any] {
                list.forEach(collect)
            } else if let node = value as? [String: Any] {
                nodes.append(node)
                if let id = node["@id"] as? String { byID[id] = byID[id] ?? node }
                for key in ["@graph", "mainEntity", "mainEntityOfPage"] {
                    if let inner = node[key], !(inner is String) { collect(inner) }
                }
            }
        }
        documents.forEach(collect)
        var seen = Set<String>()
        return nodes.filter(isRecipe).compactMap { node in
            guard let recipe = read(node, byID: byID, clean: clean) else { return nil }
            // A node reached twice (listed and also a mainEntity) is one recipe.
            let key = (node["@id"] as? String) ?? "\(recipe.name)\u{0}\(recipe.ingredients)"
            return seen.insert(key).inserted ? recipe : nil
        }
    }

    /// A node typed Recipe, in any case ("recipe", as realfood.tesco.com writes it), bare or
    /// as a schema.org address.
    static func isRecipe(_ node: [String: Any]) -> Bool {
        strings(node["@type"]).contains { type in
            let type = type.lowercased()
            return type == "recipe" || type.hasSuffix("/recipe") || type.hasSuffix(":recipe")
        }
    }

    private static func read(_ node: [String: Any], byID: [String: [String: Any]], clean: Cleaner) -> PageRecipe? {
        func text(_ value: Any?) -> String { plain(string(value) ?? "", clean: clean) }
        func texts(_ value: Any?) -> [String] {
            strings(value).map { plain($0, clean: clean) }.filter { !$0.isEmpty }
        }
        /// One per line: a page may put every ingredient in one string, a line each.
        func lines(_ value: Any?) -> [String] {
            strings(value).flatMap {
                cleaned($0, clean: clean).split(whereSeparator: \.isNewline).map { collapse(String($0)) }
            }
            .filter { !$0.isEmpty }
        }
        let name = text(node["name"] ?? node["headline"])
        guard !name.isEmpty else { return nil }
        var recipe = PageRecipe(name: name)
        recipe.description = text(node["description"])
        recipe.imageURLs = images(node["image"], byID: byID)
        (recipe.servings, recipe.yieldText) = yield(node["recipeYield"] ?? node["yield"], clean: clean)
        recipe.prepMinutes = minutes(node["prepTime"])
        recipe.cookMinutes = minutes(node["cookTime"])
        recipe.totalMinutes = minutes(node["totalTime"])
        recipe.ingredients = lines(node["recipeIngredient"] ?? node["ingredients"])
        recipe.steps = steps(node["recipeInstructions"], byID: byID, clean: clean)
        recipe.categories = listed(texts(node["recipeCategory"]))
        recipe.cuisines = listed(texts(node["recipeCuisine"]))
        recipe.keywords = listed(texts(node["keywords"]))
        recipe.url = string(node["url"]).map { collapse($0) }.flatMap { $0.isEmpty ? nil : $0 }
        recipe.siteName =
            [node["publisher"], node["sourceOrganization"]]
            .compactMap { organisationName($0, byID: byID, clean: clean) }.first
        if let nutrition = resolved(node["nutrition"], byID: byID) {
            for (key, value) in nutrition where !key.hasPrefix("@") {
                let stated = text(value)
                if !stated.isEmpty { recipe.statedNutrition[key] = stated }
            }
        }
        return recipe
    }

    // MARK: Fields

    /// Image URLs from a string, a list, an ImageObject (`url` or `contentUrl`) or an `@id`.
    static func images(_ value: Any?, byID: [String: [String: Any]]) -> [String] {
        var urls: [String] = []
        func add(_ value: Any?) {
            if let text = value as? String {
                let url = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !url.isEmpty, !urls.contains(url) { urls.append(url) }
            } else if let list = value as? [Any] {
                list.forEach(add)
            } else if let object = resolved(value, byID: byID) {
                add(object["url"] ?? object["contentUrl"])
            }
        }
        add(value)
        return urls
    }

    /// Servings and the yield as written: `"8 servings"`, `4`, `["4", "4 servings"]`,
    /// `"Serves 4-6"` → 4 with "Serves 4-6" kept. The text is kept only when it says more
    /// than the number.
    static func yield(_ value: Any?, clean: Cleaner) -> (servings: Int?, text: String) {
        let written = strings(value).map { plain($0, clean: clean) }.filter { !$0.isEmpty }
        let servings = written.compactMap(firstWholeNumber).first { $0 > 0 }
        let text = written.first { $0.contains { $0.isLetter } } ?? ""
        return (servings, text)
    }

    /// The first run of digits in `text` as a number ("Serves 4-6" → 4), if any.
    static func firstWholeNumber(_ text: String) -> Int? {
        let digits = text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits.prefix(6))
    }

    /// Minutes from an ISO 8601 duration (`PT1H30M`, `P0DT0H20M`, `PT20.5M`) or free text
    /// ("1 hour, 30 minutes", "45 mins"); nil for none, zero (`PT0M` means "not given") or
    /// text that names no time.
    static func minutes(_ value: Any?) -> Int? {
        if let number = value as? NSNumber { return number.intValue > 0 ? number.intValue : nil }
        guard let text = string(value)?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return nil
        }
        let total = text.uppercased().hasPrefix("P") ? isoMinutes(text.uppercased()) : spokenMinutes(text)
        guard let total, total > 0 else { return nil }
        return total.sensibleInt
    }

    private static func isoMinutes(_ text: String) -> Double? {
        var total = 0.0
        var number = ""
        var inTime = false
        var sawValue = false
        for character in text.dropFirst() {
            switch character {
            case "T": inTime = true
            case "0"..."9", ".", ",": number.append(character == "," ? "." : character)
            default:
                guard let value = Double(number) else { return nil }
                let minutes: Double? =
                    switch (character, inTime) {
                    case ("Y", false): value * 525_600
                    case ("M", false): value * 43_800
                    case ("W", false): value * 10_080
                    case ("D", false): value * 1_440
                    case ("H", true): value * 60
                    case ("M", true): value
                    case ("S", true): value / 60
                    default: nil
                    }
                guard let minutes else { return nil }
                total += minutes
                number = ""
                sawValue = true
            }
        }
        return sawValue && number.isEmpty ? total : nil
    }

    /// "1 hour, 30 minutes", "1 hr 15 min", "45 mins", "2h": the hours and minutes it names.
    private static func spokenMinutes(_ text: String) -> Double? {
        var total = 0.0
        var found = false
        var pending: Double?
        let tokens = text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "." }
        for token in tokens {
            var token = Substring(token)
            // "2h", "30min": a number with its unit attached.
            let digits = token.prefix { $0.isNumber || $0 == "." }
            if !digits.isEmpty {
                pending = Double(digits)
                token = token.dropFirst(digits.count)
                if token.isEmpty { continue }
            }
            guard let value = pending else { continue }
            if token.hasPrefix("h") || token.hasPrefix("std") || token.hasPrefix("uur") || token.hasPrefix("hod") {
                total += value * 60
            } else if token.hasPrefix("m") {
                total += value
            } else if token.hasPrefix("d") && !token.hasPrefix("de") {
                total += value * 1_440
            } else {
                continue
            }
            found = true
            pending = nil
        }
        return found ? total : nil
    }

    /// The method's steps from a string (a line each), a list, HowToSteps (`text`, else
    /// `name`), or HowToSections whose `name` heads their steps; lists may nest.
    static func steps(_ value: Any?, byID: [String: [String: Any]], clean: Cleaner) -> [PageRecipe.Step] {
        var steps: [PageRecipe.Step] = []
        func add(_ value: Any?, section: String?, title: String? = nil) {
            if let text = value as? String {
                // Numbered steps run across line breaks ("…stir\nthe cream in 6. Chill"): cut at the
                // numbers first; otherwise a line is a step.
                let text = cleaned(text, clean: clean)
                let numbered = numberedSteps(joiningLines(text))
                let pieces =
                    numbered.count > 1 ? numbered : text.split(whereSeparator: \.isNewline).map { collapse(String($0)) }
                var title = title
                // A piece with no letter or digit ("[{" of a page's broken markup) is no step.
                for step in pieces where step.contains(where: { $0.isLetter || $0.isNumber }) {
                    steps.append(.init(section: section, title: title, text: step))
                    title = nil
                }
            } else if let list = value as? [Any] {
                for item in list { add(item, section: section) }
            } else if let node = resolved(value, byID: byID) {
                let types = strings(node["@type"])
                let name = plain(string(node["name"]) ?? "", clean: clean)
                if types.contains(where: { $0.hasSuffix("HowToSection") }) {
                    add(node["itemListElement"] ?? node["steps"], section: name.isEmpty ? section : name)
                } else if let text = string(node["text"]) {
                    // A name that is the text, or its start cut short, adds nothing.
                    let stem = name.trimmingCharacters(in: CharacterSet(charactersIn: ".…"))
                    let says = !stem.isEmpty && !plain(text, clean: clean).hasPrefix(stem)
                    add(text, section: section, title: says ? name : nil)
                } else if let inner = node["itemListElement"] {
                    add(inner, section: section)
                } else if !name.isEmpty {
                    add(name, section: section)
                }
            }
        }
        add(value, section: nil)
        return steps
    }

    /// The lines of `text` as one: a space where they meet, none between two ideographs
    /// (Chinese and Japanese run on without spaces); whitespace collapsed.
    static func joiningLines(_ text: String) -> String {
        var joined = ""
        for line in text.split(whereSeparator: \.isNewline).map({ collapse(String($0)) }) where !line.isEmpty {
            let ideographs = joined.last.map(isIdeograph) == true && line.first.map(isIdeograph) == true
            joined += (joined.isEmpty || ideographs ? "" : " ") + line
        }
        return joined
    }

    private static func isIdeograph(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.isIdeographic == true
    }

    /// "1.Soften the cheese 2.Line the tin 3.Bake": one string of numbered steps, cut at its
    /// numbers when they run 1, 2, 3… (at least three of them); otherwise the text as it is.
    static func numberedSteps(_ text: String) -> [String] {
        var cuts: [(number: Range<String.Index>, next: Int)] = []
        var expected = 1
        var index = text.startIndex
        while index < text.endIndex, let range = text.range(of: "\(expected).", range: index..<text.endIndex) {
            // The number starts the text or follows a space, and is not part of a longer one ("11.").
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            if before == nil || before!.isWhitespace {
                cuts.append((range, expected))
                expected += 1
            }
            index = range.upperBound
        }
        guard cuts.count >= 3, cuts[0].number.lowerBound == text.startIndex else { return [text] }
        return cuts.indices.map { position in
            let end = position + 1 < cuts.count ? cuts[position + 1].number.lowerBound : text.endIndex
            return collapse(String(text[cuts[position].number.upperBound..<end]))
        }
    }

    /// `"Dinner, Italian"` or `["Dinner", "Italian"]` → each once, in order.
    static func listed(_ values: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for value in values {
            for part in value.split(separator: ",") {
                let item = collapse(String(part))
                if !item.isEmpty, seen.insert(item.lowercased()).inserted { result.append(item) }
            }
        }
        return result
    }

    private static func organisationName(_ value: Any?, byID: [String: [String: Any]], clean: Cleaner) -> String? {
        let node = (value as? [Any])?.first.flatMap { resolved($0, byID: byID) } ?? resolved(value, byID: byID)
        guard let name = string(node?["name"]).map({ plain($0, clean: clean) }), !name.isEmpty else { return nil }
        return name
    }

    // MARK: Values

    /// An object, or the node its `@id` names elsewhere on the page.
    private static func resolved(_ value: Any?, byID: [String: [String: Any]]) -> [String: Any]? {
        guard let object = value as? [String: Any] else { return nil }
        if object.count == 1, let id = object["@id"] as? String { return byID[id] }
        return object
    }

    /// A string or a number as text; the first of a list; an object's `@value` or `name`.
    static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let number as NSNumber: number.stringValue
        case let list as [Any]: list.lazy.compactMap { string($0) }.first
        case let object as [String: Any]: string(object["@value"] ?? object["name"])
        default: nil
        }
    }

    /// Every string of a value that may be a string, a number or a (nested) list of them.
    static func strings(_ value: Any?) -> [String] {
        switch value {
        case let text as String: [text]
        case let number as NSNumber: [number.stringValue]
        case let list as [Any]: list.flatMap { strings($0) }
        case let object as [String: Any]: string(object["@value"] ?? object["name"]).map { [$0] } ?? []
        default: []
        }
    }

    /// `text` cleaned (entities and tags undone, twice when a page escaped its HTML twice)
    /// and mended where UTF-8 was read as Windows-1252 ("cupÂ orange"); line breaks kept.
    static func cleaned(_ text: String, clean: Cleaner) -> String {
        var result = clean(text)
        if result.contains("<"), result.contains(">") { result = clean(result) }
        return mendingMojibake(result)
    }

    /// ``cleaned(_:clean:)`` on one line, whitespace collapsed.
    static func plain(_ text: String, clean: Cleaner) -> String {
        collapse(cleaned(text, clean: clean))
    }

    /// UTF-8 that was read as Windows-1252 and written out again ("Â\u{A0}" for a no-break
    /// space, "Ã©" for "é"), read back; other text as it is. Only text whose every character
    /// has a Windows-1252 byte, and whose bytes then make valid UTF-8, is changed.
    static func mendingMojibake(_ text: String) -> String {
        guard text.contains(where: { $0 == "Â" || $0 == "Ã" || $0 == "â" }),
            let bytes = text.data(using: .windowsCP1252), let mended = String(data: bytes, encoding: .utf8)
        else { return text }
        return mended
    }

    /// Runs of whitespace (no-break spaces included) as one space, trimmed.
    public static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
