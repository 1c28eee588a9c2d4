import Foundation

/// Searches the food table the way a person expects: every word of the query must appear
/// (in any order, singular or plural, any case; the last word may be a prefix while typing),
/// and plain, raw, common foods rank above dishes and processed variants.
///
/// `chicken breast` ranks "Chicken, broilers or fryers, breast, meat only, raw" above
/// "Soup, chicken noodle": the query's words lead the first entry's description.
public final class FoodIndex: Sendable {
    public let foods: [Food]
    private let byID: [String: Int]
    /// Each food's description, as words, in its comma-separated segments.
    let segments: [[[String]]]
    /// Which segment FNDDS put in parentheses, a brand or a restaurant ("Nutrition bar (Clif Bar)").
    let parenthesized: [Int?]
    /// The words of an SR28 name written in capitals, its brands ("mars", "snickers"); empty for others.
    let brandWords: [Set<String>]

    /// The words of a food as bought written in capitals: its brands ("Candies, MARS SNACKFOOD
    /// US, SNICKERS Bar": "mars", "snackfood", "us", "snickers", "bar").
    static func brandWords(of food: Food) -> Set<String> {
        guard food.source == .asBought else { return [] }
        return Set(
            food.name.split(whereSeparator: { $0 == " " || $0 == "," }).filter { word in
                word.count > 2 && word.contains(where: \.isLetter) && !word.contains(where: \.isLowercase)
            }.flatMap { FoodText.words(String($0)) })
    }
    /// The other names of a food as eaten and its category's words ("BLT", "Coke"; "Burgers"):
    /// found by the search, but worth less than the description's own words.
    let otherWords: [Set<String>]
    /// The other names of a food as eaten, each as its words joined by spaces ("diet coke").
    let otherNames: [Set<String>]
    let sources: [FoodSource]
    /// Each food's place in the foods sorted by id (equal ids, equal places): ties are broken by
    /// id without reaching into the foods.
    let idOrder: [Int32]
    /// word → indices of the foods whose description contains it, ascending.
    let postings: [String: [Int]]
    private let sortedWords: [String]
    /// For scoring, each description's words as numbers (``wordIDs``), so a candidate is
    /// scored by comparing integers rather than hashing strings: its segments, its qualifiers,
    /// and its number of words.
    let wordIDs: [String: Int32]
    let segmentIDs: [[[Int32]]]
    /// The segments as a person names the food, as numbers: for SR28's branded foods, the
    /// product first and its maker left out ("Candies, MARS SNACKFOOD US, SNICKERS Bar" is a
    /// SNICKERS Bar, a candy).
    let namedSegmentIDs: [[[Int32]]]
    /// The word of each number.
    let vocabulary: [String]
    /// Each word's kind for ``EatenFoodResolver/cost(of:isName:said:)``, by its number.
    let wordKinds: [EatenFoodResolver.WordKind]
    /// The words that end with another word of four letters or more, with three or more
    /// before it ("hamburger" and "cheeseburger" under "burger"), by that ending: what
    /// ``EatenFoodResolver/isCompound(_:of:)`` finds, looked up rather than sought.
    private let compoundsByEnding: [String: [Int32]]
    /// The numbers of the words scoring asks about by name.
    let known: Known

    /// The words scoring looks for in a description ("no", "with", "or"…), by number.
    struct Known: Sendable {
        let no, not, without, added, eaten, fat, raw, or, and, with, on, `in`, from, `for`, ns, nfs, baby,
            toddler: Int32

        init(_ id: (String) -> Int32) {
            (no, not, without, added, eaten, fat) = (
                id("no"), id("not"), id("without"), id("added"), id("eaten"), id("fat")
            )
            (raw, or, and, with, on, `in`) = (id("raw"), id("or"), id("and"), id("with"), id("on"), id("in"))
            (from, `for`, ns, nfs, baby, toddler) = (
                id("from"), id("for"), id("ns"), id("nfs"), id("baby"), id("toddler")
            )
        }
    }
    /// Words that make a food less plain (canned, cooked…), unless the query asks for them.
    private let qualifierIDs: [[Int32]]
    private let cookedIDs: Set<Int32>
    private let wordCounts: [Int]
    /// Whether the food comes from a group of dishes rather than ingredients (fast food, soups…).
    private let isDish: [Bool]
    private let isRaw: [Bool]
    /// Meats as eaten named with no way of cooking (``EatenFoodResolver/isPlainMeat(_:)``), worked out once.
    let isPlainMeat: [Bool]
    /// Foods a cook means by a common name (the targets of ``IngredientAliases``): ranked up.
    private let isCommon: [Bool]
    /// Common name → the food it means; a query that is exactly such a name puts that food first.
    private let meanings: [String: String]
    /// Brand-name products (USDA writes brands in capitals): ranked down.
    private let isBranded: [Bool]
    /// A canned food's words up to "canned" → its drained solids ("Beans, kidney, red, mature seeds, canned").
    private let drainedSolids: [String: Int]
    /// The words of the tables by their length, for finding the one a misspelling meant.
    private let wordsByLength: [Int: [String]]
    /// Words the tables write as two more often than as one: "milkshake" → "milk shake".
    private let twoWordForms: [String: [String]]
    /// Two words the tables write as one more often than as two, or never side by side: "pan cake" → "pancake",
    /// "cheese burger" → "cheeseburger".
    private let oneWordForms: [[String]: String]

    /// - Parameter meanings: common names (as ``FoodText`` words joined by spaces) and the
    ///   food each stands for; by default the hand-checked alias table.
    public init(foods: [Food], meanings: [String: String]? = nil) {
        let meanings = meanings ?? IngredientAliases.normalized
        let common = Set(meanings.values)
        self.meanings = meanings
        self.foods = foods
        var byID: [String: Int] = [:]
        var segments: [[[String]]] = []
        var brandWords: [Set<String>] = []
        var otherWords: [Set<String>] = []
        var otherNames: [Set<String>] = []
        var postings: [String: [Int]] = [:]
        var wordIDs: [String: Int32] = [:]
        func id(_ word: String) -> Int32 {
            if let id = wordIDs[word] { return id }
            let id = Int32(wordIDs.count)
            wordIDs[word] = id
            return id
        }
        var segmentIDs: [[[Int32]]] = []
        var namedSegmentIDs: [[[Int32]]] = []
        var qualifierIDs: [[Int32]] = []
        var wordCounts: [Int] = []
        var isDish: [Bool] = []
        var isRaw: [Bool] = []
        var isCommon: [Bool] = []
        var isBranded: [Bool] = []
        var parenthesized: [Int?] = []
        for (index, food) in foods.enumerated() {
            byID[food.id] = index
            // FNDDS puts a brand or restaurant in parentheses ("Big Mac (McDonalds)"): a part of its own.
            let name = food.source == .asEaten ? food.name.replacingOccurrences(of: "(", with: ",") : food.name
            let parts = name.split(separator: ",").map { FoodText.words(String($0)) }.filter { !$0.isEmpty }
            segments.append(parts)
            parenthesized.append(
                food.source != .asEaten
                    ? nil
                    : food.name.firstIndex(of: "(").map { paren in
                        food.name[..<paren].split(separator: ",").filter { !FoodText.words(String($0)).isEmpty }.count
                    })
            namedSegmentIDs.append(Self.named(food, parts: parts.map { $0.map(id) }))
            brandWords.append(Self.brandWords(of: food))
            segmentIDs.append(parts.map { $0.map(id) })
            wordCounts.append(parts.reduce(0) { $0 + $1.count })
            let words = Set(parts.joined())
            // Not what the category leaves out: "Beef, excludes ground" holds no ground beef.
            let group = food.group.components(separatedBy: ", excludes ").first ?? food.group
            let other =
                food.source == .asEaten
                ? Set(Self.heldWords(ofOtherNames: food.otherNames) + FoodText.words(group)).subtracting(words) : []
            otherWords.append(other)
            // "chips, NFS" is another name for potato chips: "chips".
            otherNames.append(
                Set(
                    food.otherNames.split(separator: ";").map {
                        FoodText.words(String($0)).filter { $0 != "nfs" }.joined(separator: " ")
                    }))
            for word in words.union(other) { postings[word, default: []].append(index) }
            qualifierIDs.append(words.intersection(Self.processedWords.union(Self.cookedWords)).map(id))
            isDish.append(Self.dishGroups.contains(food.group))
            isRaw.append(words.contains("raw"))
            isCommon.append(common.contains(food.id))
            isBranded.append(
                food.name.split(separator: " ").contains { word in
                    word.count > 2 && word.allSatisfy { $0.isUppercase || $0 == "'" || $0 == "," || $0 == "&" }
                        && word.contains { $0.isLetter }
                })
        }
        var drainedSolids: [String: Int] = [:]
        for (index, food) in foods.enumerated() where food.name.contains("drained solids") {
            if let key = Self.cannedKey(food.name), drainedSolids[key] == nil { drainedSolids[key] = index }
        }
        self.drainedSolids = drainedSolids
        self.wordsByLength = Dictionary(
            grouping: postings.keys.filter { $0.count >= 3 && $0.allSatisfy(\.isLetter) }, by: \.count)
        // Every pair of words side by side in a name whose joining is a word of the tables too,
        // counted in foods as eaten first: FNDDS's "Soy milk" is the way to say it, though SR28
        // has more "Soymilk" products.
        let eaten = foods.map { $0.source == .asEaten }
        func counted(_ indices: [Int]) -> (eaten: Int, all: Int) { (indices.count { eaten[$0] }, indices.count) }
        // Both in names, not in other names or groups ("Milk, lowfat" is the group of "Milk, low fat (1%)").
        // A letter alone is what punctuation left of a name ("M&M's"), no word to join: "M&Ms" stays as said.
        var pairs: [[String]: [Int]] = [:]
        var named: [String: [Int]] = [:]
        // And side by side in other names and groups ("Baby food: mixtures"): not joined below.
        var namedPairs = Set<[String]>()
        for (index, parts) in segments.enumerated() {
            for word in Set(parts.joined()) { named[word, default: []].append(index) }
            for part in parts where part.count > 1 {
                for (first, second) in zip(part, part.dropFirst())
                where first.count > 1 && postings[first + second] != nil {
                    pairs[[first, second], default: []].append(index)
                }
            }
            for other in foods[index].otherNames.split(separator: ";") + [Substring(foods[index].group)] {
                let words = FoodText.words(String(other))
                for (first, second) in zip(words, words.dropFirst()) where postings[first + second] != nil {
                    namedPairs.insert([first, second])
                }
            }
        }
        var twoWordForms: [String: [String]] = [:]
        var oneWordForms: [[String]: String] = [:]
        for (pair, indices) in pairs {
            let joined = pair[0] + pair[1]
            let together = counted(indices)
            let alone = counted(named[joined] ?? [])
            if together > alone { twoWordForms[joined] = pair } else if alone > together { oneWordForms[pair] = joined }
        }
        // Two words of the tables never side by side in a name, another name or a group, whose
        // joining is a word of the tables too, are that word: "cheese burger" is a cheeseburger
        // ("milk shake", "pan cake" and "baby food" are as the tables write them, above).
        namedPairs.formUnion(pairs.keys)
        for word in postings.keys where word.utf8.count >= 5 && word.allSatisfy(\.isLetter) {
            let letters = Array(word)
            for cut in 2...(letters.count - 2) {
                let pair = [String(letters[..<cut]), String(letters[cut...])]
                if postings[pair[0]] != nil, postings[pair[1]] != nil, !namedPairs.contains(pair),
                    oneWordForms[pair] == nil
                {
                    oneWordForms[pair] = word
                }
            }
        }
        self.twoWordForms = twoWordForms
        self.oneWordForms = oneWordForms
        self.byID = byID
        self.segments = segments
        self.parenthesized = parenthesized
        self.brandWords = brandWords
        self.otherWords = otherWords
        self.otherNames = otherNames
        self.sources = foods.map(\.source)
        var idOrder = [Int32](repeating: 0, count: foods.count)
        var place: Int32 = 0
        let byIDOrder = foods.indices.sorted { foods[$0].id < foods[$1].id }
        for (offset, food) in byIDOrder.enumerated() {
            if offset > 0, foods[byIDOrder[offset - 1]].id != foods[food].id { place += 1 }
            idOrder[food] = place
        }
        self.idOrder = idOrder
        self.postings = postings
        self.sortedWords = postings.keys.sorted()
        self.cookedIDs = Set(Self.cookedWords.compactMap { wordIDs[$0] })
        self.wordIDs = wordIDs
        self.segmentIDs = segmentIDs
        self.namedSegmentIDs = namedSegmentIDs
        var vocabulary = [String](repeating: "", count: wordIDs.count)
        for (word, id) in wordIDs { vocabulary[Int(id)] = word }
        self.vocabulary = vocabulary
        self.wordKinds = vocabulary.map { EatenFoodResolver.kinds[$0] ?? [] }
        var compoundsByEnding: [String: [Int32]] = [:]
        for (id, word) in vocabulary.enumerated() {
            let bytes = Array(word.utf8)
            // Each ending ``EatenFoodResolver/isCompound(_:of:)`` allows that starts a character.
            let lead = EatenFoodResolver.compoundLead
            let ending = EatenFoodResolver.compoundEnding
            for start in stride(from: lead, through: bytes.count - ending, by: 1) where bytes[start] & 0xC0 != 0x80 {
                compoundsByEnding[String(decoding: bytes[start...], as: UTF8.self), default: []].append(Int32(id))
            }
        }
        self.compoundsByEnding = compoundsByEnding
        self.known = Known { wordIDs[$0] ?? -1 }
        self.qualifierIDs = qualifierIDs
        self.wordCounts = wordCounts
        self.isDish = isDish
        self.isRaw = isRaw
        self.isPlainMeat = foods.map(EatenFoodResolver.isPlainMeat)
        self.isCommon = isCommon
        self.isBranded = isBranded
    }

    public func food(id: String) -> Food? { byID[id].map { foods[$0] } }

    /// A word's number, or -1 (which no description holds) for a word no description has.
    func id(of word: String) -> Int32 { wordIDs[word] ?? -1 }

    /// The numbers of the words of the tables that are compounds of any of `words`
    /// (``EatenFoodResolver/isCompound(_:of:)``).
    func compounds(of words: some Sequence<String>) -> [Int32] {
        var found: [Int32] = []
        for word in words { found += compoundsByEnding[word] ?? [] }
        return found
    }

    /// An SR28 name's segments with its maker (a segment all in capitals after the first, as
    /// "MARS SNACKFOOD US") left out and what follows it, the product, first; other names as they are.
    static func named<Word>(_ food: Food, parts: [[Word]]) -> [[Word]] {
        guard food.source == .asBought else { return parts }
        let typed = food.name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !FoodText.words($0).isEmpty
        }
        guard typed.count == parts.count,
            let maker = typed.indices.dropFirst().first(where: { index in
                typed[index].contains(where: \.isLetter) && !typed[index].contains(where: \.isLowercase)
            }), maker + 1 < parts.count
        else { return parts }
        return Array(parts[(maker + 1)...]) + parts[..<maker]
    }

    // MARK: Words as people type them

    /// How much a word tells which food is meant: rare words much (a brand, "pierogi"), common
    /// ones little ("chicken"). The inverse of the share of foods holding it, in log units;
    /// a word no food holds tells the most.
    public func weight(of word: String) -> Double {
        log(Double(foods.count + 1) / Double((postings[word]?.count ?? 0) + 1))
    }

    /// Two words of the tables a person ran together, as some name has them side by side
    /// ("cheesesteak" → cheese steak, of "Cheese steak sandwich"); of several ways to cut the
    /// word, the one most foods hold. Nil for a word the tables hold.
    public func split(of word: String) -> [String]? {
        guard word.count >= 6, postings[word] == nil, word.allSatisfy(\.isLetter) else { return nil }
        var best: (foods: Int, words: [String])?
        for cut in 3...(word.count - 3) {
            let first = String(word.prefix(cut))
            let second = String(word.dropFirst(cut))
            guard let left = postings[first], let right = postings[second] else { continue }
            let together = Set(left).intersection(right).count { index in
                segments[index].contains { part in zip(part, part.dropFirst()).contains { $0 == first && $1 == second }
                }
            }
            if together > (best?.foods ?? 0) { best = (together, [first, second]) }
        }
        return best?.words
    }

    /// The word of the tables a misspelt one meant ("avacado" → avocado, "chiken" → chicken,
    /// "sandwhich" → sandwich): one letter added, dropped, changed or two swapped, or two such
    /// slips in a word of eight letters or more; of those as close, the one most foods hold.
    /// A word that keeps the first letter typed comes before any that does not: people
    /// seldom slip on the first letter ("cantelope" is cantaloupe, two slips, not antelope, one).
    /// Nil for a short word, a word the tables hold, or one nothing is near.
    public func correction(of word: String) -> String? {
        guard word.count >= 4, postings[word] == nil, word.allSatisfy(\.isLetter) else { return nil }
        let allowed = word.count >= 8 ? 2 : 1
        let typed = Array(word.utf8)
        var best: (slipsFirst: Int, distance: Int, count: Int, word: String)?
        for length in (word.count - allowed)...(word.count + allowed) {
            for candidate in wordsByLength[length] ?? [] {
                let distance = Self.editDistance(typed, Array(candidate.utf8), limit: allowed)
                guard distance <= allowed else { continue }
                let count = postings[candidate]?.count ?? 0
                let slipsFirst = candidate.first == word.first ? 0 : 1
                if best == nil
                    || (slipsFirst, distance, -count, candidate) < (
                        best!.slipsFirst, best!.distance, -best!.count, best!.word
                    )
                {
                    best = (slipsFirst, distance, count, candidate)
                }
            }
        }
        return best?.word
    }

    /// The words as the tables most often write them: one word they write as two ("milkshake"
    /// → milk, shake) split, two they write as one ("pan cake" → pancake) or never side by
    /// side ("cheese burger" → cheeseburger) joined. A letter alone is no word to join.
    public func usualForms(of words: [String]) -> [String] {
        var out: [String] = []
        var index = 0
        while index < words.count {
            if index + 1 < words.count, let joined = oneWordForms[[words[index], words[index + 1]]] {
                out.append(joined)
                index += 2
            } else {
                out += twoWordForms[words[index]] ?? [words[index]]
                index += 1
            }
        }
        return out
    }

    /// Letters added, dropped, changed or two side by side swapped (optimal string alignment),
    /// stopping early past `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var smallest = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
                smallest = min(smallest, current[j])
            }
            if smallest > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }

    /// The drained solids of a canned food, where USDA lists them ("Beans, kidney, red, mature
    /// seeds, canned, solids and liquids" → "…, canned, drained solids").
    public func drainedSolids(of food: Food) -> Food? {
        guard !food.name.contains("drained"), let key = Self.cannedKey(food.name) else { return nil }
        return drainedSolids[key].map { foods[$0] }
    }

    /// The words of a description up to and including "canned"; nil for foods not canned.
    private static func cannedKey(_ name: String) -> String? {
        let words = FoodText.words(name)
        guard let canned = words.firstIndex(of: "canned") else { return nil }
        return words[...canned].joined(separator: " ")
    }

    /// The best `limit` foods for `query`, best first; empty for a blank query. `sources`
    /// limits the tables searched (all by default).
    public func search(_ query: String, limit: Int = 20, sources: Set<FoodSource>? = nil) -> [Food] {
        ranked(query, limit: limit, sources: sources).map { foods[$0.index] }
    }

    /// The foods with every one of `words` in their description or other names (the last
    /// word may be a prefix), of the given sources; nil when a word finds nothing.
    func matching(_ words: [String], lastIsPrefix: Bool = true, sources: Set<FoodSource>? = nil) -> Set<Int>? {
        // Postings are in food order, so the candidates are sorted lists intersected in one
        // pass: no hashing of the thousands of foods a common word ("chicken") has.
        var candidates: [Int]?
        for (position, word) in words.enumerated() {
            let isLast = position == words.count - 1
            let matches = lastIsPrefix && isLast ? postingsWithPrefix(word) : postings[word] ?? []
            candidates = candidates.map { Self.intersection($0, matches) } ?? matches
            if candidates?.isEmpty == true { return nil }
        }
        if let sources, sources.count < FoodSource.allCases.count {
            candidates = candidates?.filter { sources.contains(self.sources[$0]) }
        }
        return candidates?.isEmpty == false ? Set(candidates!) : nil
    }

    /// The elements of two ascending lists found in both, ascending.
    private static func intersection(_ left: [Int], _ right: [Int]) -> [Int] {
        var result: [Int] = []
        var i = 0
        var j = 0
        while i < left.count, j < right.count {
            if left[i] < right[j] {
                i += 1
            } else if left[i] > right[j] {
                j += 1
            } else {
                result.append(left[i])
                i += 1
                j += 1
            }
        }
        return result
    }

    /// Candidates with their scores (lower is better), for matching and for tests.
    func ranked(_ query: String, limit: Int, sources: Set<FoodSource>? = nil) -> [(index: Int, score: Double)] {
        let words = FoodText.words(query)
        guard !words.isEmpty, limit > 0, let candidates = matching(words, sources: sources) else { return [] }
        let aliases = sources?.contains(.asBought) ?? true
        let meant = aliases ? meanings[words.joined(separator: " ")].flatMap { byID[$0] } : nil
        let ids = words.map { wordIDs[$0] }
        let asked = ids.compactMap { $0 }
        var scored = candidates.map {
            (index: $0, score: $0 == meant ? -.infinity : score($0, words: words, ids: ids, asked: asked))
        }
        if let meant, !candidates.contains(meant) { scored.append((meant, -.infinity)) }
        // Ties by name, then by place in the table: the candidates come from sets, whose order
        // changes from run to run, and SR28 and FNDDS share names ("Beets, raw").
        scored.sort {
            if $0.score != $1.score { return $0.score < $1.score }
            let one = foods[$0.index].name
            let other = foods[$1.index].name
            return one != other ? one < other : $0.index < $1.index
        }
        return Array(scored.prefix(limit))
    }

    private func postingsWithPrefix(_ prefix: String) -> [Int] {
        var result = postings[prefix] ?? []
        // Binary search to the first word ≥ prefix, then walk while it still starts with it.
        var low = 0
        var high = sortedWords.count
        while low < high {
            let mid = (low + high) / 2
            if sortedWords[mid] < prefix { low = mid + 1 } else { high = mid }
        }
        var i = low
        var merged = false
        while i < sortedWords.count, sortedWords[i].hasPrefix(prefix) {
            if sortedWords[i] != prefix, let more = postings[sortedWords[i]] {
                result += more
                merged = true
            }
            i += 1
        }
        // Ascending and each food once, as the postings of one word are.
        guard merged else { return result }
        result.sort()
        var unique: [Int] = []
        unique.reserveCapacity(result.count)
        for index in result where unique.last != index { unique.append(index) }
        return unique
    }

    /// Lower is better: query words found early in the description, a short description,
    /// and a plain food win.
    private func score(_ index: Int, words: [String], ids: [Int32?], asked: [Int32]) -> Double {
        let parts = segmentIDs[index]
        var score = 0.0
        for qualifier in qualifierIDs[index] where !asked.contains(qualifier) {
            score += cookedIDs.contains(qualifier) ? 1.0 : 1.5
        }
        if isRaw[index] { score -= 1.5 }
        if isCommon[index] { score -= 5 }
        if isBranded[index] { score += 4 }
        for (word, id) in zip(words, ids) {
            // Which segment holds the word (an exact word, or a prefix for the last one).
            let segment =
                id.flatMap { id in parts.firstIndex { $0.contains(id) } }
                ?? segments[index].firstIndex { $0.contains { $0.hasPrefix(word) } }
                ?? (otherWords[index].contains(word) ? 3 : parts.count)
            score += Double(min(segment, 4)) * 2
        }
        // The description's first segment is what the food is: reward a query that names it.
        if parts.first?.contains(where: asked.contains) == true {
            score -= 4
        } else {
            score += 3
            if isDish[index] { score += 6 }
        }
        // Every extra word of description is a little less plain.
        let extra = wordCounts[index] - words.count
        score += Double(max(extra, 0)) * 0.35
        return score
    }

    /// The words of a food's other names, but not what they say it stands in for: the "meat
    /// substitute" of a bean taco holds no meat.
    static func heldWords(ofOtherNames names: String) -> [String] {
        let words = FoodText.words(names)
        return words.indices.compactMap { position in
            position + 1 < words.count && words[position + 1] == "substitute" ? nil : words[position]
        }
    }

    private static let processedWords: Set<String> = [
        "canned", "frozen", "prepared", "commercial", "dehydrated", "dried", "powder", "mix", "imitation", "restaurant",
        "fast", "babyfood", "baby", "infant", "formula", "toddler", "snack", "flavored", "sweetened", "candied",
        "pickled",
        "breaded", "fried", "microwaved", "stewed", "canning", "industrial", "substitute", "low", "reduced", "lite",
        "free",
        "fortified", "instant", "ready", "heated", "juice", "frankfurter", "soup", "sauce", "nugget",
        "deli", "prepackaged", "seasoned", "rotisserie", "roll", "tender", "patty", "battered", "marinated", "smoked",
        "cured", "glazed", "stuffed", "sandwich", "salad", "spread", "bar", "shake", "cereal", "cracker", "chip",
        "cookie",
        "cake", "pie", "bread", "candy", "dessert", "entree", "dinner", "lunch", "dish", "mixed", "blend", "topping",
        "sheep", "goat", "buffalo", "imported", "crust", "filling",
    ]

    private static let cookedWords: Set<String> = [
        "cooked", "boiled", "baked", "roasted", "grilled", "braised", "broiled", "steamed", "simmered", "drained",
    ]

    private static let dishGroups: Set<String> = [
        "Fast Foods", "Restaurant Foods", "Baby Foods", "Meals, Entrees, and Side Dishes", "Snacks",
        "American Indian/Alaska Native Foods", "Soups, Sauces, and Gravies",
    ]
}
