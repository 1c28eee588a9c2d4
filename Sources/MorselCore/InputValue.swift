import Foundation

/// One value as it arrived from a form, a JSON body or a command line.
public enum InputValue: Hashable, Sendable {
    case text(String)
    case number(Double)

    var isBlank: Bool {
        if case .text(let text) = self { return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        return false
    }

    /// As text, trimmed: a whole number reads "12", not "12.0", where Int can hold it (1e300
    /// stays as written).
    public var text: String {
        switch self {
        case .text(let text): text.trimmingCharacters(in: .whitespacesAndNewlines)
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        }
    }

    /// A number from a JSON number or from text; a decimal comma is read as a point.
    public var number: Double? {
        switch self {
        case .number(let number): return number.isFinite ? number : nil
        case .text(let text):
            let cleaned = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
            guard !cleaned.isEmpty, cleaned.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" || $0 == "+" }),
                let number = Double(cleaned), number.isFinite
            else { return nil }
            return number
        }
    }
}
