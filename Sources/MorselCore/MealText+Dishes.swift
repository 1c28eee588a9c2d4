import Foundation

extension MealText {
    /// The foods of the pieces said. A dish or brand is one food before any splitting (“mac and
    /// cheese”, “peanut butter and jelly sandwich”: a food's own description holds every
    /// word); otherwise a piece splits at “and”, “with”, “&” or “plus” (“cheeseburger and
    /// fries”, “a bagel with cream cheese”), each side read on its own. A dish said "with" takes
    /// the pieces after it that list, with no amount, not even "a", what it is with ("a burrito
    /// filled with chicken, beans, and rice"). Read from the left, each food is the longest run
    /// of parts that names one dish (“mac and cheese and a coke” is two).
    static func foods(in pieces: [MealSentence.Piece], resolver: EatenFoodResolver) -> [EatenFoodResolver.Resolution] {
        var foods: [EatenFoodResolver.Resolution] = []
        var pieces = pieces
        var index = 0
        while index < pieces.count {
            if let (end, dish, rest) = listed(pieces, from: index, resolver: resolver) {
                foods.append(dish)
                index = end
                if let rest {
                    pieces[end - 1] = rest
                    index -= 1
                }
                continue
            }
            var end = index + 1
            if FoodText.words(pieces[index].text).contains("with"), pieces[index].amount == nil {
                // After a joiner too: "a smoothie made with whole fruit and dairy, plus added protein".
                while end < pieces.count, pieces[end].qualifiers == nil, !SaidFood(pieces[end].food).saysAmount {
                    end += 1
                    // "…, and sour cream that weighs 132 grams": the weight of the whole, which ends the list.
                    if pieces[end - 1].amount != nil { break }
                }
            }
            let read = DishReader(pieces[index..<end], resolver: resolver).foods()
            if pieces[index].afterComma, read.count == 1, let before = foods.last, sameFood(read[0], saidAgain: before)
            {
                foods.removeLast()
            }
            foods += read
            index = end
        }
        // "I made a sandwich with 92 grams of peanut butter on wheat bread", "a sandwich that
        // consists of American cheese on wheat bread, 102 grams": the sandwich, said again as
        // what it is and weighed, is one food.
        foods = foods.indices.filter { index in
            guard index + 1 < foods.count, case let said = foods[index].said, !said.saysMeasure, said.words.count == 1,
                let next = foods[index + 1].choice?.food, foods[index + 1].said.saysMeasure
            else { return true }
            return !next.headWords.contains(said.words[0])
        }.map { foods[$0] }
        // "we got panda express, i had orange chicken": a shop named alone, beside foods, is no food.
        if foods.contains(where: { !$0.said.words.isEmpty }) {
            foods.removeAll { $0.said.words.isEmpty && !$0.said.placeWords.isEmpty }
        }
        // "a big mac and a large fry": beside a chain's food, a food asked about is read again as
        // from fast food, and so kept where that makes it sure.
        if foods.contains(where: { $0.isSure && $0.choice.map { EatenFoodResolver.isFastFood($0.food) } == true }) {
            for index in foods.indices where !foods[index].isSure && foods[index].choice != nil {
                var said = foods[index].said
                said.besideFastFood = true
                let again = resolver.resolve(said)
                if again.isSure { foods[index] = again }
            }
        }
        return foods
    }

    /// Whether a food said right after a comma says the one before again, more exactly: "a
    /// cheeseburger, a Whopper Jr with cheese", "one nut, an unsalted almond". The one before
    /// is FNDDS's food of no kind told ("Cheeseburger, NFS", "Nuts, NFS"), the one after a food
    /// of the same group that tells its kind.
    private static func sameFood(_ food: EatenFoodResolver.Resolution, saidAgain before: EatenFoodResolver.Resolution)
        -> Bool
    {
        // Each weighed or measured on its own ("candy with almonds (14 grams), a Kit Kat (15 grams)"): two foods.
        guard let general = before.choice?.food, let exact = food.choice?.food, general.source == .asEaten,
            exact.source == .asEaten, !(before.said.saysMeasure && food.said.saysMeasure)
        else { return false }
        return general.words.contains("nfs") && !exact.words.contains("nfs") && general.group == exact.group
    }

    /// A dish whose name is a list, said as one ("an egg, cheese, and sausage on a biscuit",
    /// "ham, noodle, and vegetable soup"): the pieces after the first name a thing each with
    /// no amount, not even "a", none before the last has an amount of its own, and a food as
    /// eaten joins them all (``EatenFoodResolver/isOneDish(_:thing:kind:)``). The end of the
    /// longest such run, and the dish.
    /// The list ends with its last piece's first part: "… on a biscuit and a coffee" leaves the
    /// coffee (`rest`) to be read as a piece of its own.
    private static func listed(_ pieces: [MealSentence.Piece], from first: Int, resolver: EatenFoodResolver)
        -> (end: Int, dish: EatenFoodResolver.Resolution, rest: MealSentence.Piece?)?
    {
        func listing(_ text: String) -> SaidFood {
            SaidFood(String(text[..<(MealText.joints(in: text).first?.lowerBound ?? text.endIndex)]))
        }
        var last = first
        while last + 1 < pieces.count, pieces[last].amount == nil, pieces[last].qualifiers == nil,
            !pieces[last + 1].afterJoiner, case let said = listing(pieces[last + 1].food), !said.saysAmount,
            !said.isArticle, !said.words.isEmpty
        {
            last += 1
        }
        for end in stride(from: last, to: first, by: -1) {
            // The last piece up to an "and" that starts another food, unless "with" comes first ("…
            // on a biscuit with jelly" stays whole, as does "regular peanut butter and reduced sugar jelly").
            let food = pieces[end].food
            let joint = MealText.joints(in: food).first.flatMap { joint in
                food[joint].lowercased().contains("with")
                    || !SaidFood(String(food[joint.upperBound...])).saysAmount
                        && !SaidFood(String(food[joint.upperBound...])).isArticle
                    ? nil : joint
            }
            let rest = joint.map {
                MealSentence.Piece(
                    text: String(food[$0.upperBound...]), food: String(food[$0.upperBound...]),
                    amount: pieces[end].amount, qualifiers: pieces[end].qualifiers)
            }
            let text = (pieces[first..<end].map(\.food) + [joint.map { String(food[..<$0.lowerBound]) } ?? food])
                .joined(separator: " and ")
            let dish = resolver.resolve(
                SaidFood(
                    text, amount: rest == nil ? pieces[end].amount : nil,
                    qualifiers: rest == nil ? pieces[end].qualifiers : nil))
            // Of the best few readings, the first that is the dish ("Sausage biscuit sandwich" has
            // "egg" only in its group's name, "Egg sandwich on biscuit, with sausage and cheese" in its own).
            if let one = resolver.oneDish(dish) { return (end + 1, one, rest) }
        }
        return nil
    }

    /// Reads a dish's piece and the pieces listing what it is with into foods, each run of
    /// their parts read once.
    private final class DishReader {
        typealias Resolution = EatenFoodResolver.Resolution

        /// One part of a piece's words, and how it is joined to the part before.
        struct Part {
            enum Joint { case first, and, with, list }
            let text: String
            let joint: Joint
            let said: SaidFood
            /// The piece it is of, and whether it is that piece's last part.
            let piece: Int
            let endsPiece: Bool

            /// Said with the part before: after its "with", or listed after a dish said with.
            var isWith: Bool { joint == .with || joint == .list }

            /// Whether it starts another food: it says an amount of something ("a banana and a
            /// cup of milk"), not just an amount ("half and half"); after "with", a measured one
            /// other than a patty ("a cheeseburger with a medium patty" is one dish).
            var startsFood: Bool {
                !said.words.isEmpty && (joint == .with ? said.saysMeasure && said.serving != "patty" : said.saysAmount)
            }
        }

        let parts: [Part]
        let pieces: [MealSentence.Piece]
        let resolver: EatenFoodResolver
        private var readings: [[Int]: Resolution] = [:]

        init(_ group: ArraySlice<MealSentence.Piece>, resolver: EatenFoodResolver) {
            var parts: [Part] = []
            for (number, piece) in group.enumerated() {
                let food = piece.food
                let joints = MealText.joints(in: food)
                let starts = [food.startIndex] + joints.map(\.upperBound)
                let ends = joints.map(\.lowerBound) + [food.endIndex]
                for index in starts.indices {
                    let typed = String(food[starts[index]..<ends[index]])
                    let joint: Part.Joint =
                        index > 0
                        ? (["with", "over"].contains(where: food[joints[index - 1]].lowercased().contains)
                            ? .with : .and)
                        : number > 0 ? .list : .first
                    let endsPiece = index == starts.count - 1
                    // The piece's amount is its last part's; one said inside it, its own part's
                    // ("a Pan Dulce weighing 70 grams and a cup of coffee at 240 grams").
                    let part = endsPiece ? nil : MealSentence.part(typed)
                    let said =
                        part.map { SaidFood($0.food, amount: $0.amount, qualifiers: $0.qualifiers) } ?? SaidFood(typed)
                    parts.append(
                        Part(text: part?.food ?? typed, joint: joint, said: said, piece: number, endsPiece: endsPiece))
                }
            }
            (self.parts, self.pieces, self.resolver) = (parts, Array(group), resolver)
        }

        func foods() -> [Resolution] {
            // One weight or volume said of a dish and what it has is one food weighed ("a soft taco
            // with meat that weighs 103 grams", "chili with cheese and onions, about 2 cups"): it
            // cannot be shared out among its parts. The dish is the last part that starts a food,
            // unless it says its own measure ("a 75-gram sausage with mustard, around 5 grams":
            // the 5 grams are the mustard's); a bowl or plate said with "a" is said again more
            // exactly, and a volume is no egg's ("a bowl of ramen with pork belly and a soft
            // boiled egg, about 2 cups" is two cups of the ramen).
            let weighed = weighedDish()
            var foods: [Resolution] = []
            var first = 0
            while first < parts.count {
                if first == weighed {
                    foods.append(weighedDish(from: first))
                    break
                }
                var last = first
                while last + 1 < parts.count, !parts[last + 1].startsFood { last += 1 }
                if let (end, dish) = dish(from: first, through: last) {
                    foods.append(dish)
                    first = end + 1
                } else if let shared = shared(from: first, through: last) {
                    foods.append(shared.dish)
                    for index in shared.alone { foods.append(alone(index, after: foods.last)) }
                    first = last + 1
                } else {
                    foods.append(alone(first, after: foods.last))
                    first += 1
                }
            }
            return foods
        }

        /// The part that starts the dish a weight or volume said after the pieces is of (``foods()``), if any.
        private func weighedDish() -> Int? {
            let amounts = pieces.compactMap { $0.amount.map(SaidFood.init) }
            // A volume: "about 2 cups", "a cup and a half", "12 fl oz".
            let volume = amounts.contains {
                $0.grams == nil
                    && ($0.milliliters != nil || $0.serving.map { IngredientMeasure.volumeUnits[$0] != nil } == true)
            }
            guard volume || amounts.contains(where: { $0.grams != nil }),
                let dish = parts.indices.last(where: {
                    $0 == 0 || parts[$0].startsFood && !(volume && parts[$0].said.isArticle)
                })
            else { return nil }
            // A container said with "a" is a size taken by convention ("a bowl taken as 1½ cups"),
            // which the amount after it tells more exactly.
            let own = parts[dish].said
            let restated = own.isArticle && EatenFoodResolver.conventions[own.serving ?? ""] != nil
            return own.saysMeasure && !restated ? nil : dish
        }

        /// The longest run from `first` that is one dish. Said "with", the thing said before it
        /// ("tamale" of "a medium tamale with chicken", "rice" of "beans and rice with meat") is
        /// what the dish is.
        private func dish(from first: Int, through last: Int) -> (end: Int, food: Resolution)? {
            for end in stride(from: last, to: first, by: -1) {
                let food = read(Array(first...end))
                let with = ((first + 1)...end).first { parts[$0].isWith }
                // What the thing alone is read as, the kind of food it is ("a medium tostada": a taco).
                let kind = with.flatMap { read(Array(first..<$0)).choice?.food.group }
                if resolver.isOneDish(food, thing: with.flatMap { parts[$0 - 1].said.words.last }, kind: kind) {
                    return (end, food)
                }
                // Joined by "and" on a bread: of the best few readings, the first that is the
                // sandwich ("ham and cheese on rye" reads cheese crackers first, a ham sandwich with cheese next).
                if with == nil, EatenFoodResolver.isOnBread(food.said), let one = resolver.oneDish(food) {
                    return (end, one)
                }
                // What is said before "and" and after it both of one thing ("a ham & cheese hot
                // pocket", "a beef and bean burrito"): the thing read whole, sure or asked, when
                // each word before is one the reading holds.
                if with == nil, parts[end].said.words.count > 1, let thing = parts[end].said.words.last,
                    !parts[end].startsFood, resolver.names(food, thing: thing),
                    food.isSure
                        || parts[first..<end].allSatisfy({
                            $0.said.words.count == 1 && resolver.holds(food, anyOf: $0.said.words)
                        })
                {
                    return (end, food)
                }
            }
            return nil
        }

        /// No dish holds it all: what the best reading of the dish and all it is said with holds
        /// is the dish's ("a soft taco with meat, beans, and sour cream" is a taco with meat and
        /// beans), the rest (`alone`) foods of their own ("and sour cream"); but what USDA says
        /// goes with a food stays its own ("coffee with milk", "toast with butter").
        private func shared(from first: Int, through last: Int) -> (dish: Resolution, alone: [Int])? {
            guard last > first, let with = ((first + 1)...last).first(where: { parts[$0].isWith }),
                let thing = parts[with - 1].said.words.last, let base = read(Array(first..<with)).choice
            else { return nil }
            let kind = base.food.group
            for index in with...last {
                if let food = read([index]).choice?.food, EatenFoodResolver.guideline(of: food, with: base) != nil {
                    return nil
                }
            }
            let whole = read(Array(first...last))
            guard let (dish, held) = self.thing(in: whole, thing: thing, kind: kind, with: with...last), !held.isEmpty
            else { return nil }
            // Read again with only what it holds, unless that reading is something else.
            let core = read(Array(first..<with) + held)
            let coreHolds = held.allSatisfy { resolver.holds(core, anyOf: parts[$0].said.words) }
            // The dish, sure or not by what it holds: the rest are foods of their own.
            let dishRead = resolver.choosing(dish, for: core)
            return (
                resolver.names(core, thing: thing, kind: kind) && coreHolds ? core : dishRead,
                (with...last).filter { !held.contains($0) }
            )
        }

        /// Of the readings that are the thing, the one holding most of what it is said with
        /// (the parts `with`), and which of them it holds.
        private func thing(in whole: Resolution, thing: String, kind: String, with: ClosedRange<Int>) -> (
            EatenFoodResolver.Choice, held: [Int]
        )? {
            let dishes = whole.candidates.filter { resolver.names($0.food, thing: thing, kind: kind) }.map { dish in
                let described = EatenFoodResolver.described(dish.food)
                return (dish, held: with.filter { resolver.holds(described: described, anyOf: parts[$0].said.words) })
            }
            return dishes.enumerated().max(by: {
                ($0.element.held.count, -$0.offset) < ($1.element.held.count, -$1.offset)
            })?.element
        }

        /// The parts from `first` on as one food weighed: said with what it has, the reading
        /// that is the thing ("a soft taco with meat and sour cream, 133 grams" is a taco,
        /// though only a taco salad's name has sour cream).
        private func weighedDish(from first: Int) -> Resolution {
            let whole = read(Array(first..<parts.count))
            guard let with = parts.indices.dropFirst(first + 1).first(where: { parts[$0].isWith }),
                let thing = parts[with - 1].said.words.last, !resolver.names(whole, thing: thing),
                let kind = read(Array(first..<with)).choice?.food.group,
                let (dish, _) = self.thing(in: whole, thing: thing, kind: kind, with: with...(parts.count - 1))
            else { return whole }
            return resolver.choosing(dish, for: whole)
        }

        /// A part read on its own; said with the food before and no amount, what goes with it
        /// ("coffee with milk", "toast with butter": the milk and the butter that go with them).
        private func alone(_ index: Int, after before: Resolution?) -> Resolution {
            let food = read([index])
            guard parts[index].isWith, let base = before?.choice, !parts[index].said.saysAmount else { return food }
            return resolver.added(food, to: base)
        }

        /// The parts at `indices` as one food, with what was said after each piece whose last part
        /// is among them; each run read once.
        private func read(_ indices: [Int]) -> Resolution {
            if let known = readings[indices] { return known }
            let reading: Resolution
            if indices.count == 1, !parts[indices[0]].endsPiece {
                reading = resolver.resolve(parts[indices[0]].said)
            } else {
                var text = parts[indices[0]].text
                for part in indices.dropFirst().map({ parts[$0] }) {
                    text +=
                        part.joint == .with || part.joint == .list && !FoodText.words(text).contains("with")
                        ? " with " : " and "
                    text += part.text
                }
                let ended = indices.map { parts[$0] }.filter(\.endsPiece).map { pieces[$0.piece] }
                let qualifiers = ended.compactMap(\.qualifiers)
                reading = resolver.resolve(
                    SaidFood(
                        text, amount: ended.lazy.compactMap(\.amount).first,
                        qualifiers: qualifiers.isEmpty ? nil : qualifiers.joined(separator: " ")))
            }
            readings[indices] = reading
            return reading
        }
    }
}
