import CLibXML2
import Foundation
import MorselCore
import MorselData

/// A web page read for its recipe with libxml2's HTML parser: every JSON-LD block, else the
/// schema.org microdata, and the page's own name for itself (canonical link, site name).
package struct RecipePage {
    /// The Recipes the page describes, in page order (most pages have one).
    package let recipes: [PageRecipe]
    /// `<link rel="canonical">`, else `og:url`, resolved against the page's address.
    package let canonicalURL: URL?
    /// `og:site_name`, else `application-name`.
    package let siteName: String?
    /// `og:image`, for a recipe that names none.
    package let image: String?

    /// Reads `html` fetched from `url`; `charset` is the one the HTTP answer named, if any.
    package init(html: Data, url: URL, charset: String? = nil) {
        let document = HTMLTree(html, url: url.absoluteString, charset: charset)
        var documents: [Any] = []
        var canonical: String?
        var ogURL: String?
        var siteName: String?
        var applicationName: String?
        var image: String?
        var microdata: [[String: Any]] = []
        document?.walk { node in
            switch node.name {
            case "script":
                if node.attribute("type")?.lowercased().contains("ld+json") == true, let value = Self.json(node.content)
                {
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
        canonicalURL = (canonical ?? ogURL).flatMap {
            URL(string: $0.trimmingCharacters(in: .whitespaces), relativeTo: url)?.absoluteURL
        }
        self.siteName = (siteName ?? applicationName).map(SchemaRecipe.collapse).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image
    }

    private static func isRecipeType(_ itemtype: String?) -> Bool {
        itemtype?.split(separator: " ").contains { $0.lowercased().hasSuffix("schema.org/recipe") } == true
    }

    /// A JSON-LD block's value. Pages wrap it in comments or CDATA markers and leave raw line
    /// breaks inside strings; those are undone before giving up on it.
    package static func json(_ text: String) -> Any? {
        let data = Data(text.utf8)
        if let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { return value }
        var repaired = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for marker in ["<!--", "-->", "// <![CDATA[", "//<![CDATA[", "// ]]>", "//]]>", "<![CDATA[", "]]>"] {
            repaired = repaired.replacingOccurrences(of: marker, with: "")
        }
        repaired = escapingControlCharactersInStrings(
            repaired.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ";"))))
        return try? JSONSerialization.jsonObject(with: Data(repaired.utf8), options: [.fragmentsAllowed])
    }

    /// Raw tabs and line breaks inside JSON strings (not allowed there) escaped: a line break
    /// may separate a page's ingredients or steps.
    private static func escapingControlCharactersInStrings(_ text: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
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
