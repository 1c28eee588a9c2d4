import MorselCore
import MorselData
import MorselServices

/// What every page's frame needs: who is signed in, the form token, where we are, and
/// one-off notices carried over from the previous request.
public struct PageContext: Sendable {
    public enum Section: Sendable { case today, meals, categories, recipes, plan, grocery, insights, settings }

    public struct Notice: Sendable, Equatable {
        public enum Kind: String, Sendable { case info, warning, error }
        public let kind: Kind
        public let text: String
    }

    public var username: String?
    public var isAdmin = false
    public var csrfToken: String?
    public var section: Section?
    public var notices: [Notice] = []

    /// The frame of a page nobody is signed in to (setup, sign-in, errors).
    public static let anonymous = PageContext(username: nil, csrfToken: nil)

    public static let mock = PageContext(username: "alice", isAdmin: true, csrfToken: "csrf-token", section: .today)
}
