import Foundation
import Hummingbird
import MorselData
import MorselServices

/// A one-off message carried across a redirect in a short-lived cookie
/// ("Meal saved", "01/01/1970 was used"), shown once by the next page.
enum FlashNotice {
    static let cookieName = "morsel_notice"

    static func set(_ notice: PageContext.Notice, on response: inout Response) {
        let payload = "\(notice.kind.rawValue):\(notice.text)"
        let value = Data(payload.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(
                of: "=", with: "")
        response.setCookie(
            Cookie(name: cookieName, value: value, maxAge: 60, path: "/", httpOnly: true, sameSite: .lax))
    }

    /// The notice the request carries, if any.
    static func read(_ request: Request) -> PageContext.Notice? {
        guard let value = request.cookies[cookieName]?.value, !value.isEmpty else { return nil }
        var base64 = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8),
            let colon = text.firstIndex(of: ":"),
            let kind = PageContext.Notice.Kind(rawValue: String(text[..<colon]))
        else { return nil }
        return PageContext.Notice(kind: kind, text: String(text[text.index(after: colon)...]))
    }

    /// Removes the cookie once its notice has been shown.
    static func clear(on response: inout Response) {
        response.setCookie(Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .lax))
    }
}
