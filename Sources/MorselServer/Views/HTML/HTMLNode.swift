import MorselData
import MorselServices

/// A piece of HTML built in Swift. Text and attribute values are always escaped, so a
/// meal called `<script>` shows as text; only ``raw(_:)`` passes markup through.
///
/// Views read like markup:
/// ```swift
/// .section(.class("day")) {
///     .h2 { "Today" }
///     .p { "\(total) kcal" }
/// }
/// ```
public struct HTMLNode: Sendable, ExpressibleByStringInterpolation {
    indirect enum Kind: Sendable {
        case element(tag: String, attributes: [HTMLAttribute], content: HTMLNode, isVoid: Bool)
        case text(String)
        case raw(String)
        case fragment([HTMLNode])
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    public init(stringLiteral value: String) { kind = .text(value) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        kind = .text(String(stringInterpolation: stringInterpolation))
    }

    public static let empty = HTMLNode(.fragment([]))
    public static func text(_ text: String) -> HTMLNode { HTMLNode(.text(text)) }
    /// Markup written by us, never user input.
    public static func raw(_ markup: String) -> HTMLNode { HTMLNode(.raw(markup)) }
    public static func group(_ nodes: [HTMLNode]) -> HTMLNode { HTMLNode(.fragment(nodes)) }

    public static func element(
        _ tag: String, _ attributes: [HTMLAttribute], @HTMLBuilder _ content: () -> HTMLNode = { .empty }
    ) -> HTMLNode {
        HTMLNode(.element(tag: tag, attributes: attributes, content: content(), isVoid: false))
    }

    public static func void(_ tag: String, _ attributes: [HTMLAttribute]) -> HTMLNode {
        HTMLNode(.element(tag: tag, attributes: attributes, content: .empty, isVoid: true))
    }

    /// The markup, escaped.
    public func render() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(16_384) // most pages are 5-20 KB; growing copies what is written
        render(into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    // Written as bytes: appending to a String checks and counts what it is given, and
    // `"<" + tag` would make a string only to copy it; together most of rendering a page.
    func render(into output: inout [UInt8]) {
        switch kind {
        case .text(let text): Self.escape(text, into: &output)
        case .raw(let markup): output.append(contentsOf: markup.utf8)
        case .fragment(let nodes): for node in nodes { node.render(into: &output) }
        case .element(let tag, let attributes, let content, let isVoid):
            output.append(UInt8(ascii: "<"))
            output.append(contentsOf: tag.utf8)
            for attribute in attributes where !attribute.name.isEmpty {
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: attribute.name.utf8)
                if let value = attribute.value {
                    output.append(UInt8(ascii: "="))
                    output.append(UInt8(ascii: "\""))
                    Self.escape(value, into: &output)
                    output.append(UInt8(ascii: "\""))
                }
            }
            output.append(UInt8(ascii: ">"))
            guard !isVoid else { return }
            content.render(into: &output)
            output.append(UInt8(ascii: "<"))
            output.append(UInt8(ascii: "/"))
            output.append(contentsOf: tag.utf8)
            output.append(UInt8(ascii: ">"))
        }
    }

    /// `text` escaped as a string, as pages write it (the tests compare with it).
    static func escape(_ text: String) -> String {
        var escaped: [UInt8] = []
        escape(text, into: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Every text and attribute passes through here: bytes are scanned, not characters
    /// (grapheme breaking made this a fifth of rendering a page).
    static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var plain = 0 // the start of the run not yet written
            for index in bytes.indices {
                let entity: StaticString
                switch bytes[index] {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                plain = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain...]))
        }
    }
}

/// Builds ``HTMLNode`` children from a closure of statements, `if`s and `for`s.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ node: HTMLNode) -> HTMLNode { node }
    public static func buildBlock(_ nodes: HTMLNode...) -> HTMLNode { .group(nodes) }
    public static func buildOptional(_ node: HTMLNode?) -> HTMLNode { node ?? .empty }
    public static func buildEither(first node: HTMLNode) -> HTMLNode { node }
    public static func buildEither(second node: HTMLNode) -> HTMLNode { node }
    public static func buildArray(_ nodes: [HTMLNode]) -> HTMLNode { .group(nodes) }
}

/// One attribute; a nil value renders as a bare boolean attribute (`required`).
public struct HTMLAttribute: Sendable {
    public let name: String
    public let value: String?

    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }
}
