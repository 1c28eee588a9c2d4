import Foundation
import JWTKit
import MorselData

/// The claims of an ID token or a UserInfo answer, as they came: providers name and shape
/// them differently (a group list under a configured name, `email_verified` as a string).
package struct OpenIDClaims: JWTPayload, Equatable {
    package enum Value: Equatable, Sendable {
        case text(String)
        case number(Double)
        case flag(Bool)
        case list([String])
        case other
    }

    package var values: [String: Value]

    package init(_ values: [String: Value]) { self.values = values }

    private struct Key: CodingKey {
        package let stringValue: String
        package init(stringValue: String) { self.stringValue = stringValue }
        package var intValue: Int? { nil }
        package init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [String: Value] = [:]
        for key in container.allKeys {
            if let text = try? container.decode(String.self, forKey: key) {
                values[key.stringValue] = .text(text)
            } else if let flag = try? container.decode(Bool.self, forKey: key) {
                values[key.stringValue] = .flag(flag)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                values[key.stringValue] = .number(number)
            } else if let list = try? container.decode([String].self, forKey: key) {
                values[key.stringValue] = .list(list)
            } else {
                values[key.stringValue] = .other
            }
        }
        self.values = values
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for (key, value) in values {
            switch value {
            case .text(let text): try container.encode(text, forKey: Key(stringValue: key))
            case .number(let number): try container.encode(number, forKey: Key(stringValue: key))
            case .flag(let flag): try container.encode(flag, forKey: Key(stringValue: key))
            case .list(let list): try container.encode(list, forKey: Key(stringValue: key))
            case .other: try container.encodeNil(forKey: Key(stringValue: key))
            }
        }
    }

    /// The checks that need the provider and the sign-in under way are made by ``OpenIDProvider``.
    package func verify(using algorithm: some JWTAlgorithm) async throws {}

    package func text(_ name: String) -> String? {
        if case .text(let text)? = values[name], !text.isEmpty { text } else { nil }
    }

    package func number(_ name: String) -> Double? {
        if case .number(let number)? = values[name] { number } else { nil }
    }

    /// A string, or each string of a list (`aud` may be either).
    package func texts(_ name: String) -> [String] {
        switch values[name] {
        case .text(let text)?: [text]
        case .list(let list)?: list
        default: []
        }
    }

    package var subject: String? { text("sub") }
    package var email: String? { text("email")?.lowercased() }
    /// `email_verified` true, as a JSON boolean or as the text some providers send.
    package var emailVerified: Bool {
        switch values["email_verified"] {
        case .flag(let flag)?: flag
        case .text(let text)?: text.lowercased() == "true"
        default: false
        }
    }

    /// These claims with `more`'s added where these have none (UserInfo's after the ID token's).
    package func merging(_ more: OpenIDClaims) -> OpenIDClaims {
        OpenIDClaims(values.merging(more.values) { mine, _ in mine })
    }
}
