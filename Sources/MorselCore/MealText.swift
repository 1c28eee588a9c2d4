import Foundation

/// A meal said in words ("a turkey sandwich and a medium latte", "150 g salmon, a cup of
/// rice"), read as foods as eaten (``EatenFoodResolver``): one meal, its nutrition and
/// nutrients the sum of the foods, with each food's working shown. A food Morsel is unsure
/// of is not guessed: ``unsure`` names it with the choices weighed, and the meal is logged
/// only once a person picks (``Pick``).
public struct MealText: Sendable {
    /// What was typed, tidied.
    public let text: String
    /// The meal the words name ("for lunch I had …", "… as a snack"), if they name one.
    public let category: StandardCategory?
    /// Each food said, in order, as resolved or as picked.
    public let foods: [EatenFoodResolver.Resolution]
    public let total: Nutrition
    /// Vitamins, minerals and the rest over the foods, each with how many foods knew it.
    public let nutrients: NutrientTotals

    /// Who the figures of the foods read are from ("USDA FNDDS 2021-2023").
    public var source: String { FoodSource.credits(foods.compactMap { $0.choice?.food }) }

    public static let maxLength = 500
    public static let maxItems = 20

    /// A person's pick for the food at `line`: a food at a number of one of its portions, or
    /// weighed; or nil, to leave the food out of the meal.
    public struct Pick: Sendable, Hashable {
        public let line: Int
        public let choice: EatenFoodResolver.Choice?

        public init(line: Int, choice: EatenFoodResolver.Choice?) {
            self.line = line
            self.choice = choice
        }
    }

    /// The foods not sure enough to log unasked.
    public var unsure: [(line: Int, resolution: EatenFoodResolver.Resolution)] {
        foods.enumerated().filter { !$0.element.isSure }.map { ($0.offset, $0.element) }
    }

    public var isSure: Bool { foods.allSatisfy(\.isSure) }

    /// Refuses unless every food is sure, naming each unsure one with the choices weighed.
    public func requireSure() throws(DomainError) {
        guard isSure else { throw .unsure(unsure.map { UnsureFood($0.resolution, line: $0.line) }) }
    }

    /// Splits and works out `text`. A food that matches nothing, or words that name no food
    /// ("dinner", "something to drink"), are foods not sure: asked about, the rest kept.
    public init(_ typed: String, resolver: EatenFoodResolver, picks: [Pick] = []) throws(ValidationFailure) {
        let text = typed.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: ", ")
        guard !text.isEmpty else { throw ValidationFailure([FieldError(field: "text", message: "Say what was eaten, such as “2 eggs and toast”.")]) }
        guard text.count <= Self.maxLength else {
            throw ValidationFailure([FieldError(field: "text", message: "Say it in at most \(Self.maxLength) characters.")])
        }
        let sentence = MealSentence(text)
        var foods = sentence.pieces.flatMap { Self.foods(in: $0, resolver: resolver) }
        // Only a meal named ("dinner", "I had lunch"): a food to ask about, not a meal of nothing.
        if foods.isEmpty { foods = [resolver.resolve(SaidFood(sentence.mealNamed ?? text))] }
        guard foods.count <= Self.maxItems else {
            throw ValidationFailure([FieldError(field: "text", message: "At most \(Self.maxItems) foods in one meal.")])
        }
        for pick in picks {
            guard foods.indices.contains(pick.line) else {
                throw ValidationFailure([FieldError(field: "choices", message: "There is no food \(pick.line) in “\(text)”: it has \(foods.count).")])
            }
            foods[pick.line] = pick.choice.map { .chosen($0, said: foods[pick.line].said) } ?? .leftOut(foods[pick.line].said)
        }
        foods.removeAll(where: \.isLeftOut)
        guard !foods.isEmpty else {
            throw ValidationFailure([FieldError(field: "choices", message: "Every food was left out: there is nothing to log.")])
        }
        self.text = text
        self.category = sentence.category
        self.foods = foods
        total = Nutrition.total(foods.compactMap { $0.choice?.nutrition })
        var nutrients = NutrientTotals()
        for food in foods { nutrients.add(food.choice?.nutrients) }
        self.nutrients = nutrients
    }

    /// The foods of one piece. A dish or brand is one food before any splitting (“mac and
    /// cheese”, “peanut butter and jelly sandwich”: a food's own description holds every
    /// word); otherwise it splits at “and”, “with”, “&” or “plus” (“cheeseburger and fries”,
    /// “a bagel with cream cheese”), each side read on its own. Read from the left, each food
    /// is the longest run of parts that names one dish (“mac and cheese and a coke” is two).
    /// An amount said after the piece's foods ("… that weighs 248 g") is the last one's.
    static func foods(in said: MealSentence.Piece, resolver: EatenFoodResolver) -> [EatenFoodResolver.Resolution] {
        let piece = said.food
        let joints = Self.joints(in: piece)
        let starts = [piece.startIndex] + joints.map(\.upperBound), ends = joints.map(\.lowerBound) + [piece.endIndex]
        /// Parts `first` through `last` as one food; the last part carries what was said after the piece.
        func read(_ first: Int, _ last: Int) -> EatenFoodResolver.Resolution {
            let text = String(piece[starts[first]..<ends[last]])
            return resolver.resolve(last == starts.count - 1 ? SaidFood(text, amount: said.amount, qualifiers: said.qualifiers) : SaidFood(text))
        }
        func part(_ index: Int) -> SaidFood { SaidFood(String(piece[starts[index]..<ends[index]])) }
        /// Whether the joint before part `index` is "with".
        func saidWith(_ index: Int) -> Bool { index > 0 && piece[joints[index - 1]].lowercased().contains("with") }
        var foods: [EatenFoodResolver.Resolution] = []
        var first = 0
        while first < starts.count {
            // A part that says an amount ("a banana and a cup of milk") starts another food.
            var last = first
            while last + 1 < starts.count, !Self.startsFood(part(last + 1)) { last += 1 }
            // Said "with", the thing said first ("tamale" of "a medium tamale with chicken") is what a dish's name begins with.
            let thing = part(first).words.last
            let dish = stride(from: last, to: first, by: -1).lazy.map { end in (end, read(first, end)) }
                .first { end, food in resolver.isOneDish(food, thing: (first + 1...end).contains(where: saidWith) ? thing : nil) }
            var (end, food) = dish ?? (first, read(first, first))
            // "coffee with milk", "toast with butter": the milk and the butter that go with them.
            if dish == nil, saidWith(first), let base = foods.last?.choice, !part(first).saysAmount {
                food = resolver.added(food, to: base)
            }
            foods.append(food)
            first = end + 1
        }
        return foods
    }

    /// The words that join two foods ("and", "with", "&", "plus", "n"), each with the spaces
    /// around it: spaced, so that "M&M's" and "PB&J" stay names.
    static func joints(in piece: String) -> [Range<String.Index>] {
        var joints: [Range<String.Index>] = []
        var index = piece.startIndex
        while index < piece.endIndex {
            guard piece[index].isWhitespace else { index = piece.index(after: index); continue }
            var wordStart = index
            while wordStart < piece.endIndex, piece[wordStart].isWhitespace { wordStart = piece.index(after: wordStart) }
            var wordEnd = wordStart
            while wordEnd < piece.endIndex, !piece[wordEnd].isWhitespace { wordEnd = piece.index(after: wordEnd) }
            var after = wordEnd
            while after < piece.endIndex, piece[after].isWhitespace { after = piece.index(after: after) }
            if wordEnd > wordStart, after > wordEnd, after < piece.endIndex,
               ["and", "with", "&", "plus", "n"].contains(piece[wordStart..<wordEnd].lowercased()) {
                joints.append(index..<after)
                index = after
            } else {
                index = wordEnd
            }
        }
        return joints
    }

    /// Whether a part after "and" or "with" starts another food: it says an amount of
    /// something ("a banana and a cup of milk"), not just an amount ("half and half").
    private static func startsFood(_ said: SaidFood) -> Bool {
        said.saysAmount && !said.words.isEmpty
    }

    /// The meal: named as typed, the foods' nutrition and nutrients, and each food's working in its notes.
    public func meal(category: MealCategory, date: MealDate, time: TimeOfDay?) -> MealDetails {
        let name = text.count <= MealInput.maxNameLength ? text : String(text.prefix(MealInput.maxNameLength - 1)) + "…"
        let working = foods.compactMap { food in
            food.choice.map { "\(food.said.text): \($0.food.name), \($0.working), \($0.nutrition.calories) kcal (\($0.food.credit))" }
        }
        return MealDetails(name: name, category: category, nutrition: total, date: date, time: time,
                           notes: working.joined(separator: "\n"), nutrients: nutrients,
                           source: source)
    }
}
