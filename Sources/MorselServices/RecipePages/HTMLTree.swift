import CLibXML2
import Foundation
import MorselCore
import MorselData

/// A parsed HTML document (libxml2's tree), freed with this value.
package final class HTMLTree {
    private let document: htmlDocPtr

    package init?(_ html: Data, url: String? = nil, charset: String? = nil) {
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                | HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
        // Without a charset from HTTP or the page, libxml2 would read Latin-1: pages today are UTF-8.
        let encoding = charset ?? (Self.declaresCharset(html) ? nil : "UTF-8")
        let parsed = html.withUnsafeBytes { bytes -> htmlDocPtr? in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
            return htmlReadMemory(
                base.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count), url, encoding, options)
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
    package func walk(_ visit: (HTMLElement) -> Bool) {
        guard let root = xmlDocGetRootElement(document) else { return }
        let node = HTMLElement(root)
        if visit(node) { node.walkChildren(visit) }
    }

    /// The text of an HTML fragment (a JSON-LD string with entities or tags in it): entities
    /// decoded, tags dropped, a line break for each `<br>` and block.
    package static func text(ofFragment fragment: String) -> String {
        guard fragment.contains("<") || fragment.contains("&") else { return fragment }
        guard let document = HTMLTree(Data(("<div>" + fragment + "</div>").utf8), charset: "UTF-8") else {
            return fragment
        }
        var text = ""
        document.walk { node in
            if node.name == "body" {
                text = node.text(keepingLineBreaks: true)
                return false
            }
            return true
        }
        return text
    }
}
