/// One food of a meal as a person says it: how many, what size, which serving, which food.
/// "2 slices of whole wheat toast" is 2 × slice of [whole, wheat, bread, toasted]; "a medium
/// latte" is one medium [latte]; "150g baked salmon" is 150 g of [baked, salmon]; "pad thai"
/// says no amount at all, so the usual one is meant.
public struct SaidFood: Hashable, Sendable {
    /// What was said, as typed.
    public private(set) var text: String
    /// How many: "2 tacos" 2, "half a cup" 0.5; nil when no amount was said ("pad thai").
    public internal(set) var count: Double?
    /// One said with an article ("a bagel") rather than a number: the usual one is meant.
    public internal(set) var isArticle = false
    /// A weight said ("150 g", "an ounce"), in grams: it is weighed, not guessed.
    public internal(set) var grams: Double?
    /// The energy said of it ("a 100 calorie pack"), in kcal: what was eaten, in the food's own energy.
    public internal(set) var calories: Double?
    /// A kitchen volume said ("2 tablespoons", "a cup"), in millilitres.
    public internal(set) var milliliters: Double?
    /// "a whole pizza": the whole of it, not a serving.
    public internal(set) var isWhole = false
    /// The serving word said: a volume's name ("cup", "tablespoon") or a serving noun ("bowl", "slice", "order").
    public internal(set) var serving: String?
    /// "small", "medium", "large", "regular", "kids", "extra large".
    public internal(set) var size: String?
    /// The size word as typed ("big"), when it stands right before the food's words.
    public internal(set) var sizeWord: String?
    /// A size said among the food's words ("a raw medium apple"): kept as a word a name may
    /// have ("medium crust"), never one it must.
    public internal(set) var sizeAmongWords: String?
    /// The food's words as typed, before ``everyday(_:)`` puts them as FNDDS writes them.
    var typedWords: [String] = []
    /// A package's stated size ("a 20 oz bottle"), in millilitres or grams.
    public internal(set) var packageMilliliters: Double?
    public internal(set) var packageGrams: Double?
    /// The words that name the food, with everyday words put as FNDDS writes them ("toast" → bread, toasted).
    public internal(set) var words: [String] = []

    /// The words with the thing itself last: said "with", what comes after it goes first
    /// ("coffee with milk": milk, coffee; "a meatball with tomato sauce" is a meatball).
    var wordsThingLast: [String] {
        words.firstIndex(of: "with").map { with in Array(words[(with + 1)...] + words[..<with]) } ?? words
    }

    /// The thing itself: the last of ``wordsThingLast``.
    var thing: String? { wordsThingLast.last }

    public init(_ text: String) {
        self.text = text
        var tokens = Self.tokens(text)
        read(&tokens)
        properNames = Self.properNames(in: text)
    }

    /// Words typed with a capital among words typed without ("a Progresso can of soup", "a Jimmy
    /// Dean croissant sandwich"): a maker's or a shop's name, which no food may be named by.
    public internal(set) var properNames: Set<String> = []

    static func properNames(in text: String) -> Set<String> {
        // Most words are typed without capitals past the first: nothing to split then.
        guard text.unicodeScalars.dropFirst().contains(where: { $0.properties.isUppercase }) else { return [] }
        let typed = text.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
        let capitalized = typed.dropFirst().filter { $0.first?.isUppercase == true }
        // Words typed in title case or capitals say nothing by their capitals.
        guard !capitalized.isEmpty, capitalized.count * 2 <= typed.count - 1 else { return [] }
        return Set(capitalized.flatMap { FoodText.words(String($0)) })
    }

    /// A food with its amount said after it ("a bowl of lentil soup", "248 grams"): the amount
    /// is what was eaten. A volume of a food said in a package ("a bottle of water", "16.9 fl
    /// oz") is the package's size.
    public init(_ text: String, amount: String?, qualifiers: String? = nil) {
        self.init(text)
        if let qualifiers {
            // Said of the food after its name: they choose among foods, before the thing itself.
            var said = Self.tokens(qualifiers)[...]
            // "a tuna noodle casserole that weighs 224 grams and is made with cream sauce"
            if amount == nil, grams == nil, packageGrams == nil, packageMilliliters == nil { readWeightAmong(&said) }
            let more = said.filter { !Self.fillers.contains($0) && !Self.qualifierFillers.contains($0) }
            typedWords = more + typedWords
            words = Self.everyday(typedWords)
        }
        guard let amount else { return }
        let stated = SaidFood(amount)
        self.text = "\(text), \(amount)"
        if let grams = stated.grams {
            self.grams = grams
        } else if count == nil, stated.serving == nil, stated.words.isEmpty, let number = stated.count {
            // "made chicken fajitas, i had 2": how many.
            count = number
        } else if let milliliters = stated.milliliters {
            if serving.map(EatenFoodResolver.packages.contains) == true || serving == "glass" || serving == "mug" {
                packageMilliliters = milliliters
            } else {
                (count, isArticle, serving, self.milliliters) = (stated.count, false, stated.serving, milliliters)
            }
        }
    }

    /// Whether the thing itself was said in the plural ("a pack of Reese's cups"): a package of
    /// them holds several.
    var saysSeveral: Bool {
        guard let thing else { return false }
        return text.lowercased().split { !$0.isLetter }.contains {
            $0 != thing && FoodText.singular(String($0)) == thing
        }
    }

    /// Whether anything says how much (a number, an article, a weight, a volume or a serving).
    public var saysAmount: Bool {
        count != nil || grams != nil || milliliters != nil || serving != nil || calories != nil
    }

    /// Whether it says a measured amount (a serving, a weight, a volume, a package, a number):
    /// more than an article or a size ("a medium patty" says none).
    public var saysMeasure: Bool {
        serving != nil || grams != nil || milliliters != nil || packageGrams != nil || packageMilliliters != nil
            || calories != nil || (count != nil && !isArticle)
    }

    // MARK: Reading

    private mutating func read(_ tokens: inout ArraySlice<String>) {
        // "just one empanada", "my medium taco", "about 2 cups": the amount after the hedge.
        while let first = tokens.first, tokens.count > 1, Self.hedges.contains(first) { tokens = tokens.dropFirst() }
        // "popeyes 3pc tenders": a shop named first, then the amount.
        if let shop = BrandWords.name(in: tokens, at: 0), shop.means == nil, tokens.count > shop.length {
            placeWords = Array(tokens.prefix(shop.length))
            tokens = tokens.dropFirst(shop.length)
        }
        Self.readVague(&tokens)
        // "choc chip cookies x2": the count said after.
        if tokens.count > 2, tokens[tokens.endIndex - 2] == "x", let times = tokens.last.flatMap(Self.number),
            times >= 1
        {
            count = times
            tokens = tokens.dropLast(2)
        }
        // "corn on the cob": an ear of corn.
        if let on = tokens.firstRange(of: ["on", "the", "cob"]) ?? tokens.firstRange(of: ["on", "cob"]) {
            tokens.removeSubrange(on)
            serving = "ear"
        }
        readCount(&tokens)
        // "12 oz can of dr pepper": a number and a unit before a package is the package's size, one of it.
        if let number = count, !isArticle, let unit = tokens.first,
            Self.volume(unit, next: tokens.dropFirst().first) != nil || IngredientMeasure.massUnits[unit] != nil,
            let package = tokens.dropFirst(unit == "fl" || unit == "fluid" ? 2 : 1).first,
            Self.servingNouns[package].map(EatenFoodResolver.packages.contains) == true || package == "glass"
        {
            (count, isArticle) = (1, true)
            tokens = [String(number)] + tokens
        }
        // "a 100 calorie pack of almonds": the energy said, which the food's own weighs.
        if let number = tokens.first.flatMap(Self.number), number > 0, tokens.count > 2,
            ["cal", "calorie", "calory", "kcal"].contains(tokens[tokens.startIndex + 1])
        {
            calories = number * (count ?? 1)
            tokens = tokens.dropFirst(2)
        }
        // "a nice big mango": after the article too.
        while let first = tokens.first, tokens.count > 1, Self.hedges.contains(first), count != nil {
            tokens = tokens.dropFirst()
        }
        readStatedSize(&tokens)
        // "150 g", "8 oz", "2 tablespoons", "a cup", "1 fl oz"
        if let unit = tokens.first, packageGrams == nil, packageMilliliters == nil {
            let quantity = count ?? 1
            if let perUnit = IngredientMeasure.massUnits[unit], unit != "mg" {
                grams = quantity * perUnit
                tokens = tokens.dropFirst()
            } else if let ml = Self.volume(unit, next: tokens.dropFirst().first) {
                milliliters = quantity * ml
                serving = Self.volumeNames[unit] ?? unit
                tokens = tokens.dropFirst(unit == "fl" || unit == "fluid" ? 2 : 1)
            }
        }
        // "a whole pizza", but not "whole wheat toast" or "whole milk".
        if tokens.first == "whole", let next = tokens.dropFirst().first,
            !["wheat", "grain", "milk", "food", "egg"].contains(next)
        {
            isWhole = true
            tokens = tokens.dropFirst()
        }
        readSize(&tokens)
        // "a small 2 fl oz cup of espresso": the stated size after the size word.
        if size != nil, grams == nil, milliliters == nil { readStatedSize(&tokens) }
        skipServingWords(&tokens)
        if serving == nil, grams == nil {
            // "juice box" before "box": the longest serving noun said; "an 8 fl oz cup of…".
            if tokens.count > 2, let noun = Self.servingNouns[tokens.prefix(2).joined(separator: " ")] {
                serving = noun
                tokens = tokens.dropFirst(2)
            } else if let first = tokens.first,
                let noun = Self.servingNouns[first] ?? (packageMilliliters != nil && first == "cup" ? "cup" : nil),
                tokens.count > 1
            {
                serving = noun
                tokens = tokens.dropFirst()
            } else if let first = tokens.first, packageMilliliters == nil, tokens.count > 1,
                let ml = Self.volume(first, next: tokens.dropFirst().first),
                IngredientMeasure.volumeUnits[first] != nil
            {
                // "a small cup of tea": the volume after its size.
                milliliters = (count ?? 1) * ml
                serving = Self.volumeNames[first] ?? first
                tokens = tokens.dropFirst()
            }
            readSize(&tokens)
            skipServingWords(&tokens)
            if serving != nil { readMeasureAfterServing(&tokens) }
        }
        // "a Capri Sun pouch of juice drink": a serving noun after the food's first words.
        if serving == nil, grams == nil, let of = tokens.firstIndex(of: "of"), of > tokens.startIndex,
            let noun = Self.servingNouns[tokens[of - 1]], tokens.index(after: of) < tokens.endIndex
        {
            serving = noun
            tokens = tokens[..<(of - 1)] + tokens[tokens.index(after: of)...]
        }
        // "a cola from a can", "orange juice in an 8 fl oz bottle": the package it came in.
        if serving == nil, grams == nil, let at = tokens.lastIndex(where: { $0 == "in" || $0 == "from" }),
            at > tokens.startIndex,
            at + 1 < tokens.endIndex, ["a", "an"].contains(tokens[at + 1])
        {
            // After the article: the noun, or a stated size and the noun ("8 fl oz bottle").
            let rest = tokens[(at + 2)...]
            if let noun = rest.last, Self.trailingNouns.contains(noun),
                rest.count == 1 || rest.count <= 4 && rest.first.flatMap(Self.number) != nil
            {
                let size = rest.dropLast()
                if let number = size.first.flatMap(Self.number), let unit = size.dropFirst().first {
                    if let ml = Self.volume(unit, next: size.dropFirst(2).first) {
                        packageMilliliters = number * ml
                    } else if let perUnit = IngredientMeasure.massUnits[unit] {
                        packageGrams = number * perUnit
                    }
                }
                serving = Self.servingNouns[noun]
                tokens = tokens[..<at]
            }
        }
        // "a diet cola can", "a pork sausage patty": a serving noun after the food's words is its
        // portion; one that foods are also named by ("Beef, ground, patty") stays a word, but
        // not the last one: the thing is the sausage.
        if serving == nil, grams == nil, tokens.count > 1, let last = tokens.last, Self.trailingNouns.contains(last),
            !Self.fillers.contains(tokens[tokens.endIndex - 2])
        {
            serving = Self.servingNouns[last]
            tokens = last == "patty" ? [last] + tokens.dropLast() : tokens.dropLast()
        }
        if grams == nil, packageGrams == nil, packageMilliliters == nil { readWeightAmong(&tokens) }
        // "a frozen personal size pizza": a size said among the food's words.
        var kept: [String] = []
        var position = tokens.startIndex
        while position < tokens.endIndex {
            let word = tokens[position]
            let next = position + 1 < tokens.endIndex ? tokens[position + 1] : ""
            if ["size", "sized"].contains(next),
                Self.namedSizes[word] ?? Self.sizes[word] != nil || ["personal", "individual", "single"].contains(word)
            {
                if size == nil { size = Self.namedSizes[word] ?? Self.sizes[word] }
                position += 2
            } else if size == nil, let said = Self.sizes[word], ["small", "medium", "large"].contains(word),
                !next.isEmpty
            {
                // "a raw medium apple", "a medium crust pizza": the size, and a word a name may have.
                (size, sizeAmongWords) = (said, word)
                kept.append(word)
                position += 1
            } else {
                kept.append(word)
                position += 1
            }
        }
        let (place, food) = Self.place(kept)
        // A shop or maker named before the food ("a bojangles chicken biscuit") is where it came from too.
        let (shops, eaten) = BrandWords.shops(in: food)
        placeWords += place + shops
        typedWords = Self.thingLast(eaten).filter { !Self.fillers.contains($0) }
        words = Self.everyday(typedWords)
    }

    /// Where it came from, said last ("a blueberry muffin from dunkin", "a shake at mcdonalds"):
    /// a shop, not the thing. A few words, none a number; "pizza from school" keeps "school",
    /// which names hold, and "made from whole fruits" is how it was made.
    static func place(_ words: [String]) -> (place: [String], food: [String]) {
        guard let at = words.indices.dropFirst().last(where: { ["from", "at"].contains(words[$0]) }),
            words[at - 1] != "made"
        else { return ([], words) }
        let place = words[(at + 1)...].filter { !fillers.contains($0) }
        guard (1...3).contains(place.count),
            !place.contains(where: { number($0) != nil || servingNouns[$0] != nil || madeFrom.contains($0) })
        else { return ([], words) }
        return (place, Array(words[..<at]))
    }

    /// What FNDDS says a food is from, which is how it was made, not a shop ("from school lunch",
    /// "from fast food", "from frozen").
    static let madeFrom: Set<String> = [
        "school", "fast", "restaurant", "home", "homemade", "scratch", "recipe", "frozen", "canned", "fresh",
        "dried", "dry", "raw", "mix", "concentrate", "powder", "kid", "kids", "baby", "bakery", "deli",
        "cafeteria",
    ]

    /// The words of where it came from (``place(_:)``), not among ``words``: a name may hold
    /// them ("SUBWAY, turkey breast sub"), none must.
    public internal(set) var placeWords: [String] = []

    /// Said beside a chain's food ("a big mac and a large fry"): from fast food, as a name may say.
    var besideFastFood = false

    /// The thing said last, as a description has it: "a frankfurter on a white bun" is a
    /// frankfurter, so the bun goes before it ("white bun frankfurter"); "pineapple in syrup" is pineapple.
    static func thingLast(_ words: [String]) -> [String] {
        // "a chicken thigh without the skin": what it is without goes before the thing too.
        if let without = words.indices.dropFirst().first(where: { ["without", "minus"].contains(words[$0]) }) {
            let end = words[without...].firstIndex(of: "with") ?? words.endIndex
            return thingLast(Array(words[without..<end] + words[..<without] + words[end...]))
        }
        // "cauliflower roasted in olive oil", "eggs fried in butter": cooked with the fat.
        if let at = words.indices.dropFirst().first(where: { words[$0] == "in" }),
            words[(at + 1)...].prefix(2).contains(where: fats.contains)
        {
            var words = words
            words[at] = "with"
            return thingLast(words)
        }
        guard let on = words.indices.dropFirst().first(where: { ["on", "in"].contains(words[$0]) }) else {
            return words
        }
        let with = words[on...].firstIndex(of: "with") ?? words.endIndex
        guard words[(on + 1)..<with].contains(where: { !fillers.contains($0) }) else { return words }
        return Array(words[(on + 1)..<with] + words[..<on] + words[with...])
    }

    /// Words that say a serving is one person's, or its size, before the serving noun ("a small
    /// single serving bag", "an individual container", "a fun size bar", "a snack-sized bag").
    /// A size said that way ("a fun size Kit Kat", "a bite-size cookie") is the size read.
    private mutating func skipServingWords(_ tokens: inout ArraySlice<String>) {
        while let first = tokens.first, tokens.count > 1 {
            let next = tokens.dropFirst().first ?? ""
            if ["single", "individual", "personal"].contains(first),
                next == "serving" || next == "size" || next == "sized" || next == "serve"
            {
                tokens = tokens.dropFirst(2)
            } else if [
                "snack", "fun", "personal", "king", "regular", "family", "party", "bite", "travel", "sharing", "share",
            ].contains(first),
                ["size", "sized"].contains(next)
            {
                if size == nil { size = Self.namedSizes[first] }
                tokens = tokens.dropFirst(2)
            } else if ["single", "individual"].contains(first) {
                // "a single pomegranate": one, said so; not the usual amount.
                if first == "single", count == 1 { isArticle = false }
                tokens = tokens.dropFirst()
            } else {
                return
            }
        }
    }

    /// "a cup of 248 grams of instant coffee", "a refreshing 360g iced tea", "a casserole that
    /// weighs 224 grams": one weight said among the food's words is what was eaten, whatever
    /// serving was said before it. Pounds are left: "a 1/4 lb burger" weighs the patty raw.
    private mutating func readWeightAmong(_ tokens: inout ArraySlice<String>) {
        let found = tokens.indices.dropLast().filter { at in
            Self.number(tokens[at]) != nil && IngredientMeasure.massUnits[tokens[at + 1]] != nil
                && !["mg", "lb", "lbs", "pound"].contains(tokens[at + 1])
        }
        guard found.count == 1, let at = found.first, let number = Self.number(tokens[at]), number > 0 else { return }
        var end = at + 2
        if end < tokens.endIndex, tokens[end] == "of" { end += 1 }
        var start = at
        while start > tokens.startIndex, Self.weighingWords.contains(tokens[start - 1]) { start -= 1 }
        // Before the food's words, or after a verb that weighs: "raisins (105 grams) topped" of
        // "a bagel with raisins (105 grams)" may weigh the bagel.
        guard
            tokens[end...].contains(where: { !Self.fillers.contains($0) })
                || tokens[start..<at].contains(where: { $0.hasPrefix("weigh") })
        else { return }
        grams = number * IngredientMeasure.massUnits[tokens[at + 1]]!
        (serving, milliliters) = (nil, nil)
        tokens.removeSubrange(start..<end)
    }

    /// Words that lead to a weight said among a food's words ("weighing", "that is", "a smaller").
    static let weighingWords: Set<String> = [
        "weighing", "weighs", "weigh", "weighed", "weight", "that", "which", "is", "at", "about", "smaller", "larger",
        "bigger",
    ]

    /// "a 20 oz bottle of coke", "a 12 oz steak": a package or piece of a stated size.
    private mutating func readStatedSize(_ tokens: inout ArraySlice<String>) {
        guard packageGrams == nil, packageMilliliters == nil, let number = tokens.first.flatMap(Self.number),
            let unit = tokens.dropFirst().first
        else { return }
        let afterUnit = tokens.dropFirst(unit == "fl" || unit == "fluid" ? 3 : 2)
        if let ml = Self.volume(unit, next: tokens.dropFirst(2).first) {
            packageMilliliters = number * ml
            tokens = afterUnit
        } else if let perUnit = IngredientMeasure.massUnits[unit] {
            packageGrams = number * perUnit
            tokens = afterUnit
        }
    }

    /// "a bowl of 41 grams of cereal", "a bottle of 12 fl oz iced tea": the serving's measure
    /// said after it, a weight weighing what was eaten, a volume the serving's size.
    private mutating func readMeasureAfterServing(_ tokens: inout ArraySlice<String>) {
        var rest = tokens
        if rest.first == "of" { rest = rest.dropFirst() }
        guard let number = rest.first.flatMap(Self.number), let unit = rest.dropFirst().first else { return }
        let unitLength = unit == "fl" || unit == "fluid" ? 2 : 1
        var food = rest.dropFirst(1 + unitLength)
        if food.first == "of" { food = food.dropFirst() }
        guard !food.isEmpty else { return }
        if let perUnit = IngredientMeasure.massUnits[unit], unit != "mg" {
            grams = number * perUnit
        } else if let ml = Self.volume(unit, next: rest.dropFirst(2).first) {
            packageMilliliters = number * ml
        } else {
            return
        }
        tokens = food
    }

    /// The same words with the size read as the first word of the food's name ("big mac").
    var withSizeAsName: SaidFood? {
        guard let sizeWord else { return nil }
        var named = self
        named.size = nil
        named.sizeWord = nil
        named.typedWords = [sizeWord] + typedWords
        named.words = Self.everyday(named.typedWords)
        return named
    }

    private mutating func readCount(_ tokens: inout ArraySlice<String>) {
        guard let first = tokens.first else { return }
        if let number = Self.number(first) {
            // "6 inch turkey sub": a length, read as the size; one of it is meant.
            if tokens.dropFirst().first == "inch", tokens.count > 2 {
                (count, isArticle) = (1, true)
                return
            }
            // "2", "1/2", "1 1/2" (a second number that is not a fraction, as in "2 12 oz cans", is a package's size).
            if let next = tokens.dropFirst().first, let fraction = Self.number(next), next.contains("/"), fraction < 1 {
                count = number + fraction
                tokens = tokens.dropFirst(2)
            } else {
                count = number
                tokens = tokens.dropFirst()
            }
            return
        }
        switch first {
        case "a", "an", "one", "another":
            tokens = tokens.dropFirst()
            // "a 10 piece mcnuggets", "a 3 egg omelet": the number counts the pieces or eggs.
            if let number = tokens.first.flatMap(Self.number), number >= 1,
                ["piece", "egg"].contains(tokens.dropFirst().first ?? ""), tokens.count > 2
            {
                count = number
                tokens = tokens.dropFirst()
                return
            }
            switch tokens.first {
            case "couple":
                count = 2
                tokens = tokens.dropFirst()
            // "a quarter cup", "a quarter pound", but a Quarter Pounder.
            case "quarter"
            where tokens.dropFirst().first.map {
                Self.volume($0, next: nil) != nil || IngredientMeasure.massUnits[$0] != nil
            } == true:
                count = 0.25
                tokens = tokens.dropFirst()
            case "few":
                count = 3
                tokens = tokens.dropFirst()
            case "dozen":
                count = 12
                tokens = tokens.dropFirst()
            case "half":
                count = 0.5
                tokens = tokens.dropFirst()
            default:
                count = 1
                isArticle = first != "one" && first != "another"
            }
        case "half":
            count = 0.5
            tokens = tokens.dropFirst()
            if let next = tokens.first, next == "a" || next == "an" { tokens = tokens.dropFirst() }
        case "couple":
            count = 2
            tokens = tokens.dropFirst()
        case "few", "several":
            count = 3
            tokens = tokens.dropFirst()
        case "dozen":
            count = 12
            tokens = tokens.dropFirst()
        case "some": tokens = tokens.dropFirst()
        default:
            if let number = Self.numberWords[first] {
                count = number
                tokens = tokens.dropFirst()
            }
        }
        if tokens.first == "of" { tokens = tokens.dropFirst() }
    }

    private mutating func readSize(_ tokens: inout ArraySlice<String>) {
        guard let first = tokens.first else { return }
        // "a 6 inch sub", "a 12-inch pizza": its size, as portions give it ("6\" submarine").
        if first.first?.isNumber == true, tokens.dropFirst().first == "inch", tokens.count > 2 {
            size = first
            tokens = tokens.dropFirst(2)
            return
        }
        if (first == "extra" || first == "x") && tokens.dropFirst().first == "large" {
            size = "extra large"
            tokens = tokens.dropFirst(2)
        } else if first == "tall", tokens.count > 1, Self.servingNouns[tokens[tokens.startIndex + 1]] != nil {
            // "a tall glass of milk" is a glass; "a tall latte" a size.
            tokens = tokens.dropFirst()
        } else if let cup = Self.cupSizes[first], tokens.count > 1, packageMilliliters == nil {
            // A coffee shop's sizes are its cups: "a grande caramel macchiato" is 16 fl oz of it,
            // whatever the food's own portions are.
            (packageMilliliters, size) = (cup.ounces * 29.5735, cup.size)
            tokens = tokens.dropFirst()
        } else if let named = Self.namedSizes[first], Self.sizes[first] == nil, tokens.count > 1,
            Self.servingNouns[tokens[tokens.startIndex + 1]].map(EatenFoodResolver.packages.contains) == true
        {
            // "a snack bag of Cheetos", "a fun pack of M&Ms": the bag's size, not a snack.
            size = named
            tokens = tokens.dropFirst()
        } else if let word = Self.sizes[first], tokens.count > 1 {
            size = word
            sizeWord = first
            tokens = tokens.dropFirst()
            // "a medium-sized potato"
            if let next = tokens.first, ["size", "sized"].contains(next), tokens.count > 1 {
                tokens = tokens.dropFirst()
            }
        }
    }

    // MARK: Words

    /// Lower-case words and numbers: "150g" → "150", "g"; "½" → "1/2"; "kid's" → "kids"; plurals made singular.
    static func tokens(_ text: String) -> ArraySlice<String> {
        var spaced = ""
        var previous: Character?
        for character in IngredientMeasure.normalise(text.lowercased()) {
            if let previous, (previous.isNumber && character.isLetter) || (previous.isLetter && character.isNumber) {
                spaced.append(" ")
            }
            if character.isNumber || character == "/" || (character == "." && previous?.isNumber == true) {
                spaced.append(character)
            } else if character == "'" || character == "’" {
                // "kid's" → "kids"
            } else if character.isLetter {
                spaced.append(character)
            } else {
                spaced.append(" ")
            }
            previous = character
        }
        var words = spaced.split(separator: " ").flatMap { token -> [String] in
            token.first?.isNumber == true ? [String(token)] : FoodText.words(String(token))
        }
        // "a footlong sub", "a foot long": 12 inches.
        for position in words.indices.reversed() {
            let length =
                words[position] == "footlong"
                ? 1 : words[position] == "foot" && words.dropFirst(position + 1).first == "long" ? 2 : 0
            if length > 0 { words.replaceSubrange(position..<(position + length), with: ["12", "inch"]) }
        }
        return ArraySlice(words)
    }

    static func number(_ token: String) -> Double? {
        let parts = token.split(separator: "/")
        let value: Double
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 {
            value = top / bottom
        } else if parts.count == 1, let plain = Double(token) {
            value = plain
        } else {
            return nil
        }
        // Beyond any meal: "99999999999999999999/1 kg" is no amount, not 10²³ grams.
        return value.isFinite && value >= 0 && value <= 100_000 ? value : nil
    }

    /// Millilitres in one `unit` ("cup", "tbsp", "fl" "oz", "pint": a US pint, 16 fl oz, as FNDDS weighs drinks).
    static func volume(_ unit: String, next: String?) -> Double? {
        if unit == "fl" || unit == "fluid" { return next == "oz" || next == "ounce" ? 29.574 : nil }
        if unit == "pint" || unit == "pt" { return 473.176 }
        guard unit != "c", unit != "t", unit != "mug" else { return nil }
        return IngredientMeasure.volumeUnits[unit]
    }

    /// A volume's name as FNDDS's portions write it.
    static let volumeNames: [String: String] = [
        "tbsp": "tablespoon", "tbs": "tablespoon", "tbl": "tablespoon", "tblsp": "tablespoon", "tbls": "tablespoon",
        "tb": "tablespoon",
        "tsp": "teaspoon", "fl": "fl oz", "fluid": "fl oz", "pt": "pint", "qt": "quart", "milliliter": "ml",
        "millilitre": "ml", "litre": "liter",
        "l": "liter", "ltr": "liter",
    ]

    /// Serving nouns said after a food's words that name its portion, not another food.
    static let trailingNouns: Set<String> = [
        "patty", "link", "can", "bottle", "carton", "pouch", "box", "packet", "fillet", "slice", "rod", "stalk",
        "spear",
    ]

    /// Serving nouns as said → as FNDDS's portions name them.

    static let servingNouns: [String: String] = {
        var nouns: [String: String] = [:]
        for noun in [
            "bowl", "mug", "glass", "plate", "handful", "slice", "piece", "strip", "scoop", "can", "bottle", "bar",
            "bag",
            "box", "carton", "order", "serving", "container", "shot", "packet", "package", "pat", "stick", "square",
            "wedge", "portion", "jar", "tub", "pouch", "juice box", "fillet", "link", "patty", "spoonful", "sheet",
            "drink", "rod", "stalk", "ear", "tube", "sleeve",
            "chunk", "cube", "loaf", "section", "nugget", "spear",
        ] {
            nouns[noun] = noun
        }
        nouns["pack"] = "package"
        nouns["pc"] = "piece"
        nouns["pcs"] = "piece"
        nouns["pkg"] = "package"
        nouns["rasher"] = "slice"
        nouns["tin"] = "can"
        nouns["cupful"] = "cup"
        // "a side of coleslaw": a serving of it.
        nouns["side"] = "serving"
        nouns["helping"] = "serving"
        nouns["school container"] = "container"
        return nouns
    }()

    /// Sizes said as "… size" and the size they are: FNDDS's "1 fun/snack size", "1 large/king
    /// size", "1 miniature/bite size", "1 sharing/movie theater size".
    static let namedSizes: [String: String] = [
        "fun": "fun", "snack": "fun", "king": "king", "bite": "miniature", "sharing": "sharing", "share": "sharing",
        "party": "sharing",
        "family": "sharing", "personal": "personal", "bun": "bun",
    ]

    static let sizes: [String: String] = [
        "small": "small", "medium": "medium", "large": "large", "big": "large", "regular": "regular", "kids": "kids",
        "kid": "kids", "child": "kids", "jumbo": "extra large", "personal": "personal", "mini": "miniature",
        "miniature": "miniature", "king": "king",
    ]

    /// A coffee shop's sizes, in fluid ounces: a tall is 12, a grande 16, a venti 20, as FNDDS's
    /// small, medium and large coffee drinks are.
    /// How eggs are done "over" ("over easy"): fried, never one food served over another.
    static let doneOver: Set<String> = ["easy", "medium", "hard", "well"]

    static let cupSizes: [String: (ounces: Double, size: String)] = [
        "tall": (12, "small"), "grande": (16, "medium"), "venti": (20, "large"),
    ]

    static let numberWords: [String: Double] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12,
        "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
        "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90, "pair": 2,
    ]

    /// "a bit of sour cream", "a little almond butter": some, no amount said; "a little
    /// container" a small one; "a mix of 507 grams of water": the amount after.
    private static func readVague(_ tokens: inout ArraySlice<String>) {
        let words = Array(tokens.prefix(4))
        if words.starts(with: ["a", "little", "bit", "of"]) || words.starts(with: ["a", "bit", "of"]) {
            tokens = ["some"] + tokens.dropFirst(words[1] == "bit" ? 3 : 4)
        } else if words.starts(with: ["a", "little"]), words.count > 2 {
            tokens = (servingNouns[words[2]] != nil ? ["a", "small"] : ["some"]) + tokens.dropFirst(2)
        } else if words.count > 3, words[0] == "a", ["mix", "combination", "total"].contains(words[1]),
            words[2] == "of",
            number(words[3]) != nil || numberWords[words[3]] != nil
        {
            tokens = tokens.dropFirst(3)
        } else if words.count > 3, words[0] == "a", words[1] == "mix", words[2] == "of", tokens.count <= 5,
            !tokens.dropFirst(3).contains(where: EatenFoodResolver.joints.contains),
            tokens.dropFirst(3).contains(where: { !EatenFoodResolver.optional.contains($0) })
        {
            // "a mix of vegetables", "a mix of fresh berries": mixed ones, as the tables name them.
            tokens = ["some", "mixed"] + tokens.dropFirst(3)
        }
    }

    /// Words before an amount that leave it as it is.
    static let hedges: Set<String> = [
        "just", "only", "my", "about", "around", "approximately", "roughly", "maybe", "probably", "like", "nice",
        "generous", "hearty", "good",
        "both",
    ]

    /// Words that say nothing of which food: "of", "my", "some", and hedges ("about").
    static let fillers: Set<String> = [
        "of", "my", "some", "about", "around", "approximately", "roughly", "just", "the", "x", "a", "an", "made",
        "filled", "packed",
        "served", "loaded", "specifically", "kind", "type", "sort", "inside", "it", "its", "this", "that", "topped",
        "covered", "dipped", "mostly",
        "drizzled", "sprinkled", "garnished", "smothered", "wrapped", "tossed", "place", "joint", "called", "combo",
        "refreshing", "delicious", "tasty", "yummy", "in", "on", "from", "at", "to", "for", "by", "into", "those",
        "these",
    ]
    /// Words of what is said after a food that only link it ("that has the peel eaten", "it's been fried").
    static let qualifierFillers: Set<String> = [
        "i", "ive", "im", "we", "myself", "is", "was", "been", "be", "are", "were", "has", "have", "had", "which",
        "one", "there",
    ]

    /// What follows "without", "minus" or "no", as FNDDS says it ("the skin" → skin not eaten,
    /// "any added fat" → no added fat), and how many of the words that takes; else just "no",
    /// the articles after it taken ("without the bun" → no bun).
    static func denial(after rest: ArraySlice<String>) -> (words: [String], length: Int) {
        let articles = rest.prefix { ["any", "the", "its", "a"].contains($0) }.count
        let denied = rest.dropFirst(articles)
        guard let first = denied.first, let said = denials[first] else { return (["no"], articles) }
        // "no extra fat", "without added oil": the fat after the word that said it.
        let fat =
            ["extra", "added"].contains(first) && ["fat", "oil"].contains(denied.dropFirst().first ?? "") ? 1 : 0
        return (said, articles + 1 + fat)
    }

    /// A thing said not to be there, as FNDDS's names say so.
    static let denials: [String: [String]] = [
        "salt": ["unsalted"], "caffeine": ["caffeine", "free"], "meat": ["meatless"], "skin": ["skin", "not", "eaten"],
        "coating": ["coating", "not", "eaten"], "breading": ["coating", "not", "eaten"],
        "extra": ["no", "added", "fat"], "added": ["no", "added", "fat"], "fat": ["no", "added", "fat"],
        "oil": ["no", "added", "fat"],
    ]

    /// Fats a food is cooked in.
    static let fats: Set<String> = ["oil", "butter", "margarine", "lard", "ghee", "shortening"]

    /// How fries are cut, which FNDDS does not tell apart.
    static let fryCuts: Set<String> = ["waffle", "curly", "crinkle", "shoestring", "steak", "wedge", "seasoned"]

    /// Everyday words put as FNDDS writes them. Word for word, so it carries to every food
    /// ("whole wheat toast", "cinnamon toast"), never a list of whole meals.
    static func everyday(_ words: [String]) -> [String] {
        var out: [String] = []
        // Words already put in FNDDS's words by the one before ("the skin" of "without the skin").
        var skip = 0
        // The thing a brand said first means, said last.
        var thing: [String] = []
        for (position, word) in words.enumerated() {
            if skip > 0 {
                skip -= 1
                continue
            }
            let before = position > 0 ? words[position - 1] : nil
            switch word {
            case "toast"
            where !["french", "melba", "shrimp", "zwieback", "anisette", "cinnamon"].contains(before ?? ""):
                out += ["bread", "toasted"]
            case "mac" where before != "big": out.append("macaroni")
            case "donut": out.append("doughnut")
            case "submarine": out.append("sub")
            // Eggs "over easy", "sunny side up": fried.
            case "over" where Self.doneOver.contains(words.dropFirst(position + 1).first ?? ""):
                out.append("fried")
            case "easy" where before == "over", "hard" where before == "over", "well" where before == "over": continue
            case "sunny" where words.dropFirst(position + 1).first == "side": out.append("fried")
            case "side" where before == "sunny": continue
            case "up" where position >= 2 && words[position - 2] == "sunny": continue
            case "j" where before == "pb": out += ["and", "jelly"]
            case "pbj": out += ["peanut", "butter", "and", "jelly"]
            case "choc": out.append("chocolate")
            // "strained banana baby food": FNDDS's "Baby Toddler bananas", the thing the bananas.
            case "food" where before == "baby" && position == words.count - 1: continue
            case "omelette", "omlette", "omlet": out.append("omelet")
            case "caffeinated": out.append("caffeine")
            // "a coconut candy bar": candy, by the bar.
            case "bar" where before == "candy" && position == words.count - 1: continue
            // "milk chocolate", "a piece of chocolate": FNDDS's chocolate candy ("Chocolate milk"
            // is a drink, hot chocolate another).
            case "milk"
            where words.dropFirst(position + 1).first == "chocolate"
                && !["milk", "shake", "drink"].contains(words.dropFirst(position + 2).first ?? ""):
                continue
            case "chocolate" where position == words.count - 1 && before != "hot" && before != "white":
                out += ["chocolate", "candy"]
            case "frankfurter", "wiener", "weiner": out += ["hot", "dog"]
            // "veggies" are vegetables; a "veggie burger" keeps its name.
            case "veggie" where position == words.count - 1 || ["and", "with", "or"].contains(words[position + 1]):
                out.append("vegetable")
            // "a soda", "diet pop"; but "soda bread", "soda crackers" are not drinks.
            case "soda" where position == words.count - 1,
                "pop" where position == words.count - 1 && !["freezer", "ice", "push", "cake"].contains(before ?? ""):
                out += ["soft", "drink"]
            // "ready-to-drink", "ready to serve": how it was sold, not which food.
            case "ready" where ["to", "drink", "serve", "eat"].contains(words.dropFirst(position + 1).first ?? ""):
                continue
            case "to" where before == "ready": continue
            case _
            where ["drink", "serve", "eat"].contains(word)
                && (before == "ready" || before == "to" && position >= 2 && words[position - 2] == "ready"):
                continue
            // "without any added fat", "minus the skin", "unbuttered": what is not there, as FNDDS
            // says it ("no added fat", "skin not eaten", "unsalted", "caffeine free", "meatless").
            case "without", "minus", "no":
                let (said, length) = Self.denial(after: words[(position + 1)...])
                out += said
                skip = length
            case "unbuttered": out += ["no", "butter"]
            case "fruity": out += ["fruit", "flavored"]
            // "black coffee" is coffee as FNDDS has it, with nothing added.
            case "black" where ["coffee", "espresso", "americano"].contains(words.dropFirst(position + 1).first ?? ""):
                continue
            case "skinless": out += ["skin", "not", "eaten"]
            case "removed" where before == "skin", "off" where before == "skin": out += ["not", "eaten"]
            case "oj": out += ["orange", "juice"]
            case "decaf": out.append("decaffeinated")
            case "pb": out += ["peanut", "butter"]
            case "bbq": out.append("barbecue")
            case "hotdog": out += ["hot", "dog"]
            case "icecream": out += ["ice", "cream"]
            case "hard" where words.dropFirst(position + 1).first == "boiled": continue
            case "fries" where before.map(Self.fryCuts.contains) ?? true: out += ["french", "fries"]
            // "waffle fries", "curly fries": FNDDS's french fries, of no cut told.
            case _ where Self.fryCuts.contains(word) && words.dropFirst(position + 1).first == "fries": continue
            // "a large fry" is the order of fries, not something fried.
            case "fry" where before == nil && words.count == 1: out += ["french", "fries"]
            // "hard shell tacos": FNDDS's hard tacos.
            case "shell" where before == "hard" && words.dropFirst(position + 1).contains("taco"): continue
            default:
                // A brand that names a food ("white claw", "a corona"), or a variety the tables do
                // not tell apart ("a honeycrisp apple"): that food, said once; said before the
                // food's other words, the thing ("yoplait strawberry" is a strawberry yogurt).
                if let name = BrandWords.name(in: words, at: position), let means = name.means {
                    let rest = words.dropFirst(position + name.length)
                    if rest.firstRange(of: means) != nil {
                        // "ben & jerry's cookie dough ice cream": said again.
                    } else if rest.contains(means.last!) {
                        out += means.dropLast()
                    } else if rest.isEmpty {
                        out += means
                    } else {
                        thing += means
                    }
                    skip = name.length - 1
                } else {
                    out.append(word)
                }
            }
        }
        return out + thing
    }
}
