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
        output.reserveCapacity(4096)
        render(into: &output)
        return output
    }

    func render(into output: inout String) {
        switch kind {
        case .text(let text): output += Self.escape(text)
        case .raw(let markup): output += markup
        case .fragment(let nodes): for node in nodes { node.render(into: &output) }
        case let .element(tag, attributes, children, isVoid):
            output += "<" + tag
            for attribute in attributes where !attribute.name.isEmpty {
                output += " " + attribute.name
                if let value = attribute.value { output += "=\"" + Self.escape(value) + "\"" }
            }
            output += ">"
            guard !isVoid else { return }
            for child in children { child.render(into: &output) }
            output += "</" + tag + ">"
        }
    }

    static func escape(_ text: String) -> String {
        guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
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
