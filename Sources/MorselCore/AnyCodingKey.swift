import Foundation

/// Any key of a JSON object: the keys a field list names, a nutrient's, an answer's.
public struct AnyCodingKey: CodingKey, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }
    public init(_ string: String) { stringValue = string }
    public init(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
