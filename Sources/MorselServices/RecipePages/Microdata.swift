import CLibXML2
import Foundation
import MorselCore
import MorselData

/// schema.org microdata read into the shape of JSON-LD, so one reader serves both.
package enum Microdata {
    /// The item `node` starts (`itemscope`): `@type` from `itemtype`, each `itemprop` below it
    /// (not inside a nested item, which becomes an object of its own), repeated ones as lists.
    package static func item(_ node: HTMLElement) -> [String: Any] {
        var item: [String: Any] = [:]
        if let type = node.attribute("itemtype") {
            item["@type"] = type.split(separator: " ").map { String($0.split(separator: "/").last ?? "") }
        }
        func add(_ name: String, _ value: Any) {
            switch item[name] {
            case nil: item[name] = value
            case var list as [Any] where !(value is [Any]):
                list.append(value)
                item[name] = list
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
        if trimmed.first == "[" || trimmed.first == "{", let json = RecipePage.json(trimmed), !(json is String) {
            return json
        }
        return value
    }

    private static func attributeValue(of node: HTMLElement) -> String? {
        let attribute: String? =
            switch node.name {
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
