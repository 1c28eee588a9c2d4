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
        guard !text.isEmpty else {
            throw ValidationFailure([
                FieldError(field: "text", message: "Say what was eaten, such as “2 eggs and toast”.")
            ])
        }
        guard text.count <= Self.maxLength else {
            throw ValidationFailure([
                FieldError(field: "text", message: "Say it in at most \(Self.maxLength) characters.")
            ])
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
                throw ValidationFailure([
                    FieldError(
                        field: "choices", message: "There is no food \(pick.line) in “\(text)”: it has \(foods.count).")
                ])
            }
            foods[pick.line] =
                pick.choice.map { .chosen($0, said: foods[pick.line].said) } ?? .leftOut(foods[pick.line].said)
        }
        foods.removeAll(where: \.isLeftOut)
        guard !foods.isEmpty else {
            throw ValidationFailure([
                FieldError(field: "choices", message: "Every food was left out: there is nothing to log.")
            ])
        }
        self.text = text
        self.category = sentence.category
        self.foods = foods
        total = Nutrition.total(foods.compactMap { $0.choice?.nutrition })
        var nutrients = NutrientTotals()
        for food in foods { nutrients.add(food.choice?.nutrients) }
        self.nutrients = nutrients
    }

    /// The words that join two foods ("and", "with", "&", "plus", "n", "over"), each with the spaces
    /// around it: spaced, so that "M&M's" and "PB&J" stay names.
    static func joints(in piece: String) -> [Range<String.Index>] {
        var joints: [Range<String.Index>] = []
        var index = piece.startIndex
        while index < piece.endIndex {
            guard piece[index].isWhitespace else {
                index = piece.index(after: index)
                continue
            }
            var wordStart = index
            while wordStart < piece.endIndex, piece[wordStart].isWhitespace {
                wordStart = piece.index(after: wordStart)
            }
            var wordEnd = wordStart
            while wordEnd < piece.endIndex, !piece[wordEnd].isWhitespace { wordEnd = piece.index(after: wordEnd) }
            var after = wordEnd
            while after < piece.endIndex, piece[after].isWhitespace { after = piece.index(after: after) }
            let word = piece[wordStart..<wordEnd].lowercased()
            // "a cupcake with no icing" is a cupcake without icing, not a cupcake and no icing.
            let rest = { piece[after...].lowercased() }
            let denied = word == "with" && ["no ", "zero "].contains { rest().hasPrefix($0) }
            // "beef and broccoli over rice" is served with rice; eggs over easy are eggs done so.
            let served = word == "over" && !SaidFood.doneOver.contains { rest().hasPrefix($0) }
            if wordEnd > wordStart, after > wordEnd, after < piece.endIndex, !denied,
                served || ["and", "with", "&", "plus", "n"].contains(word)
            {
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
            food.choice.map {
                "\(food.said.text): \($0.food.name), \($0.working), \($0.nutrition.calories) kcal (\($0.food.credit))"
            }
        }
        return MealDetails(
            name: name, category: category, nutrition: total, date: date, time: time,
            notes: working.joined(separator: "\n"), nutrients: nutrients,
            source: source)
    }
}
