/// Reads the package or piece sizes that recipes print beside a count: "1 (14.5 ounce) can",
/// "1 – 14-ounce can", "one 28-ounce can", "2 x 400g tins", "1 can (398 ml/14 oz)",
/// "400g can", "3 (6 ounce)", "2 (130g each)". The count times the size is the amount.
enum PackageSize {
    /// The sized measure `text` states, or nil when it states no size.
    static func read(_ text: String) -> IngredientMeasure? {
        guard mayStateSize(text) else { return nil }
        var reader = Reader(tokens: MeasureToken.tokens(IngredientMeasure.normalise(text.lowercased())))
        guard let (quantity, container, size) = reader.sized(), quantity > 0,
            quantity <= IngredientMeasure.largestQuantity
        else { return nil }
        // "1/4 (50 g)" of an onion: a part of one thing, and the weight is of that part. (Half of a
        // "(16 ounce) package" names the package, so there the size is the package's.)
        if quantity < 1, container == nil {
            switch size {
            case .grams(let grams): return IngredientMeasure(quantity: grams, unit: .grams, text: text)
            case .milliliters(let ml): return IngredientMeasure(quantity: ml, unit: .milliliters, text: text)
            }
        }
        return IngredientMeasure(quantity: quantity, unit: .sized(container: container, each: size), text: text)
    }

    /// Whether `text` can hold a size at all: a parenthesis, two numbers ("2 x 400g",
    /// "1 14-ounce can"), or a container word at the end ("400g can"). Most measures ("200g",
    /// "2 tbsp") have none, and this byte scan spares them the tokenizer.
    private static func mayStateSize(_ text: String) -> Bool {
        var numbers = 0
        var inNumber = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") { return true }
            let isDigit = (0x30...0x39).contains(byte)
            if isDigit, !inNumber { numbers += 1 }
            inNumber =
                isDigit
                || (inNumber && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ",")))
        }
        if numbers >= 2 { return true }
        guard numbers == 1, let last = text.split(separator: " ").last else { return false }
        return IngredientMeasure.containers.contains(
            FoodText.singular(last.lowercased().trimmingCharacters(in: .punctuationCharacters)))
    }

    /// The weight a text's first parenthesis gives ("2 cups (240g)"), as ``grams(in:)`` reads it.
    static func grams(inParenthesesOf text: String) -> Double? {
        guard let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") else { return nil }
        return grams(in: String(text[text.index(after: open)..<close]))
    }

    /// "about 150 g", "240g", "1 stick / 113 g": the first mass among the text's alternatives,
    /// when one of them is nothing but an amount of grams.
    static func grams(in text: String) -> Double? {
        guard text.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return nil }
        let inside = IngredientMeasure.normalise(text.lowercased())
        for alternative in inside.split(whereSeparator: { $0 == "/" || $0 == "," || $0 == ";" }) {
            var reader = Reader(tokens: MeasureToken.tokens(String(alternative)))
            reader.skipApproximately()
            if let size = reader.size(), case .grams(let grams) = size, reader.isAtEnd { return grams }
        }
        return nil
    }

    private struct Reader {
        let tokens: [MeasureToken]
        var position = 0

        var isAtEnd: Bool { position >= tokens.count }
        private var current: MeasureToken? { position < tokens.count ? tokens[position] : nil }

        /// count [size] [container] [(size)], or size container; nil unless a size is stated.
        mutating func sized() -> (Double, String?, IngredientMeasure.Size)? {
            // "400g can", "14-ounce can": a size, then the container it is printed on.
            if let size = self.size(), let container = self.container() { return (1, container, size) }
            position = 0
            let quantity = self.quantity()
            guard let quantity else { return nil }
            let saved = position
            if current?.text == "x" || current?.text == "-" { position += 1 }
            var size = parenthesised() ?? self.size()
            if size == nil { position = saved }
            let container = self.container()
            if size == nil, container != nil { size = parenthesised() }
            return size.map { (quantity, container, $0) }
        }

        /// A whole number, decimal, fraction, mixed number, number word or range (its midpoint).
        mutating func quantity() -> Double? {
            if let word = current?.text, let number = IngredientMeasure.numberWords[word] {
                position += 1
                return number
            }
            guard let low = number() else { return nil }
            if current?.text == "-" || current?.text == "to", position + 1 < tokens.count {
                let saved = position
                position += 1
                // "1 – 14-ounce can" is one can of 14 ounces, not one to fourteen cans.
                if let high = number(), high >= low, !(current?.text == "-" && current?.attached == true) {
                    return (low + high) / 2
                }
                position = saved
            }
            return low
        }

        private mutating func number() -> Double? {
            guard let value = current?.value else { return nil }
            position += 1
            // "1 1/2", and "10-1/2" as recipes print a size.
            if let next = current, let fraction = next.value, next.text.contains("/"), fraction < 1,
                !tokens[position - 1].text.contains("/")
            {
                position += 1
                return value + fraction
            }
            if current?.text == "-", current?.attached == true, position + 1 < tokens.count,
                tokens[position + 1].text.contains("/"), let fraction = tokens[position + 1].value, fraction < 1
            {
                position += 2
                return value + fraction
            }
            return value
        }

        /// "(14.5 ounce)", "(about 150 g each)", "(398 ml/14 oz)": a size in parentheses.
        mutating func parenthesised() -> IngredientMeasure.Size? {
            guard current?.text == "(" else { return nil }
            let saved = position
            position += 1
            skipApproximately()
            guard let size = size() else {
                position = saved
                return nil
            }
            // The rest of the parenthesis ("each", an alternative in other units) adds nothing.
            while let token = current, token.text != ")" { position += 1 }
            if current?.text == ")" { position += 1 }
            return size
        }

        /// "14.5 ounce", "14-ounce", "400g", "12 fl oz", "1 13.5 – ounce": an amount and a mass or volume unit.
        mutating func size() -> IngredientMeasure.Size? {
            let saved = position
            guard let amount = number() else { return nil }
            if current?.text == "-" { position += 1 }
            guard let unit = current?.text else {
                position = saved
                return nil
            }
            if let grams = IngredientMeasure.massUnits[unit] {
                position += 1
                return .grams(amount * grams)
            }
            if unit == "fl", position + 1 < tokens.count, ["oz", "ounce"].contains(tokens[position + 1].text) {
                position += 2
                return .milliliters(amount * IngredientMeasure.volumeUnits["floz"]!)
            }
            if let ml = IngredientMeasure.volumeUnits[unit], unit.count > 1 {
                position += 1
                return .milliliters(amount * ml)
            }
            position = saved
            return nil
        }

        mutating func container() -> String? {
            guard let word = current?.text, IngredientMeasure.containers.contains(word) else { return nil }
            position += 1
            return word
        }

        mutating func skipApproximately() {
            while let word = current?.text, word == "each" || IngredientMeasure.approximately.contains(word) {
                position += 1
            }
        }
    }
}
