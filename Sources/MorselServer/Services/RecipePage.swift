import CLibXML2
import Foundation
import MorselCore

/// A web page read for its recipe with libxml2's HTML parser: every JSON-LD block, else the
/// schema.org microdata, and the page's own name for itself (canonical link, site name).
struct RecipePage {
    /// The Recipes the page describes, in page order (most pages have one).
    let recipes: [PageRecipe]
    /// `<link rel="canonical">`, else `og:url`, resolved against the page's address.
    let canonicalURL: URL?
    /// `og:site_name`, else `application-name`.
    let siteName: String?
    /// `og:image`, for a recipe that names none.
    let image: String?

    /// Reads `html` fetched from `url`; `charset` is the one the HTTP answer named, if any.
    init(html: Data, url: URL, charset: String? = nil) {
        let document = HTMLTree(html, url: url.absoluteString, charset: charset)
        var documents: [Any] = []
        var canonical: String?, ogURL: String?, siteName: String?, applicationName: String?, image: String?
        var microdata: [[String: Any]] = []
        document?.walk { node in
            switch node.name {
            case "script":
                if node.attribute("type")?.lowercased().contains("ld+json") == true, let value = Self.json(node.content) {
                    documents.append(value)
                }
                return false
            case "link":
                if node.attribute("rel")?.lowercased().split(separator: " ").contains("canonical") == true {
                    canonical = canonical ?? node.attribute("href")
                }
            case "meta":
                let key = (node.attribute("property") ?? node.attribute("name"))?.lowercased()
                let content = node.attribute("content")
                switch key {
                case "og:url": ogURL = ogURL ?? content
                case "og:site_name": siteName = siteName ?? content
                case "application-name": applicationName = applicationName ?? content
                case "og:image": image = image ?? content
                default: break
                }
            default: break
            }
            if node.hasAttribute("itemscope"), Self.isRecipeType(node.attribute("itemtype")) {
                microdata.append(Microdata.item(node))
                return false
            }
            return true
        }
        let clean: SchemaRecipe.Cleaner = { HTMLTree.text(ofFragment: $0) }
        var recipes = SchemaRecipe.recipes(in: documents, clean: clean)
        if recipes.isEmpty { recipes = SchemaRecipe.recipes(in: microdata, clean: clean) }
        self.recipes = recipes
        canonicalURL = (canonical ?? ogURL).flatMap { URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: url)?.absoluteURL }
        self.siteName = (siteName ?? applicationName).map(SchemaRecipe.collapse).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image
    }

    private static func isRecipeType(_ itemtype: String?) -> Bool {
        itemtype?.split(separator: " ").contains { $0.lowercased().hasSuffix("schema.org/recipe") } == true
    }

    /// A JSON-LD block's value. Pages wrap it in comments or CDATA markers and leave raw line
    /// breaks inside strings; those are undone before giving up on it.
    static func json(_ text: String) -> Any? {
        let data = Data(text.utf8)
        if let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { return value }
        var repaired = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for marker in ["<!--", "-->", "// <![CDATA[", "//<![CDATA[", "// ]]>", "//]]>", "<![CDATA[", "]]>"] {
            repaired = repaired.replacingOccurrences(of: marker, with: "")
        }
        repaired = escapingControlCharactersInStrings(repaired.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";"))))
        return try? JSONSerialization.jsonObject(with: Data(repaired.utf8), options: [.fragmentsAllowed])
    }

    /// Raw tabs and line breaks inside JSON strings (not allowed there) escaped: a line break
    /// may separate a page's ingredients or steps.
    private static func escapingControlCharactersInStrings(_ text: String) -> String {
        var result = "", inString = false, escaped = false
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                if character.isNewline {
                    result += "\\n"
                } else if character == "\t" {
                    result += "\\t"
                } else {
                    result.append(character)
                }
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
        }
        return result
    }
}

/// schema.org microdata read into the shape of JSON-LD, so one reader serves both.
enum Microdata {
    /// The item `node` starts (`itemscope`): `@type` from `itemtype`, each `itemprop` below it
    /// (not inside a nested item, which becomes an object of its own), repeated ones as lists.
    static func item(_ node: HTMLElement) -> [String: Any] {
        var item: [String: Any] = [:]
        if let type = node.attribute("itemtype") {
            item["@type"] = type.split(separator: " ").map { String($0.split(separator: "/").last ?? "") }
        }
        func add(_ name: String, _ value: Any) {
            switch item[name] {
            case nil: item[name] = value
            case var list as [Any] where !(value is [Any]): list.append(value); item[name] = list
            case let existing?: item[name] = [existing, value]
            }
        }
        node.walkChildren { child in
            let names = child.attribute("itemprop")?.split(separator: " ").map(String.init) ?? []
            let isItem = child.hasAttribute("itemscope")
            if !names.isEmpty {
                let value: Any = isItem ? self.item(child) : Self.value(of: child, for: names)
                for name in names { add(name, value) }
            }
            return !isItem
        }
        return item
    }

    /// An itemprop's value as the microdata rules read it: an attribute for the elements that
    /// carry one, else the text (for the method, without the headings of its box, "Method",
    /// "Preparation"). Some pages put JSON-LD in a `content` attribute: it is read as such.
    private static func value(of node: HTMLElement, for names: [String]) -> Any {
        let value = attributeValue(of: node) ?? node.text(skippingHeadings: names.contains("recipeInstructions"))
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.first == "[" || trimmed.first == "{", let json = RecipePage.json(trimmed), !(json is String) { return json }
        return value
    }

    private static func attributeValue(of node: HTMLElement) -> String? {
        let attribute: String? = switch node.name {
        case "meta": node.attribute("content")
        case "img", "audio", "video", "source", "embed", "iframe", "track": node.attribute("src")
        case "a", "area", "link": node.attribute("href")
        case "object": node.attribute("data")
        case "data", "meter": node.attribute("value")
        case "time": node.attribute("datetime")
        default: node.attribute("content")
        }
        return attribute
    }
}

/// A parsed HTML document (libxml2's tree), freed with this value.
final class HTMLTree {
    private let document: htmlDocPtr

    init?(_ html: Data, url: String? = nil, charset: String? = nil) {
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
        // Without a charset from HTTP or the page, libxml2 would read Latin-1: pages today are UTF-8.
        let encoding = charset ?? (Self.declaresCharset(html) ? nil : "UTF-8")
        let parsed = html.withUnsafeBytes { bytes -> htmlDocPtr? in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
            return htmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count), url, encoding, options)
        }
        guard let parsed else { return nil }
        document = parsed
    }

    deinit { xmlFreeDoc(document) }

    /// Whether the page's first 2 KB name its charset (`<meta charset>` or its http-equiv form).
    private static func declaresCharset(_ html: Data) -> Bool {
        String(decoding: html.prefix(2048), as: UTF8.self).lowercased().contains("charset")
    }

    /// Visits every element in document order; `visit` returns false to skip its children.
    func walk(_ visit: (HTMLElement) -> Bool) {
        guard let root = xmlDocGetRootElement(document) else { return }
        let node = HTMLElement(root)
        if visit(node) { node.walkChildren(visit) }
    }

    /// The text of an HTML fragment (a JSON-LD string with entities or tags in it): entities
    /// decoded, tags dropped, a line break for each `<br>` and block.
    static func text(ofFragment fragment: String) -> String {
        guard fragment.contains("<") || fragment.contains("&") else { return fragment }
        guard let document = HTMLTree(Data(("<div>" + fragment + "</div>").utf8), charset: "UTF-8") else { return fragment }
        var text = ""
        document.walk { node in
            if node.name == "body" { text = node.text(keepingLineBreaks: true); return false }
            return true
        }
        return text
    }
}

/// An element of an ``HTMLTree``, valid while the document is.
struct HTMLElement {
    fileprivate let pointer: xmlNodePtr

    fileprivate init(_ pointer: xmlNodePtr) { self.pointer = pointer }

    /// The tag name, lower case.
    var name: String { pointer.pointee.name.map { String(cString: $0).lowercased() } ?? "" }

    func attribute(_ name: String) -> String? {
        guard let value = xmlGetProp(pointer, name) else { return nil }
        defer { morsel_xml_free(value) }
        return String(cString: value)
    }

    func hasAttribute(_ name: String) -> Bool { xmlHasProp(pointer, name) != nil }

    /// All the text inside, exactly (a script's source).
    var content: String {
        guard let value = xmlNodeGetContent(pointer) else { return "" }
        defer { morsel_xml_free(value) }
        return String(cString: value)
    }

    /// The text inside as a reader sees it: a line break for `<br>` and around blocks
    /// (paragraphs, list items, headings), a space between table cells, scripts and styles
    /// left out. The source's own line breaks are spaces, as a browser shows them, unless
    /// `keepingLineBreaks` (a JSON-LD string's breaks separate its steps); headings are left
    /// out when `skippingHeadings`.
    func text(keepingLineBreaks: Bool = false, skippingHeadings: Bool = false) -> String {
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
                    if name == "script" || name == "style" || (skippingHeadings && Self.headings.contains(name)) { break }
                    let isBlock = Self.blocks.contains(name), isCell = name == "td" || name == "th"
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
        "p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "section", "article", "blockquote",
        "dd", "dt", "figure", "header", "footer", "pre",
    ]

    /// Visits the elements below this one in document order; `visit` returns false to skip
    /// an element's children.
    func walkChildren(_ visit: (HTMLElement) -> Bool) {
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
