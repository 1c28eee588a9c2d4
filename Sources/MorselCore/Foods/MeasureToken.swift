/// One piece of measure text: a number (with its value), a word (singular), or punctuation.
struct MeasureToken: Equatable {
    let text: String
    let value: Double?
    /// Written against the token before, with no space ("14-ounce": "-" and "ounce" are attached).
    let attached: Bool

    /// Numbers ("1", "14.5", "1,5", "1/2"), words ("ounce", "can") and the punctuation that
    /// matters to a size: "(", ")", "-", "~". Words are folded to singular.
    static func tokens(_ text: String) -> [MeasureToken] {
        var tokens: [MeasureToken] = []
        var current = ""
        var currentAttached = false
        var previousWasSpace = true
        func flush() {
            guard !current.isEmpty else { return }
            let isNumber = current.utf8.first.map { (0x30...0x39).contains($0) } ?? false
            tokens.append(
                MeasureToken(
                    text: isNumber
                        ? current : FoodText.singular(current.trimmingCharacters(in: .init(charactersIn: ".'"))),
                    value: isNumber ? value(current) : nil, attached: currentAttached))
            current = ""
        }
        for character in text {
            // ASCII first: Character's Unicode properties are this loop's main cost.
            let ascii = character.asciiValue
            let isDigit = ascii.map { (0x30...0x39).contains($0) } ?? false
            let isLetter = ascii.map { (0x61...0x7A).contains($0 | 0x20) } ?? character.isLetter
            let inNumber = current.utf8.first.map { (0x30...0x39).contains($0) } ?? false
            let continuesNumber = inNumber && (isDigit || character == "." || character == "," || character == "/")
            let continuesWord = !current.isEmpty && !inNumber && (isLetter || character == "'" || character == ".")
            if !current.isEmpty, continuesNumber || continuesWord {
                current.append(character)
            } else {
                flush()
                if isDigit || isLetter {
                    current = String(character)
                    currentAttached = !previousWasSpace
                } else if "()-~".contains(character) {
                    tokens.append(MeasureToken(text: String(character), value: nil, attached: !previousWasSpace))
                }
            }
            previousWasSpace =
                ascii.map { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } ?? character.isWhitespace
        }
        flush()
        // A number that ended on "." or "," ("2 tbsp., 3,") keeps only its digits.
        return tokens.map { token in
            guard token.value == nil, let last = token.text.last, token.text.first?.isNumber == true,
                ".,/".contains(last)
            else { return token }
            let digits = String(token.text.dropLast())
            return MeasureToken(text: digits, value: value(digits), attached: token.attached)
        }
    }

    private static func value(_ text: String) -> Double? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator > 0 {
            return numerator / denominator
        }
        guard parts.count == 1, let number = Double(text.replacingOccurrences(of: ",", with: ".")), number.isFinite
        else { return nil }
        return number
    }
}
