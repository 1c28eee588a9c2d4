import Foundation

/// Reads a leading quantity (whole, decimal, fraction, mixed number, range) and then words.
struct MeasureScanner {
    private var tokens: [String]

    init(_ text: String) {
        // Split numbers from letters ("175g" → "175 g") and keep "-" and "/" inside numbers.
        var spaced = ""
        var previous: Character?
        for character in text {
            if let previous, (previous.isNumber && character.isLetter) || (previous.isLetter && character.isNumber) {
                spaced.append(" ")
            }
            if character == "-" {
                spaced += " - "
            } else if character == "," && previous?.isNumber == true {
                spaced.append(".")
            } else if character.isLetter || character.isNumber || character == "/" || character == "." {
                spaced.append(character)
            } else {
                spaced.append(" ")
            }
            previous = character
        }
        tokens = spaced.split(separator: " ").map(String.init)
    }

    /// The amount at the front, if any; a range gives its midpoint.
    mutating func quantity() -> Double? {
        guard let low = number() else { return nil }
        if tokens.first == "-" || tokens.first == "to" {
            let saved = tokens
            tokens.removeFirst()
            if let high = number(), high >= low { return (low + high) / 2 }
            tokens = saved
        }
        return low
    }

    /// A whole number, decimal or fraction, plus a following fraction ("2 1/4").
    private mutating func number() -> Double? {
        guard let first = tokens.first, let value = Self.value(first) else { return nil }
        tokens.removeFirst()
        if !first.contains("/"), let next = tokens.first, next.contains("/"), let fraction = Self.value(next),
            fraction < 1
        {
            tokens.removeFirst()
            return value + fraction
        }
        return value
    }

    private static func value(_ token: String) -> Double? {
        let parts = token.split(separator: "/")
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator > 0 {
            return numerator / denominator
        }
        guard parts.count == 1, token.first?.isNumber == true, let number = Double(token), number.isFinite else {
            return nil
        }
        return number
    }

    /// The remaining words, singular, dots dropped ("tbsp.", "oz.").
    mutating func words() -> [String] {
        tokens.map { FoodText.singular($0.trimmingCharacters(in: CharacterSet(charactersIn: "."))) }.filter {
            !$0.isEmpty
        }
    }
}
