import Foundation

/// One ingredient of a draft as its source wrote it: a name and a free-text measure ("175g/6oz", "Pinch").
public struct IngredientEntry: Hashable, Sendable {
    /// Trimmed, runs of whitespace collapsed to one space; never blank when parsed.
    public var name: String
    /// Trimmed; "" when the source gives none.
    public var measure: String

    public init(name: String, measure: String = "") {
        self.name = name
        self.measure = measure
    }
}

/// Why a TheMealDB payload, or one meal in it, could not be read.
public struct MealDBError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// TheMealDB's `{"meals": [...]}` payloads (search, lookup, random, filter).
///
/// The format is loose and the live API renames fields, so reading is lenient: unknown keys are
/// ignored, a missing key, `null` or a value of an odd type counts as absent, numbers are read as
/// text, and a bad meal is reported on its own while the others still parse.
public enum MealDBPayload {
    /// One entry of the payload: its position in the `meals` array and either a draft or why it was skipped.
    public struct Entry: Hashable, Sendable {
        public let index: Int
        public let result: Result<RecipeDraft, MealDBError>

        public init(index: Int, result: Result<RecipeDraft, MealDBError>) {
            self.index = index
            self.result = result
        }

        /// The draft, or nil when the entry was skipped.
        public var draft: RecipeDraft? {
            if case .success(let draft) = result { return draft }
            return nil
        }

        /// Why the entry was skipped, or nil when it parsed.
        public var error: MealDBError? {
            if case .failure(let error) = result { return error }
            return nil
        }
    }

    /// Reads a payload. `{"meals": null}` (no results) gives []. A payload that is not JSON,
    /// or whose top level is not an object with a "meals" key holding an array or null, throws MealDBError.
    /// A bad record (not an object, or without a usable name) becomes a failed Entry; the rest still parse.
    public static func parse(_ data: Data) throws(MealDBError) -> [Entry] {
        guard !data.isEmpty else { throw MealDBError("payload is empty, not JSON") }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw MealDBError("payload is not valid JSON")
        }
        guard let top = root as? [String: Any] else {
            throw MealDBError("payload is not a JSON object with a \"meals\" key")
        }
        guard let meals = top["meals"] else {
            throw MealDBError("payload has no \"meals\" key")
        }
        if meals is NSNull { return [] }
        guard let records = meals as? [Any] else {
            throw MealDBError("payload's \"meals\" is neither a list nor null")
        }
        return records.enumerated().map { index, record in
            guard let object = record as? [String: Any] else {
                return Entry(index: index, result: .failure(MealDBError("meal record is not a JSON object")))
            }
            return Entry(index: index, result: readMeal(object))
        }
    }

    /// Reads one meal object (already decoded by JSONSerialization).
    public static func draft(from object: [String: Any]) throws(MealDBError) -> RecipeDraft {
        switch readMeal(object) {
        case .success(let draft): return draft
        case .failure(let error): throw error
        }
    }

    // MARK: Fields

    static func readMeal(_ object: [String: Any]) -> Result<RecipeDraft, MealDBError> {
        let externalID = firstText(in: object, keys: ["idMeal", "id"]).map(trimmed)
        guard let name = firstText(in: object, keys: ["strMeal", "name", "strMealName"]).map(collapsed) else {
            let id = externalID.map { " (id \($0))" } ?? ""
            return .failure(MealDBError("meal without a name\(id)"))
        }
        return .success(
            RecipeDraft(
                name: name,
                category: firstText(in: object, keys: ["strCategory", "category"]).map(trimmed) ?? "",
                area: firstText(in: object, keys: ["strArea", "area"]).map(trimmed) ?? "",
                instructions: firstText(in: object, keys: ["strInstructions", "instructions"]).map(normalisedLines)
                    ?? "",
                imageURL: firstText(in: object, keys: ["strMealThumb", "strImageSource", "image"]).map(trimmed),
                tags: tags(in: object),
                sourceURL: firstText(in: object, keys: ["strSource", "source"]).map(trimmed),
                youtubeURL: firstText(in: object, keys: ["strYoutube", "youtube"]).map(trimmed),
                ingredients: ingredients(in: object),
                externalID: externalID))
    }

    /// "strIngredientN"/"strMeasureN" for N = 1, 2, ... while either key exists (TheMealDB has 20,
    /// other sources may have fewer or more); else an "ingredients" list of objects or written lines.
    static func ingredients(in object: [String: Any]) -> [IngredientEntry] {
        var entries: [IngredientEntry] = []
        var slot = 1
        while object["strIngredient\(slot)"] != nil || object["strMeasure\(slot)"] != nil {
            if let found = entry(name: object["strIngredient\(slot)"], measure: object["strMeasure\(slot)"]) {
                entries.append(found)
            }
            slot += 1
        }
        guard entries.isEmpty, let list = object["ingredients"] as? [Any] else { return entries }
        return list.compactMap { item -> IngredientEntry? in
            if let fields = item as? [String: Any] {
                let name = ["name", "ingredient", "strIngredient"].compactMap { text(fields[$0]) }
                    .first { !trimmed($0).isEmpty }
                let measure = ["measure", "strMeasure"].compactMap { text(fields[$0]) }
                    .first { !trimmed($0).isEmpty }
                return entry(name: name, measure: measure)
            }
            guard let line = text(item) else { return nil }
            let split = IngredientParser.split(line)
            return entry(name: split.name, measure: split.measure)
        }
    }

    /// A slot whose name is blank is skipped even when its measure has text.
    private static func entry(name: Any?, measure: Any?) -> IngredientEntry? {
        guard let name = text(name).map(collapsed), !name.isEmpty else { return nil }
        return IngredientEntry(name: name, measure: text(measure).map(trimmed) ?? "")
    }

    /// "strTags"/"tags": a comma-separated string or a list of strings.
    static func tags(in object: [String: Any]) -> [String] {
        for key in ["strTags", "tags"] {
            let pieces: [String]
            if let list = object[key] as? [Any] {
                pieces = list.compactMap { text($0) }.flatMap { $0.split(separator: ",").map(String.init) }
            } else if let line = text(object[key]) {
                pieces = line.split(separator: ",").map(String.init)
            } else {
                continue
            }
            var seen = Set<String>()
            let unique = pieces.map(trimmed).filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
            if !unique.isEmpty { return unique }
        }
        return []
    }

    // MARK: Lenient reading

    /// The first of `keys` whose value is non-blank text.
    private static func firstText(in object: [String: Any], keys: [String]) -> String? {
        for key in keys {
            if let value = text(object[key]), !trimmed(value).isEmpty { return value }
        }
        return nil
    }

    /// A string as is, a number as its text; anything else (null, missing, true/false, lists, objects) is absent.
    static func text(_ value: Any?) -> String? {
        guard let value else { return nil }
        switch value {
        case let string as String:
            return string
        case let number as NSNumber:
            if number === NSNumber(value: true) || number === NSNumber(value: false) { return nil }
            return number.stringValue
        case is Bool:
            return nil
        case let integer as Int:
            return String(integer)
        case let double as Double:
            if double.isFinite, double == double.rounded(), abs(double) < 1e15 { return String(Int64(double)) }
            return String(double)
        default:
            return nil
        }
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// "\r\n" and lone "\r" become "\n"; the ends are trimmed; everything else (blank lines too) is kept.
    static func normalisedLines(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                afterCarriageReturn = true
                continue
            }
            if scalar == "\n", afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = false
            scalars.append(scalar)
        }
        return trimmed(String(scalars))
    }
}
