import MorselData
import MorselServices

/// What a browser shows when a request fails: the status in words and what to do next.
struct ErrorPage: Sendable {
    let status: Int
    let title: String
    let detail: String

    func render() -> String {
        Layout.page(.anonymous, title: title) {
            section(.class("card narrow")) {
                h1 { text(title) }
                p { text(detail) }
                p { a(.class("button"), .href(Route.today.path())) { "Back to Today" } }
            }
        }
    }
}
