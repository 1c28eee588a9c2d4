import Foundation

/// Recipes as other recipe managers export them, read into what Morsel stores. Each reader
/// takes one recipe's JSON (already unpacked from its archive) and keeps every line as the
/// app wrote it, sections as headings, the source's nutrition as stated, and a key that
/// finds the recipe again on a later import. A recipe without a name is nil (skipped).
public enum RecipeAppReaders {
    /// Mealie (v1 and v2): its export zips' snake_case JSON and its API's camelCase alike.
    public static func mealie(_ json: LooseJSON) -> ImportedRecipe? {
        guard let name = json.string("name") else { return nil }
        var lines: [RecipeLine] = []
        for ingredient in json.list("recipe_ingredient") {
            if let title = ingredient.string("title") { lines.append(.heading(title)) }
            let note = ingredient.string("note")
            guard var text = ingredient.string("original_text") ?? ingredient.string("display") ?? note else {
                continue
            }
            if let note, !text.localizedCaseInsensitiveContains(note) { text += ", \(note)" }
            lines.append(RecipeLine(source: text))
        }
        var steps: [String] = []
        for step in json.list("recipe_instructions") {
            if let title = step.string("title") { steps.append(title) }
            if let text = step.string("text") { steps.append(text) }
        }
        let notes = json.list("notes").map { note in
            [note.string("title"), note.string("text")].compactMap { $0 }.joined(separator: "\n")
        }
        let yield = json.string("recipe_yield").map { SchemaRecipe.yield($0, clean: { $0 }) }
        let servings = json.number("recipe_servings")?.sensibleInt.flatMap { $0 > 0 ? $0 : nil } ?? yield?.servings
        var fields = RecipeFields(name: name, sourceURL: webAddress(json.string("org_url")))
        fields.fit(
            category: json.names("recipe_category").first, area: json.string("recipe_cuisine"),
            tags: json.names("recipe_category") + json.names("tags"), servings: servings, lines: lines,
            instructions: steps.joined(separator: "\n"), description: json.string("description") ?? "",
            notes: notes.joined(separator: "\n\n"), yieldText: yield?.text ?? "",
            minutes: (
                SchemaRecipe.minutes(json.string("prep_time")),
                SchemaRecipe.minutes(json.string("cook_time") ?? json.string("perform_time")),
                SchemaRecipe.minutes(json.string("total_time"))
            ))
        fields.stated = json.object("nutrition").flatMap { StatedNutrition($0.strings) }
        return ImportedRecipe(key: "mealie:" + (json.string("slug") ?? json.string("id") ?? name), fields: fields)
    }

    /// Tandoor: one `recipe.json` of its export, steps each with their own ingredients.
    public static func tandoor(_ json: LooseJSON) -> ImportedRecipe? {
        guard let name = json.string("name") else { return nil }
        var lines: [RecipeLine] = []
        var method: [String] = []
        let steps = json.list("steps").enumerated().sorted {
            ($0.element.number("order") ?? Double($0.offset), $0.offset) < (
                $1.element.number("order") ?? Double($1.offset), $1.offset
            )
        }
        let headed = steps.filter { !$0.element.list("ingredients").isEmpty }.count > 1
        for (_, step) in steps {
            let title = step.string("name")
            if let title { method.append(title) }
            if let text = step.string("instruction") { method.append(text) }
            let ingredients = step.list("ingredients").sorted { ($0.number("order") ?? 0) < ($1.number("order") ?? 0) }
            if headed, let title, !ingredients.isEmpty { lines.append(.heading(title)) }
            for ingredient in ingredients {
                if ingredient.bool("is_header") {
                    if let heading = ingredient.string("note") ?? ingredient.object("food")?.string("name") {
                        lines.append(.heading(heading))
                    }
                    continue
                }
                if let text = ingredient.string("original_text") ?? tandoorLine(ingredient) {
                    lines.append(RecipeLine(source: text))
                }
            }
        }
        let working = json.number("working_time")?.sensibleInt.flatMap { $0 > 0 ? $0 : nil }
        let waiting = json.number("waiting_time")?.sensibleInt.flatMap { $0 > 0 ? $0 : nil }
        let servings = json.number("servings")?.sensibleInt
        let yieldText = [servings.map(String.init), json.string("servings_text")].compactMap { $0 }.joined(
            separator: " ")
        var fields = RecipeFields(name: name, sourceURL: webAddress(json.string("source_url")))
        fields.fit(
            tags: json.names("keywords"), servings: servings, lines: lines,
            instructions: method.joined(separator: "\n"),
            description: json.string("description") ?? "",
            yieldText: json.string("servings_text") == nil ? "" : yieldText,
            minutes: (working, waiting, working == nil && waiting == nil ? nil : (working ?? 0) + (waiting ?? 0)))
        fields.stated = json.object("nutrition").flatMap { StatedNutrition($0.strings) }
        return ImportedRecipe(key: "tandoor:" + (json.string("id") ?? name), fields: fields)
    }

    /// "0.5 cup milk, warm": a Tandoor ingredient's amount, unit, food and note, as written out.
    static func tandoorLine(_ ingredient: LooseJSON) -> String? {
        let amount = ingredient.number("amount") ?? 0
        let showsAmount = !ingredient.bool("no_amount") && amount > 0
        let parts = [
            showsAmount ? Nutrition.format(amount: amount) : nil,
            showsAmount ? ingredient.object("unit")?.string("name") : nil,
            ingredient.object("food")?.string("name"),
        ].compactMap { $0 }
        let note = ingredient.string("note")
        guard !parts.isEmpty || note != nil else { return nil }
        return parts.isEmpty ? note : parts.joined(separator: " ") + (note.map { ", \($0)" } ?? "")
    }

    /// Paprika: one recipe of a `.paprikarecipes` file, ingredients and directions as text.
    public static func paprika(_ json: LooseJSON) -> ImportedRecipe? {
        guard let name = json.string("name") else { return nil }
        let lines = textLines(json.string("ingredients")).map(RecipeLine.init(source:))
        let yield = json.string("servings").map { SchemaRecipe.yield($0, clean: { $0 }) }
        let categories = json.names("categories")
        var fields = RecipeFields(name: name, sourceURL: webAddress(json.string("source_url")))
        fields.fit(
            category: categories.first, tags: categories, servings: yield?.servings, lines: lines,
            instructions: textLines(json.string("directions")).joined(separator: "\n"),
            description: json.string("description") ?? "",
            notes: json.string("notes") ?? "", yieldText: yield?.text ?? "",
            minutes: (
                SchemaRecipe.minutes(json.string("prep_time")), SchemaRecipe.minutes(json.string("cook_time")),
                SchemaRecipe.minutes(json.string("total_time"))
            ))
        fields.siteName = json.string("source").map { String($0.prefix(200)) }
        fields.stated = json.string("nutritional_info").flatMap(statedFromText)
        let photo = json.string("photo_data").flatMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
        return ImportedRecipe(key: "paprika:" + (json.string("uid") ?? name), fields: fields, imageData: photo)
    }

    /// "Calories: 420\nFat: 12 g": one figure a line, its name before a colon.
    static func statedFromText(_ text: String) -> StatedNutrition? {
        var values: [String: String] = [:]
        for line in textLines(text) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            values[String(line[..<colon])] = String(line[line.index(after: colon)...])
        }
        return StatedNutrition(values)
    }

    static func textLines(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
    }

    /// `text` if it is an http(s) address Morsel can keep.
    static func webAddress(_ text: String?) -> String? {
        guard let text, text.hasPrefix("http://") || text.hasPrefix("https://"), !text.contains(" "), text.count <= 2000
        else { return nil }
        return text
    }
}

extension RecipeLine {
    /// A section heading ("For the base"), kept as written and read as a heading.
    public static func heading(_ title: String) -> RecipeLine {
        let text = String(title.trimmingCharacters(in: .whitespacesAndNewlines).prefix(maxText))
        return RecipeLine(name: text.hasSuffix(":") ? text : text + ":", measure: "", text: text)
    }
}
