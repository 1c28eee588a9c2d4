import CLibXML2
import Foundation
import MorselCore
import MorselData

/// An element of an ``HTMLTree``, valid while the document is.
package struct HTMLElement {
    private let pointer: xmlNodePtr

    package init(_ pointer: xmlNodePtr) { self.pointer = pointer }

    /// The tag name, lower case.
    package var name: String { pointer.pointee.name.map { String(cString: $0).lowercased() } ?? "" }

    package func attribute(_ name: String) -> String? {
        guard let value = xmlGetProp(pointer, name) else { return nil }
        defer { morsel_xml_free(value) }
        return String(cString: value)
    }

    package func hasAttribute(_ name: String) -> Bool { xmlHasProp(pointer, name) != nil }

    /// All the text inside, exactly (a script's source).
    package var content: String {
        guard let value = xmlNodeGetContent(pointer) else { return "" }
        defer { morsel_xml_free(value) }
        return String(cString: value)
    }

    /// The text inside as a reader sees it: a line break for `<br>` and around blocks
    /// (paragraphs, list items, headings), a space between table cells, scripts and styles
    /// left out. The source's own line breaks are spaces, as a browser shows them, unless
    /// `keepingLineBreaks` (a JSON-LD string's breaks separate its steps); headings are left
    /// out when `skippingHeadings`.
    package func text(keepingLineBreaks: Bool = false, skippingHeadings: Bool = false) -> String {
        var text = ""
        func append(_ node: xmlNodePtr) {
            var child = node.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = current.pointee.content {
                        let written = String(cString: content)
                        text += keepingLineBreaks ? written : written.replacingOccurrences(of: "\n", with: " ")
                    }
                case XML_ELEMENT_NODE:
                    let name = HTMLElement(current).name
                    if name == "script" || name == "style" || (skippingHeadings && Self.headings.contains(name)) {
                        break
                    }
                    let isBlock = Self.blocks.contains(name)
                    let isCell = name == "td" || name == "th"
                    if isBlock || name == "br" { text += "\n" } else if isCell { text += " " }
                    append(current)
                    if isBlock { text += "\n" } else if isCell { text += " " }
                default: break
                }
                child = current.pointee.next
            }
        }
        append(pointer)
        return text
    }

    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]

    private static let blocks: Set<String> = [
        "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "section", "article",
        "blockquote",
        "dd", "dt", "figure", "header", "footer", "pre",
    ]

    /// Visits the elements below this one in document order; `visit` returns false to skip
    /// an element's children.
    package func walkChildren(_ visit: (HTMLElement) -> Bool) {
        var child = pointer.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                let node = HTMLElement(current)
                if visit(node) { node.walkChildren(visit) }
            }
            child = current.pointee.next
        }
    }
}
