/// A meal as people type or say it, cut into the foods it names: "For lunch, I had a turkey
/// sandwich along with a medium latte" is a turkey sandwich and a medium latte, eaten at lunch.
///
/// What is not food is read by its kind, not by whole phrases (`Resources/sentence-words.tsv`):
/// a framing (a subject, then eating verbs and their particles: "I'm snacking on", "I just
/// grabbed", "I started my day with"), a meal named ("for my snack", "as a quick snack",
/// "dinner tonight consists of": the meal's category), joiners cut like a comma ("along
/// with", "paired it with", the Oxford comma's "and"), trailers ("to munch on"), times ("this
/// morning") and an amount said after its food ("a bowl of soup that weighs 248 g", "a bottle
/// of water, which is 16.9 fl oz"), put back as the food's own amount. "And" and "with"
/// inside a piece are left to ``MealText``, which knows a dish ("mac and cheese") from two foods.
public struct MealSentence: Sendable {
    /// One food's words as said, with an amount said after it, if any ("248 grams").
    public struct Piece: Sendable, Hashable {
        /// The food as typed, the amount said after it kept ("a bowl of soup that weighs 248 g").
        public let text: String
        /// The words to read as the food, the amount said after it taken out ("a bowl of soup").
        public let food: String
        /// An amount said after the food ("248 grams", "16.9 fl oz"): it is what was eaten.
        public let amount: String?
        /// Said right after a comma, with no "and" or "with" ("a cheeseburger, a Whopper Jr"):
        /// it may say the food before again, more exactly.
        public internal(set) var afterComma = false
        /// Said after a joiner ("paired with some cereal"): another food, never more of a dish
        /// listed before it, though it may be more of what a dish said before it is with
        /// ("made with whole fruit and dairy, plus added protein").
        public internal(set) var afterJoiner = false
        /// Words said of the food apart from its name ("that's unsweetened", "no icing", "it's a
        /// yeast type"): they say which food, not how much.
        public let qualifiers: String?

        init(text: String, food: String, amount: String?, qualifiers: String? = nil) {
            (self.text, self.food, self.amount, self.qualifiers) = (text, food, amount, qualifiers)
        }

        /// This piece with words said of it afterwards.
        func described(by words: String, as typed: String) -> Piece {
            var piece = Piece(
                text: text + ", " + typed, food: food, amount: amount,
                qualifiers: [qualifiers, words].compactMap { $0 }.joined(separator: " "))
            (piece.afterComma, piece.afterJoiner) = (afterComma, afterJoiner)
            return piece
        }
    }

    /// The meal the sentence names ("for lunch", "as a snack", "this morning"), if any.
    public let category: StandardCategory?
    /// The foods, in the order said.
    public let pieces: [Piece]
    /// The last meal named, as typed ("dinner"): what was said when no food was.
    public let mealNamed: String?

    public init(_ text: String) {
        let tokens = Self.tokens(text)
        var reader = Reader(tokens: tokens)
        reader.read()
        category = reader.category ?? reader.timeCategory
        pieces = reader.pieces()
        mealNamed = reader.mealNamed
    }

    // MARK: Tokens

    /// A word as typed and as compared (lower case, straight apostrophes), or a break: the
    /// punctuation that ends a clause (, ; : . ! ?).
    struct Token: Hashable {
        let typed: String
        let key: String
        var isBreak: Bool { key.isEmpty }
        static let `break` = Token(typed: "", key: "")
        static let comma = Token(typed: ",", key: "")
        /// Where a joiner was cut ("paired with", "along with", "plus").
        static let joined = Token(typed: "+", key: "")
    }

    /// Words split at white space, with the punctuation at their edges cut off, a clause's end
    /// kept as a break ("cheese." is "cheese" and a break; "16.9", "M&M's" and "1/2" stay whole).
    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let spaced = text.replacing("w/o ", with: "without ").replacing("w/", with: "with ").replacing(
            "W/", with: "with "
        )
        .replacing(" w ", with: " with ").replacing(" W ", with: " with ")
        let words = spaced.split(whereSeparator: { $0.isWhitespace })
        for (position, word) in words.enumerated() {
            var word = Substring(word)
            // "a Chips Ahoy! cookie": an exclamation inside a name, the words going on in lower case.
            if word.hasSuffix("!"), word.count > 1, let next = words.dropFirst(position + 1).first?.first,
                next.isLowercase
            {
                word = word.dropLast()
            }
            var leading = false
            var trailing: [Character] = []
            // ".6 oz": a number, not a clause's end.
            let pointed = word.first == "." && word.dropFirst().first?.isNumber == true
            if pointed { word = word.dropFirst() }
            while let first = word.first, Self.edges.contains(first) {
                leading = leading || Self.breaking.contains(first)
                word = word.dropFirst()
            }
            while let last = word.last, Self.edges.contains(last) {
                if Self.breaking.contains(last) { trailing.append(last) }
                word = word.dropLast()
            }
            if leading { tokens.append(.break) }
            if !word.isEmpty {
                let typed = (pointed ? "0." : "") + word
                let key = typed.lowercased().replacing("’", with: "'").replacing("‘", with: "'")
                tokens.append(
                    word == "&" || word == "+"
                        ? (word == "+" ? .break : Token(typed: "&", key: "&")) : Token(typed: typed, key: key))
            }
            // A comma's break is kept as one: what follows it alone may say the food before again.
            if !trailing.isEmpty { tokens.append(trailing.allSatisfy { $0 == "," } ? .comma : .break) }
        }
        return halvesJoined(namesKeptWhole(tokens))
    }

    /// An amount and a half is one number, which no "and" cuts into two foods: "one and a half
    /// cups" is 1½ cups, "a cup and a half of rice" 1½ cups of rice, "a bagel and a half" 1½
    /// bagels; "a coffee and a half bagel" is still two foods.
    static func halvesJoined(_ tokens: [Token]) -> [Token] {
        var joined: [Token] = []
        var index = 0
        while index < tokens.count {
            let keys = tokens[index...].prefix(6).map(\.key)
            // A whole number as typed or said ("2", "two", "one"; not "infinity", a number to Double).
            let whole = keys.first.flatMap {
                SaidFood.number($0) ?? SaidFood.numberWords[$0] ?? ($0 == "one" ? 1 : nil)
            }
            if let whole, whole == whole.rounded(), keys.count >= 4, keys[1...3] == ["and", "a", "half"] {
                joined.append(Token(typed: "\(Int(whole))½", key: "\(Int(whole)).5"))
                index += 4
            } else if keys.count >= 5, ["a", "an", "one"].contains(keys[0]), !keys[1].isEmpty,
                keys[2...4] == ["and", "a", "half"], keys.count == 5 || keys[5].isEmpty || keys[5] == "of"
            {
                joined += [Token(typed: "1½", key: "1.5"), tokens[index + 1]]
                index += 5
            } else {
                joined.append(tokens[index])
                index += 1
            }
        }
        return joined
    }

    /// A shop's or brand's name with a joining word inside it ("in n out", "ben & jerry's") is
    /// one word, typed with hyphens, so that nothing cuts it into two foods.
    static func namesKeptWhole(_ tokens: [Token]) -> [Token] {
        let keys = tokens.map(\.key)
        var kept: [Token] = []
        var index = 0
        while index < tokens.count {
            let length = tokens[index].isBreak ? 0 : BrandWords.joinedName(in: keys, at: index)
            guard length > 1 else {
                kept.append(tokens[index])
                index += 1
                continue
            }
            let name = tokens[index..<(index + length)]
            kept.append(
                Token(typed: name.map(\.typed).joined(separator: "-"), key: name.map(\.key).joined(separator: "-")))
            index += length
        }
        return kept
    }

    /// Punctuation that ends a clause, and all that is cut from a word's edges (brackets say
    /// more of the same food: "reduced fat (2%) milk").
    private static let breaking: Set<Character> = [",", ";", ":", ".", "!", "?", "…"]
    private static let edges: Set<Character> = breaking.union([
        "\"", "“", "”", "'", "‘", "’", "*", "_", "(", ")", "[", "]",
    ])

    // MARK: Words

    /// Phrases of each kind, by their first word, longest first.
    struct Phrases: Sendable {
        private var byFirst: [String: [[String]]] = [:]
        fileprivate(set) var categories: [[String]: StandardCategory] = [:]

        /// The file's rows, read once for every kind.
        private static let rows = BundledWords.rows("sentence-words")

        init(_ kind: String) {
            for row in Self.rows where row[0] == kind {
                let words = row[1].split(separator: " ").map(String.init)
                byFirst[words[0], default: []].append(words)
                if row.count > 2, let category = StandardCategory(rawValue: row[2]) { categories[words] = category }
            }
            for key in byFirst.keys { byFirst[key]!.sort { $0.count > $1.count } }
        }

        /// The longest phrase starting at `index` within one clause.
        func match(_ tokens: [Token], at index: Int) -> [String]? {
            guard index < tokens.count, let phrases = byFirst[tokens[index].key] else { return nil }
            return phrases.first { phrase in
                index + phrase.count <= tokens.count
                    && phrase.indices.allSatisfy { tokens[index + $0].key == phrase[$0] }
            }
        }

        func contains(_ word: String) -> Bool { byFirst[word]?.contains { $0.count == 1 } == true }
    }

    static let subjects = Phrases("subject")
    static let verbs = Phrases("verb")
    static let leads = Phrases("lead")
    static let adverbs = Phrases("adverb")
    static let particles = Phrases("particle")
    static let meals = Phrases("meal")
    static let adjectives = Phrases("adjective")
    static let afterMeal = Phrases("after-meal")
    static let joiners = Phrases("joiner")
    static let trailers = Phrases("trailer")
    static let times = Phrases("time")
    static let asides = Phrases("aside")
    static let describing = Phrases("describing")
    static let restating = Phrases("restating")
    static let contexts = Phrases("context")
    /// What opens the first food's words and says nothing of it: "For dinner, it's a quesadilla".
    static let openers = Phrases("opener")
    /// Sounds and words said while thinking ("um", "uh", "let me see"): nothing, wherever said.
    static let fillers = Phrases("filler")
    /// Words that take back what was just said ("no wait", "make that", "i mean").
    static let corrections = Phrases("correction")
    /// Words that open what is said of the food before ("a potato that has the peel eaten").
    static let describingMarkers: Set<String> = ["that", "which", "that's", "thats", "which's", "who"]
    /// How a food is made, said after it: "made with …", "topped with …", "cooked in …".
    static let participles: Set<String> = [
        "made", "filled", "topped", "stuffed", "coated", "cooked", "prepared", "fried", "baked", "loaded", "covered",
        "dipped",
        "drizzled", "sprinkled", "garnished", "seasoned", "mixed", "blended", "packed", "wrapped", "smothered",
        "sauteed", "sautéed",
        "grilled", "roasted", "steamed", "boiled", "served", "dressed", "spread", "inside", "skinless", "boneless",
        "tossed",
    ]

    /// Whether a word says how a food was made or done to: "grilled", "sauced", "unsalted", "skinless".
    static func isDone(_ word: String) -> Bool {
        word.count > 4 && word.hasSuffix("ed") || participles.contains(word)
    }

    /// Words that open a food's amount: after a meal's name, they show the name was a meal's.
    static let amountWords: Set<String> = [
        "a", "an", "one", "some", "two", "three", "four", "five", "six", "half", "several", "few", "couple",
    ]
    /// Whether a word opens an amount: an article, a number, "half", "couple".
    static func opensAmount(_ word: String) -> Bool {
        amountWords.contains(word) || word == "another" || isNumber(word)
    }

    /// A number as typed or said ("2", "1/2", "150g", "two"), not a share ("2%").
    static func isNumber(_ word: String) -> Bool {
        word.first?.isNumber == true && !word.contains("%") || SaidFood.numberWords[word] != nil || word == "one"
    }

    /// Words after which an amount goes on the food said, not another one ("a bowl of", "made
    /// with 2 eggs", "which is 16.9 fl oz", "weighing 40 grams").
    static let runOnStops: Set<String> = [
        "of", "and", "with", "or", "on", "in", "at", "is", "was", "are", "were", "be", "about", "around", "like",
        "plus",
        "the", "my", "for", "to", "from", "than", "into", "onto", "over", "also", "then", "each", "per", "x", "by",
        "weighs", "weighed", "weighing", "weigh", "had", "have", "has", "ate", "eat", "got", "maybe", "probably",
        "roughly", "approximately", "just", "only", "another", "extra", "&", "-", "–", "—", "that", "which", "it",
        "least", "most", "nearly", "almost", "under", "total", "all", "oz", "g", "it's", "its", "that's", "thats",
        "includes", "include", "included", "contains", "contain", "contained", "consists", "without", "minus",
        "there's", "theres", "there", "here's", "heres", "here", "this", "these", "those",
    ]

    /// Words said of how a food is, not which: a size after them is still that food's.
    static let modifiers: Set<String> = [
        "whole", "frozen", "raw", "hot", "cold", "iced", "ripe", "little", "warm", "extra", "single", "double",
        "triple", "free", "low", "fat", "reduced", "light", "lite", "diet", "nonfat", "lowfat", "organic", "skim",
        "sugar", "smaller", "larger", "bigger", "tiny", "huge", "giant", "thin", "thick",
    ]

    /// Whether a word says how a food is (its size, how it was made, a hedge), not which food.
    static func saysHowNotWhich(_ word: String) -> Bool {
        runOnSizes.contains(word) || modifiers.contains(word) || SaidFood.hedges.contains(word) || isDone(word)
            || EatenFoodResolver.optional.contains(word)
    }

    /// Whether a word may name which food it is: not how it is, nor a word that says nothing ("of", "some").
    static func namesWhich(_ word: String) -> Bool { !saysHowNotWhich(word) && !SaidFood.fillers.contains(word) }

    /// Sizes that open another food said with no comma ("a cheeseburger medium fries").
    static let runOnSizes: Set<String> = ["small", "medium", "large", "big", "regular", "tall", "grande", "venti"]

    /// Words that join a piece to the one before it, left over at its start ("…, and a coffee").
    static let leftoverJoints: Set<String> = [
        "and", "or", "with", "plus", "then", "also", "but", "so", "&", "as", "well", "-", "–", "—",
    ]
    /// Meal nouns that also begin foods ("a breakfast burrito", "snack mix", "a dinner roll"):
    /// a meal only where what follows cannot go on naming a food.
    static func endsMealName(_ tokens: [Token], at index: Int) -> Bool {
        guard index < tokens.count else { return true }
        let key = tokens[index].key
        return tokens[index].isBreak || amountWords.contains(key) || key.first?.isNumber == true
            || subjects.match(tokens, at: index) != nil
            || joiners.match(tokens, at: index) != nil || trailers.match(tokens, at: index) != nil
            || times.match(tokens, at: index) != nil
            || ["and", "with", "i", "then", "so", "but", "-", "–", "—", "that", "which"].contains(key)
    }

    // MARK: Reading

    private struct Reader {
        let tokens: [Token]
        var out: [Token] = []
        var category: StandardCategory?
        var timeCategory: StandardCategory?
        var mealNamed: String?

        init(tokens: [Token]) { self.tokens = tokens }

        var atClauseStart: Bool { out.last?.isBreak ?? true }
        /// Right after "and" or "then": "… and drinking a bottle of water" opens a framing too.
        var afterJoint: Bool { ["and", "then", "&"].contains(out.last?.key ?? "") }

        mutating func read() {
            var index = 0
            while index < tokens.count {
                if let filler = MealSentence.fillers.match(tokens, at: index) {
                    index += filler.count
                } else if let length = correction(at: index) {
                    index += length
                } else if let length = meal(at: index) ?? framing(at: index) {
                    out.append(.break)
                    index += length
                } else if let (length, mark) = cut(at: index) {
                    out.append(mark)
                    index += length
                } else if anotherAfterDescribed(at: index) {
                    out.append(.break)
                    index += 1
                } else if runsOn(at: index) {
                    out += [.comma, tokens[index]]
                    index += 1
                } else {
                    out.append(tokens[index])
                    index += 1
                }
            }
        }

        /// "two no wait three pancakes", "a latte, no wait, a mocha": what was said is taken back,
        /// the number said before, or else the food said before to its clause's start, and what
        /// follows said instead. A bare "no" takes back only a number ("2 no 3 cookies"; "no
        /// sugar" says what is not in it).
        mutating func correction(at index: Int) -> Int? {
            guard let phrase = MealSentence.corrections.match(tokens, at: index) else { return nil }
            var next = index + phrase.count
            while next < tokens.count, tokens[next].isBreak { next += 1 }
            guard next < tokens.count, MealSentence.opensAmount(tokens[next].key),
                let said = out.lastIndex(where: { !$0.isBreak })
            else { return nil }
            if MealSentence.isNumber(out[said].key) {
                out.removeSubrange(said...)
                return next - index
            }
            guard phrase.count > 1 || ["wait", "oops", "sorry", "correction"].contains(phrase[0]) else { return nil }
            let start = out[..<said].lastIndex(where: \.isBreak).map { $0 + 1 } ?? 0
            out.removeSubrange(start...)
            return next - index
        }

        /// "two eggs over easy two slices of toast", "a hot dog with mustard a bag of chips",
        /// "a cheeseburger medium fries": said aloud, with no comma, an amount or a size after a
        /// food's words opens another food, where a food is said after it ("a pizza 2 slices"
        /// is the pizza's amount; "chicken a la king" one dish).
        func runsOn(at index: Int) -> Bool {
            let key = tokens[index].key
            guard MealSentence.opensAmount(key) || MealSentence.runOnSizes.contains(key),
                let before = out.last?.key, before.first?.isLetter == true, !MealSentence.opensAmount(before),
                !MealSentence.runOnStops.contains(before), !MealSentence.verbs.contains(before),
                !before.hasSuffix("ing"), !MealSentence.saysHowNotWhich(before),
                SaidFood.servingNouns[FoodText.singular(before)] == nil,
                !MealSentence.isUnit(before, next: key),
                index + 1 < tokens.count, !["la", "rare", "well"].contains(tokens[index + 1].key)
            else { return false }
            // The words before name a food, not just how it is ("a nice big mango", "a raw medium
            // apple", "a whole frozen medium pizza" are one food, its size among its words).
            let clause = out.reversed().prefix { !$0.isBreak }.reversed()
            guard SaidFood(clause.map(\.typed).joined(separator: " ")).words.contains(where: MealSentence.namesWhich)
            else { return false }
            // A weight or volume said after a food ("a cheeseburger 135 grams on a wheat bun",
            // "coffee 12 oz") is its own; "… 1 cup of rice" another food's.
            let rest = Array(
                tokens[index...].prefix { !$0.isBreak && !["and", "with", "&", "plus", "or"].contains($0.key) })
            if let end = MealSentence.weightOrVolumeEnd(in: rest, at: 0) {
                guard end < rest.count, case let next = rest[end].key,
                    next == "of"
                        || !MealSentence.runOnStops.contains(next) && !MealSentence.isDone(next)
                            && !MealSentence.describingMarkers.contains(next)
                else { return false }
            }
            // And what follows names one too ("a pizza 2 slices" is the pizza's amount).
            return SaidFood(rest.map(\.typed).joined(separator: " ")).words.contains {
                MealSentence.namesWhich($0) && SaidFood.servingNouns[$0] == nil
            }
        }

        /// "a lollipop that weighs half an ounce and ten potato sticks", "a cookie made with
        /// peanut butter and another cookie": after what is said of a food, or how it was made,
        /// "and" with an amount starts another food, not more said of it.
        func anotherAfterDescribed(at index: Int) -> Bool {
            guard tokens[index].key == "and", index + 1 < tokens.count, case let next = tokens[index + 1].key,
                MealSentence.amountWords.contains(next) || next == "another" || SaidFood.numberWords[next] != nil
                    || next.first?.isNumber == true
            else { return false }
            let clause = Array(out.reversed().prefix { !$0.isBreak }.reversed())
            return clause.indices.contains { index in
                let key = clause[index].key
                return MealSentence.describingMarkers.contains(key) || MealSentence.asides.contains(key) && key != "at"
                    || index > 0 && MealSentence.participles.contains(key) && index + 1 < clause.count
                        && ["with", "in", "from", "on"].contains(clause[index + 1].key)
            }
        }

        /// A meal named: "for (my quick) snack", "(my) dinner tonight consists of", "lunch:".
        mutating func meal(at start: Int) -> Int? {
            var index = start
            let preposition = ["for", "as", "at", "during", "with"].contains(tokens[index].key)
            if preposition { index += 1 }
            guard preposition || atClauseStart else { return nil }
            while index < tokens.count, MealSentence.meals.match(tokens, at: index) == nil,
                let adjective = MealSentence.adjectives.match(tokens, at: index)
            {
                index += adjective.count
            }
            guard let meal = MealSentence.meals.match(tokens, at: index) else { return nil }
            let named = tokens[index..<(index + meal.count)].map(\.typed).joined(separator: " ")
            index += meal.count
            // "my breakfast drink", "dinner tonight consists of": the rest of the naming.
            // "dinner was lasagna": a verb after the meal's name says what follows is its food.
            var linked = false
            while let after = MealSentence.afterMeal.match(tokens, at: index)
                ?? MealSentence.times.match(tokens, at: index)
            {
                linked = !["drink", "drinks", "today", "tonight", "time", "break"].contains(
                    after.joined(separator: " "))
                index += after.count
            }
            guard linked || MealSentence.endsMealName(tokens, at: index) else { return nil }
            if category == nil { category = MealSentence.meals.categories[meal] }
            mealNamed = named
            return index - start
        }

        /// A subject and its eating verb ("I'm snacking on", "we just grabbed", "I started my
        /// day with"), or a sentence opened by one ("Had a bagel").
        mutating func framing(at start: Int) -> Int? {
            var index = start
            // "cornbread that I made from a mix": said of the food, left to its piece.
            if start > 0, ["that", "which"].contains(tokens[start - 1].key) { return nil }
            // "… and sweetened it with a tablespoon of honey", "washing it down with": what was done to the food
            // before.
            if atClauseStart || afterJoint, index + 2 < tokens.count,
                MealSentence.isDone(tokens[index].key) || tokens[index].key.hasSuffix("ing"),
                ["it", "them"].contains(tokens[index + 1].key)
            {
                index += 2
                while index < tokens.count,
                    ["down", "up", "off", "all", "with", "in", "on"].contains(tokens[index].key)
                { index += 1 }
                return index - start
            }
            // "…, mixed in 15 grams of creamer", "pouring 244 grams of milk over it": what was
            // done with the food, then the food.
            if atClauseStart || afterJoint, index + 2 < tokens.count, case let word = tokens[index].key,
                MealSentence.isDone(word) || word.count > 5 && word.hasSuffix("ing")
            {
                var next = index + 1
                if ["in", "into", "over", "on", "up"].contains(tokens[next].key) { next += 1 }
                let amount = tokens[next].key
                if next > index + 1 || word.hasSuffix("ing"),
                    MealSentence.amountWords.contains(amount) || amount.first?.isNumber == true
                        || SaidFood.numberWords[amount] != nil
                {
                    return next - start
                }
            }
            if let subject = MealSentence.subjects.match(tokens, at: index) {
                index += subject.count
            } else if atClauseStart || afterJoint, let lead = MealSentence.leads.match(tokens, at: index) {
                index += lead.count
                if lead == ["just"], MealSentence.verbs.match(tokens, at: index) == nil { return nil }
            } else if atClauseStart || afterJoint, let verb = MealSentence.verbs.match(tokens, at: index),
                index + verb.count < tokens.count,
                case let next = tokens[index + verb.count].key,
                MealSentence.particles.contains(next) || MealSentence.amountWords.contains(next)
                    || next.first?.isNumber == true
            {
                // "Snacked on a handful of almonds", "Ordered a burrito": a verb opening the words,
                // an amount or a particle after it ("Cooked oatmeal" is food).
                index += verb.count
            } else {
                return nil
            }
            var sawVerb = start != index && MealSentence.subjects.match(tokens, at: start) == nil
            while index < tokens.count, !tokens[index].isBreak {
                if let verb = MealSentence.verbs.match(tokens, at: index) {
                    sawVerb = true
                    index += verb.count
                } else if let adverb = MealSentence.adverbs.match(tokens, at: index) {
                    index += adverb.count
                } else if sawVerb, let particle = MealSentence.particles.match(tokens, at: index),
                    // "ate on the road": when it was eaten, not what.
                    MealSentence.contexts.match(tokens, at: index) == nil
                {
                    index += particle.count
                } else if !sawVerb, MealSentence.subjects.match(tokens, at: start) != nil,
                    Self.mayBeVerb(tokens[index].key)
                {
                    // After "I" comes a verb, whichever it is ("I popped", "I'm dipping them in").
                    sawVerb = true
                    index += 1
                } else {
                    break
                }
            }
            return sawVerb ? index - start : nil
        }

        /// A word after a subject that is its verb: not an amount, a number or a meal.
        static func mayBeVerb(_ word: String) -> Bool {
            !MealSentence.amountWords.contains(word) && word.first?.isLetter == true
                && !MealSentence.meals.contains(word)
                && !["the", "my", "this", "that", "and", "with", "for", "as"].contains(word)
        }

        /// Joiners, trailers and times: cut like a comma. How many words, and the break they
        /// leave: a joiner's is ``Token/joined`` (what follows is another food), except "and
        /// some", which may go on listing a dish ("chicken, potatoes, and some vegetables").
        mutating func cut(at index: Int) -> (length: Int, mark: Token)? {
            if let time = MealSentence.times.match(tokens, at: index) {
                if timeCategory == nil { timeCategory = MealSentence.times.categories[time] }
                return (time.count, .break)
            }
            if let joiner = MealSentence.joiners.match(tokens, at: index) {
                return (joiner.count, joiner == ["and", "some"] ? .break : .joined)
            }
            // "before the gym", "on the way to work": when, not what, to the end of the clause.
            if let context = MealSentence.contexts.match(tokens, at: index), index > 0, !tokens[index - 1].isBreak {
                var end = index + context.count
                while end < tokens.count, !tokens[end].isBreak, !["and", "plus", "with"].contains(tokens[end].key) {
                    end += 1
                }
                return (end - index, .break)
            }
            // "something to drink" says what kind of food; "a coffee to drink" nothing more.
            guard let trailer = MealSentence.trailers.match(tokens, at: index),
                !(["something", "anything"].contains(out.last?.key ?? "")
                    && ["drink", "eat", "snack"].contains(trailer.last!))
            else { return nil }
            return (trailer.count, .break)
        }

        /// Verbs after "that" that list what a food has: the list's next words are the same food's.
        static let listingVerbs: Set<String> = ["has", "had", "contains", "contained", "includes", "included"]

        /// The clauses left, each a food: words that join it to the one before cut from its
        /// start, and an amount said after it taken out.
        func pieces() -> [Piece] {
            var pieces: [Piece] = []
            var clause: [Token] = []
            // Whether the clause before listed what the food before has ("that has sausage, …").
            var listing = false
            var commaBefore = false
            var joinedBefore = false
            for token in out + [.break] {
                guard token.isBreak else {
                    clause.append(token)
                    continue
                }
                let listed = listing
                listing = false
                let afterComma =
                    commaBefore && !(clause.first.map { MealSentence.leftoverJoints.contains($0.key) } ?? true)
                commaBefore = token == .comma
                let afterJoiner = joinedBefore
                joinedBefore = token == .joined
                defer { clause = [] }
                while let first = clause.first, MealSentence.leftoverJoints.contains(first.key) { clause.removeFirst() }
                while let last = clause.last, ["and", "or", "with", "&", "-"].contains(last.key) { clause.removeLast() }
                if pieces.isEmpty, let opener = MealSentence.openers.match(clause, at: 0), opener.count < clause.count {
                    clause.removeFirst(opener.count)
                }
                guard clause.contains(where: { $0.key.contains(where: \.isLetter) || $0.key.first?.isNumber == true })
                else { continue }
                let typed = clause.map(\.typed).joined(separator: " ")
                // "…, specifically a can of Red Bull": this food, the one before saying more of it.
                if let restating = MealSentence.restating.match(clause, at: 0), let previous = pieces.popLast() {
                    let piece = MealSentence.piece(Array(clause.dropFirst(restating.count)))
                    pieces.append(
                        Piece(
                            text: previous.text + ", " + typed, food: piece.food, amount: piece.amount,
                            qualifiers: [previous.qualifiers, previous.food].compactMap { $0 }.joined(separator: " ")))
                    continue
                }
                // "…, which is 12 fl oz", "…, weighing 155 grams", "…, and it weighs 165 grams": the amount of the food
                // before.
                let said = ["it", "they"].contains(clause.first?.key ?? "") ? Array(clause.dropFirst()) : clause
                if MealSentence.describing.match(clause, at: 0) != nil || MealSentence.asides.match(said, at: 0) != nil,
                    let previous = pieces.last, previous.amount == nil,
                    case let amount = MealSentence.piece([Token(typed: "food", key: "food")] + said),
                    let stated = amount.amount,
                    amount.food == "food"
                {
                    pieces[pieces.count - 1] = Piece(
                        text: previous.text + ", " + typed, food: previous.food, amount: stated,
                        qualifiers: previous.qualifiers)
                    continue
                }
                // "salted pistachios, about a cup": the amount of the food before.
                if let previous = pieces.last, previous.amount == nil, case let said = SaidFood(typed),
                    said.saysMeasure, said.words.isEmpty
                {
                    pieces[pieces.count - 1] = Piece(
                        text: previous.text + ", " + typed, food: previous.food, amount: typed,
                        qualifiers: previous.qualifiers)
                    continue
                }
                // "a cup of diced, cooked beef steak", "an ounce of salted, roasted peanuts": the
                // comma was between two words said of one food.
                if let previous = pieces.last, previous.amount == nil, previous.qualifiers == nil,
                    case let said = SaidFood(
                        String(
                            previous.food[
                                (MealText.joints(in: previous.food).last?.upperBound ?? previous.food.startIndex)...])),
                    !said.words.isEmpty, said.saysAmount,
                    said.typedWords.allSatisfy({ MealSentence.isDone($0) || EatenFoodResolver.optional.contains($0) }),
                    !MealSentence.measures(clause)
                {
                    pieces[pieces.count - 1] = MealSentence.piece(
                        MealSentence.tokens(previous.food).filter { !$0.isBreak } + clause)
                    continue
                }
                // "a whole grain muffin, the Fiber One kind", "a can of Glucerna, the sugar-free
                // nutritional drink": which of the food before, or it said again.
                if let previous = pieces.last, clause.count > 1, clause.first?.key == "the",
                    !MealSentence.measures(clause.dropFirst())
                {
                    let kind =
                        ["kind", "type", "brand", "variety", "version", "sort"].contains(clause.last?.key ?? "")
                        && clause.count > 2
                    pieces[pieces.count - 1] = previous.described(
                        by: clause.dropFirst().dropLast(kind ? 1 : 0).map(\.typed).joined(separator: " "), as: typed)
                    continue
                }
                // "…, grilled and sauced", "…, unsalted": how the food before was made.
                if let previous = pieces.last,
                    clause.allSatisfy({
                        MealSentence.isDone($0.key) || ["and", "or", "it", "them", "too"].contains($0.key)
                    })
                {
                    pieces[pieces.count - 1] = previous.described(by: typed, as: typed)
                    continue
                }
                // "…, no dairy", "…, and it's a yeast type": more said of the food before.
                if let describing = MealSentence.describing.match(clause, at: 0), let previous = pieces.last,
                    !MealSentence.measures(clause.dropFirst(describing.count))
                {
                    let words = clause.dropFirst(
                        ["no", "without", "not", "minus"].contains(describing.joined(separator: " "))
                            ? 0 : describing.count)
                    pieces[pieces.count - 1] = previous.described(
                        by: words.map(\.typed).joined(separator: " "), as: typed)
                    listing = Self.listingVerbs.contains(describing.last!)
                    continue
                }
                // "a croissant sandwich that has sausage, egg, and cheese": the rest of that list,
                // no amount said, not even "a".
                if listed, let previous = pieces.last, case let said = SaidFood(typed), !said.saysAmount,
                    !said.isArticle
                {
                    pieces[pieces.count - 1] = previous.described(by: typed, as: typed)
                    listing = true
                    continue
                }
                var piece = MealSentence.piece(clause)
                piece.afterComma = afterComma
                piece.afterJoiner = afterJoiner
                pieces.append(piece)
                listing = zip(clause, clause.dropFirst()).contains {
                    MealSentence.describingMarkers.contains($0.key) && Self.listingVerbs.contains($1.key)
                }
            }
            return pieces
        }
    }

    /// One clause as a piece: an amount said after the food's words ("…soup that weighs 248
    /// grams", "…water at 507 g", "…, which is 16.9 fl oz") taken out as its amount.
    static func piece(_ clause: [Token]) -> Piece {
        let text = clause.map(\.typed).joined(separator: " ")
        let clause = weighedApart(clause)
        // The last number with a unit after it, with at least one word of food before it.
        for index in clause.indices.reversed() where index > 0 {
            let key = clause[index].key
            guard leadingNumber(key) != nil else { continue }
            guard let end = weightOrVolumeEnd(in: clause, at: index) else { break }
            // What comes after the amount must say nothing of the food ("of water" would make it
            // the amount before), or say where it was or what it was on ("a cheeseburger 135 grams
            // on a wheat bun", "a pizza 124 g from a restaurant"): those words stay the food's.
            let after = end < clause.count ? Array(clause[end...]) : []
            let saysNothing = after.allSatisfy {
                trailers.contains($0.key) || ["each", "total", "in", "all"].contains($0.key)
            }
            let saysWhere =
                after.count > 1 && ["on", "from", "in", "without", "at"].contains(after[0].key)
                && !after.contains { ["and", "with", "plus", "&"].contains($0.key) } && !measures(after.dropFirst())
            guard saysNothing || saysWhere else { break }
            var first = index
            while first > 0, let aside = asidePhrase(ending: first, in: clause) { first -= aside }
            let food = clause[..<first] + (saysNothing ? [] : after)
            guard food.contains(where: { $0.key.contains(where: \.isLetter) && !amountWords.contains($0.key) }) else {
                break
            }
            let amount = clause[index..<min(end, clause.count)].map(\.typed).joined(separator: " ")
            return relative(Array(food), text: text, amount: amount)
        }
        // "a lollipop that weighs half an ounce": an amount in words after an aside.
        for index in clause.indices.reversed() where index > 0 {
            guard let aside = asides.match(clause, at: index), aside != ["at"], index + aside.count < clause.count
            else { continue }
            let amount = clause[(index + aside.count)...].map(\.typed).joined(separator: " ")
            let said = SaidFood(amount)
            guard said.words.isEmpty, said.grams != nil || said.milliliters != nil || said.packageGrams != nil else {
                break
            }
            return relative(Array(clause[..<index]), text: text, amount: amount)
        }
        return relative(counted(clause), text: text, amount: nil)
    }

    /// "pepperoni pizza 2 slices", "pancakes 3": a count said after the food, with nothing
    /// after it, is its amount, said first ("2 slices of pepperoni pizza").
    static func counted(_ clause: [Token]) -> [Token] {
        // Of the last food said in the clause ("a pint of beer and pepperoni pizza 2 slices").
        let start = clause.lastIndex { ["and", "with", "&", "plus"].contains($0.key) }.map { $0 + 1 } ?? 0
        for length in 1...3 where start + length < clause.count {
            let (food, tail) = (clause[start...].dropLast(length), clause.suffix(length))
            guard let first = tail.first?.key, isNumber(first), let last = food.last?.key,
                last.first?.isLetter == true, !runOnStops.contains(last), !opensAmount(last)
            else { continue }
            let amount = SaidFood(tail.map(\.typed).joined(separator: " "))
            let said = SaidFood(food.map(\.typed).joined(separator: " "))
            // "2 slices" alone is no food: its words are its serving's.
            let serving = amount.serving != nil || !amount.words.isEmpty
            guard amount.words.allSatisfy({ SaidFood.servingNouns[$0] != nil }), amount.count != nil,
                amount.grams == nil, amount.milliliters == nil, !said.words.isEmpty, !said.saysMeasure || said.isArticle
            else { continue }
            let thing = food.drop { ["a", "an"].contains($0.key) }
            return clause[..<start] + Array(tail) + (serving ? [Token(typed: "of", key: "of")] : []) + thing
        }
        return clause
    }

    /// A part of a piece's words as one food ("a raw apple weighing 200 grams" of "… and a cup
    /// of tea at 240 grams"): an amount said after its words taken out, as of a whole piece.
    static func part(_ text: String) -> Piece {
        piece(tokens(text).filter { !$0.isBreak })
    }

    /// "a cheeseburger made with a small patty", "pinto beans prepared from dried beans", "a
    /// chicken breast with the skin on": words after a participle (or "with the") say how the
    /// food is made, not another food, unless an amount starts one ("topped with a tablespoon
    /// of ketchup" is ketchup too: cut there, by ``MealText``'s own "with").
    private static func participle(_ clause: [Token]) -> (food: [Token], qualifiers: [Token])? {
        for index in clause.indices.dropFirst() where index + 1 < clause.count {
            let marker = clause[index].key
            let next = clause[index + 1].key
            let opens =
                participles.contains(marker)
                && ["with", "in", "from", "on", "of", "by", "using", "into"].contains(next)
                || marker == "with" && ["the", "its", "no", "extra"].contains(next)
            guard opens else { continue }
            let rest = clause[(index + 1)...].drop {
                ["with", "in", "from", "on", "of", "by", "using", "into", "the", "its"].contains($0.key)
            }
            // A measured amount after the marker is another food ("topped with a tablespoon of
            // ketchup"): left for MealText to cut at "with"; "made with a small patty" is not.
            if measures(rest) {
                if ["made", "prepared"].contains(marker) {
                    // "a sandwich made with 112 grams of peanut butter and jelly on white bread" is
                    // the sandwich, weighed; "a shake made with 26 grams of powder and 244 grams of
                    // almond milk" is what it was made of, each weighed.
                    let measured = rest.split { ["and", "plus"].contains($0.key) || $0.isBreak }.count(where: measures)
                    if measured == 1, SaidFood(rest.map(\.typed).joined(separator: " ")).grams != nil {
                        return (Array(clause[..<index]), Array(rest))
                    }
                    if measured > 1 { return (Array(rest), []) }
                }
                // "Spread" and "mixed", a food's words too, go (a bagel "spread with 14 grams of
                // butter" is no sandwich spread); the other markers are no food's words.
                return ["spread", "mixed"].contains(marker)
                    ? (clause.enumerated().filter { $0.offset != index }.map(\.element), []) : nil
            }
            return (Array(clause[..<index]), Array(rest))
        }
        return nil
    }

    /// "7 grams of butter on 25 grams of toast", "a 57-gram hot dog in a 28-gram roll": what a
    /// weighed food is on or in, weighed too, is another food, joined "with" for MealText to cut
    /// there. A weight after ("a cheeseburger on a white bun weighing 165 grams") is the whole's,
    /// and a package ("in a 12 oz can") no food. So is what a counted food is on, counted too
    /// ("2 poached eggs on a slice of rye toast"), where "2 eggs on toast" stays one reading.
    static func weighedApart(_ clause: [Token]) -> [Token] {
        /// A food said, not a package alone ("in a 12 oz can").
        func food(_ tokens: ArraySlice<Token>) -> SaidFood? {
            let said = SaidFood(tokens.map(\.typed).joined(separator: " "))
            return said.words.contains { !EatenFoodResolver.packages.contains($0) } ? said : nil
        }
        func apart(at: Int) -> Bool {
            let (before, after) = (clause[..<at], clause[(at + 1)...])
            guard let one = food(before), let other = food(after) else { return false }
            if [one, other].allSatisfy({ ($0.grams ?? $0.packageGrams) != nil }) { return true }
            // Counted: an amount each, no weight, and no other food joined on either side.
            return ["on", "onto"].contains(clause[at].key)
                && [one, other].allSatisfy { $0.saysMeasure && $0.grams == nil }
                && !(before + after).contains { ["and", "&", "with", "plus"].contains($0.key) }
        }
        guard
            let at = clause.indices.dropFirst().first(where: { at in
                ["on", "in", "into", "onto", "inside"].contains(clause[at].key) && at + 1 < clause.count
                    && !clause[..<at].contains { $0.key == "with" } && apart(at: at)
            })
        else { return clause }
        var apart = clause
        apart[at] = Token(typed: "with", key: "with")
        return apart
    }

    /// Whether words say a measured amount of something (a serving, a weight, a volume, a
    /// number): another food's, not more said of one ("it's a yeast type" says none).
    static func measures(_ words: some Collection<Token>) -> Bool {
        SaidFood(words.map(\.typed).joined(separator: " ")).saysMeasure
    }

    /// "a cup of almond milk that's unsweetened", "a potato that has the peel eaten": what
    /// follows "that" or "which" (and its verb) says more of the food, not another one.
    private static func relative(_ clause: [Token], text: String, amount: String?) -> Piece {
        if let (food, qualifiers) = participle(clause) {
            let more = relative(food, text: text, amount: amount)
            let words = [more.qualifiers, qualifiers.isEmpty ? nil : qualifiers.map(\.typed).joined(separator: " ")]
                .compactMap { $0 }
            return Piece(
                text: text, food: more.food, amount: amount,
                qualifiers: words.isEmpty ? nil : words.joined(separator: " "))
        }
        guard
            let marker = clause.indices.dropFirst().first(where: {
                describing.match(clause, at: $0) != nil && describingMarkers.contains(clause[$0].key)
            }),
            let phrase = describing.match(clause, at: marker)
        else {
            return Piece(text: text, food: clause.map(\.typed).joined(separator: " "), amount: amount)
        }
        let rest = clause[(marker + phrase.count)...].map(\.typed).joined(separator: " ")
        return Piece(
            text: text, food: clause[..<marker].map(\.typed).joined(separator: " "), amount: amount,
            qualifiers: rest.isEmpty ? nil : rest)
    }

    /// The length of an aside phrase ("that weighs", "at") that ends just before `end`.
    private static func asidePhrase(ending end: Int, in clause: [Token]) -> Int? {
        for length in stride(from: 3, through: 1, by: -1) where end - length >= 0 {
            if asides.match(clause, at: end - length)?.count == length { return length }
        }
        return nil
    }

    /// Where a weight or volume said at `index` ends ("135 grams", "12 fl oz", "25-gram",
    /// "150g"), if one is said there: a number, then a unit, in its word or the next.
    static func weightOrVolumeEnd(in clause: [Token], at index: Int) -> Int? {
        let key = clause[index].key
        guard let number = leadingNumber(key) else { return nil }
        let joined = number.count < key.count
        let unitWords =
            joined
            ? [String(key.dropFirst(number.count)).trimmingPrefix("-").description]
                + clause[(index + 1)...].prefix(1).map(\.key) : clause[(index + 1)...].prefix(2).map(\.key)
        guard let unit = unitWords.first, !unit.isEmpty, isUnit(unit, next: unitWords.dropFirst().first) else {
            return nil
        }
        let unitLength =
            unit == "fl" || (unit.hasPrefix("fl") && unitWords.dropFirst().first.map(isOunce) == true) ? 2 : 1
        return joined ? index + unitLength : index + 1 + unitLength
    }

    private static func leadingNumber(_ key: String) -> Substring? {
        let number = key.prefix { $0.isNumber || $0 == "." || $0 == "/" }
        return number.first?.isNumber == true ? number : nil
    }

    private static func isOunce(_ word: String) -> Bool { ["oz", "ounce", "ounces", "oz."].contains(word) }

    /// A weight or volume unit ("g", "grams", "oz", "fl oz", "ml", "cups").
    static func isUnit(_ word: String, next: String?) -> Bool {
        if word == "fl" || word == "fl." { return next.map(isOunce) ?? false }
        let singular = FoodText.singular(word)
        return IngredientMeasure.massUnits[singular] != nil || IngredientMeasure.volumeUnits[singular] != nil
            || IngredientMeasure.massUnits[word] != nil || IngredientMeasure.volumeUnits[word] != nil
    }
}
