import Foundation
import Hummingbird
import HummingbirdTesting
import MorselCore

@testable import MorselData
@testable import MorselServer
@testable import MorselServices

// Helpers for the web page tests: reading HTML, cookies and redirects the way a browser would.

// MARK: - Reading HTML

/// True when every part occurs in `html`, each one after the end of the one before.
func appearsInOrder(_ html: String, _ parts: [String]) -> Bool {
    var rest = html[...]
    for part in parts {
        guard let found = rest.range(of: part) else { return false }
        rest = rest[found.upperBound...]
    }
    return true
}

/// The markup from the first `start` up to and including the next `end` after it
/// (to the end of the page when there is no `end`); empty when `start` is absent.
func htmlSlice(_ html: String, from start: String, to end: String) -> String {
    guard let begin = html.range(of: start) else { return "" }
    let after = html[begin.upperBound...]
    guard let finish = after.range(of: end) else { return String(html[begin.lowerBound...]) }
    return String(html[begin.lowerBound..<finish.upperBound])
}

/// The text strictly between the first `start` and the next `end`, or nil.
func textBetween(_ html: String, _ start: String, _ end: String) -> String? {
    guard let begin = html.range(of: start) else { return nil }
    let after = html[begin.upperBound...]
    guard let finish = after.range(of: end) else { return nil }
    return String(after[..<finish.lowerBound])
}

/// How a meal's name shows in a list row, on Today and among favourites.
func nameSpan(_ name: String) -> String {
    "<span class=\"meal-name\">\(name)</span>"
}

/// The Meals card of a day page (not the favourites or the samples offer).
func dayMealsSection(_ html: String) -> String {
    htmlSlice(html, from: "id=\"meals-heading\"", to: "</section>")
}

/// The Day's totals card of a day page.
func dayTotalsSection(_ html: String) -> String {
    htmlSlice(html, from: "id=\"totals-heading\"", to: "</section>")
}

/// The Favourites card of a day page.
func favoritesSection(_ html: String) -> String {
    htmlSlice(html, from: "id=\"favorites-heading\"", to: "</section>")
}

/// One section of the categories page: "Breakfast", "Lunch", "Dinner", "Snack" or "Other".
func categorySection(_ html: String, _ name: String) -> String {
    htmlSlice(html, from: "id=\"category-\(name.lowercased())\"", to: "</section>")
}

extension String {
    /// How many times `needle` occurs, not overlapping.
    func occurrenceCount(of needle: String) -> Int {
        guard !needle.isEmpty else { return 0 }
        return components(separatedBy: needle).count - 1
    }
}

// MARK: - Responses

extension TestResponse {
    /// The whole Set-Cookie header for `name`, attributes included.
    func setCookieHeader(_ name: String) -> String? {
        headers[values: .setCookie].first { $0.hasPrefix(name + "=") }
    }

    /// The flash notice this response sets, decoded: "kind:text" (e.g. "warning:Saved …").
    var flashNotice: String? {
        guard let value = cookie(FlashNotice.cookieName), !value.isEmpty else { return nil }
        var base64 = value.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        guard let data = Data(base64Encoded: base64) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The meal id of a redirect to `/meals/ID`, as the app writes it.
    var redirectedMealID: String? {
        guard let location = headers[.location], location.hasPrefix("/meals/") else { return nil }
        let id = String(location.dropFirst("/meals/".count).prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        return UUID(uuidString: id) == nil ? nil : id
    }
}

// MARK: - Acting as a browser or a script

extension TestApp {
    /// GETs `uri` sending exactly these cookies (name, value).
    func browse(_ uri: String, cookies: [(String, String)]) async throws -> TestResponse {
        var headers: HTTPFields = [:]
        if !cookies.isEmpty {
            headers[.cookie] = cookies.map { "\($0.0)=\($0.1)" }.joined(separator: "; ")
        }
        return try await client.execute(uri: uri, method: .get, headers: headers, body: nil)
    }

    /// Follows a redirect as `user`'s browser would, carrying the flash notice cookie it set.
    func follow(_ response: TestResponse, as user: TestUser) async throws -> TestResponse {
        guard let location = response.headers[.location] else {
            throw TestFailure("expected a redirect, got \(response.status)")
        }
        var cookies: [(String, String)] = [(SessionAuthenticator.cookieName, user.session)]
        if let notice = response.cookie(FlashNotice.cookieName), !notice.isEmpty {
            cookies.append((FlashNotice.cookieName, notice))
        }
        // A browser never sends the fragment ("/insights#weight").
        return try await browse(String(location.prefix { $0 != "#" }), cookies: cookies)
    }

    /// Creates a meal through the JSON API and returns its id (uppercase UUID, as in page links).
    @discardableResult
    func addMeal(
        _ name: String, category: String = "", calories: Int = 0, date: String = "10/03/2025",
        time: String? = nil, notes: String? = nil, as user: TestUser
    ) async throws -> String {
        var fields: [String: Any] = ["name": name, "category": category, "calories": calories, "date": date]
        if let time { fields["time"] = time }
        if let notes { fields["notes"] = notes }
        let data = try JSONSerialization.data(withJSONObject: fields)
        let meal = try await createMeal(String(decoding: data, as: UTF8.self), as: user)
        guard let id = meal["id"] as? String else { throw TestFailure("the created meal has no id: \(meal)") }
        return id
    }

    /// The names of `user`'s meals as the API lists them, in their sort order.
    func mealNames(of user: TestUser) async throws -> [String] {
        try await api(.get, Route.API.meals.path(), as: user).names()
    }
}
