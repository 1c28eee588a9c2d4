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
        var foods = Self.foods(in: sentence.pieces, resolver: resolver)
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

    /// The foods of the pieces said. A dish or brand is one food before any splitting (“mac and
    /// cheese”, “peanut butter and jelly sandwich”: a food's own description holds every
    /// word); otherwise a piece splits at “and”, “with”, “&” or “plus” (“cheeseburger and
    /// fries”, “a bagel with cream cheese”), each side read on its own. A dish said "with" takes
    /// the pieces after it that list, with no amount, not even "a", what it is with ("a burrito
    /// filled with chicken, beans, and rice"). Read from the left, each food is the longest run
    /// of parts that names one dish (“mac and cheese and a coke” is two).
    static func foods(in pieces: [MealSentence.Piece], resolver: EatenFoodResolver) -> [EatenFoodResolver.Resolution] {
        var foods: [EatenFoodResolver.Resolution] = []
        var index = 0
        while index < pieces.count {
            var end = index + 1
            if FoodText.words(pieces[index].text).contains("with"), pieces[index].amount == nil {
                while end < pieces.count, pieces[end].qualifiers == nil, !SaidFood(pieces[end].food).saysAmount {
                    end += 1
                    // "…, and sour cream that weighs 132 grams": the weight of the whole, which ends the list.
                    if pieces[end - 1].amount != nil { break }
                }
            }
            foods += Self.foods(in: pieces[index..<end], resolver: resolver)
            index = end
        }
        return foods
    }

    /// One part of a piece's words, and how it is joined to the part before.
    private struct Part {
        enum Joint { case first, and, with, list }
        let text: String
        let joint: Joint
        let said: SaidFood
        /// The piece it is of, and whether it is that piece's last part.
        let piece: Int
        let endsPiece: Bool

        /// Whether it starts another food: it says an amount of something ("a banana and a cup
        /// of milk"), not just an amount ("half and half"); after "with", a measured one other
        /// than a patty ("a cheeseburger with a medium patty" is one dish).
        var startsFood: Bool {
            !said.words.isEmpty && (joint == .with ? said.saysMeasure && said.serving != "patty" : said.saysAmount)
        }
    }

    /// The foods of a dish's piece and the pieces listing what it is with.
    private static func foods(in group: ArraySlice<MealSentence.Piece>, resolver: EatenFoodResolver) -> [EatenFoodResolver.Resolution] {
        var parts: [Part] = []
        for (number, piece) in group.enumerated() {
            let food = piece.food
            let joints = Self.joints(in: food)
            let starts = [food.startIndex] + joints.map(\.upperBound), ends = joints.map(\.lowerBound) + [food.endIndex]
            for index in starts.indices {
                let text = String(food[starts[index]..<ends[index]])
                let joint: Part.Joint = index > 0 ? (food[joints[index - 1]].lowercased().contains("with") ? .with : .and) : number > 0 ? .list : .first
                parts.append(Part(text: text, joint: joint, said: SaidFood(text), piece: number, endsPiece: index == starts.count - 1))
            }
        }
        let pieces = Array(group)
        /// The parts at `indices` as one food, with what was said after each piece whose last part
        /// is among them; each run read once.
        var readings: [[Int]: EatenFoodResolver.Resolution] = [:]
        func read(_ indices: [Int]) -> EatenFoodResolver.Resolution {
            if let known = readings[indices] { return known }
            let reading = reading(indices)
            readings[indices] = reading
            return reading
        }
        func reading(_ indices: [Int]) -> EatenFoodResolver.Resolution {
            if indices.count == 1, !parts[indices[0]].endsPiece { return resolver.resolve(parts[indices[0]].said) }
            var text = parts[indices[0]].text
            for part in indices.dropFirst().map({ parts[$0] }) {
                text += part.joint == .with || part.joint == .list && !FoodText.words(text).contains("with") ? " with " : " and "
                text += part.text
            }
            let ended = indices.map { parts[$0] }.filter(\.endsPiece).map { pieces[$0.piece] }
            let qualifiers = ended.compactMap(\.qualifiers)
            return resolver.resolve(SaidFood(text, amount: ended.lazy.compactMap(\.amount).first,
                                             qualifiers: qualifiers.isEmpty ? nil : qualifiers.joined(separator: " ")))
        }
        func read(_ first: Int, _ last: Int) -> EatenFoodResolver.Resolution { read(Array(first...last)) }
        func isWith(_ index: Int) -> Bool { parts[index].joint == .with || parts[index].joint == .list }
        // One weight said of a dish and what it has is one food weighed ("a soft taco with meat
        // that weighs 103 grams"): the weight cannot be shared out among its parts.
        if parts.count > 1, !parts.dropFirst().contains(where: \.startsFood),
           group.contains(where: { $0.amount.map { SaidFood($0).grams != nil } == true }) {
            return [read(0, parts.count - 1)]
        }
        var foods: [EatenFoodResolver.Resolution] = []
        /// A part read on its own; said with the food before and no amount, what goes with it
        /// ("coffee with milk", "toast with butter": the milk and the butter that go with them).
        func alone(_ index: Int) -> EatenFoodResolver.Resolution {
            let food = read(index, index)
            guard isWith(index), let base = foods.last?.choice, !parts[index].said.saysAmount else { return food }
            return resolver.added(food, to: base)
        }
        var first = 0
        while first < parts.count {
            var last = first
            while last + 1 < parts.count, !parts[last + 1].startsFood { last += 1 }
            // Said "with", the thing said before it ("tamale" of "a medium tamale with chicken",
            // "rice" of "beans and rice with meat") is what a dish is.
            let dish = stride(from: last, to: first, by: -1).lazy.map { end in (end, read(first, end)) }.first { end, food in
                let with = ((first + 1)...end).first(where: isWith)
                return resolver.isOneDish(food, thing: with.flatMap { parts[$0 - 1].said.words.last })
            }
            if let (end, food) = dish {
                foods.append(food)
                first = end + 1
                continue
            }
            // No dish holds it all: what the best reading of the dish and all it is said with holds
            // is the dish's ("a soft taco with meat, beans, and sour cream" is a taco with meat
            // and beans, and sour cream), the rest foods of their own; but what USDA says goes
            // with a food stays its own ("coffee with milk", "toast with butter").
            if last > first, let with = ((first + 1)...last).first(where: isWith), let thing = parts[with - 1].said.words.last,
               let base = read(Array(first..<with)).choice,
               !(with...last).contains(where: { read($0, $0).choice.map { EatenFoodResolver.guideline(of: $0.food, with: base) != nil } ?? false }),
               case var whole = read(first, last) {
                // Of the readings that are the thing, the one holding most of what it is said with.
                let dishes = whole.candidates.filter { resolver.names($0.food, thing: thing) }.map { dish in
                    (dish, held: (with...last).filter { resolver.holds(dish.food, anyOf: parts[$0].said.words) })
                }
                if let (dish, held) = dishes.enumerated().max(by: { ($0.element.held.count, -$0.offset) < ($1.element.held.count, -$1.offset) })?.element,
                   !held.isEmpty {
                    let core = read(Array(first..<with) + held)
                    whole.choice = dish
                    let coreHolds = held.allSatisfy { resolver.holds(core, anyOf: parts[$0].said.words) }
                    foods.append(resolver.names(core, thing: thing) && coreHolds ? core : whole)
                    for index in (with...last) where !held.contains(index) { foods.append(alone(index)) }
                    first = last + 1
                    continue
                }
            }
            foods.append(alone(first))
            first += 1
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
