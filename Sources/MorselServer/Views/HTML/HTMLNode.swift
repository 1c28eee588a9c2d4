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
        case element(tag: String, attributes: [HTMLAttribute], children: [HTMLNode], isVoid: Bool)
        case text(String)
        case raw(String)
        case fragment([HTMLNode])
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    public init(stringLiteral value: String) { kind = .text(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { kind = .text(String(stringInterpolation: stringInterpolation)) }

    public static let empty = HTMLNode(.fragment([]))
    public static func text(_ text: String) -> HTMLNode { HTMLNode(.text(text)) }
    /// Markup written by us, never user input.
    public static func raw(_ markup: String) -> HTMLNode { HTMLNode(.raw(markup)) }
    public static func group(_ nodes: [HTMLNode]) -> HTMLNode { HTMLNode(.fragment(nodes)) }

    public static func element(_ tag: String, _ attributes: [HTMLAttribute], @HTMLBuilder _ content: () -> HTMLNode = { .empty }) -> HTMLNode {
        HTMLNode(.element(tag: tag, attributes: attributes, children: [content()], isVoid: false))
    }

    public static func void(_ tag: String, _ attributes: [HTMLAttribute]) -> HTMLNode {
        HTMLNode(.element(tag: tag, attributes: attributes, children: [], isVoid: true))
    }

    /// The markup, escaped.
    public func render() -> String {
        var output = ""
        output.reserveCapacity(16_384)   // most pages are 5-20 KB; growing a string copies it
        render(into: &output)
        return output
    }

    // Pieces are appended one by one: `"<" + tag` would make a string only to copy it.
    func render(into output: inout String) {
        switch kind {
        case .text(let text): Self.escape(text, into: &output)
        case .raw(let markup): output += markup
        case .fragment(let nodes): for node in nodes { node.render(into: &output) }
        case let .element(tag, attributes, children, isVoid):
            output += "<"
            output += tag
            for attribute in attributes where !attribute.name.isEmpty {
                output += " "
                output += attribute.name
                if let value = attribute.value {
                    output += "=\""
                    Self.escape(value, into: &output)
                    output += "\""
                }
            }
            output += ">"
            guard !isVoid else { return }
            for child in children { child.render(into: &output) }
            output += "</"
            output += tag
            output += ">"
        }
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        escape(text, into: &escaped)
        return escaped
    }

    /// Every text and attribute passes through here: bytes are scanned, not characters
    /// (grapheme breaking made this a fifth of rendering a page).
    static func escape(_ text: String, into output: inout String) {
        let special: (UInt8) -> Bool = { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
        guard text.utf8.contains(where: special) else {
            output += text
            return
        }
        var plain = text.utf8.startIndex   // the start of the run not yet written
        for index in text.utf8.indices {
            let entity: String
            switch text.utf8[index] {
            case 0x26: entity = "&amp;"
            case 0x3C: entity = "&lt;"
            case 0x3E: entity = "&gt;"
            case 0x22: entity = "&quot;"
            case 0x27: entity = "&#39;"
            default: continue
            }
            output += Substring(text.utf8[plain..<index])
            output += entity
            plain = text.utf8.index(after: index)
        }
        output += Substring(text.utf8[plain...])
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
