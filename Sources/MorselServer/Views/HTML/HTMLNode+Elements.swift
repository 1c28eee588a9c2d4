import MorselData
import MorselServices

// The elements Morsel's pages use, as functions, so views read like markup:
// `div(.class("card")) { h2 { "Today" } }`. Free functions rather than static members,
// because a statement that starts with `.` would continue the line before it.

func html(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("html", attributes, content)
}
func head(@HTMLBuilder content: () -> HTMLNode) -> HTMLNode { .element("head", [], content) }
func body(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("body", attributes, content)
}
func meta(_ attributes: HTMLAttribute...) -> HTMLNode { .void("meta", attributes) }
func link(_ attributes: HTMLAttribute...) -> HTMLNode { .void("link", attributes) }
func script(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode = { .empty }) -> HTMLNode {
    .element("script", attributes, content)
}
func div(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode = { .empty }) -> HTMLNode {
    .element("div", attributes, content)
}
func span(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode = { .empty }) -> HTMLNode {
    .element("span", attributes, content)
}
func p(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("p", attributes, content)
}
func a(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("a", attributes, content)
}
func h1(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("h1", attributes, content)
}
func h2(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("h2", attributes, content)
}
func h3(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("h3", attributes, content)
}
func strong(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("strong", attributes, content)
}
func small(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("small", attributes, content)
}
func time(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("time", attributes, content)
}
func header(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("header", attributes, content)
}
func footer(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("footer", attributes, content)
}
func nav(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("nav", attributes, content)
}
func main(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("main", attributes, content)
}
func section(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("section", attributes, content)
}
func article(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("article", attributes, content)
}
func ul(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("ul", attributes, content)
}
func li(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("li", attributes, content)
}
func dl(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("dl", attributes, content)
}
func dt(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("dt", attributes, content)
}
func dd(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("dd", attributes, content)
}
func table(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("table", attributes, content)
}
func caption(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("caption", attributes, content)
}
func thead(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("thead", attributes, content)
}
func tbody(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("tbody", attributes, content)
}
func tr(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("tr", attributes, content)
}
func th(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("th", attributes, content)
}
func td(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("td", attributes, content)
}
func details(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("details", attributes, content)
}
func summary(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("summary", attributes, content)
}
func img(_ attributes: HTMLAttribute...) -> HTMLNode { .void("img", attributes) }
func form(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("form", attributes, content)
}
func fieldset(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("fieldset", attributes, content)
}
func legend(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("legend", attributes, content)
}
func label(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("label", attributes, content)
}
func input(_ attributes: HTMLAttribute...) -> HTMLNode { .void("input", attributes) }
func textarea(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode = { .empty }) -> HTMLNode {
    .element("textarea", attributes, content)
}
func select(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("select", attributes, content)
}
func option(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("option", attributes, content)
}
func datalist(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("datalist", attributes, content)
}
func button(_ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTMLNode) -> HTMLNode {
    .element("button", attributes, content)
}
func titleElement(_ text: String) -> HTMLNode { .element("title", []) { .text(text) } }
func text(_ text: String) -> HTMLNode { .text(text) }
func group(_ nodes: [HTMLNode]) -> HTMLNode { .group(nodes) }
func group(@HTMLBuilder content: () -> HTMLNode) -> HTMLNode { content() }
func raw(_ markup: String) -> HTMLNode { .raw(markup) }
func element(_ tag: String, _ attributes: [HTMLAttribute], @HTMLBuilder content: () -> HTMLNode = { .empty })
    -> HTMLNode
{ .element(tag, attributes, content) }
func voidElement(_ tag: String, _ attributes: [HTMLAttribute]) -> HTMLNode { .void(tag, attributes) }

extension HTMLAttribute {
    public static func `class`(_ v: String) -> HTMLAttribute { .init("class", v) }
    public static func id(_ v: String) -> HTMLAttribute { .init("id", v) }
    public static func href(_ v: String) -> HTMLAttribute { .init("href", v) }
    public static func src(_ v: String) -> HTMLAttribute { .init("src", v) }
    public static func alt(_ v: String) -> HTMLAttribute { .init("alt", v) }
    public static func rel(_ v: String) -> HTMLAttribute { .init("rel", v) }
    public static func name(_ v: String) -> HTMLAttribute { .init("name", v) }
    public static func content(_ v: String) -> HTMLAttribute { .init("content", v) }
    public static func type(_ v: String) -> HTMLAttribute { .init("type", v) }
    public static func value(_ v: String) -> HTMLAttribute { .init("value", v) }
    public static func `for`(_ v: String) -> HTMLAttribute { .init("for", v) }
    public static func action(_ v: String) -> HTMLAttribute { .init("action", v) }
    public static func method(_ v: String) -> HTMLAttribute { .init("method", v) }
    public static func placeholder(_ v: String) -> HTMLAttribute { .init("placeholder", v) }
    public static func title(_ v: String) -> HTMLAttribute { .init("title", v) }
    public static func datetime(_ v: String) -> HTMLAttribute { .init("datetime", v) }
    public static func role(_ v: String) -> HTMLAttribute { .init("role", v) }
    public static func autocomplete(_ v: String) -> HTMLAttribute { .init("autocomplete", v) }
    public static func inputmode(_ v: String) -> HTMLAttribute { .init("inputmode", v) }
    public static func pattern(_ v: String) -> HTMLAttribute { .init("pattern", v) }
    public static func accept(_ v: String) -> HTMLAttribute { .init("accept", v) }
    public static func list(_ v: String) -> HTMLAttribute { .init("list", v) }
    public static func scope(_ v: String) -> HTMLAttribute { .init("scope", v) }
    public static func rows(_ n: Int) -> HTMLAttribute { .init("rows", String(n)) }
    public static func maxlength(_ n: Int) -> HTMLAttribute { .init("maxlength", String(n)) }
    public static func width(_ n: Int) -> HTMLAttribute { .init("width", String(n)) }
    public static func height(_ n: Int) -> HTMLAttribute { .init("height", String(n)) }
    public static func aria(_ name: String, _ v: String) -> HTMLAttribute { .init("aria-" + name, v) }
    public static func data(_ name: String, _ v: String) -> HTMLAttribute { .init("data-" + name, v) }
    public static let multipart = HTMLAttribute("enctype", "multipart/form-data")
    public static let post = HTMLAttribute("method", "post")
    public static let required = HTMLAttribute("required", nil)
    public static let defer_ = HTMLAttribute("defer", nil)
    public static let hidden = HTMLAttribute("hidden", nil)

    /// A boolean attribute that is present only when `on` is true (`checked`, `selected`, `open`, `disabled`).
    public static func flag(_ name: String, _ on: Bool) -> HTMLAttribute {
        on ? .init(name, nil) : .init("", nil)
    }
}
