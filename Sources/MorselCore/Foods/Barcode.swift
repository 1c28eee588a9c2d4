import Foundation

/// A product's barcode: EAN-8, EAN-13 or UPC-A (and GTIN-14), its check digit verified.
/// Leading zeros are normalised: a UPC-A's twelve digits and an EAN-13's thirteen name one
/// product, as Open Food Facts stores it (`0` + the UPC-A).
public struct Barcode: Hashable, Sendable, CustomStringConvertible {
    /// Thirteen digits (or eight for an EAN-8, fourteen for a GTIN-14 that needs them).
    public let code: String

    public var description: String { code }

    public init(_ typed: String) throws(ValidationFailure) {
        let digits = typed.filter { !$0.isWhitespace && $0 != "-" }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            throw ValidationFailure([
                FieldError(field: "code", message: "A barcode is its digits only, such as 3017620422003.")
            ])
        }
        guard [8, 12, 13, 14].contains(digits.count) else {
            throw ValidationFailure([
                FieldError(
                    field: "code",
                    message:
                        "A barcode has 8 (EAN-8), 12 (UPC-A) or 13 (EAN-13) digits; “\(digits)” has \(digits.count).")
            ])
        }
        guard Self.checkDigitHolds(digits) else {
            throw ValidationFailure([
                FieldError(
                    field: "code",
                    message: "“\(digits)” is not a barcode: its last digit does not check. Type it again, or scan it.")
            ])
        }
        code = Self.normalised(digits)
    }

    /// Any product code as stored, whether or not it checks (store codes, OFF's own): the
    /// normalised form when it is a barcode, else its digits as given.
    public static func key(_ code: String) -> String {
        (try? Barcode(code))?.code ?? code.filter { !$0.isWhitespace }
    }

    /// The GS1 check: from the right, digits weighted 3, 1, 3… (the check digit itself 1) sum to a multiple of 10.
    static func checkDigitHolds(_ digits: String) -> Bool {
        var sum = 0
        for (position, character) in digits.reversed().enumerated() {
            let digit = Int(character.asciiValue! - 48)
            sum += position % 2 == 1 ? digit * 3 : digit
        }
        return sum % 10 == 0
    }

    /// Thirteen digits for UPC-A and EAN-13 (leading zeros padded), EAN-8 as it is, a GTIN-14
    /// with a leading zero as its thirteen.
    static func normalised(_ digits: String) -> String {
        switch digits.count {
        case 8: digits
        case 14 where digits.hasPrefix("0"): String(digits.dropFirst())
        case 14: digits
        default: String(repeating: "0", count: 13 - digits.count) + digits
        }
    }
}
