/// The eaten reading: what a person means when they say a food they ate. "a turkey
/// sandwich" is FNDDS's turkey sandwich at its usual serving, not a raw turkey; "a cup of
/// white rice" is a cup of cooked rice, not of dry grains; "a medium latte" is the medium
/// latte FNDDS weighs.
///
/// It scores the food search's own candidates (both tables, foods as eaten preferred) and
/// weighs each through its named portions. It never answers confidently when it should not:
/// a weak match, a serving noun no portion fits, close candidates that disagree on energy, or
/// more than one person eats at a sitting make the answer unsure, with the choices weighed.
public struct EatenFoodResolver: Sendable {
    public let index: FoodIndex

    public init(index: FoodIndex) { self.index = index }

    /// The doubt of words no food's name holds any of.
    public static let noMatch = "no food matches it"

    /// How many candidates a doubt offers.
    public static let candidateLimit = 5

    /// A food at an amount: what would be logged.
    public struct Choice: Sendable, Hashable {
        public let food: Food
        public let grams: Double
        /// How many of `portion` (2 slices); nil when there is no portion (weighed, or by a
        /// convention such as a bowl): such a choice is sent back by its grams.
        public let quantity: Double?
        /// The food's portion used ("medium", "cup", "Quantity not specified"), nil when weighed.
        public let portion: String?
        /// How the grams were found, for the person: "1 medium = 480 g", "usual serving, 130 g", "weighed".
        public let working: String

        public var nutrition: Nutrition { food.nutrition(grams: grams) }
        public var nutrients: NutrientAmounts { food.nutrients(grams: grams) }
    }

    /// What one said food resolved to.
    public struct Resolution: Sendable {
        public let said: SaidFood
        /// The best reading, if any food matched and could be weighed.
        public internal(set) var choice: Choice?
        /// The others weighed, best first (up to ``candidateLimit``, the choice not among them).
        public let alternatives: [Choice]
        /// Why the answer is not sure; nil when it is.
        public let doubt: String?
        /// How sure, 0…1: the share of the said words the food's description holds, less for doubts.
        public let confidence: Double

        /// How far ahead the best reading is of the nearest one that would log a different
        /// energy (more than a fifth apart): in score points, large when none is near.
        public internal(set) var margin = Self.clearMargin
        static let clearMargin = 10.0

        /// Left out of the meal by the person's pick.
        public internal(set) var isLeftOut = false

        public var isSure: Bool { choice != nil && doubt == nil }

        /// The choice and the alternatives: what a person picks from.
        public var candidates: [Choice] { (choice.map { [$0] } ?? []) + alternatives }

        /// A person's own pick: sure because they said so.
        public static func chosen(_ choice: Choice, said: SaidFood) -> Resolution {
            Resolution(said: said, choice: choice, alternatives: [], doubt: nil, confidence: 1)
        }

        /// A food the person left out of the meal.
        static func leftOut(_ said: SaidFood) -> Resolution {
            var resolution = Resolution(said: said, choice: nil, alternatives: [], doubt: nil, confidence: 1)
            resolution.isLeftOut = true
            return resolution
        }
    }

    // MARK: Resolving

    public func resolve(_ text: String) -> Resolution { resolve(SaidFood(text)) }

    /// A weighed reading of one candidate: its score with the penalties of its amount.
    private typealias Weighed = (choice: Choice, score: Double, fits: Bool, index: Int, missing: [String])

    public func resolve(_ said: SaidFood) -> Resolution {
        // "a big mac": a size word that begins a food's own name is part of the name.
        if let named = said.withSizeAsName, let found = matching(named.words),
            found.contains(where: { index.segments[$0].first?.prefix(2).contains(named.words[0]) == true })
        {
            return resolve(named)
        }
        guard let (words, ranked, weighed) = weigh(said) else {
            return Resolution(said: said, choice: nil, alternatives: [], doubt: "it names no food", confidence: 0)
        }
        guard let best = weighed.first else {
            let doubt = ranked.isEmpty ? Self.noMatch : "no food that matches it can be weighed as said"
            return Resolution(said: said, choice: nil, alternatives: [], doubt: doubt, confidence: 0)
        }
        var alternatives = Self.distinct(weighed.dropFirst().map(\.choice), besides: best.choice)
        var (doubt, confidence) = self.doubt(best, among: weighed, said: said, words: words)
        // A salad whose usual serving is a side's, said with no amount: as a meal it is more,
        // so how much is asked, the larger amounts offered first.
        if doubt == nil, let meal = Self.asMeal(best.choice, said: said) {
            doubt =
                "\(best.choice.food.name) is \(Nutrition.format(grams: best.choice.grams)) g as a side; eaten as a meal it is two or three times that"
            confidence *= 0.5
            alternatives = meal + alternatives
        }
        var resolution = Resolution(
            said: said, choice: best.choice, alternatives: Array(alternatives.prefix(Self.candidateLimit - 1)),
            doubt: doubt, confidence: max(0, min(1, confidence)))
        let energy = Double(best.choice.nutrition.calories)
        if let rival = weighed.dropFirst().first(where: {
            abs(Double($0.choice.nutrition.calories) - energy) > max(0.2 * energy, 25)
        }) {
            resolution.margin = min(rival.score - best.score, Resolution.clearMargin)
        }
        return resolution
    }

    /// The reading with `choice` as its best, though another scored better (the dish the words
    /// name, picked by what it is: a taco, not the taco salad whose name has the sour cream):
    /// its doubt and how sure it is its own, the others kept as alternatives.
    public func choosing(_ choice: Choice, for resolution: Resolution) -> Resolution {
        var chosen = resolution
        chosen.choice = choice
        guard let (words, _, weighed) = weigh(resolution.said),
            let best = weighed.first(where: { $0.choice.food.id == choice.food.id })
        else { return chosen }
        let (doubt, confidence) = self.doubt(
            (choice, best.score, best.fits, best.index, best.missing),
            among: [best] + weighed.filter { $0.choice.food.id != choice.food.id },
            said: resolution.said, words: words)
        return Resolution(
            said: resolution.said, choice: choice,
            alternatives: Array(Self.distinct(resolution.candidates, besides: choice).prefix(Self.candidateLimit - 1)),
            doubt: doubt, confidence: max(0, min(1, confidence)))
    }

    /// A green or vegetable salad said with no amount ("a cobb salad") whose usual serving is a
    /// side's (FNDDS's Cobb salad: 1 cup, 105 g): the same salad at two and three cups, as a
    /// meal would be. Tuna or chicken salad, a filling, is not.
    static func asMeal(_ choice: Choice, said: SaidFood) -> [Choice]? {
        guard !said.saysMeasure, said.size == nil, said.words.last == "salad", choice.grams < sideGrams,
            ["Lettuce and lettuce salads", "Vegetable dishes"].contains(choice.food.group),
            let cup = choice.food.portions.first(where: { $0.words == ["1", "cup"] || $0.words == ["cup"] })
        else { return nil }
        return [2, 3].map { counted($0, cup, food: choice.food) }
    }

    /// The words a food is sought by, the foods found, and the best of them weighed with their
    /// amounts, best first; nil when no word names a food.
    private func weigh(_ said: SaidFood) -> (words: [String], ranked: [Candidate], weighed: [Weighed])? {
        // The last word is the thing itself, but said "with", the thing is what comes before it
        // ("coffee with milk" is a coffee): its words go last.
        // Where it came from goes first: a shop a name holds names the food ("a slice of pizza
        // from Domino's"), but it is not the thing. A shop named for the food ("a taco from Taco
        // Bell") says no more than the food does (its taco salad is not the taco).
        let place = Set(said.placeWords).isDisjoint(with: said.words) ? said.placeWords : []
        let ordered = place + said.wordsThingLast
        // A maker's name no food has, nor any spelt like it, is no word of the food's ("a Jimmy
        // Dean croissant sandwich"); one a food has may name it ("Reese's Sticks"). A shop's name
        // counts only as a name spells it ("a muffin from dunkin" is no dunking).
        let named = ordered.filter { word in
            if place.contains(word) { return index.postings[word] != nil }
            return !said.properNames.contains(word) || Self.forms(of: word).contains { index.postings[$0] != nil }
                || index.correction(of: word) != nil
        }
        // "no added fat" is the plain food, and "a fast food taco" says where it was bought: a name
        // may say either ("from fast food"), none must.
        var kept = named
        let plain = Self.remove(["no", "added", "fat"], from: &kept)
        let fastFood = Self.remove(["fast", "food"], from: &kept)
        // What a sandwich is on, by the bread's kind said after "on", changes little: a name may
        // say it ("on wheat"), none must ("ham and cheese on rye" is FNDDS's ham sandwich with
        // cheese; "a hamburger on a bun" keeps its hamburger).
        let onBread = Self.isOnBread(said)
        let bread = onBread ? Self.breadKindsSaid(said) : []
        let words = tableWords(
            kept.filter {
                !Self.joints.contains($0) && !Self.optional.contains($0) && $0 != said.sizeAmongWords
                    && !bread.contains($0)
            })
        guard !words.isEmpty else { return nil }
        // A can of tuna is canned tuna, a bottle of water bottled water, a caffeine free cola decaffeinated.
        var implied = said.serving == "can" ? ["canned"] : said.serving == "bottle" ? ["bottled"] : []
        if words.firstRange(of: ["caffeine", "free"]) != nil { implied.append("decaffeinated") }
        // "a tube of yogurt": a food named for how it comes ("Yogurt tube") fits it best.
        if let serving = said.serving, IngredientMeasure.volumeUnits[serving] == nil,
            !["piece", "serving", "portion"].contains(serving)
        {
            implied.append(serving)
        }
        // A lean steak is FNDDS's "lean only eaten", not "lean and fat eaten".
        if words.contains("lean") { implied.append("only") }
        // "an egg and cheese on a biscuit" is a sandwich, as FNDDS calls what is on a bread.
        if onBread { implied.append("sandwich") }
        // "no butter", "without oil" of a vegetable: no fat added, as FNDDS says it.
        let noFat = plain || !Self.denied(in: words).isDisjoint(with: ["butter", "oil", "margarine", "fat"])
        let ranked = candidates(
            for: words,
            optional: said.words.filter(Self.optional.contains) + implied + [said.sizeAmongWords].compactMap { $0 }
                + (fastFood || said.besideFastFood ? ["fast", "food"] : []) + bread,
            noFatAdded: noFat)
        // Weigh the best few; a food the amount cannot be said of goes below one it can.
        var weighed: [Weighed] = []
        for candidate in ranked.prefix(20) {
            let food = index.foods[candidate.index]
            guard let amount = Self.amount(said, of: food) else { continue }
            // A size said that the food's portions do not tell apart fits, but less well than one that does.
            let portion = amount.choice.portion.map(FoodText.words) ?? []
            let unsized = Self.size(said, of: food) != nil && !portion.contains(where: Self.sizeNames.contains)
            // A number of it said ("one marshmallow") fits a food counted by the piece better than one only measured.
            let uncounted =
                said.count != nil && !said.isArticle && said.serving == nil && said.grams == nil
                && said.milliliters == nil
                && said.packageGrams == nil && said.packageMilliliters == nil && Self.countable(food).isEmpty
            // A size that does not fit (no serving said) costs as a size the portions do not tell apart; it is asked.
            let misfit = amount.fits || said.serving == nil && !said.isWhole && unsized ? 0.0 : 1.5
            // A word of the portion taken ("patty" of a hash brown's "1 patty", "double" of a
            // popsicle's "1 double stick") is not missing from the food, and costs nothing.
            // Nor is where it came from ("from starbucks"): a name holding it fits better, none must.
            // The bread's kind is left unsaid only by a sandwich: "swiss on rye" is no slice of Swiss.
            var missing = candidate.missing.filter { !portion.contains($0) && !place.contains($0) }
            if !bread.isEmpty, !Self.holds(Self.described(food), "sandwich") { missing += bread }
            let refund = candidate.missing.filter(portion.contains).reduce(0.0) {
                $0 + Self.unheldCost + Self.missingCost + Self.missingWeightCost * index.weight(of: $1)
            }
            weighed.append(
                (
                    amount.choice, candidate.score - refund + misfit + (unsized ? 1 : 0) + (uncounted ? 0.3 : 0),
                    amount.fits,
                    candidate.index, missing
                ))
        }
        // By score; of equal ones, in the search's order.
        weighed = weighed.enumerated().sorted { ($0.element.score, $0.offset) < ($1.element.score, $1.offset) }.map(
            \.element)
        // Of readings about as good, one whose names hold every word said goes before one lacking
        // some: "a soft taco with meat" is the flour-tortilla beef taco, not a meat taco lacking "soft".
        if let best = weighed.first, !best.missing.isEmpty,
            let whole = weighed.dropFirst().firstIndex(where: {
                $0.missing.isEmpty && $0.fits && $0.score - best.score <= Self.wholeScore
            })
        {
            weighed.insert(weighed.remove(at: whole), at: 0)
        }
        return (words, ranked, weighed)
    }

    /// Each reading weighed for words said as one food, best (lowest score) first, with the
    /// words the food lacks: why one reading beat another, for looking into a reading.
    public func weighings(_ text: String) -> [(food: String, working: String, score: Double, missing: [String])] {
        guard let weighed = weigh(SaidFood(text))?.weighed else { return [] }
        return weighed.map { ($0.choice.food.name, $0.choice.working, $0.score, $0.missing) }
    }

    /// Why the best reading is not sure enough to log unasked (nil when it is), and how sure it is.
    private func doubt(_ best: Weighed, among weighed: [Weighed], said: SaidFood, words: [String]) -> (String?, Double)
    {
        // The share of what the words tell that the food's names hold.
        let told = words.reduce(0.0) { $0 + index.weight(of: $1) }
        var confidence = told > 0 ? 1 - best.missing.reduce(0.0) { $0 + index.weight(of: $1) } / told : 0
        var doubt: String?
        let name = Set(index.segments[best.index].joined())
        // Vague words together may name a food ("fruit snacks" of "Candy, fruit snacks").
        let phrase =
            said.words.count > 1 && index.segments[best.index].contains { $0.firstRange(of: said.words) != nil }
        // A verb of eating left alone ("snacked while cooking dinner") names nothing either.
        if said.words.allSatisfy({ Self.vague.contains($0) || MealSentence.verbs.contains($0) }), !phrase {
            // "dinner", "a drink", "some food", "a piece of fruit": which food is anyone's guess.
            doubt = "“\(said.text)” names no particular food"
            confidence = 0
        } else if !best.missing.isEmpty, confidence < Self.coverageSure || best.missing.contains(words.last!),
            !splitAlike(best, among: weighed, words: words)
        {
            doubt = "no food has “\(best.missing.joined(separator: " "))” in its name"
        } else if let head = words.last, !Self.forms(of: head).contains(where: name.contains),
            !name.contains(where: { Self.isCompound($0, of: [head]) }),
            !index.otherNames[best.index].contains(where: {
                Self.holds($0, phrase: words.joined(separator: " ")) || $0 == head
                    // "Starbuck's Frappuccino" is another name of the frozen coffee drink, by its thing.
                    || !Self.vague.contains(head) && $0.hasSuffix(" " + head)
            })
        {
            // "stuff": only another name of a cookie mentions it ("Double Stuff"), where "jello"
            // is another name of gelatin dessert in its own right.
            doubt = "only other names of \(best.choice.food.name) mention “\(head)”"
            confidence *= 0.5
        } else if let branded = Self.branded(best.index, words: words, in: index), !branded.isEmpty,
            weighed.dropFirst().prefix(4).contains(where: { other in
                other.index != best.index && Self.branded(other.index, words: words, in: index) == branded
                    && abs(Double(other.choice.nutrition.calories - best.choice.nutrition.calories)) > Self.agreement
                        * Double(max(best.choice.nutrition.calories, 1))
            })
        {
            // "a protein bar": only makers' own foods are called that (a Snickers Marathon, a South
            // Beach one), which one the words do not say, and they differ in energy.
            doubt =
                "only makers' own foods are called “\(said.words.joined(separator: " "))”, and the words do not say which"
            confidence *= 0.6
        } else if !Self.isLoggable(grams: best.choice.grams) {
            // Even weighed: "0 cookies" is nothing to log, "100 kg rice" no one food of a meal.
            doubt =
                "\(Nutrition.format(grams: best.choice.grams)) g is \(best.choice.grams > 0 ? "more than one food of a meal" : "nothing to log")"
            confidence *= 0.5
        } else if !best.fits {
            let one =
                said.isWhole
                ? "a whole one" : said.serving.map { "a \($0)" } ?? said.size.map { "\($0) size" } ?? "a serving"
            doubt = "no portion of \(best.choice.food.name) is \(one)"
            confidence *= 0.5
        } else if said.grams == nil,
            best.choice.grams > Self.sittingGrams || best.choice.nutrition.calories > Self.sittingCalories
        {
            doubt =
                "\(best.choice.nutrition.calories.grouped) kcal (\(Nutrition.format(grams: best.choice.grams)) g) is more than one person eats at a sitting"
            confidence *= 0.5
        } else if said.grams == nil, let portion = best.choice.portion, Self.isWhole(FoodText.words(portion)),
            Self.single(of: best.choice.food, said: said)?.measure != portion
        {
            // A whole pizza is not a serving; a whole onion, said as "an onion", is one onion.
            doubt = "“\(portion)” is a whole one, not a serving"
            confidence *= 0.5
        } else {
            // Close readings that disagree on energy: the number would be a guess.
            let close = weighed.dropFirst().prefix(4).filter { $0.score - best.score <= Self.closeScore && $0.fits }
            let energy = Double(max(best.choice.nutrition.calories, 1))
            if let far = close.first(where: {
                abs(Double($0.choice.nutrition.calories) - energy) / energy > Self.agreement
                    && abs($0.choice.nutrition.calories - best.choice.nutrition.calories) > 40
            }) {
                let (low, high) = (
                    min(best.choice.nutrition.calories, far.choice.nutrition.calories),
                    max(best.choice.nutrition.calories, far.choice.nutrition.calories)
                )
                doubt = "foods that fit it alike differ in energy, from \(low.grouped) to \(high.grouped) kcal"
                confidence *= 0.6
            }
        }
        return (doubt, confidence)
    }

    /// Whether the words a reading lacks are held by another as likely that gives the same
    /// energy: "bottled baby water" is "Water, bottled, plain" or "Water, baby", 0 kcal either
    /// way, so the missing word changes no number. Never when the thing itself is lacking.
    private func splitAlike(_ best: Weighed, among weighed: [Weighed], words: [String]) -> Bool {
        guard let head = words.last, !best.missing.contains(head) else { return false }
        let energy = best.choice.nutrition.calories
        return weighed.dropFirst().prefix(4).contains { other in
            other.score - best.score <= Self.closeScore && other.fits
                && Set(other.missing).isDisjoint(with: best.missing)
                && abs(other.choice.nutrition.calories - energy) <= max(5, energy / 10)
        }
    }

    /// The words said that a food as eaten has only in its maker's or restaurant's part, in
    /// parentheses ("protein bar" of "Nutrition bar (Snickers Marathon Protein Bar)"), when
    /// that part says more than was said (nil otherwise).
    static func branded(_ food: Int, words: [String], in index: FoodIndex) -> Set<String>? {
        guard let brand = index.parenthesized[food], brand < index.segments[food].count else { return nil }
        let segments = index.segments[food]
        // A maker named in full ("a Clif Bar") is no doubt.
        guard
            segments[brand].contains(where: {
                !words.contains($0) && $0.count > 1 && $0.first?.isLetter == true && kinds[$0] == nil
            })
        else { return nil }
        let elsewhere = Set(segments.enumerated().filter { $0.offset != brand }.flatMap(\.element))
        return Set(words.filter { segments[brand].contains($0) && !elsewhere.contains($0) })
    }

    /// Whether words that join two things name one dish: a sure food as eaten whose own name
    /// joins them too and holds every word said ("Macaroni or noodles with cheese" for "mac and
    /// cheese"); "Pancake syrup" joins nothing, so "pancakes with syrup" is two foods.
    /// A food said with what it has ("a tamale with chicken", "a tube of yogurt with fruit")
    /// is one only when the food is the first thing (`thing`, ``names(_:thing:)``) and holds
    /// the rest: "oatmeal with raisins" is not an oatmeal cookie.
    public func isOneDish(_ resolution: Resolution, thing: String? = nil, kind: String? = nil) -> Bool {
        resolution.choice.map { isOneDish($0.food, said: resolution.said, thing: thing, kind: kind) } ?? false
    }

    /// Of a reading's best few, the first that is one dish of all that was said, as the reading
    /// (nil when none is): "Egg sandwich on biscuit, with sausage and cheese", though "Sausage
    /// biscuit sandwich" scored better for "an egg, cheese, and sausage on a biscuit".
    public func oneDish(_ resolution: Resolution) -> Resolution? {
        guard let one = resolution.candidates.prefix(5).first(where: { isOneDish($0.food, said: resolution.said) })
        else { return nil }
        return one.food.id == resolution.choice?.food.id ? resolution : choosing(one, for: resolution)
    }

    /// Whether `food` is one dish of all that was `said` (``isOneDish(_:thing:kind:)``).
    public func isOneDish(_ food: Food, said: SaidFood, thing: String? = nil, kind: String? = nil) -> Bool {
        let product = isProduct(food, said: said, thing: thing)
        guard food.source == .asEaten || product else { return false }
        if let thing {
            guard product || names(food, thing: thing, kind: kind) else { return false }
        } else {
            // Its name, or another ("with or without cheese"), joins things too.
            guard
                !Set(food.words).isDisjoint(with: Self.joints.union(["or"]))
                    || FoodText.words(food.otherNames).contains("with")
            else { return false }
        }
        let words = tableWords(said.words.filter { !Self.joints.contains($0) && !Self.optional.contains($0) })
        // What was said it has not, the name must not say it has ("Shrimp and noodles, no sauce"
        // or NFS, not "with sauce"; a peanut butter and jelly sandwich without crusts is one).
        let denied = Self.denied(in: words).union(["no", "not"])
        let described = Self.described(food)
        // A sandwich on a bread no name has ("on rye") is still the sandwich, asked about; its
        // other names say what else it covers ("whole wheat" of a sandwich "on wheat bread").
        let onBread = described.contains("on")
        let covers = onBread ? Set(FoodText.words(food.otherNames)) : []
        // Nor need its name say what another name says it is with ("Yogurt, Greek, with oats":
        // "with granola"; "Egg sandwich on croissant": "with or without cheese"); read only when
        // needed, as this runs for many readings.
        var with: Set<String>?
        return words.allSatisfy { word in
            if denied.contains(word) { return !Self.holds(described, word) }
            if Self.holds(described, word) || onBread && (Self.breads.contains(word) || covers.contains(word)) {
                return true
            }
            if with == nil {
                with = Set(
                    food.otherNames.split(separator: ";").map { FoodText.words(String($0)) }
                        .filter { $0.first == "with" }.joined())
            }
            return with?.contains(word) == true
        }
    }

    /// Whether the reading's food is `thing`: its name's first part, up to its own "with", ends
    /// with it ("Tamale with chicken", "Peanut butter and jelly sandwich", "Cheeseburger, on
    /// white bun" for a burger); not "Pancake syrup" for pancakes.
    public func names(_ resolution: Resolution, thing: String, kind: String? = nil) -> Bool {
        resolution.choice.map { names($0.food, thing: thing, kind: kind) } ?? false
    }

    /// Whether a food as bought is one dish of all that was said: its own name says it is with
    /// what was said after "with" (``namesWith(_:said:)``), and its brand names the thing
    /// ("oats" of "HONEY BUNCHES OF OATS, with almonds") or its kind was said ("Candies" of
    /// "milk chocolate candy with almonds").
    private func isProduct(_ food: Food, said: SaidFood, thing: String?) -> Bool {
        guard food.source != .asEaten, namesWith(food, said: said) else { return false }
        guard let thing else { return true }
        if Self.forms(of: thing).contains(where: FoodIndex.brandWords(of: food).contains) { return true }
        let kind = Set(FoodText.words(String(food.name.prefix { $0 != "," })))
        return tableWords(said.words).contains { Self.forms(of: $0).contains(where: kind.contains) }
    }

    /// Whether the food's own name says it is with everything said after "with": "Cereals
    /// ready-to-eat, POST, HONEY BUNCHES OF OATS, with almonds" for "honey bunches of oats with
    /// almonds": the product named so is one food, not the cereal and a handful of almonds.
    func namesWith(_ food: Food, said: SaidFood) -> Bool {
        guard let with = said.words.firstIndex(of: "with") else { return false }
        let after = tableWords(said.words[(with + 1)...].filter { !Self.optional.contains($0) })
        let name = FoodText.words(food.name)
        guard !after.isEmpty, let named = name.firstIndex(of: "with") else { return false }
        let withWhat = Set(name[(named + 1)...].prefix { !["no", "without", "not"].contains($0) })
        return after.allSatisfy { Self.holds(withWhat, $0) }
    }

    /// Whether the food is the thing said: its name before the first comma says it, up to what
    /// it is with, in or on. Of a food of the `kind` (FNDDS group) the thing alone is read as,
    /// another name may say it: "tostada" of "Taco, with beans, no cheese", where the toppings
    /// listed among a baked potato's other names ("cheese") are not the potato.
    public func names(_ food: Food, thing: String, kind: String? = nil) -> Bool {
        let forms = Self.forms(of: tableWords([thing]).first ?? thing)
        let others = kind == food.group ? food.otherNames.split(separator: ";").map(String.init) : []
        let said = [String(food.name.prefix { $0 != "," && $0 != "(" })] + Self.namedAfterMaker(food) + others
        return said.contains { said in
            let words = FoodText.words(said).filter { $0 != "nfs" }
            // "Egg sandwich on English muffin" is an English muffin with egg, said as the bread it is on.
            if let on = words.firstIndex(of: "on"),
                let bread = words[(on + 1)...].prefix(while: { !["with", "in"].contains($0) }).last,
                forms.contains(bread)
            {
                return true
            }
            // "Cucumber salad made with cucumber and vinegar" is a salad.
            let first = words.prefix { !["with", "in", "on", "made"].contains($0) }
            // Each of "Egg omelet or scrambled egg" is a name; "Taco or tostada salad" is a salad.
            let names = first.split(separator: "or", omittingEmptySubsequences: false)
            return names.enumerated().contains { index, name in
                (name.count > 1 || index == names.count - 1)
                    && name.last.map { forms.contains($0) || Self.isCompound($0, of: forms) } ?? false
            }
        }
    }

    /// A food as bought named by its maker or restaurant first ("TACO BELL, Bean Burrito",
    /// "McDONALD'S, Big Mac"): the name that follows, what the food is. (``FoodIndex`` reorders
    /// a maker named after the kind, "Candies, MARS SNACKFOOD US, SNICKERS Bar"; a maker first
    /// may have a lower-case letter, which there would take "SNICKERS Bar" for a maker.)
    static func namedAfterMaker(_ food: Food) -> [String] {
        let parts = food.name.split(separator: ",", maxSplits: 2)
        guard food.source != .asEaten, parts.count > 1 else { return [] }
        let letters = parts[0].filter(\.isLetter)
        guard letters.count > 2, letters.filter(\.isUppercase).count * 5 >= letters.count * 4 else { return [] }
        return [String(parts[1].prefix { $0 != "(" })]
    }

    /// Whether the reading's food's name holds any of `words`, in any form FNDDS writes them.
    public func holds(_ resolution: Resolution, anyOf words: [String]) -> Bool {
        resolution.choice.map { holds($0.food, anyOf: words) } ?? false
    }

    public func holds(_ food: Food, anyOf words: [String]) -> Bool {
        holds(described: Self.described(food), anyOf: words)
    }

    /// The same, with what the food is described as worked out once (``described(_:)``).
    func holds(described: Set<String>, anyOf words: [String]) -> Bool {
        tableWords(words).contains { Self.holds(described, $0) }
    }

    /// What a food's description says it has, not what it lacks ("Roll, sweet, no frosting"),
    /// and what another name says it may have ("with or without cheese").
    static func described(_ food: Food) -> Set<String> {
        let optional = food.otherNames.split(separator: ";").filter { $0.contains("with or without") }
            .map { $0.replacing("with or without", with: "with") }
        return Set(
            (food.name.split(separator: ",") + optional).flatMap { part in
                FoodText.words(String(part)).prefix { !["no", "without", "not"].contains($0) }
            })
    }

    /// Whether what a food is `described` as holds `word`, in any of its forms; "Sausage and
    /// cheese on English muffin" is a sandwich, what is on a bread.
    static func holds(_ described: Set<String>, _ word: String) -> Bool {
        forms(of: word).contains(where: described.contains) || word == "sandwich" && described.contains("on")
    }

    /// A person's pick sent back: `foodID` at `quantity` × the food's portion named `portion`
    /// ("medium", "cup"), or `grams`. Nil when the food or the portion does not exist.
    public func choose(foodID: String, portion: String?, quantity: Double?, grams: Double?) -> Choice? {
        guard let food = index.food(id: foodID) else { return nil }
        if let grams {
            guard Self.isLoggable(grams: grams) else { return nil }
            return Choice(food: food, grams: grams, quantity: nil, portion: nil, working: "weighed")
        }
        let quantity = quantity ?? 1
        guard quantity.isFinite, quantity > 0 else { return nil }
        let wanted = portion ?? FNDDSTable.usualPortion
        let portions = food.portions + food.portions.compactMap { Self.medium(of: food, between: $0) }
        guard
            let found = portions.first(where: { $0.measure.caseInsensitiveCompare(wanted) == .orderedSame })
                ?? portions.first(where: { $0.words == FoodText.words(wanted) })
        else { return nil }
        let choice = Self.counted(quantity, found, food: food)
        return Self.isLoggable(grams: choice.grams) ? choice : nil
    }

    /// The one bound on a food's amount, read or picked: more than nothing, at most 10 kg.
    static func isLoggable(grams: Double) -> Bool {
        grams.isFinite && grams > 0 && grams <= largestGrams
    }

    /// Foods for a person looking one up to log it (the food picker, an assistant's search):
    /// the eaten reading's own ranking of the search's candidates, foods as eaten first;
    /// while a word is still being typed, the search's prefix matches.
    public func search(_ query: String, limit: Int) -> [Food] {
        // A name, not an amount: "big mac", "half and half" keep every word.
        let words = SaidFood.everyday(FoodText.words(query)).filter {
            !Self.joints.contains($0) && !SaidFood.fillers.contains($0)
        }
        guard !words.isEmpty, limit > 0 else { return [] }
        let ranked = candidates(for: words).filter(\.missing.isEmpty)
        guard !ranked.isEmpty else { return index.search(query, limit: limit) }
        return ranked.prefix(limit).map { index.foods[$0.index] }
    }

    // MARK: Candidates

    /// A food found for the words said: its score (lower is better), and the words said that
    /// neither its description nor its other names hold.
    struct Candidate {
        let index: Int
        let score: Double
        let missing: [String]
    }

    /// The words as the tables write them: two run together parted ("cheesesteak"), misspellings
    /// corrected ("chiken" → chicken), and split or joined forms as the tables have them
    /// ("milkshake" → milk shake).
    func tableWords(_ words: [String]) -> [String] {
        index.usualForms(
            of: words.flatMap { word in
                Self.forms(of: word).contains { index.postings[$0] != nil }
                    ? [word] : index.split(of: word) ?? [index.correction(of: word) ?? word]
            })
    }

    /// Foods scored on every word said, each weighed by how much it tells (``FoodIndex/weight(of:)``):
    /// a word a food lacks lowers its score, most of all a rare one, but refuses nothing. The
    /// foods that hold the most of the words' weight are scored in full, best first.
    func candidates(for words: [String], optional: [String] = [], noFatAdded: Bool = false) -> [Candidate] {
        let forms = words.map(Self.forms)
        let weights = forms.map { forms in forms.map(index.weight).min() ?? 0 }
        var held = [Double](repeating: 0, count: index.foods.count)
        var masks = [UInt64](repeating: 0, count: index.foods.count)
        var touched: [Int] = []
        touched.reserveCapacity(1024)
        for (position, forms) in forms.enumerated().prefix(64) {
            let bit = UInt64(1) << UInt64(position)
            for form in forms {
                for food in index.postings[form] ?? [] where masks[food] & bit == 0 {
                    if masks[food] == 0 { touched.append(food) }
                    masks[food] |= bit
                    held[food] += weights[position]
                }
            }
        }
        guard !touched.isEmpty else { return [] }
        // Every food holding every word, as the search would find them, and of the others
        // those holding the most weight (of equal weight, the shortest description).
        let all = words.count >= 64 ? UInt64.max : (UInt64(1) << UInt64(words.count)) - 1
        var pool = touched.filter { masks[$0] == all }
        var rest = touched.filter { masks[$0] != all }
        // Sorted by keys made once: the comparison must not reach into each food's segments.
        rest = rest.map { (held: held[$0], parts: index.segments[$0].count, food: $0) }
            .sorted { $0.held != $1.held ? $0.held > $1.held : ($0.parts, $0.food) < ($1.parts, $1.food) }.map(\.food)
        pool += rest.prefix(Self.pool)
        // And of each word, the best holding it: one common word must not crowd out the rest.
        var added = Set<Int>()
        for position in words.indices.prefix(64) {
            let bit = UInt64(1) << UInt64(position)
            for food in rest.dropFirst(Self.pool).lazy.filter({ masks[$0] & bit != 0 }).prefix(Self.poolPerWord)
            where added.insert(food).inserted {
                pool.append(food)
            }
        }
        let scored = score(pool, words: words, optional: optional, noFatAdded: noFatAdded)
        // What was said the food has not, a food may lack, and the "no" that said it ("eggs
        // without butter": no egg names butter; a baked potato without butter is a baked potato).
        let denied = Self.denied(in: words).union(["no", "not"])
        return scored.map { candidate in
            var missing = words.indices.filter {
                $0 < 64 && masks[candidate.index] & (UInt64(1) << UInt64($0)) == 0 && !denied.contains(words[$0])
            }
            // FNDDS names its meats as eaten with no way of cooking: a broiled steak is "Beef, steak".
            if index.isPlainMeat[candidate.index], missing.contains(where: { Self.dryCooking.contains(words[$0]) }) {
                missing.removeAll { Self.dryCooking.contains(words[$0]) }
            }
            // The thing itself missing ("pizza" of "Sausage, NFS" for "sausage pizza") costs most.
            let penalty = missing.reduce(0.0) {
                $0 + Self.missingCost + Self.missingWeightCost * weights[$1]
                    + ($1 == words.count - 1 ? Self.missingCost : 0)
            }
            return Candidate(
                index: candidate.index, score: candidate.score + penalty, missing: missing.map { words[$0] })
        }.sorted { $0.score != $1.score ? $0.score < $1.score : index.idOrder[$0.index] < index.idOrder[$1.index] }
    }

    /// Whether a food is a chain's: FNDDS's "from fast food" or McDonalds' or Burger King's, SR28's fast foods.
    public static func isFastFood(_ food: Food) -> Bool {
        food.group == "Fast Foods" || ["fast food", "(McDonalds)", "(Burger King)"].contains(where: food.name.contains)
    }

    /// Whether the words say a food is on a bread ("an egg and cheese on a biscuit", "ham and
    /// cheese on rye"): a sandwich, as FNDDS calls what is on a bread.
    public static func isOnBread(_ said: SaidFood) -> Bool {
        let typed = FoodText.words(said.text)
        return onOrIn(typed).map { typed[($0 + 1)...].contains(where: breads.contains) } ?? false
    }

    /// Where what it is on or in starts: "on rye", "in a pita".
    private static func onOrIn(_ typed: [String]) -> Int? {
        typed.firstIndex { $0 == "on" || $0 == "in" && typed.last.map(breads.contains) == true }
    }

    /// The kinds of bread said after "on" that no FNDDS sandwich names ("on rye", "on a hamburger bun").
    static func breadKindsSaid(_ said: SaidFood) -> [String] {
        let typed = FoodText.words(said.text)
        guard let on = onOrIn(typed) else { return [] }
        return typed[(on + 1)...].filter(breadKinds.contains)
    }

    static let breadKinds: Set<String> = [
        "rye", "sourdough", "pumpernickel", "ciabatta", "brioche", "multigrain", "marble", "focaccia", "kaiser",
        "hamburger", "pita",
    ]

    /// Breads a sandwich is on.
    static let breads: Set<String> = [
        "bun", "bread", "roll", "biscuit", "muffin", "bagel", "croissant", "toast", "rye", "sourdough", "baguette",
        "pita", "ciabatta",
    ]

    /// How many of the foods lacking a word, those holding most of the words, are scored in full.
    static let pool = 80
    static let poolPerWord = 20
    /// What a word said that a food lacks costs it, beyond the word's place: a little for any
    /// word, more for a word that tells more.
    static let missingCost = 0.5
    /// What a word said that no part of a description holds costs in the description's score.
    static let unheldCost = 1.0
    static let missingWeightCost = 0.3

    /// The foods with every word, each word also matching the forms FNDDS writes it in ("grill" → grilled, "steamed" →
    /// cooked).
    private func matching(_ words: [String]) -> Set<Int>? {
        var found: Set<Int>?
        for word in words {
            var matches = Set<Int>()
            for form in Self.forms(of: word) { matches.formUnion(index.postings[form] ?? []) }
            found = found.map { $0.intersection(matches) } ?? matches
            if found!.isEmpty { return nil }
        }
        return found
    }

    private static func forms(of word: String) -> [String] {
        if let cooked = cookedForms[word] { return [word] + cooked }
        // "pepper-flavored soft drink" is FNDDS's "pepper type".
        if word == "flavored" { return [word, "flavor", "type"] }
        if word == "flavor" { return [word, "flavored"] }
        // A veggie pizza or omelet is FNDDS's "with vegetables"; a veggie burger keeps its name.
        if word == "veggie" { return [word, "vegetable"] }
        // FNDDS's vanilla yogurt is "Yogurt, …, flavors other than fruit".
        if flavors.contains(word) { return [word, "flavor"] }
        // FNDDS's spaghetti is pasta ("Pasta with tomato-based sauce", other name "spaghetti").
        if word == "spaghetti" || pastaShapes.contains(word) { return [word, "pasta"] }
        if word == "homemade" { return [word, "home"] }
        // FNDDS's "with meat" is with beef ("Soup, pho, with meat": beef pho).
        if let kind = kindForms[word] { return [word, kind] }
        // FNDDS's chicken parmesan is "Chicken or turkey parmigiana".
        if word == "parmesan" || word == "parm" { return [word, "parmigiana"] }
        if word == "no" { return [word, "without"] }
        if let done = participles[word] { return [word, done] }
        return [word]
    }

    /// What FNDDS calls a food of its kind, where it does not name the kind: fitting, but less
    /// well than the kind's own name ("Beef, ground", not "Meat, ground, NFS").
    static let kindForms: [String: String] = [
        "beef": "meat",
        // "Chocolate candy with nuts" for a chocolate bar with almonds (peanuts are FNDDS's own word).
        "almond": "nut", "cashew": "nut", "pecan": "nut", "walnut": "nut", "pistachio": "nut",
        "macadamia": "nut",
    ]

    /// Shapes of pasta, which FNDDS names as pasta ("Pasta, cooked": a cup of linguine).
    static let pastaShapes: Set<String> = [
        "linguine", "fettuccine", "fettucine", "fettucini", "penne", "rigatoni", "rotini", "farfalle", "ziti",
        "orzo", "bucatini", "tortellini", "gnocchi", "cavatappi", "orecchiette",
    ]

    /// Flavours that are no fruit, as FNDDS names a yogurt of them.
    static let flavors: Set<String> = ["vanilla", "chocolate", "caramel", "mocha", "coffee", "honey"]

    /// A way of cooking said as a verb, or what covers or fills a food said as a noun, as FNDDS
    /// writes it: "grill" chicken is grilled chicken, a sweet roll with frosting "Roll, sweet, frosted".
    static let participles: [String: String] = [
        "toast": "toasted", "grill": "grilled", "roast": "roasted", "bake": "baked", "fry": "fried", "boil": "boiled",
        "steam": "steamed", "poach": "poached", "scramble": "scrambled", "smoke": "smoked", "mash": "mashed",
        "stew": "stewed",
        "broil": "broiled", "braise": "braised", "bbq": "barbecued",
        "frosting": "frosted", "glaze": "glazed", "breading": "breaded", "coating": "coated", "filling": "filled",
    ]

    /// How FNDDS names a cooking method people say: steamed broccoli is "cooked" broccoli.
    static let cookedForms: [String: [String]] = [
        "steamed": ["cooked"], "boiled": ["cooked"], "poached": ["cooked"], "sauteed": ["cooked"],
        "microwaved": ["cooked"],
        // Roasted broccoli, where FNDDS has no such name: cooked; grilled fish, broiled.
        "roasted": ["cooked", "baked"], "grilled": ["broiled"],
    ]

    /// Lower is better: the person's words as the food's own name (its first part) or one of
    /// its other names, few words they did not say (most of all in the name itself: "Pie,
    /// apple" is not an apple), a generic food ("NFS") when they were generic, and a food as eaten.
    /// Descriptions are compared by their words' numbers (``FoodIndex/wordIDs``), the words
    /// said turned into numbers once: a word no description has is -1, which none holds.
    private func score(_ found: [Int], words: [String], optional: [String], noFatAdded: Bool) -> [(
        index: Int, score: Double
    )] {
        let known = index.known
        // A flavour said as the thing itself ("a mocha", "a coffee") is that, not a yogurt of the flavour.
        let forms = words.indices.map {
            $0 == words.count - 1 && Self.flavors.contains(words[$0]) ? [words[$0]] : Self.forms(of: words[$0])
        }
        let said = Array(forms.joined()) + optional
        let denied = Self.denied(in: words)
        let context = Said(
            words: said.map(index.id(of:)), compounds: index.compounds(of: said), denied: denied.map(index.id(of:)),
            cooked: !Self.cookingWords.isDisjoint(with: said))
        let optionalForms = optional.map { Self.forms(of: $0).map(index.id(of:)) }
        let phrase = words.joined(separator: " ")
        let wordIDs = words.map(index.id(of:))
        let formIDs = forms.map { $0.map(index.id(of:)) }
        let headIDs = formIDs.last ?? []
        let headCompounds = index.compounds(of: forms.last ?? [])
        let wordCompounds = words.map { index.compounds(of: [$0]) }
        // A word read by a loose form (steamed as "cooked", beef as "meat") fits a name holding
        // only that form less well than one holding the word.
        let looseForm = words.map { Self.cookedForms[$0] != nil || Self.kindForms[$0] != nil }
        let noAddedFat = [known.no, known.added, known.fat]
        let joining = [known.with, known.on, known.in, known.from, known.for]
        let fatAdded = [known.fat, known.added]
        // FNDDS's "Baby Toddler …" foods are for infants: meant by "baby food" (said last, it
        // leaves "baby" last), "toddler", "infant" or "strained", not by baby carrots or baby spinach.
        let forInfants =
            words.last == "baby" || words.firstRange(of: ["baby", "food"]) != nil
            || !Set(words + optional).isDisjoint(with: ["toddler", "infant", "strained"])
        // The table's columns, taken once: this runs for every candidate.
        let (sources, brandWords, segmentIDs, namedSegmentIDs) = (
            index.sources, index.brandWords, index.segmentIDs, index.namedSegmentIDs
        )
        let (parenthesized, otherNames, vocabulary, wordKinds) = (
            index.parenthesized, index.otherNames, index.vocabulary, index.wordKinds
        )
        let rare = words.map { index.weight(of: $0) >= Self.brandWeight }
        var scored = found.map { index -> (index: Int, score: Double) in
            // A brand said of a food as bought ("a snickers bar"): the product as named, eaten as bought.
            let branded =
                sources[index] == .asBought && !brandWords[index].isDisjoint(with: words)
            let parts = branded ? namedSegmentIDs[index] : segmentIDs[index]
            var score = 0.0
            // The last word said is the thing itself ("cheese pizza" is a pizza): a food that
            // has it only among its other names is something else it goes with.
            if !parts.contains(where: { part in
                headIDs.contains(where: part.contains) || part.contains(where: headCompounds.contains)
            }) {
                score += 0.7
            } else if !parts.contains(where: { part in
                // The thing said as what the food is, not what it comes on or with ("a hot dog bun"
                // is a bun, not a hot dog sandwich "on white bun").
                part.prefix { $0 != known.with && $0 != known.on && $0 != known.in }.contains {
                    headIDs.contains($0) || headCompounds.contains($0)
                }
            }) {
                score += 2.0
            }
            // A name whose thing (its first part, up to what it is with, on or in) ends with
            // another word said is that thing: "Chocolate milk" is milk, not the chocolate of "milk
            // chocolate"; "Bagel with cream cheese" is a bagel.
            let thing = parts.first.map { Self.thing(of: $0, joining: joining) } ?? []
            if thing.count > 1, let last = thing.last, !headIDs.contains(last), wordIDs.contains(last) {
                score += 0.6
            } else if !branded,
                Self.namesAnotherThing(thing.prefix { $0 != known.and }, head: headIDs, said: wordIDs, or: known.or)
            {
                // Nor is a name whose thing ends with a word not said: "Taco sauce" is a sauce, not
                // a taco; "Turkey sandwich on white" is still a sandwich. A brand said names its
                // product ("a fun size Snickers").
                score += 1.0
            }
            // Two words said in the other order in one part of a name are another food: "milk
            // chocolate" is not "Chocolate milk".
            for (before, after) in zip(wordIDs, wordIDs.dropFirst())
            where parts.contains(where: { part in
                zip(part, part.dropFirst()).contains { $0 == after && $1 == before }
            }) {
                score += 0.5
            }
            for (position, word) in wordIDs.enumerated() {
                if let segment = parts.firstIndex(where: { $0.contains(word) }) {
                    score += 0.3 * Double(min(segment, 3))
                } else if let segment = parts.firstIndex(where: { part in
                    formIDs[position].contains(where: part.contains)
                }) {
                    score += 0.3 * Double(min(segment, 3)) + (looseForm[position] ? 0.8 : 0.2)
                } else if let segment = parts.firstIndex(where: { part in
                    part.contains(where: wordCompounds[position].contains)
                }),
                    let compound = parts[segment].first(where: wordCompounds[position].contains)
                {
                    // "burger" of "Hamburger": the thing said, named by a word that ends with it;
                    // the more it adds, the more it says that was not said ("Cheeseburger").
                    score +=
                        0.3 * Double(min(segment, 3)) + 0.05
                        * Double(vocabulary[Int(compound)].count - words[position].count)
                } else {
                    score += Self.unheldCost
                }
            }
            // The brand in parentheses, all that was said and all said ("a bag of Cheetos"): the
            // name before it describes the brand's food ("Cheese flavored corn snacks (Cheetos)"),
            // it is no other food; "mountain dew" is not the "(Mountain Dew AMP)".
            // (Loops, not closures: this runs for every candidate.)
            var brandSaid = false
            if let brand = parenthesized[index], brand < parts.count {
                brandSaid = true
                for word in wordIDs where !parts[brand].contains(word) {
                    brandSaid = false
                    break
                }
                for word in parts[brand] where brandSaid && !wordIDs.contains(word) {
                    brandSaid = false
                }
            }
            for (position, part) in parts.enumerated() where !Self.unknown(position, of: parts, known: known) {
                score += self.cost(of: part, isName: position == 0 && !brandSaid, said: context)
                // A brand or restaurant in parentheses not said is not the one meant: "a nutrition
                // bar" is any bar, not the Clif Bar.
                if position == parenthesized[index] {
                    score +=
                        0.3
                        * Double(
                            part.filter { word in
                                !context.words.contains(word) && wordKinds[Int(word)].isEmpty
                                    && vocabulary[Int(word)].first?.isLetter == true
                            }.count)
                }
            }
            // Named by another name: the phrase, or, where the description lacks the thing said
            // and only rare words (a brand: "Egg McMuffin" of "Egg sandwich on English muffin,
            // with ham"), a name holding the phrase.
            let named = { (word: Int32) in parts.contains { $0.contains(word) } }
            if otherNames[index].contains(phrase)
                || words.count > 1 && !named(wordIDs.last!)
                    && words.indices.allSatisfy({
                        named(wordIDs[$0]) || rare[$0]
                    })
                    && otherNames[index].contains(where: { Self.holds($0, phrase: phrase) })
            {
                score -= 2
            }
            // A word said that names seldom carry ("cooked", "homemade") is not asked of a name, but
            // a name that has it fits better ("Lentils, from dried, cooked" for "cooked lentils").
            for forms in optionalForms where parts.contains(where: { part in forms.contains(where: part.contains) }) {
                score -= 0.35
            }
            if parts.dropFirst().contains(where: { $0.first == known.nfs || $0.first == known.ns }) { score -= 0.3 }
            if !forInfants, let name = parts.first, name.starts(with: [known.baby, known.toddler]) { score += 2 }
            // "no added fat" said (or no butter, no oil): the name saying so fits, one with fat added does not.
            if noFatAdded {
                if parts.contains(where: { $0.firstRange(of: noAddedFat) != nil }) {
                    score -= 0.5
                } else if parts.contains(where: { $0.firstRange(of: fatAdded) != nil }) {
                    score += 2
                }
            }
            switch sources[index] {
            case .asEaten: break
            case .asBought where branded: score += 1
            case .asBought: score += 2.5
            case .product: score += 1
            }
            return (index, score)
        }
        scored.sort {
            $0.score != $1.score ? $0.score < $1.score : self.index.idOrder[$0.index] < self.index.idOrder[$1.index]
        }
        return scored
    }

    /// Takes the first run of `phrase` out of `words`; whether there was one.
    static func remove(_ phrase: [String], from words: inout [String]) -> Bool {
        guard let range = words.firstRange(of: phrase) else { return false }
        words.removeSubrange(range)
        return true
    }

    /// A name's thing: its first part up to what it is with, on or in.
    static func thing(of name: [Int32], joining: [Int32]) -> ArraySlice<Int32> {
        name.prefix { !joining.contains($0) }
    }

    /// Whether a name's thing ends with a word not said, after the thing said: "Taco sauce" is a
    /// sauce, "Taco or tostada salad" a salad. Of things named as alternatives, the thing said
    /// ending one is that thing ("Chicken or turkey", "Egg omelet or scrambled egg").
    static func namesAnotherThing(_ thing: ArraySlice<Int32>, head: [Int32], said: [Int32], or: Int32) -> Bool {
        guard thing.count > 1, let last = thing.last, !head.contains(last), !said.contains(last),
            thing.dropLast().contains(where: head.contains)
        else { return false }
        return !thing.split(separator: or).contains { $0.last.map(head.contains) == true }
    }

    /// Whether a description's word is a compound ending with a word said: "hamburger" and
    /// "cheeseburger" for "burger" (three letters or more before it).
    static func isCompound(_ word: String, of said: some Sequence<String>) -> Bool {
        let length = word.utf8.count
        return said.contains { said in
            let count = said.utf8.count
            return count >= compoundEnding && length >= count + compoundLead
                && word.utf8.reversed().starts(with: said.utf8.reversed())
        }
    }

    /// A compound's ending is a word of four bytes or more, with three or more before it
    /// (``FoodIndex/compounds(of:)`` looks them up by these same lengths).
    static let compoundEnding = 4, compoundLead = 3

    /// The word said after "no" or "not" ("no butter", "skin not eaten"; both of "no added
    /// fat"): what the food has not. The food's own words follow ("no skin chicken thigh").
    static func denied(in words: [String]) -> Set<String> {
        var denied = Set<String>()
        for (position, word) in words.enumerated() where word == "no" || word == "not" {
            let next = words.dropFirst(position + 1).prefix(2)
            denied.formUnion(next.first == "added" || next.first == "extra" ? Array(next) : Array(next.prefix(1)))
        }
        return denied
    }

    /// The words said, as ``score(_:words:optional:noFatAdded:)`` compares them with a
    /// description's: by number.
    struct Said {
        /// Every form of every word said, and the optional ones.
        let words: [Int32]
        /// The words of the tables that are compounds of them ("hamburger" of "burger").
        let compounds: [Int32]
        /// What was said the food has not ("no butter"), -1 for a word no description has.
        let denied: [Int32]
        /// Whether a way of cooking it was said.
        let cooked: Bool
    }

    /// What one part of a description costs against the words said. In the food's name (its
    /// first part) a word they did not say means another food ("Pie, apple" is not an apple),
    /// except after "with" or "on" ("Lasagna with meat"); elsewhere it qualifies. Words after
    /// "no", "without" or "NS as to" say what is not there or not known, and a word beside
    /// "or" is an alternative to a word said ("boiled or poached" for poached eggs): neither
    /// costs anything, but a word said that the food says is not there ("Pizza, no cheese" for
    /// a cheese pizza) is a contradiction. A word
    /// said after "from" names where the food came from, not the food ("Topping from cheese pizza").
    func cost(of part: [Int32], isName: Bool, said: Said) -> Double {
        let known = index.known
        var cost = 0.0
        var negated = false
        var qualifying = !isName
        var source = false
        // "skin / coating not eaten": what stands before it is not there (sought only when
        // something was said not to be).
        let notEaten =
            said.denied.isEmpty
            ? nil : part.indices.dropLast().first { part[$0] == known.not && part[$0 + 1] == known.eaten }
        // "Nutrition bar or meal replacement bar" for a nutrition bar: what stands between "or"
        // and the word said again is another name for it.
        var otherNameEnd = -1
        let kinds = index.wordKinds
        for (position, word) in part.enumerated() {
            let kind = kinds[Int(word)]
            // Raw, when a way of cooking it was said (`cooked`: "a cooked fish" is not "Fish,
            // raw"; "fried, from raw" is).
            if said.cooked, kind.contains(.mild), word == known.raw, !source, !said.words.contains(word) {
                cost += 2
                continue
            }
            if kind.contains(.negation) {
                // "skin not eaten", "no sugar": what a person would say if they meant it ("no added
                // fat" is the plain food).
                if !negated, word == known.no || word == known.not || word == known.without,
                    let next = part.dropFirst(position + 1).first,
                    next != known.added, !said.denied.contains(next)
                {
                    cost += 0.2
                }
                negated = true
                continue
            }
            if kind.contains(.neutral), word == known.or, position > 0, said.words.contains(part[position - 1]),
                let again = part[(position + 1)...].firstIndex(of: part[position - 1])
            {
                otherNameEnd = again
            }
            if word == known.with || word == known.on || word == known.in { qualifying = true }
            if word == known.from || word == known.for {
                qualifying = true
                source = true
            }
            if said.words.contains(word) || isName && position == 0 && said.compounds.contains(word) {
                // Said of what the food has not ("no butter"): what the name has not agrees ("no
                // butter", "skin / coating not eaten"), what it has contradicts.
                let denies = said.denied.contains(word)
                cost +=
                    denies
                    ? (negated || notEaten.map { position < $0 } == true ? 0 : 2)
                    : negated ? 2 : source && isName ? 0.6 : 0
                continue
            }
            let alternative =
                position < otherNameEnd
                || position > 1 && part[position - 1] == known.or && said.words.contains(part[position - 2])
                || position + 2 < part.count && part[position + 1] == known.or
                    && said.words.contains(part[position + 2])
            guard !negated, !alternative, !kind.contains(.neutral) else { continue }
            // A name joining two foods ("Whiskey and cola") is another food when one was not said.
            // After "with", a food joined by "and" is more of the dish ("Lasagna with meat and spinach").
            let besideAnd =
                position > 0 && part[position - 1] == known.and
                || position + 1 < part.count && part[position + 1] == known.and
            let joined = isName && !qualifying && besideAnd
            cost +=
                source || kind.contains(.mild)
                ? 0.1 : kind.contains(.variant) ? 0.6 : joined ? 3.5 : !qualifying || besideAnd ? 0.9 : 0.3
        }
        return cost
    }

    /// What a word of a description is to ``cost(of:isName:said:)``: one look-up a word, not four.
    struct WordKind: OptionSet {
        let rawValue: UInt8
        static let neutral = WordKind(rawValue: 1), mild = WordKind(rawValue: 2), variant = WordKind(rawValue: 4),
            negation = WordKind(rawValue: 8)
    }

    static let kinds: [String: WordKind] = {
        var kinds: [String: WordKind] = [:]
        for (words, kind) in [(neutral, WordKind.neutral), (mild, .mild), (variants, .variant), (negations, .negation)]
        {
            for word in words { kinds[word, default: []].insert(kind) }
        }
        return kinds
    }()

    /// Whether a part of a description is a list of what is not known: "NS as to light",
    /// "heavy" and "or half and half" of "Cream, NS as to light, heavy, or half and half".
    static func unknown(_ position: Int, of parts: [[Int32]], known: FoodIndex.Known) -> Bool {
        guard let start = parts.firstIndex(where: { $0.first == known.ns || $0.first == known.nfs }), position >= start
        else { return false }
        if position == start { return true }
        // The list runs on only to a part that closes it with "or".
        guard let end = parts[start...].firstIndex(where: { $0.first == known.or }) else { return false }
        return position <= end
    }

    /// Whether another name holds the words said as a phrase: "nabisco chip ahoy" holds "chip ahoy".
    static func holds(_ name: String, phrase: String) -> Bool {
        name == phrase || name.hasSuffix(" " + phrase) || name.hasPrefix(phrase + " ") || name.contains(" \(phrase) ")
    }

    /// One choice per food and amount, in order.
    private static func distinct(_ choices: [Choice], besides best: Choice) -> [Choice] {
        var seen: Set<String> = [best.food.id]
        return choices.filter { seen.insert($0.food.id).inserted }
    }

    // MARK: Amounts

    /// The grams of what was said of `food`, and whether a portion of the food fits what was
    /// said (false when only a convention or the usual serving stood in); nil when it cannot be weighed.
    static func amount(_ said: SaidFood, of food: Food) -> (choice: Choice, fits: Bool)? {
        var said = said
        said.size = size(said, of: food)
        // "a large serving of fries" is a large order of them: the size, not the usual serving.
        if let size = said.size, said.serving == "serving" || said.serving == "portion",
            portion(of: food, named: nil, size: size, thing: said.thing) != nil
        {
            said.serving = nil
        }
        let count = said.count ?? 1
        if let grams = said.grams {
            return (Choice(food: food, grams: grams, quantity: nil, portion: nil, working: "weighed"), true)
        }
        if let calories = said.calories {
            guard food.per100g.calories > 0 else { return nil }
            let grams = calories / food.per100g.calories * 100
            return (
                Choice(
                    food: food, grams: grams, quantity: nil, portion: nil,
                    working: "\(Nutrition.format(grams: calories)) kcal as said = \(Nutrition.format(grams: grams)) g"),
                true
            )
        }
        // "a whole pizza": the food's whole one, never a serving in its place.
        // "half a canned pear": its "1 half" (90 g), not half a slice or of the usual serving.
        if count == 0.5, said.serving == nil, said.size == nil,
            let half = food.portions.first(where: { $0.words == ["half"] })
        {
            return (counted(1, half, food: food), true)
        }
        if said.isWhole {
            // "a whole pizza"; of a fruit or vegetable, one of it: "a whole mango" is its "1 mango".
            let whole =
                food.portions.first { isWhole($0.words) }
                ?? (said.serving == nil && isProduce(food) ? unit(of: food, said: said) : nil)
            return (whole ?? usual(food) ?? unit(of: food, said: said)).map {
                (counted(count, $0, food: food), whole != nil)
            }
        }
        if said.packageGrams != nil || said.packageMilliliters != nil {
            // "a 20 oz bottle": the food's own bottle of that size, else the size stated.
            let stated =
                said.packageMilliliters.map { Nutrition.format(amount: ($0 / 29.574).rounded()) }
                ?? said.packageGrams.map { Nutrition.format(amount: ($0 / 28.3495).rounded()) }
            if let serving = said.serving, let stated,
                let portion = food.portions.first(where: { named($0, serving) && $0.words.contains(stated) })
            {
                return (counted(count, portion, food: food), true)
            }
            let each = said.packageGrams ?? said.packageMilliliters! * (density(of: food) ?? 1)
            return (
                Choice(
                    food: food, grams: count * each, quantity: nil, portion: nil,
                    working: "\(Nutrition.format(amount: count)) × \(Nutrition.format(grams: each)) g, the size said"),
                true
            )
        }
        if let serving = said.serving {
            if let portion = portion(
                of: food, named: serving, size: said.size, said: Set(said.words),
                several: Self.packages.contains(serving) && said.saysSeveral ? said.thing : nil)
            {
                return (counted(count, portion, food: food), true)
            }
            // "6 piece chicken nuggets": six of its own unit ("1 nugget").
            if serving == "piece", let one = own(of: food, said: said) {
                return (counted(count, one, food: food), true)
            }
            // "a fun size bag of M&Ms": its fun size, the package it comes in.
            if Self.packages.contains(serving), let size = said.size,
                let sized = portion(of: food, named: nil, size: size, thing: said.thing),
                sized.words.contains(where: Self.otherSizes.contains)
            {
                return (counted(count, sized, food: food), true)
            }
            // A bottle of what pours and has no bottle of its own: a water bottle's.
            if let milliliters = said.milliliters
                ?? conventions[serving].flatMap({ serving != "bottle" || pours(food) ? count * $0.milliliters : nil })
            {
                let note = conventions[serving].map { " (\($0.note))" } ?? ""
                if let density = density(of: food) {
                    let grams = milliliters * density
                    return (
                        Choice(
                            food: food, grams: grams, quantity: nil, portion: nil,
                            working:
                                "\(Nutrition.format(amount: milliliters.rounded())) ml\(note) = \(Nutrition.format(grams: grams)) g"
                        ), true
                    )
                }
                if pours(food) {
                    return (
                        Choice(
                            food: food, grams: milliliters, quantity: nil, portion: nil,
                            working: "\(Nutrition.format(amount: milliliters.rounded())) ml\(note), as water weighs"),
                        true
                    )
                }
                // A volume of a food USDA never measures by volume: its usual amount is offered, never logged unasked.
                return (usual(food) ?? unit(of: food, said: said)).map { (counted(1, $0, food: food), false) }
            }
            if serving == "handful" {
                // Of nuts, chips or sweets an ounce; of grapes or berries, watery and light, half a cup.
                if food.per100g.calories < 150, let density = density(of: food) {
                    let grams = count * 118.3 * density
                    return (
                        Choice(
                            food: food, grams: grams, quantity: nil, portion: nil,
                            working: "a handful taken as ½ cup = \(Nutrition.format(grams: grams)) g"), true
                    )
                }
                return (
                    Choice(
                        food: food, grams: count * 28.35, quantity: nil, portion: nil,
                        working: "a handful taken as 1 oz (28 g)"), true
                )
            }
            if serving == "serving" || serving == "portion", let usual = usual(food) {
                return (counted(count, usual, food: food), true)
            }
            // A serving noun no portion fits: the usual amount is offered, never logged unasked.
            return (usual(food) ?? unit(of: food, said: said)).map { (counted(count, $0, food: food), false) }
        }
        // A size the food's portions do not have fits only a food that has no sizes at all
        // ("2 large eggs" of eggs weighed by the egg).
        var fits = true
        if let size = said.size {
            let sized = portion(of: food, named: nil, size: size, thing: said.thing)
            if let sized, said.words.last.map(sized.words.contains) ?? true {
                return (counted(count, sized, food: food), true)
            }
            // "a medium chicken breast": one breast, not a medium slice of one (but a small bag of
            // chips, not one chip, and a small drink, not the medium one).
            // A size of its own kind ("a miniature Snickers", "a king size bar", "a kids' meal")
            // fits only a food that has it: the usual one is not it.
            let ordinary = ["small", "medium", "large", "regular", "extra large"].contains(size)
            if ordinary, let own = own(of: food, said: said), Set(own.words).isDisjoint(with: sizeNames),
                own.gramsPerUnit > sized?.gramsPerUnit ?? 0
            {
                return (counted(count, own, food: food), true)
            }
            if let sized { return (counted(count, sized, food: food), true) }
            fits = ordinary && !food.portions.contains { !Set($0.words).isDisjoint(with: sizeNames) }
        }
        // "a cookie": one cookie; "a bagel", "pad thai": the usual amount eaten; "2 tacos": two of its usual unit.
        // A size said is the size of one whole of it: "a medium avocado" is the fruit, not the usual 30 g.
        let item =
            said.size == nil
            ? nil : countable(food).first { !Set($0.words).isDisjoint(with: ["fruit", "item", "each", "vegetable"]) }
        let portion =
            said.count == nil || (count == 1 && said.isArticle)
            ? item ?? (said.count == nil ? nil : own(of: food, said: said) ?? single(of: food, said: said))
                ?? usual(food).map { whole(of: food, over: $0) } ?? unit(of: food, said: said)
            : unit(of: food, said: said) ?? usual(food)
        return portion.map { (counted(count, $0, food: food), fits) }
    }

    static func counted(_ quantity: Double, _ portion: FoodPortion, food: Food) -> Choice {
        let grams = quantity * portion.gramsPerUnit
        let working: String
        if portion.measure == FNDDSTable.usualPortion {
            working =
                quantity == 1
                ? "usual serving, \(Nutrition.format(grams: grams)) g"
                : "\(Nutrition.format(amount: quantity)) × usual serving of \(Nutrition.format(grams: portion.gramsPerUnit)) g"
        } else {
            let times = quantity == 1 ? "" : "\(Nutrition.format(amount: quantity)) × "
            working = "\(times)1 \(portion.measure) = \(Nutrition.format(grams: portion.gramsPerUnit)) g"
        }
        return Choice(food: food, grams: grams, quantity: quantity, portion: portion.measure, working: working)
    }

    /// Servings without a portion of their own, as volumes, each stated where it is used.
    static let conventions: [String: (milliliters: Double, note: String)] = [
        "bowl": (355, "a bowl taken as 1½ cups"),
        "plate": (473, "a plate taken as 2 cups"),
        "mug": (300, "a mug taken as 300 ml"),
        "glass": (240, "a glass taken as 8 fl oz"),
        "shot": (44, "a shot taken as 1½ fl oz"),
        "pint": (473, "a US pint"),
        "bottle": (500, "a bottle taken as 500 ml, 16.9 fl oz"),
    ]

    /// Words of a portion that stand for the serving said: "slice" is FNDDS's "piece/slice".
    static let servingSynonyms: [String: Set<String>] = [
        "slice": ["slice", "piece"], "piece": ["piece", "slice", "fillet", "steak"], "strip": ["strip", "slice"],
        "can": ["can"],
        "bottle": ["bottle"], "box": ["box"], "juice box": ["box"], "order": ["order"],
        "container": ["container", "carton", "cup"],
        "carton": ["carton", "container"], "bar": ["bar", "regular"], "bag": ["bag", "pouch"], "scoop": ["scoop"],
        "cup": ["cup"],
        "tablespoon": ["tablespoon", "tbsp"], "teaspoon": ["teaspoon", "tsp"], "fl oz": ["fl"], "glass": ["glass"],
        "mug": ["mug"], "bowl": ["bowl"], "shot": ["shot", "jigger"], "pat": ["pat"], "stick": ["stick"],
        "packet": ["packet", "pouch", "bag"],
        "package": ["package", "packet"], "patty": ["patty"], "drink": ["drink", "jigger", "shot"],
        "fillet": ["fillet"], "link": ["link"], "pint": ["pint"],
    ]

    private static func named(_ portion: FoodPortion, _ serving: String) -> Bool {
        let names = servingSynonyms[serving] ?? [serving]
        return portion.words.contains(where: names.contains)
    }

    /// The food's portion named by the serving and the size: "medium" and "order" → "medium
    /// fast food order"; the plainest first ("cup" before "cup, diced").
    static func portion(
        of food: Food, named serving: String?, size: String?, thing: String? = nil, said: Set<String> = [],
        several: String? = nil
    ) -> FoodPortion? {
        let servingWords = serving.map { FoodText.words($0) } ?? []
        // A snack bag of chips is their small bag, where there is no fun size.
        let sizes = size.map { sizeWords($0) + ($0 == "fun" && serving == "bag" ? ["small"] : []) }
        var best: (rank: (Int, Int, Int, Int, Int, Int), portion: FoodPortion)?
        for portion in food.portions
        where portion.measure != FNDDSTable.usualPortion && !portion.measure.hasPrefix("Guideline") {
            let words = portion.words
            if let serving {
                guard named(portion, serving) else { continue }
                // A volume said must be that volume's portion ("cup", not "cup of a muffin tin").
                if ["cup", "tablespoon", "teaspoon"].contains(serving), words.first != serving,
                    !(serving == "tablespoon" && words.first == "tbsp")
                {
                    continue
                }
            }
            if let sizes, !sizes.contains(where: words.contains) { continue }
            // No size said: the one of no size told ("1 piece, NFS"), the regular or medium one,
            // then the plainest (fewest words), then the first.
            let usual = isUnsized(words) ? 0 : words.contains("regular") || words.contains("medium") ? 1 : 2
            let sized = words.contains(where: otherSizes.contains) ? 1 : 0
            // Of a size, the one naming the thing said ("1 medium breast", not "1 medium slice").
            let named = thing.map { words.contains($0) } ?? true ? 0 : 1
            // Of a size said, the portion saying it before one saying a size meant alike ("1 small/regular fillet" for
            // a medium one).
            let exact = sizes.map { words.contains($0[0]) ? 0 : 1 } ?? usual + sized
            // The portion that says more of what was said, besides the food's own words: "a
            // 100-calorie pack of almonds" is its "100 calorie package", not its "package".
            let told = -words.filter { said.contains($0) && !food.words.contains($0) && !servingWords.contains($0) }
                .count
            // A package of things said in the plural holds several: "a pack of Reese's cups" is
            // its "package 1.6 oz 2 cups", not its "package 0.6 oz 1 cup".
            let holdsOne =
                several.map { thing in
                    !zip(words, words.dropFirst()).contains { number, word in word == thing && Double(number) ?? 0 > 1 }
                } ?? false
            let rank = (
                servingWords.filter { !words.contains($0) }.count, named, holdsOne ? 1 : 0, told, exact,
                plainness(of: words.filter { !said.contains($0) }, serving: serving)
            )
            if best == nil || rank < best!.rank { best = (rank, portion) }
        }
        if size == "medium", let chosen = best?.portion, let medium = medium(of: food, between: chosen) {
            return medium
        }
        if best == nil, let inches = size.flatMap(Double.init) { return length(inches, of: food) }
        return best?.portion
    }

    /// A length said that no portion gives ("a footlong sub", 12 inches), of a food whose
    /// portion gives another ("1 regular or 6\" submarine"): that portion, in proportion.
    static func length(_ inches: Double, of food: Food) -> FoodPortion? {
        for portion in food.portions {
            guard let mark = portion.measure.firstIndex(of: "\"") else { continue }
            let digits = String(portion.measure[..<mark].reversed().prefix(while: \.isNumber).reversed())
            guard let given = Double(digits), given > 0 else { continue }
            return FoodPortion(
                amount: 1,
                measure:
                    "\(String(format: "%g", inches))\" (\(String(format: "%g", inches / given)) × \(portion.measure))",
                grams: portion.gramsPerUnit * inches / given)
        }
        return nil
    }

    /// A medium one where USDA merges small and regular: halfway between its "small/regular" and
    /// its "large" ("a medium burrito" is 275 g, between 220 and 330). Nil for any other portion.
    static func medium(of food: Food, between regular: FoodPortion) -> FoodPortion? {
        let merged: Set<String> = ["small", "regular"]
        guard merged.isSubset(of: regular.words), !regular.words.contains("medium") else { return nil }
        let rest = regular.words.filter { !merged.contains($0) }
        guard
            let large = food.portions.first(where: {
                $0.words.contains("large") && $0.words.filter { $0 != "large" } == rest
            })
        else { return nil }
        let measure = regular.measure.replacingOccurrences(of: "small/regular", with: "medium")
        guard measure != regular.measure else { return nil }
        return FoodPortion(
            amount: 1, measure: "\(measure) (between small/regular and large)",
            grams: (regular.gramsPerUnit + large.gramsPerUnit) / 2)
    }

    /// How much a portion's name says besides the serving, its alternatives and its stated
    /// volume and the words said: "cup" 0, "cup, diced" 1 (0 for diced chicken); "can or bottle (12 fl oz)" 0 for a
    /// bottle.
    private static func plainness(of words: [String], serving: String?) -> Int {
        let names = serving.map { servingSynonyms[$0] ?? [$0] } ?? []
        return Set(
            words.indices.filter { index in
                let word = words[index]
                return !names.contains(word) && word.first?.isNumber != true
                    && !["fl", "oz", "ml", "or", "size"].contains(word) && !sizeNames.contains(word)
                    && !(index > 0 && words[index - 1] == "or")
                    && !(index + 1 < words.count && words[index + 1] == "or")
            }.map { words[$0] }
        ).count
    }

    private static func sizeWords(_ size: String) -> [String] {
        switch size {
        case "kids": ["kid", "kids", "child", "children"]
        case "regular": ["regular", "medium"]
        case "medium": ["medium", "regular"]
        case "extra large": ["extra"]
        case "miniature": ["miniature", "mini", "bite"]
        case "king": ["king"]
        case "fun": ["fun", "snack"]
        case "sharing": ["sharing", "movie", "theater", "family"]
        case "personal": ["personal", "individual"]
        case "12": ["12", "footlong"]
        default: [size]
        }
    }

    /// USDA's usual amount eaten, when a person names the food without one.
    static func usual(_ food: Food) -> FoodPortion? {
        food.portions.first { $0.measure == FNDDSTable.usualPortion }
    }

    /// One of the food, for counting: the portion named by a word of the food ("1 nugget",
    /// "1 egg", "1 pancake"), else its regular or medium one, else a whole fruit or item.
    static func unit(of food: Food, said: SaidFood) -> FoodPortion? {
        if let own = own(of: food, said: said) { return own }
        let countable = countable(food)
        if let regular = portion(of: food, named: nil, size: "regular"), countable.contains(regular) { return regular }
        return countable.first { !Set($0.words).isDisjoint(with: ["fruit", "item", "piece", "sandwich", "each"]) }
            ?? countable.first
    }

    /// One of a food FNDDS names in the plural, said in the singular: "a strawberry" is "1
    /// fruit" of "Strawberries, raw", "an onion" its "1 whole", "an almond" "1 nut", not the
    /// usual serving of several; so too of a food whose usual serving is several of its items.
    static func single(of food: Food, said: SaidFood) -> FoodPortion? {
        // A food whose usual serving is several of its items: "a fried wonton" is one (25 g),
        // not the three of its usual 75 g.
        if let item = food.portions.first(where: { $0.words.first == "item" }), let usual = usual(food),
            usual.grams >= 1.5 * item.gramsPerUnit, let thing = said.words.last, FoodText.singular(thing) == thing
        {
            return item
        }
        guard let named = food.name.split(separator: ",").first?.split(separator: " ").last?.lowercased(),
            FoodText.singular(named) != named, let thing = said.words.last, FoodText.singular(named) == thing,
            !said.text.lowercased().contains(named)
        else { return nil }
        return food.portions.first { portion in
            portion.words.count == 1
                && ["fruit", "nut", "whole", "item", "each", "medium", thing].contains(portion.words[0])
        }
    }

    /// The portion named by a word the person said of the food: "1 medium cookie" for "a
    /// cookie", "1 nugget" for "10 nuggets"; the medium or regular one of several.
    static func own(of food: Food, said: SaidFood) -> FoodPortion? {
        // The thing said ("cookie" of "a chocolate chip cookie"), or what the food's name calls it ("Cookie,
        // biscotti").
        // Or a portion naming the thing said among the food's own words ("1 Oreo sandwich" of
        // "Cookie, chocolate sandwich" for "2 oreos"), the usual size before a mini one.
        // Or one the person named ("an Oreo sandwich cookie", "a Keebler Rainbow Chips Deluxe cookie").
        let thing = Set([said.thing].compactMap { $0 })
        let known = thing.union(food.headWords)
        // "package 0.6 oz 1 cup": a package of one of the thing said (a Reese's cup).
        if let packaged = food.portions.first(where: { portion in
            packages.contains(portion.words.first ?? "")
                && zip(portion.words, portion.words.dropFirst()).contains { $0 == "1" && thing.contains($1) }
        }) {
            return packaged
        }
        let told = Set(said.words)
        let named = countable(food).enumerated().filter { _, portion in
            // "1 wing, any size" is a wing, "bar (2 oz)" a bar.
            var words = portion.words.filter {
                !sizeNames.contains($0) && $0.first?.isNumber != true && !["any", "size", "oz", "fl", "g"].contains($0)
            }
            // "1 tender, strip, or finger": a list of names, one of them enough.
            if words.contains("or") {
                words = words.filter { $0 != "or" }
                return words.contains { known.contains($0) }
            }
            // Named by the person: "1 Nabisco Chips Ahoy!" for "a Chips Ahoy cookie", its maker unsaid.
            let toldCount = words.filter(told.contains).count
            return !words.isEmpty
                && (words.allSatisfy(known.contains)
                    || !thing.isDisjoint(with: words)
                        && words.allSatisfy { known.contains($0) || food.words.contains($0) }
                    || words.count > 1 && toldCount >= 2 && toldCount * 2 >= words.count)
        }
        let on = food.words.drop { $0 != "on" }
        // Not a size other than the usual; the one the person named ("1 Nabisco Chips Ahoy!"), the usual size, the
        // plainest.
        func rank(_ portion: FoodPortion, _ offset: Int) -> (Int, Int, Int, Int, Int) {
            let words = Set(portion.words)
            // What the food's own name says it is on singles out no portion: "bread" of a sandwich
            // "on wheat bread" is not its "1 sandwich (1 slice bread)".
            return (
                words.isDisjoint(with: otherSizes) ? 0 : 1,
                words.intersection(told).subtracting(thing).subtracting(on).count >= 2 ? 0 : 1,
                isUnsized(portion.words) ? 0 : words.contains("medium") || words.contains("regular") ? 1 : 2,
                words.count, offset
            )
        }
        return named.map { (rank: rank($0.element, $0.offset), portion: $0.element) }.min { $0.rank < $1.rank }?.portion
    }

    /// The size said of a food: "a medium crust pizza" says words of the name ("…, medium
    /// crust"), not a size, of a pizza whose name has them; "a medium pepperoni pizza" a size.
    static func size(_ said: SaidFood, of food: Food) -> String? {
        guard let word = said.sizeAmongWords, let at = said.words.firstIndex(of: word), at + 1 < said.words.count else {
            return said.size
        }
        return food.words.firstRange(of: said.words[at...(at + 1)]) == nil ? said.size : nil
    }

    /// A portion of no size told: FNDDS's "1 piece, NFS", "1 egg, NS as to size".
    static func isUnsized(_ words: [String]) -> Bool {
        words.contains("nfs") || words.firstRange(of: ["ns", "as", "to", "size"]) != nil
    }

    static let sizeNames: Set<String> = [
        "small", "medium", "large", "regular", "extra", "miniature", "mini", "jumbo", "kid", "kids", "fun", "king",
        "sharing",
    ]
    /// Sizes other than the usual one, as portions name them ("1 bite size").
    static let otherSizes = sizeNames.subtracting(["medium", "regular"]).union(["bite"])

    /// One whole of a food whose usual serving is part of one: "a quesadilla" is the "full
    /// circle", though people usually eat half of one.
    static func whole(of food: Food, over usual: FoodPortion) -> FoodPortion {
        countable(food).first { $0.words.contains("full") && $0.gramsPerUnit > usual.gramsPerUnit } ?? usual
    }

    /// Portions that count the food rather than measure it.
    static func countable(_ food: Food) -> [FoodPortion] {
        food.portions.filter { portion in
            guard let first = portion.words.first else { return false }
            return portion.measure != FNDDSTable.usualPortion && !portion.measure.hasPrefix("Guideline")
                && !isWhole(portion.words)
                && IngredientMeasure.volumeUnits[first] == nil && IngredientMeasure.massUnits[first] == nil
                && first != "fl"
                && !["cubic", "surface"].contains(first) && !portion.words.contains(where: packages.contains)
        }
    }

    /// Portions of a package of several, not one of the food.
    static let packages: Set<String> = [
        "package", "box", "bag", "container", "pouch", "packet", "tray", "jar", "tub", "can", "bottle",
    ]

    /// Whether a portion's words name the whole of something ("1 whole pizza", "1 pie").
    static func isWhole(_ words: [String]) -> Bool {
        return words.contains("whole") || words.contains("entire")
            || (words.contains("pie") && !words.contains("slice"))
    }

    /// Grams per millilitre from the food's cup, tablespoon or fluid-ounce portion.
    static func density(of food: Food) -> Double? {
        for (unit, milliliters) in [
            ("cup", 236.588), ("fl", 29.574), ("tablespoon", 14.787), ("tbsp", 14.787), ("teaspoon", 4.929),
        ] {
            if let portion = food.portions.first(where: { portion in
                let words = portion.words
                return words.first == unit
                    && (words.count == 1 || unit == "fl"
                        || words.count == 2 && ["cooked", "prepared"].contains(words[1]))
            }) {
                return portion.gramsPerUnit / milliliters
            }
        }
        return nil
    }

    // MARK: Said with another food

    /// A food said with another and no amount of its own ("coffee with milk", "toast with
    /// butter", "a hot dog with ketchup") is what goes with that food: USDA's guideline amount
    /// for it ("Guideline amount per fl oz of beverage", "… per slice of bread/roll"), as many
    /// times as the other food holds, where the food has one; else as read.
    public func added(_ addition: Resolution, to base: Choice) -> Resolution {
        guard let choice = addition.choice, let (portion, times) = Self.guideline(of: choice.food, with: base) else {
            return addition
        }
        let grams = portion.gramsPerUnit * times
        guard Self.isLoggable(grams: grams) else { return addition }
        let with = portion.measure.replacingOccurrences(of: "Guideline amount ", with: "")
        let working =
            "\(Nutrition.format(amount: (times * 10).rounded() / 10)) × USDA's guideline amount \(with) = \(Nutrition.format(grams: grams)) g"
        var resolution = addition
        resolution.choice = Choice(food: choice.food, grams: grams, quantity: nil, portion: nil, working: working)
        return resolution
    }

    /// The food's guideline portion for going with `base`, and how many of it `base` takes.
    static func guideline(of food: Food, with base: Choice) -> (FoodPortion, Double)? {
        let words = Set(base.food.words)
        func has(_ any: Set<String>) -> Bool { !words.isDisjoint(with: any) }
        for portion in food.portions where portion.measure.hasPrefix("Guideline") {
            let measure = portion.measure.lowercased()
            if measure.contains("fl oz of beverage"), pours(base.food) {
                return (portion, base.grams / 29.574)
            }
            if measure.contains("cup of hot cereal"),
                has(["oatmeal", "grit", "porridge", "farina", "cream"])
                    && has(["oatmeal", "cereal", "grit", "porridge", "farina", "wheat"])
            {
                return (portion, base.grams / 240)
            }
            if measure.contains("slice of bread"),
                has(["bread", "toast", "toasted", "roll", "bagel", "biscuit", "muffin", "bun", "croissant"])
            {
                return (
                    portion, base.portion.map { FoodText.words($0).contains("slice") } == true ? base.quantity ?? 1 : 1
                )
            }
            if measure.contains("hot dog or per hamburger"),
                has(["hot", "hamburger", "cheeseburger", "frankfurter", "burger"])
            {
                return (portion, base.quantity ?? 1)
            }
            if measure.contains("cup of french fries"), has(["fries", "fry"]) {
                return (portion, max(1, base.grams / 120))
            }
            if measure.contains("regular sandwich") || measure.contains("per sandwich"),
                has(["sandwich", "sub", "wrap", "burger", "hamburger"])
            {
                return (portion, base.quantity ?? 1)
            }
            if measure.contains("in salad"), has(["salad"]) {
                return (portion, 1)
            }
        }
        return nil
    }

    /// Whether the food is a fruit or a vegetable, of which "whole" means one: its category says
    /// so, or it is eaten raw ("Mango, raw", in "Mango and papaya").
    static func isProduce(_ food: Food) -> Bool {
        food.words.contains("raw") || category(of: food, says: ["fruit", "vegetable"])
    }

    /// Whether the food's category is one that pours (a drink, a soup), so water's weight stands in.
    static func pours(_ food: Food) -> Bool {
        category(
            of: food,
            says: [
                "beverage", "drink", "juice", "coffee", "tea", "water", "milk", "beer", "wine", "liquor", "soup",
                "smoothie", "shake",
            ])
    }

    /// Whether a word of the food's category (its words, plurals folded) is one of `words`.
    static func category(of food: Food, says words: Set<String>) -> Bool {
        FoodText.words(food.group).contains(where: words.contains)
    }

    // MARK: Rules

    /// Words of a description that say nothing a person would: "NFS", "or", "with".
    static let neutral: Set<String> = [
        "nfs", "n", "s", "ns", "as", "to", "or", "and", "with", "from", "on", "in", "of", "the", "a", "type", "any",
        "made", "plain",
        "regular", "not", "further", "specified", "other", "than", "added", "flavor", "eaten", "form", "kind", "size",
    ]

    /// Words of a description that are what a person means unless they say otherwise: an
    /// apple is raw, a banana ripe.
    static let mild: Set<String> = ["raw", "fresh", "cooked", "fat", "skin", "whole"]

    /// Ways of cooking that add nothing to a meat's energy.
    static let dryCooking: Set<String> = [
        "cooked", "baked", "broiled", "grilled", "roasted", "boiled", "steamed", "poached",
    ]

    /// Whether a food is a meat, poultry or fish named with no way of cooking ("Pork, chop, NS
    /// as to fat eaten"): as eaten, it is cooked some plain way.
    static func isPlainMeat(_ food: Food) -> Bool {
        food.source == .asEaten && !food.words.contains(where: preparedWords.contains)
            && category(
                of: food, says: ["beef", "pork", "lamb", "chicken", "fish", "shellfish", "turkey", "poultry", "game"])
    }

    /// Words of a name that say how a food was cooked or kept, so that it is no plain meat.
    static let preparedWords = cookingWords.union([
        "raw", "coated", "breaded", "battered", "stuffed", "canned", "dried",
    ])

    /// Words that say a food was cooked, and how.
    static let cookingWords: Set<String> = [
        "cooked", "baked", "fried", "grilled", "roasted", "boiled", "steamed", "broiled", "stewed", "sauteed",
        "braised", "poached",
        "scrambled", "toasted", "smoked", "barbecued", "microwaved",
    ]

    /// Words after which a description says what is not known or not there.
    static let negations: Set<String> = ["no", "without", "not", "than", "ns", "nfs"]

    /// Words of a description that make it a variant a person would say if they meant it:
    /// canned pears, diet cola, a meatless lasagna, a Puerto Rican style dish.
    static let variants: Set<String> = [
        "canned", "frozen", "dried", "dehydrated", "iced", "stuffed", "meatless", "vegetarian", "vegan", "reduced",
        "low", "lowfat",
        "nonfat", "light", "lite", "diet", "veggie", "decaffeinated", "diluted", "concentrate", "baby", "toddler",
        "infant", "school", "style",
        "sugar", "bottled", "powder", "instant", "mix", "prepared", "chinese", "restaurant", "fast", "cafeteria",
        "puerto", "rican",
        "baked", "fried", "grilled", "roasted", "broiled", "stewed", "steamed", "sauteed", "braised", "poached",
        "scrambled",
        "toasted", "breaded", "battered", "smoked", "free", "dry",
    ]

    /// Words a person adds that a description need not have: "a plain bagel" is a bagel.
    static let optional: Set<String> = [
        "plain", "regular", "homemade", "fresh", "classic", "original", "normal", "simple", "cooked", "unsweetened",
        "diced", "chopped", "sliced", "cubed", "shredded", "minced", "strained", "junior", "boneless", "meatless",
        // How it was cut or seasoned, which FNDDS seldom says: "pineapple chunks", "cajun chicken".
        "chunk", "cajun", "spicy",
        // Eaten again: "leftover lasagna" is lasagna ("leftovers" alone names none).
        "leftover", "reheated",
        // "a taco or tostada": either, as FNDDS names some foods ("Taco or tostada salad").
        "or",
    ]

    /// Words that name a meal or a kind of food, not a food: said alone, always asked.
    static let vague: Set<String> = [
        "food", "something", "anything", "stuff", "thing", "drink", "beverage", "snack", "meal", "leftover", "dinner",
        "lunch",
        "breakfast", "brunch", "supper", "dessert", "fruit", "veggie", "vegetable", "item", "bite", "dish", "plate",
        "treat", "else",
        "sweet", "junk", "takeout", "takeaway", "delivery", "grub", "nibble", "to", "some", "kind", "bit",
    ]

    /// Words that join two foods, or two words of one dish ("mac and cheese").
    static let joints: Set<String> = ["and", "with", "n", "plus"]

    /// A food lacking words said is sure only where what it holds tells at least this share of
    /// what the words tell, and never when it lacks the last word (the thing itself). Set from
    /// the calibration (docs/MEALS-IN-WORDS.md): foods holding 80–90 % of it were right 55 % of
    /// the time in household words, 86 % in grams, short of what sure must mean.
    static let coverageSure = 0.9
    /// A word at least this rare in the tables' names (held by about 30 foods of 13,000 or fewer)
    /// names one thing, as a brand does ("mcmuffin").
    static let brandWeight = 6.0
    /// Within this much of the best score, a reading is as likely.
    static let closeScore = 0.15
    /// How far behind the best a reading holding every word said may be and still go first.
    static let wholeScore = 0.3
    /// Readings as likely that differ by more than this share of energy make the answer unsure.
    static let agreement = 0.4
    /// More than this, not weighed, is more than a person eats of one food at a sitting.
    static let sittingGrams = 1_200.0
    /// A serving under this is a side's, not a meal's (a main-dish salad is 250–500 g).
    static let sideGrams = 200.0
    static let sittingCalories = 1_800
    static let largestGrams = 10_000.0
}
