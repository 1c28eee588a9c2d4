/// How food names and search queries are cut into comparable words: lower case, letters
/// and digits only, plural folded to singular, so "Tomatoes" and "tomato" meet.
public enum FoodText {
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.lowercased().unicodeScalars {
            let folded = fold(scalar)
            // ASCII needs no Unicode property lookup, which is most of this function's cost.
            let isWordCharacter =
                folded.isASCII
                ? ("a"..."z").contains(folded) || ("0"..."9").contains(folded) : folded.properties.isAlphabetic
            if isWordCharacter {
                current.unicodeScalars.append(folded)
            } else if !current.isEmpty {
                words.append(singular(current))
                current = ""
            }
        }
        if !current.isEmpty { words.append(singular(current)) }
        return words
    }

    /// "é" → "e", so "jalapeño" and "jalapeno" meet.
    private static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "à", "á", "â", "ä", "ã", "å": "a"
        case "è", "é", "ê", "ë": "e"
        case "ì", "í", "î", "ï": "i"
        case "ò", "ó", "ô", "ö", "õ": "o"
        case "ù", "ú", "û", "ü": "u"
        case "ñ": "n"
        case "ç": "c"
        default: scalar
        }
    }

    /// English plural to singular for food words: berries → berry, tomatoes → tomato,
    /// peaches → peach, leaves → leaf, eggs → egg; leaves "hummus", "asparagus", "glass" alone.
    public static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if let irregular = irregulars[word] { return irregular }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ves") { return String(word.dropLast(3)) + "f" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("sses")
            || word.hasSuffix("xes")
        {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    private static let irregulars: [String: String] = [
        "leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife", "olives": "olive", "chives": "chive",
        "cloves": "clove", "molasses": "molasses", "anchovies": "anchovy", "cookies": "cookie", "potatoes": "potato",
        "tomatoes": "tomato", "mangoes": "mango", "avocados": "avocado", "lentils": "lentil", "grapes": "grape",
        "sauces": "sauce", "sausages": "sausage", "oranges": "orange", "apples": "apple", "noodles": "noodle",
        "pastries": "pastry", "cheeses": "cheese", "juices": "juice", "slices": "slice", "spices": "spice",
        "shallots": "shallot", "dates": "date", "pieces": "piece", "glasses": "glass",
        "chillies": "chilli", "chilies": "chili", "brownies": "brownie", "smoothies": "smoothie", "pies": "pie",
        "veggies": "veggie", "prunes": "prune", "tortillas": "tortilla", "fries": "fries", "kiwis": "kiwi",
        // Words ending "ie" as people type them one ("a rice krispie treat", "a hoagie").
        "krispies": "krispie", "hoagies": "hoagie", "cuties": "cutie", "wienies": "wienie", "goodies": "goodie",
    ]
}
