import Crypto
import Foundation

/// Random secrets for session cookies, API tokens and CSRF, and the one-way hash under
/// which they are stored: a stolen database does not yield working credentials.
package enum SecretToken {
    /// 32 random bytes as URL-safe base64 with a readable prefix (`morsel_` for API tokens).
    package static func generate(prefix: String = "") -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return prefix + Data(bytes).base64URLEncoded()
    }

    /// SHA-256 of the secret, hex: what the database keeps and looks up by.
    /// It runs on every request: hex is written byte by byte, as `String(format:)` costs
    /// more than the hash itself.
    package static func hash(_ secret: String) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in SHA256.hash(data: Data(secret.utf8)) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// Compares without leaking, through timing, how much of the secret matched.
    package static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension Data {
    /// URL-safe base64 without padding (RFC 7636's code challenge).
    package func base64URLEncoded() -> String {
        base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
